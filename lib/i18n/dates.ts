/**
 * Month and weekday names and dates in each language. Written out as tables: Intl's Kiswahili data
 * differs from one runtime to another, and the build and the browser must agree.
 */

import type { Weekday } from '../content/schemas/service-rules'
import type { Locale } from './locales'

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
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
  ],
  sw: [
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
  ],
}

/** A day's name, alone ("Sunday", "Jumapili"); the Kiswahili catalogue's service days are these. */
export const WEEKDAY_NAMES: Record<Locale, Record<Weekday, string>> = {
  en: {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  sw: {
    Monday: 'Jumatatu',
    Tuesday: 'Jumanne',
    Wednesday: 'Jumatano',
    Thursday: 'Alhamisi',
    Friday: 'Ijumaa',
    Saturday: 'Jumamosi',
    Sunday: 'Jumapili',
  },
}

/** A month's name: `monthName('sw', 3)` is "Machi". */
export function monthName(locale: Locale, month: number): string {
  const name = Number.isInteger(month) ? MONTHS[locale][month - 1] : undefined
  if (!name) throw new RangeError(`monthName: ${month} is not a month from 1 to 12`)
  return name
}

/** A month of a year from its "YYYY-MM" form: "January 2024", "Januari 2024". */
export function monthYear(locale: Locale, yearMonth: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(yearMonth)
  if (!m) throw new RangeError(`monthYear: "${yearMonth}" is not written YYYY-MM`)
  return `${monthName(locale, Number(m[2]))} ${m[1]}`
}

/** A date, day first in both languages: "7 January 2024", "7 Januari 2024". */
export function dayMonthYear(
  locale: Locale,
  { year, month, day }: { year: number; month: number; day: number },
): string {
  return `${day} ${monthName(locale, month)} ${year}`
}

/** A day's name: `weekdayName('sw', 'Sunday')` is "Jumapili". */
export function weekdayName(locale: Locale, weekday: Weekday): string {
  return WEEKDAY_NAMES[locale][weekday]
}
