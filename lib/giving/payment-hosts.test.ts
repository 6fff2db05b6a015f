import { describe, expect, it } from 'vitest'
import {
  hostOf,
  PAYMENT_HOSTS,
  paymentAddress,
  paymentAddressIn,
  paymentAddressesInText,
  paymentHost,
  sameDestination,
} from './payment-hosts'

describe('payment hosts', () => {
  it('gives every entry a service and a reason', () => {
    for (const entry of PAYMENT_HOSTS) {
      expect(entry.host).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/)
      expect(entry.service.length).toBeGreaterThan(1)
      expect(entry.reason.length).toBeGreaterThan(10)
    }
  })

  it.each([
    ['https://www.paypal.com/donate/?hosted_button_id=ABC', 'PayPal'],
    ['https://paypal.me/pastorjohn', 'PayPal'],
    ['https://www.mchanga.africa/fundraiser/12345', 'M-Changa'],
    ['https://gofundme.com/f/roof', 'GoFundMe'],
    ['https://bit.ly/3xYz', 'a link shortener'],
    ['https://buy.stripe.com/abc', 'Stripe'],
    ['//PAYPAL.ME/x', 'PayPal'],
    ['paypal.me/x', 'PayPal'],
  ])('knows %s as %s', (address, service) => {
    expect(paymentAddress(address)?.service).toBe(service)
  })

  it('asks about a host whose name says it takes money', () => {
    expect(paymentHost('donate.example.org')?.reason).toMatch(/its name says it takes money \("donate/)
    expect(paymentHost('roof-fund.org')?.reason).toMatch(/"roof-fund"/)
    expect(paymentHost('harambee-yetu.co.ke')).toBeDefined()
  })

  it('asks about a host written in letters of another script, which can look like a known one', () => {
    expect(paymentAddress('https://pаypal.me/x')?.why).toMatch(/letters of another script/)
  })

  it('finds an address inside another: a redirector, a share link, a mailto: body', () => {
    expect(paymentAddressIn('https://www.google.com/url?q=https%3A%2F%2Fpaypal.me%2Fpastor')?.service).toBe('PayPal')
    expect(paymentAddressIn('https://wa.me/?text=Tuma%20sadaka%20kwa%20paypal.me/kanisa')?.service).toBe('PayPal')
    expect(paymentAddressIn('mailto:office@example.org?body=Give at gofundme.com/f/roof')?.service).toBe('GoFundMe')
    expect(paymentAddressIn('https://www.youtube.com/watch?v=abc')).toBeUndefined()
  })

  it('leaves ordinary sites alone', () => {
    for (const host of ['www.youtube.com', 'www.facebook.com', 'x.com', 'www.instagram.com', 'www.openstreetmap.org'])
      expect(paymentHost(host)).toBeUndefined()
    expect(paymentAddress('/support/')).toBeUndefined()
    expect(paymentAddress('mailto:office@example.org')).toBeUndefined()
  })

  it('finds addresses written as words, with or without a scheme', () => {
    const found = paymentAddressesInText(
      'Send your tithe to paypal.me/pastor, or give at https://www.gofundme.com/f/roof.',
    )
    expect(found.map((f) => f.address)).toEqual(['paypal.me/pastor', 'https://www.gofundme.com/f/roof'])
    expect(paymentAddressesInText('Write to office@paypal.com')).toEqual([])
    expect(paymentAddressesInText('We use PayPal and M-Pesa.')).toEqual([])
    // A file's name is no address, unless it is written as one.
    expect(paymentAddressesInText('/_next/static/islands/donation-widget-R6QQ.js roof-fund.pdf')).toEqual([])
    expect(paymentAddressesInText('https://donate.example.js/x').map((f) => f.host)).toEqual(['donate.example.js'])
  })

  it('reads the host of an address as a browser does', () => {
    expect(hostOf('https://WWW.PayPal.com:443/donate')).toBe('www.paypal.com')
    expect(hostOf('/church/')).toBeUndefined()
  })

  it('compares destinations without their scheme, www, case of host or last slash', () => {
    expect(sameDestination('https://www.paypal.com/donate/?x=1', 'https://PAYPAL.com/donate?x=1')).toBe(true)
    expect(sameDestination('https://paypal.me/a', 'https://paypal.me/b')).toBe(false)
  })
})
