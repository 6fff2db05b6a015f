import { describe, expect, it } from 'vitest'
import {
  calendarService,
  endsNextDay,
  firstOccurrence,
  occursOn,
  recurrenceOf,
  rruleOf,
  scheduleJsonLd,
  scheduleLines,
  serviceLine,
  timeText,
} from './services'
import { serviceProblems, twentyFourHour, type ServiceInput } from '../content/schemas/service-rules'

const sunday: ServiceInput = { title: 'Sunday service', repeats: 'weekly', days: ['Sunday'], starts: '10:00' }
const kesha: ServiceInput = {
  title: 'Night kesha',
  repeats: 'weekly',
  days: ['Friday'],
  usually: true,
  starts: '21:00',
  ends: '05:00',
}
const pastors: ServiceInput = {
  title: "Pastors' fellowship",
  repeats: 'monthly',
  week: 'first',
  days: ['Tuesday'],
  starts: '10:00',
  ends: '12:00',
}
const women: ServiceInput = { title: "Women's service", repeats: 'monthly', week: 'third', days: ['Sunday'] }
const youth: ServiceInput = { title: 'Youth service', repeats: 'monthly' }
const outreach: ServiceInput = { title: 'Community outreach', when: 'All day' }

describe('reading when a service recurs', () => {
  it('reads weekly days, the nth weekday of the month, once a month and a text', () => {
    expect(recurrenceOf(sunday)).toEqual({ kind: 'weekly', days: ['Sunday'], usually: false })
    expect(recurrenceOf({ ...sunday, days: ['Tuesday', 'Wednesday'] })).toEqual({
      kind: 'weekly',
      days: ['Tuesday', 'Wednesday'],
      usually: false,
    })
    expect(recurrenceOf(kesha)).toMatchObject({ kind: 'weekly', usually: true })
    expect(recurrenceOf(pastors)).toEqual({ kind: 'monthly', week: 'first', day: 'Tuesday', usually: false })
    expect(recurrenceOf({ ...women, week: 'last' })).toEqual({
      kind: 'monthly',
      week: 'last',
      day: 'Sunday',
      usually: false,
    })
    expect(recurrenceOf(youth)).toEqual({ kind: 'monthly-any', usually: false })
    expect(recurrenceOf(outreach)).toEqual({ kind: 'text', text: 'All day' })
  })

  it('finds nothing wrong with the services as content writes them', () => {
    for (const s of [sunday, kesha, pastors, women, youth, outreach]) expect(serviceProblems(s)).toEqual([])
  })

  it.each<[string, ServiceInput, string]>([
    ['neither a recurrence nor a text', { title: 'x' }, 'repeats'],
    ['a weekly service without days', { title: 'x', repeats: 'weekly' }, 'days'],
    ['a week on a weekly service', { title: 'x', repeats: 'weekly', days: ['Sunday'], week: 'first' }, 'week'],
    [
      'a monthly service on two days',
      { title: 'x', repeats: 'monthly', week: 'first', days: ['Sunday', 'Monday'] },
      'days',
    ],
    ['a monthly day without its week', { title: 'x', repeats: 'monthly', days: ['Tuesday'] }, 'week'],
    ['a week without its day', { title: 'x', repeats: 'monthly', week: 'first' }, 'days'],
    ['a day listed twice', { title: 'x', repeats: 'weekly', days: ['Sunday', 'Sunday'] }, 'days'],
    ['an end without a start', { title: 'x', repeats: 'weekly', days: ['Sunday'], ends: '12:00' }, 'ends'],
    [
      'an end equal to the start',
      { title: 'x', repeats: 'weekly', days: ['Sunday'], starts: '10:00', ends: '10:00' },
      'ends',
    ],
    ['a time on a text-only service', { title: 'x', when: 'All day', starts: '10:00' }, 'starts'],
    ['a text beside a recurrence', { title: 'x', repeats: 'weekly', days: ['Sunday'], when: 'Sundays' }, 'when'],
  ])('reports %s on the field to fix', (_what, service, field) => {
    expect(serviceProblems(service).map((p) => p.field)).toEqual([field])
  })

  it('names the 24-hour form of a time written with AM or PM', () => {
    expect(twentyFourHour('6:30 PM')).toBe('18:30')
    expect(twentyFourHour('10 am')).toBe('10:00')
    expect(twentyFourHour('12:00 PM')).toBe('12:00')
    expect(twentyFourHour('12:15 a.m.')).toBe('00:15')
    expect(twentyFourHour('13:00 PM')).toBeUndefined()
    expect(twentyFourHour('18:30')).toBeUndefined()
  })
})

describe('the lines pages show', () => {
  it('writes times as visitors read them, across noon and midnight', () => {
    expect(timeText('10:00', undefined, 'en')).toBe('10:00 AM')
    expect(timeText('18:30', undefined, 'en')).toBe('6:30 PM')
    expect(timeText('00:00', undefined, 'en')).toBe('12:00 AM')
    expect(timeText('19:00', '20:00', 'en')).toBe('7:00–8:00 PM')
    expect(timeText('10:00', '12:00', 'en')).toBe('10:00 AM to 12:00 PM')
    expect(timeText('21:00', '05:00', 'en')).toBe('9:00 PM to 5:00 AM')
    expect(timeText('TODO: the start time', undefined, 'en')).toBeUndefined()
  })

  it('derives each service line from its data', () => {
    expect(serviceLine(sunday, 'en')).toBe('Sundays, 10:00 AM')
    expect(serviceLine({ ...sunday, days: ['Tuesday', 'Wednesday'], starts: '19:00', ends: '20:00' }, 'en')).toBe(
      'Tuesdays and Wednesdays, 7:00–8:00 PM',
    )
    expect(serviceLine({ ...sunday, days: ['Monday', 'Wednesday', 'Friday'] }, 'en')).toBe(
      'Mondays, Wednesdays and Fridays, 10:00 AM',
    )
    expect(serviceLine(kesha, 'en')).toBe('Usually Fridays, 9:00 PM to 5:00 AM')
    expect(serviceLine(pastors, 'en')).toBe('First Tuesday of the month, 10:00 AM to 12:00 PM')
    expect(serviceLine(women, 'en')).toBe('Third Sunday of the month')
    expect(serviceLine({ ...women, usually: true }, 'en')).toBe('Usually the third Sunday of the month')
    expect(serviceLine(youth, 'en')).toBe('Once a month')
    expect(serviceLine({ ...youth, usually: true }, 'en')).toBe('Usually once a month')
    expect(serviceLine(outreach, 'en')).toBe('All day')
    expect(serviceLine({ ...sunday, language: 'Kiswahili' }, 'en')).toBe('Sundays, 10:00 AM (in Kiswahili)')
    expect(serviceLine({ ...sunday, starts: { pending: 'the start time' } }, 'en')).toBe('Sundays')
  })

  it('gives a card or slide one line per service, titled when there are several', () => {
    expect(scheduleLines([sunday], 'en')).toEqual(['Sundays, 10:00 AM'])
    expect(scheduleLines([sunday, women], 'en')).toEqual([
      'Sunday service: Sundays, 10:00 AM',
      "Women's service: Third Sunday of the month",
    ])
  })

  it('knows a night kesha ends the next day', () => {
    expect(endsNextDay('21:00', '05:00')).toBe(true)
    expect(endsNextDay('19:00', '20:00')).toBe(false)
    expect(endsNextDay('10:00', undefined)).toBe(false)
  })
})

describe('the lines pages show in Kiswahili', () => {
  it('tells a time the Swahili way, with the clock time beside it', () => {
    expect(timeText('10:00', undefined, 'sw')).toBe('saa nne asubuhi (10:00)')
    expect(timeText('18:30', undefined, 'sw')).toBe('saa kumi na mbili na nusu jioni (18:30)')
    expect(timeText('00:00', undefined, 'sw')).toBe('saa sita usiku (00:00)')
    expect(timeText('19:00', '20:00', 'sw')).toBe('saa moja usiku (19:00) hadi saa mbili usiku (20:00)')
    expect(timeText('10:00', '12:00', 'sw')).toBe('saa nne asubuhi (10:00) hadi saa sita mchana (12:00)')
    expect(timeText('TODO: the start time', undefined, 'sw')).toBeUndefined()
  })

  it('says a range across midnight ends the next day', () => {
    expect(timeText('21:00', '05:00', 'sw')).toBe(
      'saa tatu usiku (21:00) hadi saa kumi na moja alfajiri (05:00) siku inayofuata',
    )
    expect(serviceLine(kesha, 'sw')).toBe(
      'Kwa kawaida kila Ijumaa, saa tatu usiku (21:00) hadi saa kumi na moja alfajiri (05:00) siku inayofuata',
    )
  })

  it('derives each service line from its data', () => {
    expect(serviceLine(sunday, 'sw')).toBe('Kila Jumapili, saa nne asubuhi (10:00)')
    expect(serviceLine({ ...sunday, days: ['Tuesday', 'Wednesday'], starts: '19:00', ends: '20:00' }, 'sw')).toBe(
      'Kila Jumanne na Jumatano, saa moja usiku (19:00) hadi saa mbili usiku (20:00)',
    )
    expect(serviceLine({ ...sunday, days: ['Monday', 'Wednesday', 'Friday'] }, 'sw')).toBe(
      'Kila Jumatatu, Jumatano na Ijumaa, saa nne asubuhi (10:00)',
    )
    expect(serviceLine({ ...sunday, days: ['Thursday', 'Saturday'], usually: true, starts: '16:45' }, 'sw')).toBe(
      'Kwa kawaida kila Alhamisi na Jumamosi, saa kumi na moja kasorobo jioni (16:45)',
    )
    expect(serviceLine(pastors, 'sw')).toBe(
      'Jumanne ya kwanza ya kila mwezi, saa nne asubuhi (10:00) hadi saa sita mchana (12:00)',
    )
    expect(serviceLine(women, 'sw')).toBe('Jumapili ya tatu ya kila mwezi')
    expect(serviceLine({ ...women, week: 'second' }, 'sw')).toBe('Jumapili ya pili ya kila mwezi')
    expect(serviceLine({ ...women, week: 'fourth', usually: true }, 'sw')).toBe(
      'Kwa kawaida Jumapili ya nne ya kila mwezi',
    )
    expect(serviceLine({ ...pastors, week: 'last', starts: undefined, ends: undefined }, 'sw')).toBe(
      'Jumanne ya mwisho ya kila mwezi',
    )
    expect(serviceLine(youth, 'sw')).toBe('Mara moja kwa mwezi')
    expect(serviceLine({ ...youth, usually: true }, 'sw')).toBe('Kwa kawaida mara moja kwa mwezi')
    expect(serviceLine({ ...sunday, language: 'Kiswahili' }, 'sw')).toBe(
      'Kila Jumapili, saa nne asubuhi (10:00), kwa Kiswahili',
    )
  })

  it('shows a `when` text as content writes it', () => {
    expect(serviceLine({ title: 'Maombi', when: 'Siku nzima' }, 'sw')).toBe('Siku nzima')
    expect(serviceLine(outreach, 'sw')).toBe('All day')
  })

  it('leaves out a start time still to come, and the line still reads whole', () => {
    expect(serviceLine({ ...sunday, starts: { pending: 'the start time' } }, 'sw')).toBe('Kila Jumapili')
  })

  it('gives a card or slide one line per service, titled when there are several', () => {
    expect(scheduleLines([sunday], 'sw')).toEqual(['Kila Jumapili, saa nne asubuhi (10:00)'])
    expect(scheduleLines([sunday, women], 'sw')).toEqual([
      'Sunday service: Kila Jumapili, saa nne asubuhi (10:00)',
      "Women's service: Jumapili ya tatu ya kila mwezi",
    ])
  })
})

describe('services in a calendar and for search engines', () => {
  it('puts only services with a fixed day and start time in a calendar', () => {
    expect(
      [sunday, kesha, pastors, women, youth, outreach].filter((s) => calendarService(s)).map((s) => s.title),
    ).toEqual(['Sunday service', 'Night kesha', "Pastors' fellowship"])
    expect(calendarService({ ...sunday, starts: 'TODO: the start time' })).toBeUndefined()
  })

  it('writes weekly and nth-weekday rules', () => {
    expect(rruleOf(calendarService(sunday)!.recurrence)).toBe('FREQ=WEEKLY;BYDAY=SU')
    expect(rruleOf(calendarService({ ...sunday, days: ['Tuesday', 'Wednesday'] })!.recurrence)).toBe(
      'FREQ=WEEKLY;BYDAY=TU,WE',
    )
    expect(rruleOf(calendarService(pastors)!.recurrence)).toBe('FREQ=MONTHLY;BYDAY=1TU')
    expect(rruleOf(calendarService({ ...pastors, week: 'last' })!.recurrence)).toBe('FREQ=MONTHLY;BYDAY=-1TU')
  })

  it('starts a series on the first meeting on or after a day', () => {
    const monday = { year: 2026, month: 11, day: 23 }
    expect(firstOccurrence(calendarService(sunday)!.recurrence, monday)).toEqual({ year: 2026, month: 11, day: 29 })
    expect(firstOccurrence(calendarService(sunday)!.recurrence, { year: 2026, month: 11, day: 29 })).toEqual({
      year: 2026,
      month: 11,
      day: 29,
    })
    // The first Tuesday of November 2026 has passed: December's is the 1st.
    expect(firstOccurrence(calendarService(pastors)!.recurrence, monday)).toEqual({ year: 2026, month: 12, day: 1 })
    const lastFriday = calendarService({ ...pastors, week: 'last', days: ['Friday'] })!.recurrence
    expect(firstOccurrence(lastFriday, monday)).toEqual({ year: 2026, month: 11, day: 27 })
    expect(occursOn(lastFriday, { year: 2026, month: 11, day: 20 })).toBe(false)
  })

  it('gives schema.org schedules for recurring services only', () => {
    expect(scheduleJsonLd(sunday)).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: ['https://schema.org/Sunday'],
      startTime: '10:00',
      scheduleTimezone: 'Africa/Nairobi',
    })
    expect(scheduleJsonLd(pastors)).toMatchObject({
      repeatFrequency: 'P1M',
      byDay: 'https://schema.org/Tuesday',
      byMonthWeek: 1,
      endTime: '12:00',
    })
    expect(scheduleJsonLd(youth)).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1M',
      scheduleTimezone: 'Africa/Nairobi',
    })
    expect(scheduleJsonLd(outreach)).toBeUndefined()
  })
})
