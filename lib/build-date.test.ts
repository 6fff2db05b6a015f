import { describe, expect, it } from 'vitest'
import { buildDate, buildYear, isCalendarDay, nairobiDate, nairobiToday } from './build-date'

describe('buildDate', () => {
  it('is SITE_BUILD_DATE when set', () => {
    expect(buildDate({ SITE_BUILD_DATE: '2024-01-14' })).toBe('2024-01-14')
    expect(buildYear({ SITE_BUILD_DATE: '2031-12-31' })).toBe(2031)
  })

  it('is today in Nairobi otherwise, which is a day ahead of UTC from 21:00 UTC', () => {
    expect(buildDate({}, new Date('2024-03-09T20:59:00Z'))).toBe('2024-03-09')
    expect(buildDate({}, new Date('2024-03-09T21:00:00Z'))).toBe('2024-03-10')
    expect(buildDate({ SITE_BUILD_DATE: '' }, new Date('2023-12-31T21:30:00Z'))).toBe('2024-01-01')
    expect(buildYear({}, new Date('2023-12-31T21:30:00Z'))).toBe(2024)
    expect(nairobiToday(new Date('2025-06-01T12:00:00Z'))).toBe('2025-06-01')
  })

  it.each(['14/01/2024', '2024-1-14', '2024-01', '2023-02-29', '2024-13-01', 'tomorrow'])(
    'stops on a malformed SITE_BUILD_DATE=%s, saying how to write it',
    (value) => {
      expect(() => buildDate({ SITE_BUILD_DATE: value })).toThrow(
        `SITE_BUILD_DATE must be a day written as YYYY-MM-DD, e.g. SITE_BUILD_DATE=2024-01-14; got "${value}". Unset it to build as of today.`,
      )
    },
  )
})

describe('isCalendarDay', () => {
  it('knows leap years and month lengths', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true)
    expect(isCalendarDay('2023-02-29')).toBe(false)
    expect(isCalendarDay('2024-04-31')).toBe(false)
    expect(isCalendarDay('2024-12-31')).toBe(true)
    expect(isCalendarDay('2024-00-10')).toBe(false)
  })
})

describe("Nairobi's day", () => {
  it('is three hours ahead of UTC, all year', () => {
    expect(nairobiDate(new Date('2026-11-28T21:30:00Z'))).toEqual({ year: 2026, month: 11, day: 29 })
    expect(nairobiDate(new Date('2026-11-28T20:30:00Z'))).toEqual({ year: 2026, month: 11, day: 28 })
    expect(nairobiDate(new Date('2031-06-30T21:00:00Z'))).toEqual({ year: 2031, month: 7, day: 1 })
  })
})
