import { describe, expect, it } from 'vitest'
import { wrapFocus } from './focus'

describe('focus inside an open dialog', () => {
  it('wraps from the last control to the first and back', () => {
    expect(wrapFocus(3, 4, false)).toBe(0)
    expect(wrapFocus(0, 4, true)).toBe(3)
  })

  it('leaves the browser order alone in between', () => {
    expect(wrapFocus(1, 4, false)).toBeNull()
    expect(wrapFocus(2, 4, true)).toBeNull()
  })

  it('brings focus that is outside the list back in', () => {
    expect(wrapFocus(-1, 4, false)).toBe(0)
    expect(wrapFocus(-1, 4, true)).toBe(3)
  })

  it('stays on the only control, and does nothing without controls', () => {
    expect(wrapFocus(0, 1, false)).toBe(0)
    expect(wrapFocus(0, 1, true)).toBe(0)
    expect(wrapFocus(-1, 0, false)).toBeNull()
  })
})
