/**
 * When an event is, and whether it is still to come on a given day (the build's: lib/build-date.ts).
 * An event has a day (`date: "2024-01-14"`) or, while only that is known, a month (`month: "2024-01"`);
 * it is upcoming until its day, or its month, has ended.
 */
import { eventsMonthId } from '../element-ids'

/** The fields of an event that say when it is (exactly one is set; the content check sees to that). */
export type EventWhen = { date?: string; month?: string; order: number }

/** The event's month, YYYY-MM. */
export function monthOf(e: EventWhen): string {
  return e.date ? e.date.slice(0, 7) : e.month!
}

/** Upcoming on `today` (YYYY-MM-DD): its day is today or later, or, without a day, its month is this month or later. */
export function isUpcoming(e: EventWhen, today: string): boolean {
  return e.date ? e.date >= today : e.month! >= today.slice(0, 7)
}

/** A day sorts after its month's events without a day ("2024-01" < "2024-01-14"); `order` breaks ties. */
const when = (e: EventWhen) => e.date ?? e.month!
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The events still to come on `today`, soonest first, and the past ones, latest first; events of the
 * same day (or month without a day) keep their `order`.
 */
export function upcomingAndPast<T extends { data: EventWhen }>(
  events: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const soonest = (a: T, b: T) => compare(when(a.data), when(b.data)) || a.data.order - b.data.order
  const latest = (a: T, b: T) => compare(when(b.data), when(a.data)) || a.data.order - b.data.order
  return {
    upcoming: events.filter((e) => isUpcoming(e.data, today)).sort(soonest),
    past: events.filter((e) => !isUpcoming(e.data, today)).sort(latest),
  }
}

/** Sorted events grouped under their months, in the order given. */
export function byMonth<T extends { data: EventWhen }>(events: readonly T[]): { month: string; events: T[] }[] {
  const groups: { month: string; events: T[] }[] = []
  for (const e of events) {
    const month = monthOf(e.data)
    if (groups.at(-1)?.month === month) groups.at(-1)!.events.push(e)
    else groups.push({ month, events: [e] })
  }
  return groups
}

/**
 * The id of a past month's heading on the events page: the month's own (`events-2024-01`), unless the
 * month also has upcoming events, whose list takes that id (`events-2024-01-past` then).
 */
export function pastMonthId(month: string, upcomingMonths: ReadonlySet<string>): string {
  return upcomingMonths.has(month) ? `${eventsMonthId(month)}-past` : eventsMonthId(month)
}

/** The id of the month heading an event is listed under on the events page, as of `today`. */
export function listingMonthId(e: EventWhen, today: string, upcomingMonths: ReadonlySet<string>): string {
  return isUpcoming(e, today) ? eventsMonthId(monthOf(e)) : pastMonthId(monthOf(e), upcomingMonths)
}
