import { describe, expect, it } from 'vitest'
import { FIELD_LIMITS, lengthOf, limitOf, overLimit } from './field-limits'

describe('the message forms’ field limits', () => {
  it('lets through fields at their limit, and fields without one', () => {
    expect(
      overLimit({
        name: 'n'.repeat(100),
        email: `${'e'.repeat(248)}@x.org`,
        message: 'm'.repeat(5000),
        language: 'l'.repeat(9000),
      }),
    ).toBeUndefined()
    expect(limitOf('language')).toBeUndefined()
  })

  it('names the first field over its limit, with the limit and its length', () => {
    expect(overLimit({ name: 'Grace', subject: 's'.repeat(201), message: 'm'.repeat(5001) })).toEqual({
      field: 'subject',
      limit: 200,
      length: 201,
    })
    expect(overLimit({ user_name: 'n'.repeat(101) })).toEqual({
      field: 'user_name',
      limit: FIELD_LIMITS.user_name,
      length: 101,
    })
  })

  it('counts a line break once, as the field’s maxLength does, though the form’s data sends it as two characters', () => {
    expect(lengthOf('a\r\nb')).toBe(3)
    expect(overLimit({ message: `${'m'.repeat(4998)}\r\n` })).toBeUndefined()
  })

  it('gives both forms the same limits for the same kind of field', () => {
    expect(FIELD_LIMITS.user_name).toBe(FIELD_LIMITS.name)
    expect(FIELD_LIMITS.user_email).toBe(FIELD_LIMITS.email)
  })
})
