// The file is made with one library (ical-generator) and read back here with another (Mozilla's ical.js).
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../i18n/messages'
import { hasCalendar, servicesCalendar, type CalendarInput } from './calendar'

const input: CalendarInput = {
  slug: 'mpya',
  name: 'Mpya',
  url: 'https://church.example/mpya/',
  host: 'church.example',
  // A Monday.
  day: '2026-11-23',
  text: catalogues.en.calendar,
  location: 'Olympic estate, behind the chief’s camp',
  coordinates: { latitude: -1.3121, longitude: 36.7862 },
  services: [
    { title: 'Sunday service', repeats: 'weekly', days: ['Sunday'], starts: '10:00', language: 'Kiswahili' },
    { title: 'Night kesha', repeats: 'weekly', days: ['Friday'], usually: true, starts: '21:00', ends: '05:00' },
    {
      title: "Pastors' fellowship",
      repeats: 'monthly',
      week: 'first',
      days: ['Tuesday'],
      starts: '10:00',
      ends: '12:00',
      note: 'For the pastors of the region.',
    },
    { title: 'Youth service', repeats: 'monthly' },
    { title: 'Community outreach', when: 'All day' },
    { title: 'Home service', repeats: 'weekly', days: ['Tuesday'], starts: 'TODO: the time' },
  ],
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
  return { calendar, events, byTitle: (title: string) => events.find((e) => e.summary.startsWith(title))! }
}

describe("a congregation's calendar file", () => {
  const text = servicesCalendar(input)
  const { calendar, events, byTitle } = parse(text)

  it('holds one repeating event per service with a fixed day and start time', () => {
    expect(events.map((e) => e.summary)).toEqual([
      'Sunday service (Mpya congregation)',
      'Night kesha (Mpya congregation)',
      "Pastors' fellowship (Mpya congregation)",
    ])
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
  })

  it('starts a weekly Sunday service at 10:00 in Nairobi, with the time zone defined in the file', () => {
    const sunday = byTitle('Sunday service')
    expect(sunday.startDate.zone.tzid).toBe('Africa/Nairobi')
    expect(sunday.startDate.toString()).toBe('2026-11-29T10:00:00')
    expect(sunday.startDate.dayOfWeek()).toBe(ICAL.Time.SUNDAY)
    expect(sunday.component.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY;BYDAY=SU')
    const zone = calendar.getFirstSubcomponent('vtimezone')!
    expect(zone.getFirstPropertyValue('tzid')).toBe('Africa/Nairobi')
    // 10:00 in Nairobi is 07:00 UTC.
    expect(sunday.startDate.toJSDate().toISOString()).toBe('2026-11-29T07:00:00.000Z')
    expect(sunday.description).toContain('In Kiswahili.')
  })

  it('repeats a monthly service on the first Tuesday', () => {
    const fellowship = byTitle("Pastors' fellowship")
    expect(fellowship.component.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=MONTHLY;BYDAY=1TU')
    const next = fellowship.iterator()
    const dates = [next.next(), next.next(), next.next()].map((t) => t!.toString())
    expect(dates).toEqual(['2026-12-01T10:00:00', '2027-01-05T10:00:00', '2027-02-02T10:00:00'])
    expect(fellowship.endDate.toString()).toBe('2026-12-01T12:00:00')
    expect(fellowship.description).toContain('For the pastors of the region.')
  })

  it('ends a night kesha at 05:00 the next day, marked as not every week', () => {
    const kesha = byTitle('Night kesha')
    expect(kesha.startDate.toString()).toBe('2026-11-27T21:00:00')
    expect(kesha.endDate.toString()).toBe('2026-11-28T05:00:00')
    expect(kesha.component.getFirstPropertyValue('status')).toBe('TENTATIVE')
  })

  it('names the congregation, its page and where it meets; UIDs stay the same from build to build', () => {
    const sunday = byTitle('Sunday service')
    expect(sunday.location).toBe(input.location)
    expect(sunday.component.getFirstPropertyValue('url')).toBe(input.url)
    expect(sunday.component.getFirstPropertyValue('geo')).toEqual([-1.3121, 36.7862])
    expect(events.map((e) => e.uid)).toEqual([
      'mpya-sunday-service@church.example',
      'mpya-night-kesha@church.example',
      'mpya-pastors-fellowship@church.example',
    ])
    const later = parse(servicesCalendar({ ...input, day: '2027-03-01' }))
    expect(later.events.map((e) => e.uid)).toEqual(events.map((e) => e.uid))
    // DTSTAMP is UTC, as RFC 5545 requires: the build's day, so the same site built again writes the same file.
    expect(text).toMatch(/\r\nDTSTAMP:20261123T000000Z\r\n/)
  })

  it('leaves the place out while it is unknown', () => {
    const { byTitle: without } = parse(
      servicesCalendar({ ...input, location: undefined, coordinates: undefined } as CalendarInput),
    )
    expect(without('Sunday service').location).toBeNull()
  })

  it('is in the language of the page that offers it', () => {
    const sw = parse(
      servicesCalendar({
        ...input,
        text: catalogues.sw.calendar,
        services: [{ ...input.services[0]!, title: 'Ibada ya Jumapili' }],
      }),
    )
    expect(sw.events.map((e) => e.summary)).toEqual(['Ibada ya Jumapili (kanisa la Mpya)'])
    expect(sw.events[0]!.description).toContain('Kwa Kiswahili.')
    expect(sw.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kanisa la Mpya: ibada')
    expect(sw.calendar.getFirstPropertyValue('prodid')).toMatch(/\/\/SW$/)
  })

  it('is offered only where a service has a fixed day and start time', () => {
    expect(hasCalendar(input.services)).toBe(true)
    expect(hasCalendar(input.services.slice(3))).toBe(false)
  })
})
