import { describe, expect, it } from 'vitest'
import { WEEKDAYS } from '../content/schemas/service-rules'
import { dayMonthYear, monthName, monthYear, weekdayName } from './dates'

describe('month names', () => {
  it('names every month in both languages', () => {
    const months = Array.from({ length: 12 }, (_, i) => i + 1)
    expect(months.map((m) => monthName('en', m))).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ])
    expect(months.map((m) => monthName('sw', m))).toEqual([
      'Januari',
      'Februari',
      'Machi',
      'Aprili',
      'Mei',
      'Juni',
      'Julai',
      'Agosti',
      'Septemba',
      'Oktoba',
      'Novemba',
      'Desemba',
    ])
  })

  it('refuses a month that is not one', () => {
    for (const m of [0, 13, 1.5, Number.NaN]) expect(() => monthName('sw', m)).toThrow(RangeError)
  })
})

describe('dates', () => {
  it('writes a month of a year', () => {
    expect(monthYear('en', '2024-01')).toBe('January 2024')
    expect(monthYear('sw', '2024-01')).toBe('Januari 2024')
    expect(monthYear('sw', '2026-08')).toBe('Agosti 2026')
  })

  it('refuses a month of a year written otherwise', () => {
    for (const value of ['2024-1', '2024-13', 'January 2024', '2024-01-07', ''])
      expect(() => monthYear('en', value)).toThrow(RangeError)
  })

  it('writes a date day first', () => {
    expect(dayMonthYear('en', { year: 2024, month: 1, day: 7 })).toBe('7 January 2024')
    expect(dayMonthYear('sw', { year: 2024, month: 1, day: 7 })).toBe('7 Januari 2024')
    expect(dayMonthYear('sw', { year: 2026, month: 12, day: 25 })).toBe('25 Desemba 2026')
  })
})

describe('weekday names', () => {
  it('names every day content can write, in both languages', () => {
    expect(WEEKDAYS.map((d) => weekdayName('en', d))).toEqual([...WEEKDAYS])
    expect(WEEKDAYS.map((d) => weekdayName('sw', d))).toEqual([
      'Jumatatu',
      'Jumanne',
      'Jumatano',
      'Alhamisi',
      'Ijumaa',
      'Jumamosi',
      'Jumapili',
    ])
  })
})
