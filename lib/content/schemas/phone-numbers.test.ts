import { describe, expect, it } from 'vitest'
import { callHref, internationalNumber, whatsappChatHref } from '../../congregation/contact-links'
import { isMobileNumber, mobileNumber, phoneNumber } from './fields'

const MOBILE_FORMS = ['0712 345 678', '0712345678', '+254 712 345 678', '+254712345678', '0110 123 456']
const LANDLINES = ['020 123 4567', '0201234567', '+254 20 123 4567', '041 222 3333']

describe('phone numbers as Kenyans write them', () => {
  it('a contact number is a mobile number in any of its usual forms, or a landline', () => {
    for (const n of [...MOBILE_FORMS, ...LANDLINES]) expect(phoneNumber.safeParse(n).success, n).toBe(true)
    for (const n of ['0712 345', '712 345 678', '+255 712 345 678', '0712-345-678', '020 123 45'])
      expect(phoneNumber.safeParse(n).success, n).toBe(false)
  })

  it('an M-Pesa number is a mobile number only', () => {
    for (const n of MOBILE_FORMS) expect(mobileNumber.safeParse(n).success, n).toBe(true)
    for (const n of LANDLINES) expect(mobileNumber.safeParse(n).success, n).toBe(false)
    expect(MOBILE_FORMS.every(isMobileNumber)).toBe(true)
    expect(LANDLINES.some(isMobileNumber)).toBe(false)
  })

  it('links dial the digits in international form, whichever way the number is written', () => {
    for (const n of MOBILE_FORMS.slice(0, 4)) {
      expect(internationalNumber(n), n).toBe('+254712345678')
      expect(callHref(n)).toBe('tel:+254712345678')
      expect(whatsappChatHref(n)).toBe('https://wa.me/254712345678')
    }
    expect(callHref('020 123 4567')).toBe('tel:+254201234567')
    expect(callHref('+254 20 123 4567')).toBe('tel:+254201234567')
  })
})
