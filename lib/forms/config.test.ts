import { describe, expect, it } from 'vitest'
import { emailSetup, paypalClientId } from './config'

const full = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_1',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_main',
  NEXT_PUBLIC_EMAILJS_CONGREGATION_TEMPLATE_ID: 'template_cong',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key',
}

describe('emailSetup', () => {
  it('picks the template of each form', () => {
    expect(emailSetup('main', full)).toEqual({
      ready: true,
      settings: { serviceId: 'service_1', templateId: 'template_main', publicKey: 'key' },
    })
    expect(emailSetup('congregation', full)).toMatchObject({ ready: true, settings: { templateId: 'template_cong' } })
  })

  it('names the missing or empty variables instead of throwing', () => {
    expect(emailSetup('main', { ...full, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: ' ' })).toEqual({
      ready: false,
      missing: ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
    })
    expect(emailSetup('congregation', { ...full, NEXT_PUBLIC_EMAILJS_CONGREGATION_TEMPLATE_ID: undefined })).toEqual({
      ready: false,
      missing: ['NEXT_PUBLIC_EMAILJS_CONGREGATION_TEMPLATE_ID'],
    })
  })
})

describe('paypalClientId', () => {
  it("falls back to PayPal's sandbox id", () => {
    expect(paypalClientId({})).toBe('test')
    expect(paypalClientId({ NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'AbC' })).toBe('AbC')
  })
})
