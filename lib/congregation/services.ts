/**
 * A congregation's services as data (its `services:` list): when each one recurs, when it starts and
 * ends, and the lines the pages show for it. Every time the site states (the weekly cards, the hero,
 * the locations list, search-engine data, the calendar file) is derived here, so a time is written
 * once. The lines visitors read come in each of the site's languages (English unless asked); the data for
 * search engines and calendars is the same in every language. docs/behaviour.md describes the rules.
 */

import {
  startClock,
  TIME_PATTERN,
  weekdayOf,
  type MonthWeek,
  type ServiceInput,
  type Weekday,
} from '../content/schemas/service-rules'
import { BUILD_TIME_ZONE } from '../build-date'
import { weekdayName } from '../i18n/dates'
import type { Locale } from '../i18n/locales'
import { catalogues } from '../i18n/messages'
import { fill } from '../i18n/messages/fill'
import { swahiliTime } from '../i18n/swahili-time'

/** Whether the start time is still to be supplied. */
export function startPending(s: ServiceInput): boolean {
  return s.starts !== undefined && startClock(s) === undefined
}

/** When a service recurs, as the calendar and the pages need it. */
export type Recurrence =
  | { kind: 'weekly'; days: Weekday[]; usually: boolean }
  | { kind: 'monthly'; week: MonthWeek; day: Weekday; usually: boolean }
  /** Once a month, on no fixed day: shown, but no calendar entry can be made of it. */
  | { kind: 'monthly-any'; usually: boolean }
  /** No recurrence given: the service's `when` text says it ("All day"). */
  | { kind: 'text'; text: string }

export type ClockTime = { hour: number; minute: number }

export function parseTime(value: string): ClockTime | undefined {
  const m = /^(\d\d):(\d\d)$/.exec(value)
  if (!m || !TIME_PATTERN.test(value)) return undefined
  return { hour: Number(m[1]), minute: Number(m[2]) }
}

/** A service's recurrence. Expects a service without `serviceProblems`. */
export function recurrenceOf(s: ServiceInput): Recurrence {
  const usually = s.usually ?? false
  if (s.repeats === 'weekly') return { kind: 'weekly', days: s.days ?? [], usually }
  if (s.repeats === 'monthly') {
    const day = s.days?.[0]
    return day && s.week ? { kind: 'monthly', week: s.week, day, usually } : { kind: 'monthly-any', usually }
  }
  return { kind: 'text', text: s.when ?? '' }
}

/* ------------------------------------------------------------------ lines the pages show */

/** "Sundays", "Tuesdays and Wednesdays", "Mondays, Wednesdays and Fridays"; "Jumanne na Jumatano". */
export function listOf(words: string[], locale: Locale): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} ${catalogues[locale].services.and} ${words[words.length - 1]}`
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * When it recurs, in words (the catalogue's `services`): "Sundays", "Usually Fridays", "First Tuesday of
 * the month", "Once a month"; "Kila Jumapili", "Kwa kawaida kila Ijumaa", "Jumanne ya kwanza ya kila mwezi",
 * "Mara moja kwa mwezi". A `when` text is shown as written: each language's content writes its own.
 */
export function recurrenceText(r: Recurrence, locale: Locale): string {
  const t = catalogues[locale].services
  switch (r.kind) {
    case 'weekly':
      return capitalise(
        fill(r.usually ? t.usuallyWeekly : t.weekly, {
          days: listOf(
            r.days.map((d) => t.days[d]),
            locale,
          ),
        }),
      )
    case 'monthly':
      return capitalise(
        fill(r.usually ? t.usuallyMonthly : t.monthly, { week: t.weeks[r.week], day: weekdayName(locale, r.day) }),
      )
    case 'monthly-any':
      return capitalise(r.usually ? t.usuallyMonthlyAny : t.monthlyAny)
    case 'text':
      return r.text
  }
}

/**
 * "10:00 AM", "6:30 PM", "12:00 PM" (noon), "12:00 AM" (midnight). In Kiswahili the Swahili hour with
 * the 24-hour clock beside it, since visitors read either: "saa nne asubuhi (10:00)".
 */
export function clockText({ hour, minute }: ClockTime, locale: Locale): string {
  if (locale === 'sw')
    return `${swahiliTime({ hour, minute })} (${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')})`
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/**
 * "10:00 AM", "7:00–8:00 PM", "9:00 PM to 5:00 AM" (across midnight), "10:00 AM to 12:00 PM"; in
 * Kiswahili "saa tatu usiku (21:00) hadi saa kumi na moja alfajiri (05:00) siku inayofuata".
 */
export function timeText(starts: string | undefined, ends: string | undefined, locale: Locale): string | undefined {
  const start = starts ? parseTime(starts) : undefined
  if (!start) return undefined
  const end = ends ? parseTime(ends) : undefined
  if (!end) return clockText(start, locale)
  const t = catalogues[locale].services
  const [a, b] = [clockText(start, locale), clockText(end, locale)]
  if (endsNextDay(starts, ends)) return fill(t.rangeNextDay, { start: a, end: b })
  // Within one half of the day, an English clock says AM or PM once: "7:00–8:00 PM".
  const sameHalf = start.hour < 12 === end.hour < 12
  return sameHalf
    ? fill(t.rangeSameHalf, { start: locale === 'en' ? a.slice(0, -3) : a, end: b })
    : fill(t.range, { start: a, end: b })
}

/** Whether the service ends on the day after it starts (a night kesha, 21:00 to 05:00). */
export function endsNextDay(starts: string | undefined, ends: string | undefined): boolean {
  const [a, b] = [starts && parseTime(starts), ends && parseTime(ends)]
  return !!a && !!b && b.hour * 60 + b.minute < a.hour * 60 + a.minute
}

/**
 * The line a page shows for a service: "Sundays, 10:00 AM", "Wednesdays, 7:00–8:00 PM", "All day";
 * "Kila Jumapili, saa nne asubuhi (10:00)". The language is content's own word for it ("Kiswahili").
 */
export function serviceLine(s: ServiceInput, locale: Locale): string {
  const when = recurrenceText(recurrenceOf(s), locale)
  // A start time still to come is left out: "Sundays" reads whole (the preview marks the time beside it).
  const time = timeText(startClock(s), s.ends, locale)
  const t = catalogues[locale].services
  const line = time ? fill(t.line, { when, time }) : when
  return s.language ? fill(t.inLanguage, { line, language: s.language }) : line
}

/** The main service: the first of the list, shown in the locations list and the page's title banner. */
export function mainService<T extends ServiceInput>(services: readonly T[]): T | undefined {
  return services[0]
}

/** The services named (by title) in a hero slide or a weekly card, in the order named. */
export function servicesNamed<T extends ServiceInput>(
  services: readonly T[],
  titles: readonly string[] | undefined,
): T[] {
  return (titles ?? []).flatMap((title) => services.filter((s) => s.title === title))
}

/* ------------------------------------------------------------------ calendar */

/** A service a calendar can hold: a weekly or nth-weekday recurrence and a start time. */
export type CalendarService<T extends ServiceInput = ServiceInput> = {
  service: T
  recurrence: Extract<Recurrence, { kind: 'weekly' | 'monthly' }>
  starts: ClockTime
  ends?: ClockTime
}

export function calendarService<T extends ServiceInput>(s: T): CalendarService<T> | undefined {
  const recurrence = recurrenceOf(s)
  const clock = startClock(s)
  const starts = clock ? parseTime(clock) : undefined
  if (!starts || (recurrence.kind !== 'weekly' && recurrence.kind !== 'monthly')) return undefined
  const ends = s.ends ? parseTime(s.ends) : undefined
  return { service: s, recurrence, starts, ...(ends ? { ends } : {}) }
}

/** RFC 5545 day codes. */
export const ICAL_DAY: Record<Weekday, string> = {
  Monday: 'MO',
  Tuesday: 'TU',
  Wednesday: 'WE',
  Thursday: 'TH',
  Friday: 'FR',
  Saturday: 'SA',
  Sunday: 'SU',
}

/** The week of the month as RFC 5545 and schema.org number it (-1 is the last). */
const WEEK_NUMBER: Record<MonthWeek, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 }

/** The RRULE of a calendar service: "FREQ=WEEKLY;BYDAY=SU", "FREQ=MONTHLY;BYDAY=1TU". */
export function rruleOf(r: CalendarService['recurrence']): string {
  return r.kind === 'weekly'
    ? `FREQ=WEEKLY;BYDAY=${r.days.map((d) => ICAL_DAY[d]).join(',')}`
    : `FREQ=MONTHLY;BYDAY=${WEEK_NUMBER[r.week]}${ICAL_DAY[r.day]}`
}

/** A calendar date (no time zone): what "the first Tuesday" and "next Sunday" are computed on. */
export type CalendarDate = { year: number; month: number; day: number }

const addDays = ({ year, month, day }: CalendarDate, n: number): CalendarDate => {
  const d = new Date(Date.UTC(year, month - 1, day + n))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Whether a date is one of the recurrence's days. */
export function occursOn(r: CalendarService['recurrence'], date: CalendarDate): boolean {
  const weekday = weekdayOf(date)
  if (r.kind === 'weekly') return r.days.includes(weekday)
  if (weekday !== r.day) return false
  const week = WEEK_NUMBER[r.week]
  return week === -1 ? date.day + 7 > daysInMonth(date.year, date.month) : Math.ceil(date.day / 7) === week
}

/** The first day on or after `from` that the service meets: the first event of its series. */
export function firstOccurrence(r: CalendarService['recurrence'], from: CalendarDate): CalendarDate {
  let date = from
  // A monthly service meets within any 5 weeks; a weekly one within a week.
  for (let i = 0; i < 40 && !occursOn(r, date); i++) date = addDays(date, 1)
  return date
}

/**
 * The lines of the services a hero slide or weekly card names: the line alone for one service,
 * each with its title for several ("Home service: Tuesdays, 6:30 PM").
 */
export function scheduleLines(services: readonly ServiceInput[], locale: Locale): string[] {
  if (services.length === 1) return [serviceLine(services[0]!, locale)]
  return services.map((s) => `${s.title}: ${serviceLine(s, locale)}`)
}

/** A service's schema.org Schedule, or undefined for one without a fixed recurrence ("All day"). */
export function scheduleJsonLd(s: ServiceInput): Record<string, unknown> | undefined {
  const r = recurrenceOf(s)
  if (r.kind === 'text') return undefined
  const clock = startClock(s)
  const start = clock && parseTime(clock) ? clock : undefined
  const end = start && s.ends && parseTime(s.ends) ? s.ends : undefined
  return {
    '@type': 'Schedule',
    repeatFrequency: r.kind === 'weekly' ? 'P1W' : 'P1M',
    ...(r.kind === 'weekly' ? { byDay: r.days.map((d) => `https://schema.org/${d}`) } : {}),
    ...(r.kind === 'monthly' ? { byDay: `https://schema.org/${r.day}`, byMonthWeek: WEEK_NUMBER[r.week] } : {}),
    ...(start ? { startTime: start } : {}),
    ...(end ? { endTime: end } : {}),
    scheduleTimezone: BUILD_TIME_ZONE,
  }
}
