/**
 * A congregation's services as an iCalendar file (RFC 5545), made at build time: one repeating event
 * per service with a fixed day and start time, in Nairobi time with its VTIMEZONE. Services without
 * them ("once a month", "All day") are on the page only. docs/behaviour.md describes the file.
 */
import ical, { ICalEventStatus } from 'ical-generator'
import { DateTime } from 'luxon'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { slugify } from '../content/slug'
import type { Messages } from '../i18n/messages'
import { fill } from '../i18n/messages/fill'
import type { ServiceInput } from '../content/schemas/service-rules'
import { BUILD_TIME_ZONE, dayParts } from '../build-date'
import { calendarService, firstOccurrence, rruleOf, type CalendarDate } from './services'

/**
 * The calendar file's name in a congregation's folder, /raila/raila-services.ics: a visitor's downloads
 * folder tells one congregation's file from another's, whatever name the host sends with it.
 */
export function calendarFile(slug: string): string {
  return `${slug}-services.ics`
}

export type CalendarInput = {
  /** The congregation's slug: part of every event's UID, which stays the same from build to build. */
  slug: string
  name: string
  /** The page's absolute address. */
  url: string
  /** Where it meets, when known. */
  location?: string
  coordinates?: { latitude: number; longitude: number }
  services: readonly ServiceInput[]
  /** The host name the UIDs are made unique with (the site's). */
  host: string
  /**
   * The build's day, YYYY-MM-DD (`buildDate()`, lib/build-date.ts): each series starts on the first meeting
   * on or after it, and it stamps every event, so the same site built again writes the same file.
   */
  day: string
  /** The words of the file, in the language of the page that offers it (the catalogue's `calendar`). */
  text: Messages['calendar']
}

/** Whether a congregation has any service a calendar can hold (else its page offers no file). */
export function hasCalendar(services: readonly ServiceInput[]): boolean {
  return services.some((s) => calendarService(s) !== undefined)
}

export function servicesCalendar(input: CalendarInput): string {
  const calendar = ical({
    name: fill(input.text.name, { name: input.name }),
    prodId: { company: input.host, product: 'congregation-services', language: input.text.language },
    // No calendar-wide zone (it would write DTSTAMP in local time); each event names Nairobi's,
    // and the generator adds its VTIMEZONE block.
    timezone: { name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
  })
  const today: CalendarDate = dayParts(input.day)
  for (const s of input.services) {
    const cs = calendarService(s)
    if (!cs) continue
    const day = firstOccurrence(cs.recurrence, today)
    const start = DateTime.fromObject(
      { ...day, hour: cs.starts.hour, minute: cs.starts.minute },
      { zone: BUILD_TIME_ZONE },
    )
    let end = cs.ends ? start.set({ hour: cs.ends.hour, minute: cs.ends.minute }) : undefined
    // An end before the start is the next morning (a night kesha from 21:00 to 05:00).
    if (end && end <= start) end = end.plus({ days: 1 })
    const details = [s.note, s.language ? fill(input.text.inLanguage, { language: s.language }) : undefined, input.url]
      .filter(Boolean)
      .join('\n')
    calendar.createEvent({
      id: `${input.slug}-${slugify(s.title)}@${input.host}`,
      stamp: DateTime.fromISO(input.day, { zone: 'utc' }),
      start,
      ...(end ? { end } : {}),
      timezone: BUILD_TIME_ZONE,
      repeating: `RRULE:${rruleOf(cs.recurrence)}`,
      summary: fill(input.text.event, { service: s.title, name: input.name }),
      description: details,
      url: input.url,
      ...(input.location || input.coordinates
        ? {
            location: {
              title: input.location ?? fill(input.text.name, { name: input.name }),
              ...(input.coordinates
                ? { geo: { lat: input.coordinates.latitude, lon: input.coordinates.longitude } }
                : {}),
            },
          }
        : {}),
      // "Usually Fridays": it may not meet every time.
      ...(cs.recurrence.usually ? { status: ICalEventStatus.TENTATIVE } : {}),
    })
  }
  return calendar.toString()
}
