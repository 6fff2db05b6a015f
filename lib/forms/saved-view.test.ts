import { describe, expect, it } from 'vitest'
import { messageSummary, outboxFormKey } from './saved-view'

describe('messageSummary', () => {
  it('names a saved message by its first words, on one line', () => {
    expect(messageSummary({ subject: 'Prayer', message: 'Please pray\nfor us' })).toBe('Please pray for us')
    expect(messageSummary({ message: 'a'.repeat(100) }, 10)).toBe(`${'a'.repeat(9)}…`)
  })
  it('by its subject when it has no message (the congregation form’s is optional)', () => {
    expect(messageSummary({ subject: 'Service times', message: ' ' })).toBe('Service times')
  })
})

describe('outboxFormKey', () => {
  it('tells apart the same form on two pages', () => {
    expect(outboxFormKey('/raila/', 'congregation-form')).not.toBe(outboxFormKey('/sw/raila/', 'congregation-form'))
  })
})
