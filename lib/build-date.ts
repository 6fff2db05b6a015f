/**
 * The day the site is built: every date comparison of the build (upcoming or past events, the footer's
 * copyright year) is made against it, so a page says what was true on the day it was built. The
 * ministry's day: today in Nairobi, or SITE_BUILD_DATE (YYYY-MM-DD) when set, for tests and rebuilding
 * the site as it was on a given day. A malformed SITE_BUILD_DATE stops the build. Everything dated asks
 * here: the events lists, the search index, the footer, the calendar files (.ics), the office sheet.
 */

export const BUILD_DATE_VARIABLE = 'SITE_BUILD_DATE'
export const BUILD_TIME_ZONE = 'Africa/Nairobi'

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** A day of the calendar written YYYY-MM-DD ("2024-02-29" yes, "2023-02-29" and "2024-1-5" no). */
export function isCalendarDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Today in Nairobi, as YYYY-MM-DD. */
export function nairobiToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUILD_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** A day as its numbers: `{ year: 2024, month: 1, day: 14 }` for "2024-01-14". */
export function dayParts(day: string): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number)
  return { year: year!, month: month!, day: date! }
}

/** The day it is in Nairobi at a moment, as its numbers: the ministry's day, whatever the phone's time zone. */
export function nairobiDate(moment: Date): { year: number; month: number; day: number } {
  return dayParts(nairobiToday(moment))
}

/**
 * The build's day, YYYY-MM-DD: SITE_BUILD_DATE when set, else today in Nairobi. Throws on a malformed SITE_BUILD_DATE.
 */
export function buildDate(env: Record<string, string | undefined> = process.env, now: Date = new Date()): string {
  const given = env[BUILD_DATE_VARIABLE]
  if (given === undefined || given === '') return nairobiToday(now)
  if (!isCalendarDay(given.trim()))
    throw new Error(
      `${BUILD_DATE_VARIABLE} must be a day written as YYYY-MM-DD, e.g. ${BUILD_DATE_VARIABLE}=2024-01-14; got "${given}". Unset it to build as of today.`,
    )
  return given.trim()
}

/** The build's year, e.g. for the footer's copyright line. */
export function buildYear(env?: Record<string, string | undefined>, now?: Date): number {
  return Number(buildDate(env, now).slice(0, 4))
}
