import { describe, expect, it } from 'vitest'
import { paymentLinksOnPage } from './payment-links'

const page = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body><main>${body}</main></body></html>`
const rules = { reviewed: ['https://www.mchanga.africa/fundraiser/100'], ownHosts: ['www.example.org'] }
const found = (body: string) => paymentLinksOnPage(page(body), rules)

describe('payment addresses on a built page', () => {
  it('refuses a link to a payment host outside the mark, whatever its words', () => {
    const [f] = found('<p>Read <a href="https://paypal.me/pastor">this</a>.</p>')
    expect(f).toMatchObject({ address: 'https://paypal.me/pastor', place: 'a link' })
    expect(f!.why).toMatch(/is on PayPal .* outside the giving files' mark/)
  })

  it('accepts a reviewed destination inside the mark, and refuses another one there', () => {
    expect(found('<a data-giving="paymentLink" href="https://www.mchanga.africa/fundraiser/100">Give</a>')).toEqual([])
    const [f] = found('<a data-giving="paymentLink" href="https://www.mchanga.africa/fundraiser/999">Give</a>')
    expect(f!.why).toMatch(/not one of the destinations the treasurer reviewed/)
  })

  it('refuses a reviewed destination shown outside the mark', () => {
    expect(found('<a href="https://www.mchanga.africa/fundraiser/100">roof</a>')).toHaveLength(1)
  })

  it('refuses a link to another site that asks for money, in its words or beside them', () => {
    const [own] = found('<p><a href="https://roof.example.net/">Contribute to the roof harambee</a></p>')
    expect(own!.why).toMatch(/words that ask for money \("Contribute"\)/)
    const [beside] = found('<h2>Sadaka</h2><p>Tumia <a href="https://roof.example.net/">kiungo hiki</a>.</p>')
    expect(beside!.why).toMatch(/beside words that ask for money \("Sadaka"\)/)
  })

  it("lets a link to another site that asks for nothing stay, and the site's own links", () => {
    expect(found('<h2>Follow us</h2><ul><li><a href="https://www.youtube.com/">YouTube</a></li></ul>')).toEqual([])
    expect(found('<p>Give by M-Pesa on <a href="https://www.example.org/support/">the support page</a>.</p>')).toEqual(
      [],
    )
    expect(found('<p>Give by M-Pesa on <a href="/support/">the support page</a>.</p>')).toEqual([])
  })

  it('reads addresses in text, in attributes, frames, forms, island data and JSON-LD', () => {
    const places = (body: string) => found(body).map((f) => f.place ?? 'text')
    expect(places('<p>Send your tithe to paypal.me/pastor</p>')).toEqual(['text'])
    expect(places('<p>Tuma kwa pay<b>pal.me</b>/mchungaji</p>')).toEqual(['text'])
    expect(places('<img alt="Scan: gofundme.com/f/roof" src="/x.png">')).toEqual(['an attribute (alt)'])
    expect(places('<iframe src="https://donorbox.org/embed/roof"></iframe>')).toEqual(['a frame or embed (src)'])
    expect(places('<form action="https://www.paypal.com/cgi-bin/webscr"></form>')).toEqual(["a form's address"])
    expect(places('<div data-island="x" data-props=\'{"url":"https://paypal.me/x"}\'></div>')).toEqual([
      'an attribute (data-props)',
    ])
    expect(places('<script type="application/ld+json">{"sameAs":["https://www.patreon.com/x"]}</script>')).toEqual([
      "the page's data for search engines",
    ])
  })

  it('reads a redirect page, and an address hidden inside a link to another site', () => {
    const [redirect] = paymentLinksOnPage(
      '<html><head><meta http-equiv="refresh" content="0; url=https://paypal.me/x"></head><body></body></html>',
      rules,
    )
    expect(redirect).toMatchObject({ address: 'https://paypal.me/x', place: 'a redirect (meta refresh)' })
    expect(found('<a href="https://www.google.com/url?q=https://paypal.me/x">our news</a>')).toHaveLength(1)
    expect(
      paymentLinksOnPage(
        '<html><head><meta http-equiv="Content-Security-Policy" content="frame-src https://www.paypal.com"></head></html>',
        rules,
      ),
    ).toEqual([])
  })

  it('reads text with its invisible characters taken out', () => {
    expect(found('<p>paypal\u200B.me/pastor</p>')).toHaveLength(1)
  })

  it("lets an island's data repeat a reviewed destination", () => {
    expect(
      found('<div data-island="x" data-props=\'{"href":"https://www.mchanga.africa/fundraiser/100"}\'></div>'),
    ).toEqual([])
  })
})
