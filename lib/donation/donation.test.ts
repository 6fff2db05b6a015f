import { describe, expect, it } from 'vitest'
import { en } from '@/lib/i18n/messages/en'
import { sw } from '@/lib/i18n/messages/sw'
import { completionMessage, loadingText, orderRequest } from './donation'

describe('orderRequest', () => {
  it('asks for one purchase unit of 1.00 in the chosen currency, to be captured', () => {
    expect(orderRequest('USD')).toEqual({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }] })
    expect(orderRequest('EUR').purchase_units[0]!.amount.currency_code).toBe('EUR')
  })
})

describe('completionMessage', () => {
  it("names the payer by given name, as the old alert did", () => {
    expect(completionMessage({ payer: { name: { given_name: 'Wanjiru' } } }, en.donation)).toBe('Transaction completed by Wanjiru')
  })
  it('still confirms when PayPal sends no name', () => {
    expect(completionMessage(undefined, en.donation)).toBe('Transaction completed')
    expect(completionMessage({ payer: { name: { given_name: ' ' } } }, en.donation)).toBe('Transaction completed')
  })
  it('speaks the page’s language', () => {
    expect(completionMessage({ payer: { name: { given_name: 'Wanjiru' } } }, sw.donation)).toBe('Malipo yamekamilishwa na Wanjiru')
  })
})

describe('loadingText', () => {
  it('shows LOADING... only while the script is on its way', () => {
    expect(loadingText('pending', en.donation)).toBe('LOADING...')
    expect(loadingText('resolved', en.donation)).toBeNull()
    expect(loadingText('rejected', en.donation)).toBeNull()
  })
})
