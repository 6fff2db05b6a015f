/**
 * The service times the fixture site's pages show, written out as a visitor reads them: the tests compare
 * the pages with these, never with text computed by the code under test (lib/congregation/services).
 * Change a service in content/congregations here too.
 */
import type { Locale } from '../../lib/i18n/locales'

type Lines = Record<Locale, Record<string, string>>

/** grogon and kibaoni are copies of the same congregation's services. */
const COPIED: Lines = {
  en: {
    'Sunday service': 'Sundays, 10:00 AM',
    "Women's service": 'Third Sunday of the month',
    'Home service': 'Tuesdays, 6:30 PM',
    Fellowship: 'Wednesdays, 7:00–8:00 PM',
    'Youth service': 'Once a month',
    'Community outreach': 'All day',
    'Night kesha': 'Usually Fridays, 9:00 PM to 5:00 AM',
  },
  sw: {
    'Ibada ya Jumapili': 'Kila Jumapili, saa nne asubuhi (10:00)',
    'Ibada ya akina mama': 'Jumapili ya tatu ya kila mwezi',
    'Ibada ya nyumbani': 'Kila Jumanne, saa kumi na mbili na nusu jioni (18:30)',
    Ushirika: 'Kila Jumatano, saa moja usiku (19:00) hadi saa mbili usiku (20:00)',
    'Ibada ya vijana': 'Mara moja kwa mwezi',
    'Huduma kwa jamii': 'Siku nzima',
    'Kesha la usiku':
      'Kwa kawaida kila Ijumaa, saa tatu usiku (21:00) hadi saa kumi na moja alfajiri (05:00) siku inayofuata',
  },
}

const AT_NINE_THIRTY: Lines = {
  en: { 'Sunday service': 'Sundays, 9:30 AM' },
  sw: { 'Ibada ya Jumapili': 'Kila Jumapili, saa tatu na nusu asubuhi (09:30)' },
}

const AT_TEN: Lines = {
  en: { 'Sunday service': 'Sundays, 10:00 AM' },
  sw: { 'Ibada ya Jumapili': 'Kila Jumapili, saa nne asubuhi (10:00)' },
}

/** Each congregation's services, by title, in each language (the title as that language's file writes it). */
export const SERVICE_LINES: Record<string, Lines> = {
  chwele: AT_TEN,
  'fixture-account': AT_NINE_THIRTY,
  'fixture-brief': AT_TEN,
  'fixture-filled': {
    en: {
      'Sunday service': 'Sundays, 10:00 AM to 12:30 PM (in Kiswahili and English)',
      'Bible study': 'Wednesdays, 6:00–7:30 PM',
      "Women's fellowship": 'First Saturday of the month, 2:00 PM',
    },
    sw: {
      'Ibada ya Jumapili':
        'Kila Jumapili, saa nne asubuhi (10:00) hadi saa sita na nusu mchana (12:30), kwa Kiswahili na Kiingereza',
      'Funzo la Biblia': 'Kila Jumatano, saa kumi na mbili jioni (18:00) hadi saa moja na nusu usiku (19:30)',
      'Ushirika wa akina mama': 'Jumamosi ya kwanza ya kila mwezi, saa nane mchana (14:00)',
    },
  },
  'fixture-mpesa': AT_NINE_THIRTY,
  'fixture-mpesa-pending': AT_NINE_THIRTY,
  // Its times are still to come, its translation not started.
  'fixture-pending': { en: { 'Sunday service': 'Sundays' }, sw: { 'Sunday service': 'Kila Jumapili' } },
  grogon: COPIED,
  kibaoni: COPIED,
}

/**
 * The lines under each weekly program's card (English), by program title: one service's times alone, or
 * "title: times" for each of several.
 */
const COPIED_WEEKLY = {
  'Sunday services': ['Sunday service: Sundays, 10:00 AM', "Women's service: Third Sunday of the month"],
  'Other services': [
    'Home service: Tuesdays, 6:30 PM',
    'Fellowship: Wednesdays, 7:00–8:00 PM',
    'Youth service: Once a month',
  ],
  'Community outreach': ['All day'],
  'Night keshas': ['Usually Fridays, 9:00 PM to 5:00 AM'],
}
export const WEEKLY_LINES: Record<string, Record<string, string[]>> = {
  'fixture-filled': {
    'Sunday services': ['Sundays, 10:00 AM to 12:30 PM (in Kiswahili and English)'],
    'Bible study': ['Wednesdays, 6:00–7:30 PM'],
  },
  'fixture-pending': { 'Sunday services': ['Sundays'] },
  grogon: COPIED_WEEKLY,
  kibaoni: COPIED_WEEKLY,
}

/** The line a congregation's service shows, or an error saying what to write here. */
export function serviceLineOf(slug: string, title: string, locale: Locale = 'en'): string {
  const line = SERVICE_LINES[slug]?.[locale][title]
  if (line === undefined)
    throw new Error(`e2e/fixture-site/service-lines.ts has no ${locale} line for "${title}" of ${slug}: write it there`)
  return line
}

/** The lines of a weekly program's card, or an error saying what to write here. */
export function weeklyLinesOf(slug: string, program: string): string[] {
  const lines = WEEKLY_LINES[slug]?.[program]
  if (!lines) throw new Error(`e2e/fixture-site/service-lines.ts has no lines for the weekly "${program}" of ${slug}`)
  return lines
}
