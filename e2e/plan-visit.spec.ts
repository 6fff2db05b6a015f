/**
 * "Plan your visit" on a congregation page: every service with its days and times, the calendar file
 * (read back with a calendar parser), sharing the page on WhatsApp, and, where the office has supplied
 * them, the place, directions and the congregation's number. Subjects are picked from content by what
 * they have; the scaffolded congregations of content-changes.spec.ts covers facts no live congregation has yet.
 */
import fs from 'node:fs'
import ICAL from 'ical.js'
import { WEEKDAYS, type ServiceInput } from '../lib/content/schemas/service-rules'
import { calendarService, endsNextDay } from '../lib/congregation/services'
import { real } from '../lib/content/pending'
import type { CongregationEntry, Service } from '../lib/content/types'
import { expect, test } from './fixtures'
import { serviceLineOf } from './fixture-site/service-lines'
import { congregationWith, pathOf, sectionOf } from './site-content'

const ICAL_DAY: Record<string, string> = {
  Monday: 'MO',
  Tuesday: 'TU',
  Wednesday: 'WE',
  Thursday: 'TH',
  Friday: 'FR',
  Saturday: 'SA',
  Sunday: 'SU',
}
const WEEK: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 }
const timed = (s: ServiceInput) => real(s.starts) !== undefined
const hasVisit = (c: CongregationEntry) => !!sectionOf(c, 'visit')

/** A congregation showing "Plan your visit" with a service that passes `test`, and that service. */
async function serviceWhere(what: string, pick: (s: Service) => boolean) {
  const c = await congregationWith(what, (c) => hasVisit(c) && c.data.services.some(pick))
  return { c, service: c.data.services.find(pick)! }
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
}

/** The event of a service in a calendar file: its summary starts with the service's title. */
const eventFor = (events: ICAL.Event[], s: Service) => events.find((e) => e.summary.startsWith(`${s.title} (`))

test.describe('plan your visit', () => {
  test('lists every service with its days and times', async ({ page }) => {
    const c = await congregationWith('a "visit" section', hasVisit)
    await page.goto(pathOf(c.data.slug))
    const visit = page.getByRole('region', { name: 'Services and directions' })
    for (const s of c.data.services) {
      const item = visit.getByRole('listitem').filter({ has: page.getByText(s.title, { exact: true }) })
      await expect(item).toContainText(serviceLineOf(c.data.slug, s.title))
    }
  })

  test('a visitor downloads the calendar file and a parser reads a weekly service in Nairobi time', async ({
    page,
  }) => {
    const { c, service } = await serviceWhere(
      'a weekly service with a start time',
      (s) => s.repeats === 'weekly' && timed(s),
    )
    await page.goto(pathOf(c.data.slug))
    const link = page.getByRole('link', { name: /Add these services to your calendar/ })
    await expect(link).toHaveAttribute('href', `/${c.data.slug}/${c.data.slug}-services.ics`)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(`${c.data.slug}-services.ics`)
    const event = eventFor(eventsOf(fs.readFileSync((await download.path())!, 'utf8')), service)!
    expect(event, `an event for "${service.title}"`).toBeTruthy()
    expect(event.summary).toBe(`${service.title} (${c.data.name} congregation)`)
    expect(event.startDate.zone.tzid).toBe('Africa/Nairobi')
    expect(event.startDate.toString().slice(11, 16)).toBe(service.starts)
    const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur
    expect(rule.toString()).toBe(`FREQ=WEEKLY;BYDAY=${service.days!.map((d) => ICAL_DAY[d]).join(',')}`)
    // The series starts on one of its days.
    const weekday = WEEKDAYS[event.startDate.dayOfWeek(ICAL.Time.MONDAY) - 1]
    expect(service.days).toContain(weekday)
    expect(event.component.getFirstPropertyValue('url')).toMatch(new RegExp(`/${c.data.slug}/$`))
    expect(event.uid).toMatch(new RegExp(`^${c.data.slug}-`))
  })

  test('the calendar file is served as text/calendar and works without JavaScript', async ({ browser, request }) => {
    const { c } = await serviceWhere('a service with a start time', (s) => !!calendarService(s))
    const response = await request.get(`/${c.data.slug}/${c.data.slug}-services.ics`)
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(pathOf(c.data.slug))
    await expect(page.getByRole('link', { name: /Add these services to your calendar/ })).toHaveAttribute(
      'href',
      `/${c.data.slug}/${c.data.slug}-services.ics`,
    )
    await context.close()
  })

  test('a monthly service on the nth weekday has its rule, and its first dates are that weekday', async ({
    request,
  }) => {
    const { c, service } = await serviceWhere(
      'a monthly service on the nth weekday with a start time',
      (s) => s.repeats === 'monthly' && !!s.week && timed(s),
    )
    const event = eventFor(
      eventsOf(await (await request.get(`/${c.data.slug}/${c.data.slug}-services.ics`)).text()),
      service,
    )!
    const day = service.days![0]!
    expect((event.component.getFirstPropertyValue('rrule') as ICAL.Recur).toString()).toBe(
      `FREQ=MONTHLY;BYDAY=${WEEK[service.week!]}${ICAL_DAY[day]}`,
    )
    const dates = event.iterator()
    for (let i = 0; i < 3; i++) {
      const date = dates.next()!
      expect(date.dayOfWeek()).toBe(ICAL.Time[day.toUpperCase() as 'SUNDAY'])
      if (service.week === 'first') expect(date.day).toBeLessThanOrEqual(7)
      expect(date.toString().slice(11, 16)).toBe(service.starts)
    }
  })

  test('a service across midnight (a night kesha) ends the next morning', async ({ request }) => {
    const { c, service } = await serviceWhere(
      'a service that ends after midnight',
      (s) => timed(s) && endsNextDay(real(s.starts), s.ends),
    )
    const event = eventFor(
      eventsOf(await (await request.get(`/${c.data.slug}/${c.data.slug}-services.ics`)).text()),
      service,
    )!
    const start = event.startDate
    const end = event.endDate
    expect(end.toString().slice(11, 16)).toBe(service.ends)
    const nextDay = start.clone()
    nextDay.adjust(1, 0, 0, 0)
    expect(end.toString().slice(0, 10)).toBe(nextDay.toString().slice(0, 10))
  })

  test('services without a fixed day or time are on the page but not in the calendar', async ({ request }) => {
    const c = await congregationWith(
      'a service without a fixed day or time beside one with both (so a calendar file)',
      (c) =>
        hasVisit(c) &&
        c.data.services.some((s) => !calendarService(s)) &&
        c.data.services.some((s) => calendarService(s)),
    )
    const service = c.data.services.find((s) => !calendarService(s))!
    const events = eventsOf(await (await request.get(`/${c.data.slug}/${c.data.slug}-services.ics`)).text())
    expect(eventFor(events, service)).toBeUndefined()
    expect(events.map((e) => e.summary)).toEqual(
      c.data.services.filter((s) => calendarService(s)).map((s) => `${s.title} (${c.data.name} congregation)`),
    )
  })

  test('"Share on WhatsApp" carries the congregation, its main service and the page address', async ({ page }) => {
    const c = await congregationWith('a "visit" section', hasVisit)
    await page.goto(pathOf(c.data.slug))
    const href = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')
    const url = new URL(href!)
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/')
    const text = url.searchParams.get('text')!
    const main = c.data.services[0]!
    expect(text).toContain(`${c.data.name} congregation`)
    expect(text).toContain(`${main.title}: ${serviceLineOf(c.data.slug, main.title)}`)
    expect(text).toMatch(new RegExp(`https?://[^\\s]+/${c.data.slug}/$`))
  })

  test('without a number or a map point, no call, WhatsApp or directions link is offered, and the page says how to ask the way', async ({
    page,
  }) => {
    const c = await congregationWith(
      'no phone number or coordinates yet',
      (c) => hasVisit(c) && !real(c.data.phone) && !c.data.location?.coordinates,
    )
    await page.goto(pathOf(c.data.slug))
    const visit = page.getByRole('region', { name: 'Services and directions' })
    await expect(visit.getByRole('link', { name: /^Call / })).toHaveCount(0)
    await expect(visit.getByRole('link', { name: /^WhatsApp / })).toHaveCount(0)
    await expect(visit.getByRole('link', { name: 'Get directions' })).toHaveCount(0)
    await expect(visit).not.toContainText('published soon')
    if (!real(c.data.location?.place) && c.sections.some((s) => s.kind === 'contact')) {
      await expect(visit).toContainText('For directions to where we meet, ask us with the contact form.')
      await expect(visit.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', /#contact$/)
    }
  })
})
