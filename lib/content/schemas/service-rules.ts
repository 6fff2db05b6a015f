/**
 * A service as an editor writes it (a congregation's `services:` list): its days, weeks and clock
 * times, and the rules they follow, in words for an editor. The schema reports the problems;
 * lib/congregation/services.ts derives the lines and calendars from services without them.
 */
import { isPending, type Pending } from '../pending'
import { isPlaceholder } from '../placeholder'

/**
 * The days of the week as content writes them, Monday first: the one list (names, calendars and the schema read it).
 */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The day of the week of a date of the calendar: `weekdayOf({ year: 2024, month: 1, day: 14 })` is "Sunday". */
export function weekdayOf({ year, month, day }: { year: number; month: number; day: number }): Weekday {
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!
}

/** Which week of the month a monthly service meets in: `last` is the last one, whether the 4th or 5th. */
export const MONTH_WEEKS = ['first', 'second', 'third', 'fourth', 'last'] as const
export type MonthWeek = (typeof MONTH_WEEKS)[number]

/** What an editor writes for one service (the schema checks each field: congregations.ts). */
export type ServiceInput = {
  title: string
  repeats?: 'weekly' | 'monthly'
  days?: Weekday[]
  week?: MonthWeek
  usually?: boolean
  /** A 24-hour time; while the office has not supplied it, a placeholder as written or, once loaded, a Pending. */
  starts?: string | Pending
  ends?: string
  when?: string
  language?: string
  note?: string
}

/** A 24-hour clock time as written in content: "10:00", "21:00". */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** The start time as written, or undefined while it is still to be supplied. */
export function startClock(s: ServiceInput): string | undefined {
  return s.starts === undefined || isPending(s.starts) || isPlaceholder(s.starts) ? undefined : s.starts
}

/** "6:30 PM" written where a 24-hour time belongs: the same time as "18:30", to name in the fix. */
export function twentyFourHour(value: string): string | undefined {
  const m = /^\s*(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m\.?\s*$/i.exec(value)
  if (!m) return undefined
  const hour = Number(m[1])
  if (hour < 1 || hour > 12) return undefined
  const h24 = (hour % 12) + (m[3]?.toLowerCase() === 'p' ? 12 : 0)
  return `${String(h24).padStart(2, '0')}:${m[2] ?? '00'}`
}

/**
 * The problems of one service's recurrence and times, in words for an editor, each with the field it
 * concerns. Empty when the service can be read. The schema reports them; `recurrenceOf` relies on them.
 */
export function serviceProblems(s: ServiceInput): { field: keyof ServiceInput; message: string }[] {
  const problems: { field: keyof ServiceInput; message: string }[] = []
  const days = s.days ?? []
  if (s.repeats === undefined) {
    if (s.when === undefined)
      problems.push({
        field: 'repeats',
        message:
          'say when the service meets: "repeats: weekly" with its days, "repeats: monthly", or a "when:" text for a service without a fixed time',
      })
    for (const field of ['days', 'week', 'usually', 'starts', 'ends'] as const)
      if (s[field] !== undefined)
        problems.push({
          field,
          message: `"${field}" needs "repeats: weekly" or "repeats: monthly"; add one, or remove "${field}"`,
        })
    return problems
  }
  if (s.when !== undefined)
    problems.push({
      field: 'when',
      message: 'a service with "repeats" shows its days and times from them; remove "when"',
    })
  if (new Set(days).size !== days.length) problems.push({ field: 'days', message: 'list each day once' })
  if (s.repeats === 'weekly') {
    if (days.length === 0)
      problems.push({ field: 'days', message: 'a weekly service needs its days, e.g. "days: [Sunday]"' })
    if (s.week !== undefined)
      problems.push({
        field: 'week',
        message: '"week" is for a monthly service; remove it, or write "repeats: monthly"',
      })
  } else {
    if (days.length > 1)
      problems.push({
        field: 'days',
        message:
          'a monthly service meets on one day, e.g. "week: first" and "days: [Tuesday]"; list a weekly service for several days',
      })
    if (days.length === 1 && s.week === undefined)
      problems.push({
        field: 'week',
        message: 'say which week of the month, e.g. "week: first" for the first Tuesday of the month',
      })
    if (s.week !== undefined && days.length === 0)
      problems.push({ field: 'days', message: `say which day of the ${s.week} week, e.g. "days: [Tuesday]"` })
  }
  const starts = startClock(s)
  if (s.ends !== undefined && (starts === undefined || !TIME_PATTERN.test(starts)))
    problems.push({ field: 'ends', message: 'an end time needs a start time ("starts")' })
  if (starts !== undefined && s.ends !== undefined && starts === s.ends)
    problems.push({ field: 'ends', message: 'the end time is the start time; remove "ends", or correct it' })
  return problems
}
