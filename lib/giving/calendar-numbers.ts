/**
 * The giving guard on a calendar file of the export (`.ics`, docs/giving.md "The build's guard"): a phone's
 * calendar shows an event's title, description, place and notes, so every property is read by the rule of
 * numbers.ts, the event's words as the words around each. Its own dates (20240114T100000Z, and a day
 * alone, 20240114, where a date belongs) and a map position (GEO) are no account.
 */
import { givingNumbersInText, type GuardedFacts, type NumberFinding } from './numbers'
import { givingNumbersOnPage } from './page-numbers'
import { COMPACT_DATE } from './number-kinds'

/** The properties whose values are dates, times or a rule of them (RFC 5545). */
const DATE_PROPERTIES = new Set([
  'DTSTART',
  'DTEND',
  'DUE',
  'DTSTAMP',
  'CREATED',
  'LAST-MODIFIED',
  'RECURRENCE-ID',
  'EXDATE',
  'RDATE',
  'COMPLETED',
  'RRULE',
  'EXRULE',
  'TRIGGER',
])
/** The properties whose words the calendar shows, read as the words around the event's other numbers. */
const WORD_PROPERTIES = new Set([
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'COMMENT',
  'CONTACT',
  'X-ALT-DESC',
  'NAME',
  'X-WR-CALNAME',
  'X-WR-CALDESC',
])

type Property = { name: string; params: string; value: string }

/** A TEXT value as the calendar shows it: "\n" a new line, "\," a comma. */
const unescape = (value: string) =>
  value.replace(/\\([nN]|[\\;,])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c))

/**
 * The properties of a calendar file, its folded lines unfolded, grouped by the component (VEVENT...) they belong to.
 */
function components(ics: string): Property[][] {
  const groups: Property[][] = [[]]
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const m = /^([A-Za-z0-9-]+)((?:;[^:"]*(?:"[^"]*"[^:";]*)*)*):(.*)$/.exec(line)
    if (!m) continue
    const property = { name: m[1]!.toUpperCase(), params: m[2]!, value: m[3]! }
    if (property.name === 'BEGIN') groups.push([])
    else if (property.name === 'END') groups.push([])
    else groups[groups.length - 1]!.push(property)
  }
  return groups.filter((g) => g.length)
}

/** Every number in a calendar file that says where money goes without being a guarded giving fact. */
export function givingNumbersInCalendar(ics: string, facts: GuardedFacts): NumberFinding[] {
  const findings: NumberFinding[] = []
  for (const properties of components(ics)) {
    const around = properties
      .filter((p) => WORD_PROPERTIES.has(p.name))
      .map((p) => unescape(p.value))
      .join(' · ')
    for (const { name, params, value } of properties) {
      const place = `the calendar's ${name}`
      const proves = DATE_PROPERTIES.has(name)
        ? (number: string) => COMPACT_DATE.test(number)
        : name === 'GEO'
          ? (number: string) => /^\d{1,3}\.\d+(?:[;,]-?\d{1,3}\.\d+)?$/.test(number)
          : undefined
      // A parameter's words show too (an organiser's name, CN=...).
      const text = `${params.replace(/^;/, '').replace(/;/g, ' ')} ${WORD_PROPERTIES.has(name) ? unescape(value) : value}`
      findings.push(...givingNumbersInText(text, facts, { around, place, ...(proves ? { proves } : {}) }))
      // A description in HTML (X-ALT-DESC;FMTTYPE=text/html) shows as a page does.
      if (/FMTTYPE=text\/html/i.test(params))
        findings.push(...givingNumbersOnPage(unescape(value), facts).map((f) => ({ ...f, place })))
    }
  }
  return findings
}
