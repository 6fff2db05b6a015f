import { describe, expect, it } from 'vitest'
import { givingNumbersInCalendar } from './calendar-numbers'
import { digitsOf } from './numbers'
import { DISGUISES, NOT_ACCOUNTS, testFacts as facts, written } from './testing/disguises'

/** A calendar file as the site writes one (components/routes/calendar-route.ts), with extra lines in its event. */
const calendar = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//example.org//congregation-services//EN',
    'X-WR-CALNAME:Raila congregation: services',
    'BEGIN:VTIMEZONE',
    'TZID:Africa/Nairobi',
    'LAST-MODIFIED:20260715T220651Z',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:raila-sunday-service@example.org',
    'SEQUENCE:0',
    'DTSTAMP:20261127T122418Z',
    'DTSTART;TZID=Africa/Nairobi:20261129T100000',
    'DTEND;TZID=Africa/Nairobi:20261129T120000',
    'RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20271231T000000Z',
    'EXDATE;VALUE=DATE:20261225',
    'GEO:-1.292150;36.821946',
    'URL;VALUE=URI:https://example.org/raila/',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')
/** A TEXT value as calendar files escape it, folded at 75 octets as they fold lines. */
const text = (value: string) => {
  const escaped = value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n')
  return escaped.length > 40 ? `${escaped.slice(0, 40)}\r\n ${escaped.slice(40)}` : escaped
}
const readDigits = (ics: string) => givingNumbersInCalendar(ics, facts).map((f) => digitsOf(f.read ?? f.number))

describe('the guard on the calendar files', () => {
  it("passes the calendar's own dates, times, rules and map position", () => {
    expect(
      givingNumbersInCalendar(
        calendar('SUMMARY:Sunday service (Raila congregation)', 'DESCRIPTION:https://example.org/raila/'),
        facts,
      ),
    ).toEqual([])
  })

  it("finds every disguised number in an event's title, description, place and an organiser's name, lines folded or not", () => {
    for (const d of DISGUISES) {
      const words = `Harvest service. ${written(d)}`
      for (const line of [
        `SUMMARY:${text(words)}`,
        `DESCRIPTION:${text(`Bring your family.\n${words}`)}`,
        `LOCATION:${text(words)}`,
        `ORGANIZER;CN="${written(d)}":mailto:office@example.org`,
      ])
        expect(readDigits(calendar(line)), line).toContain(d.digits)
    }
  })

  it('finds a date written where a word belongs, and passes what is no account in the words', () => {
    expect(readDigits(calendar('DESCRIPTION:Paybill 20240114'))).toEqual(['20240114'])
    for (const words of NOT_ACCOUNTS)
      expect(givingNumbersInCalendar(calendar(`DESCRIPTION:${text(words)}`), facts), words).toEqual([])
  })

  it("says where in the calendar, and refuses a congregation's phone beside the event's money words", () => {
    expect(givingNumbersInCalendar(calendar('SUMMARY:Harambee', 'DESCRIPTION:Call 0722 111 222'), facts)).toEqual([
      expect.objectContaining({
        number: '0722 111 222',
        place: "the calendar's DESCRIPTION",
        why: expect.stringContaining('beside "Harambee"'),
      }),
    ])
    expect(givingNumbersInCalendar(calendar('SUMMARY:Prayer night', 'DESCRIPTION:Call 0722 111 222'), facts)).toEqual(
      [],
    )
    expect(readDigits(calendar('X-ALT-DESC;FMTTYPE=text/html:<p>Paybill 555<b>555</b></p>'))).toContain('555555')
  })
})
