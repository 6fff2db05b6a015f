import { describe, expect, it } from 'vitest'
import { givingView } from './giving'

// Numbers here are test data only; content never holds an invented number.
describe('the giving block', () => {
  it('shows the paybill and the branch account number', () => {
    expect(givingView({ paybill: '247247', account: 'ABC12' })).toEqual({
      kind: 'paybill',
      lines: [
        { field: 'paybill', value: '247247' },
        { field: 'account', value: 'ABC12' },
      ],
      missing: false,
    })
  })

  it('hides a placeholder account number and says one is missing', () => {
    const view = givingView({ paybill: '247247', account: { pending: 'the account number' } })!
    expect(view.lines[1]).toEqual({ field: 'account', pending: { pending: 'the account number' } })
    expect(view.missing).toBe(true)
  })

  it('hides a placeholder paybill number too', () => {
    const view = givingView({ paybill: { pending: 'the paybill' }, account: 'ABC12' })!
    expect(view.lines).toEqual([
      { field: 'paybill', pending: { pending: 'the paybill' } },
      { field: 'account', value: 'ABC12' },
    ])
    expect(view.missing).toBe(true)
  })

  it("uses the pastor's number where the branch gives to it", () => {
    expect(givingView({ pastorNumber: '0700 000 000' })).toMatchObject({
      kind: 'pastor',
      lines: [{ field: 'pastorNumber', value: '0700 000 000' }],
      missing: false,
    })
    expect(givingView({ pastorNumber: { pending: 'the number' } })!.missing).toBe(true)
  })

  it('shows an account number alone (the Nambemo variant)', () => {
    expect(givingView({ account: { pending: 'the account number' } })).toMatchObject({ kind: 'account', missing: true })
  })

  it('shows nothing without giving details', () => {
    expect(givingView(undefined)).toBeUndefined()
    expect(givingView({ note: 'Thank you' })).toBeUndefined()
  })
})
