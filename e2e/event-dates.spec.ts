/**
 * Events are upcoming or past as of the day the site is built (SITE_BUILD_DATE, lib/build-date.ts).
 * The fixture site (e2e/fixture-site) has events around the day it is built on (FIXTURE_BUILD_DATE):
 * one the day before, one on the day itself and one after it, and others known only by their month.
 * On the day, its own export (out-fixture/) shows them as a visitor of that day expects. Built once more
 * the day after its last event (out-fixture-later/, by `npm run build:fixture`) and visited (served
 * through page.route, as in content-changes.spec.ts), everything is past. Both in both languages; the footer's
 * year is the build's year in each.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { catalogues } from '../lib/i18n/messages'
import { FIXTURE_BUILD_DATE, FIXTURE_LATER_DATE, FIXTURE_SITE } from '../scripts/testing/temp-build'
import { routeExport } from './route-export'
import { expect, test } from './fixtures'

type Lang = 'en' | 'sw'
type Dated = { file: string; date: string; title: Record<Lang, string>; shown: Record<Lang, string> }
const march = { en: 'March 2031', sw: 'Machi 2031' }
/** The day before the build day: past. */
const choir: Dated = {
  file: '2031-03-13-choir-day',
  date: '2031-03-13',
  title: { en: 'Fixture choir day', sw: 'Siku ya kwaya ya majaribio' },
  shown: { en: 'Thursday, 13 March 2031', sw: 'Alhamisi, 13 Machi 2031' },
}
/** On the build day: still upcoming. */
const openDay: Dated = {
  file: '2031-03-14-open-day',
  date: '2031-03-14',
  title: { en: 'Fixture open day', sw: 'Siku ya wazi ya majaribio' },
  shown: { en: 'Friday, 14 March 2031', sw: 'Ijumaa, 14 Machi 2031' },
}
/** After the build day: upcoming, after the open day. */
const harvest: Dated = {
  file: '2031-03-20-harvest-service',
  date: '2031-03-20',
  title: { en: 'Fixture harvest service', sw: 'Ibada ya mavuno ya majaribio' },
  shown: { en: 'Thursday, 20 March 2031', sw: 'Alhamisi, 20 Machi 2031' },
}
/** Known by its month alone, long before: past. */
const celebration = {
  file: '2024-01-celebration',
  month: '2024-01',
  title: { en: 'Celebration', sw: 'Sherehe' },
  heading: { en: 'January 2024', sw: 'Januari 2024' },
}
const dated = [choir, openDay, harvest]
/** The day after the fixture's last event: every event is past. */
const AFTER = FIXTURE_LATER_DATE

/** The fixture's events must still be the ones this spec reads, as this spec describes them. */
function checkFixtureEvents() {
  const events = path.join(FIXTURE_SITE, 'content', 'events')
  for (const e of [...dated, celebration])
    for (const lang of ['en', 'sw'] as const) {
      const text = fs.readFileSync(path.join(events, `${e.file}.${lang}.mdx`), 'utf8')
      if (!text.includes(`title: ${e.title[lang]}`) && !text.includes(`title: "${e.title[lang]}"`))
        throw new Error(`${e.file}.${lang}.mdx no longer has the title "${e.title[lang]}"`)
      if (lang === 'en' && !text.includes('date' in e ? `date: "${e.date}"` : `month: "${e.month}"`))
        throw new Error(`${e.file}.en.mdx is no longer dated as this spec expects`)
    }
  const after = fs.readdirSync(events).filter((f) => f.slice(0, 10) >= AFTER)
  if (after.length > 0)
    throw new Error(`fixture events on or after ${AFTER} (${after.join(', ')}): move AFTER past them`)
  if (FIXTURE_BUILD_DATE !== openDay.date)
    throw new Error(`the fixture site is built on ${FIXTURE_BUILD_DATE}, not on the open day's date`)
}

const home = (lang: Lang) => (lang === 'sw' ? '/sw/' : '/')
/** The events page's path in a language (a guard below checks the fixture's events page is there). */
const eventsPath = (lang: Lang) => `${lang === 'sw' ? '/sw' : ''}/events/`

// The exports are the same at every width: desktop only.
test.describe('events as of the build date', { tag: '@desktop-only' }, () => {
  test.beforeAll(checkFixtureEvents)

  test('on the build day, an event of that day and one after it are upcoming, soonest first; one of the day before is past', async ({
    page,
  }) => {
    for (const lang of ['en', 'sw'] as const) {
      const t = catalogues[lang]
      await page.goto(home(lang))
      const upcoming = page.getByRole('region', { name: t.home.events })
      await expect(upcoming.getByRole('heading', { level: 4 })).toHaveText([openDay.title[lang], harvest.title[lang]])
      await expect(upcoming.locator(`time[datetime="${openDay.date}"]`)).toHaveText(openDay.shown[lang])
      await expect(upcoming.locator(`time[datetime="${harvest.date}"]`)).toHaveText(harvest.shown[lang])
      await expect(upcoming).not.toContainText(choir.title[lang])
      await expect(upcoming).not.toContainText(celebration.title[lang])
      await expect(page.getByRole('contentinfo')).toContainText('© 2031 ')

      await page.goto(eventsPath(lang))
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([t.events.upcoming, t.events.past])
      await expect(main.getByRole('region', { name: t.events.upcoming }).getByRole('heading', { level: 4 })).toHaveText(
        [openDay.title[lang], harvest.title[lang]],
      )
      const past = main.getByRole('region', { name: t.events.past })
      await expect(past.getByRole('heading', { level: 3 })).toHaveText([march[lang], celebration.heading[lang]])
      await expect(past.getByRole('region', { name: march[lang] }).getByRole('heading', { level: 4 })).toHaveText([
        choir.title[lang],
      ])
      // The month is on both lists: the two regions are told apart by their names.
      await expect(
        main.getByRole('region', { name: march[lang], exact: true }).getByRole('heading', { level: 4 }),
      ).toHaveText([openDay.title[lang], harvest.title[lang]])
      await expect(past.getByRole('region', { name: `${t.events.past} ${march[lang]}`, exact: true })).toHaveCount(1)
      await expect(past.locator(`time[datetime="${choir.date}"]`)).toHaveText(choir.shown[lang])
      // Its day is not known: its card says when by its month.
      await expect(
        past
          .getByRole('listitem')
          .filter({ hasText: celebration.title[lang] })
          .locator(`time[datetime="${celebration.month}"]`),
      ).toHaveText(celebration.heading[lang])
      await expect(page.getByRole('contentinfo')).toContainText('© 2031 ')
    }
  })

  test.describe('built the day after the last event', () => {
    const origin = 'https://event-dates.test'
    const out = path.join(process.cwd(), 'out-fixture-later')

    test.beforeAll(() => {
      const page = fs.readFileSync(path.join(FIXTURE_SITE, 'content', 'pages', 'events.en.mdx'), 'utf8')
      if (!/^slug: events$/m.test(page))
        throw new Error('the events page is no longer at /events/; update eventsPath()')
      if (!fs.existsSync(path.join(out, 'index.html')))
        throw new Error(`${out} has no export: run npm run build:fixture`)
    })

    async function visit(page: Page, sitePath: string) {
      await page.unrouteAll()
      await routeExport(page, origin, out)
      await page.goto(`${origin}${sitePath}`)
    }

    test('the home page leads to the events page, which lists them all under "Past events", latest first', async ({
      page,
    }) => {
      for (const lang of ['en', 'sw'] as const) {
        const t = catalogues[lang]
        await visit(page, home(lang))
        const section = page.getByRole('region', { name: t.home.events })
        await expect(section.getByRole('heading', { level: 4 })).toHaveCount(0)
        await expect(section).toContainText(t.home.noneUpcoming.replace('{link}', t.home.eventsPage))
        await section.getByRole('link', { name: t.home.eventsPage }).click()
        await expect(page).toHaveURL(`${origin}${eventsPath(lang)}`)

        const main = page.getByRole('main')
        await expect(main.getByRole('region', { name: t.events.upcoming })).toContainText(t.events.noneUpcoming)
        const past = main.getByRole('region', { name: t.events.past })
        await expect(past.getByRole('heading', { level: 3 })).toHaveText([march[lang], celebration.heading[lang]])
        await expect(past.getByRole('region', { name: march[lang] }).getByRole('heading', { level: 4 })).toHaveText([
          harvest.title[lang],
          openDay.title[lang],
          choir.title[lang],
        ])
        for (const e of dated) await expect(past.locator(`time[datetime="${e.date}"]`)).toHaveText(e.shown[lang])
        await expect(page.getByRole('contentinfo')).toContainText('© 2031 ')
      }
    })
  })
})
