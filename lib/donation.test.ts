import { describe, expect, it } from 'vitest'
import { en } from '@/lib/i18n/messages/en'
import { sw } from '@/lib/i18n/messages/sw'
import {
  amountError,
  choiceInForm,
  chosenAmount,
  DEFAULT_CHOICE,
  loadingText,
  MAX_AMOUNT,
  MIN_AMOUNT,
  orderRequest,
  parseAmount,
  PRESET_AMOUNTS,
  thankYou,
} from './donation'

describe('parseAmount', () => {
  it.each([
    ['25', '25.00'],
    ['25.5', '25.50'],
    ['25.50', '25.50'],
    [' 25 ', '25.00'],
    ['1,000', '1000.00'],
    ['1,000.5', '1000.50'],
    ['10,000', '10000.00'],
    ['1 000', '1000.00'],
    ['25,50', '25.50'],
    ['25,5', '25.50'],
    ['10.120', '10.12'],
    ['7.', '7.00'],
    ['007', '7.00'],
    ['1', '1.00'],
    ['1.00', '1.00'],
  ])('reads %j as %s', (input, value) => {
    expect(parseAmount(input)).toEqual({ ok: true, value })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notNumber'],
    ['25abc', 'notNumber'],
    ['1e3', 'notNumber'],
    ['.', 'notNumber'],
    ['1,0000', 'notNumber'],
    ['1.000,50', 'notNumber'],
    ['10.123', 'decimals'],
    ['1,000.123', 'decimals'],
    ['0', 'tooSmall'],
    ['0.99', 'tooSmall'],
    ['-5', 'tooSmall'],
    ['10000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %j: %s', (input, problem) => {
    expect(parseAmount(input)).toEqual({ ok: false, problem })
  })

  it('takes the limits themselves', () => {
    expect(parseAmount(String(MIN_AMOUNT))).toEqual({ ok: true, value: '1.00' })
    expect(parseAmount(String(MAX_AMOUNT))).toEqual({ ok: true, value: '10000.00' })
  })
})

describe('choiceInForm', () => {
  it('is the preset checked, or the other amount as typed', () => {
    expect(choiceInForm('50', '')).toEqual({ kind: 'preset', amount: 50 })
    expect(choiceInForm('other', ' 1,000 ')).toEqual({ kind: 'other', input: ' 1,000 ' })
    expect(choiceInForm('other', '')).toEqual({ kind: 'other', input: '' })
  })

  it('is the default when nothing is checked or the value is not an amount the widget offers', () => {
    expect(choiceInForm(null, '12')).toEqual(DEFAULT_CHOICE)
    expect(choiceInForm('37', '')).toEqual(DEFAULT_CHOICE)
    expect(choiceInForm('', '')).toEqual(DEFAULT_CHOICE)
  })
})

describe('chosenAmount', () => {
  it('starts on a preset amount, so the donor can just press the button', () => {
    expect(DEFAULT_CHOICE.kind).toBe('preset')
    expect(PRESET_AMOUNTS).toContain(DEFAULT_CHOICE.kind === 'preset' ? DEFAULT_CHOICE.amount : NaN)
    expect(chosenAmount(DEFAULT_CHOICE).ok).toBe(true)
  })
  it('every preset is an amount the widget can send', () => {
    for (const amount of PRESET_AMOUNTS)
      expect(chosenAmount({ kind: 'preset', amount })).toEqual({ ok: true, value: `${amount}.00` })
  })
  it('checks the other amount as typed', () => {
    expect(chosenAmount({ kind: 'other', input: '12.5' })).toEqual({ ok: true, value: '12.50' })
    expect(chosenAmount({ kind: 'other', input: '' })).toEqual({ ok: false, problem: 'empty' })
  })
})

describe('amountError', () => {
  it('names the limits in the chosen currency, in the page’s language', () => {
    expect(amountError('tooSmall', 'USD', en.donation)).toBe('The smallest gift here is USD 1.')
    expect(amountError('tooLarge', 'EUR', en.donation)).toBe('The largest gift here is EUR 10,000.')
    expect(amountError('tooLarge', 'EUR', sw.donation)).toBe('Mchango wa juu kabisa hapa ni EUR 10,000.')
    expect(amountError('decimals', 'USD', sw.donation)).toBe(sw.donation.errors.decimals)
  })
})

describe('orderRequest', () => {
  it('asks for one purchase unit of the chosen amount in the chosen currency, to be captured', () => {
    expect(orderRequest('USD', '25.00')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '25.00' } }],
    })
    expect(orderRequest('EUR', '12.50').purchase_units[0]!.amount).toEqual({ currency_code: 'EUR', value: '12.50' })
  })
  it('refuses an amount that is not written with two decimals', () => {
    expect(() => orderRequest('USD', '25')).toThrow()
    expect(() => orderRequest('USD', 'abc')).toThrow()
  })
})

describe('thankYou', () => {
  const gift = { amount: '25.00', currency: 'USD' as const }
  it('names the gift and the payer by given name', () => {
    expect(thankYou({ payer: { name: { given_name: 'Wanjiru' } } }, gift, en.donation)).toBe(
      'Thank you, Wanjiru, for your gift of USD 25.00. The payment is complete.',
    )
  })
  it('still thanks when PayPal sends no name', () => {
    expect(thankYou(undefined, gift, en.donation)).toBe(
      'Thank you for your gift of USD 25.00. The payment is complete.',
    )
    expect(thankYou({ payer: { name: { given_name: ' ' } } }, gift, en.donation)).toBe(
      'Thank you for your gift of USD 25.00. The payment is complete.',
    )
  })
  it('speaks the page’s language', () => {
    expect(
      thankYou({ payer: { name: { given_name: 'Wanjiru' } } }, { amount: '12.50', currency: 'EUR' }, sw.donation),
    ).toBe('Asante, Wanjiru, kwa mchango wako wa EUR 12.50. Malipo yamekamilika.')
  })
  it('writes a name with braces as it is', () => {
    expect(thankYou({ payer: { name: { given_name: '{gift}' } } }, gift, en.donation)).toContain(
      'Thank you, {gift}, for',
    )
  })
})

describe('loadingText', () => {
  it('shows "Loading PayPal..." only while the script is on its way, not before the donor asks for PayPal', () => {
    expect(loadingText('initial', en.donation)).toBeNull()
    expect(loadingText('pending', en.donation)).toBe('Loading PayPal...')
    expect(loadingText('resolved', en.donation)).toBeNull()
    expect(loadingText('rejected', en.donation)).toBeNull()
  })
})
