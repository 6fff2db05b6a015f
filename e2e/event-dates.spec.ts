/**
 * Events are upcoming or past as of the day the site is built (SITE_BUILD_DATE, lib/build-date.ts). A
 * temporary copy of the fixture site (e2e/fixture-site), its events replaced by fixtures around one day
 * (the day itself, the day before, the day after, and a month before with no day), is built twice: on
 * that day, and the day after the last of them. Each export is then visited (served through page.route,
 * as in scaffold-build.spec.ts) in both languages. The footer's year is the build's year in each.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { catalogues } from '../lib/i18n/messages'
import { copyProject, removeCopy, runIn, withFixtureContent } from '../scripts/temp-build'
import { routeExport } from './route-export'
import { expect, test } from './fixtures'

const origin = 'https://event-dates.test'
const march = { en: 'March 2031', sw: 'Machi 2031' }
/** On the build day: still upcoming. */
const harvest = { title: 'Fixture harvest service', date: '2031-03-14', shown: { en: 'Friday, 14 March 2031', sw: 'Ijumaa, 14 Machi 2031' } }
/** The day after the build day: upcoming, after the harvest. */
const vigil = { title: 'Fixture night vigil', date: '2031-03-15', shown: { en: 'Saturday, 15 March 2031', sw: 'Jumamosi, 15 Machi 2031' } }
/** The day before the build day: past. */
const choir = { title: 'Fixture choir day', date: '2031-03-13', shown: { en: 'Thursday, 13 March 2031', sw: 'Alhamisi, 13 Machi 2031' } }
/** Known by its month alone, a month before: past. */
const prayer = { title: 'Fixture prayer week', month: '2031-02', heading: { en: 'February 2031', sw: 'Februari 2031' } }
const dated = [harvest, vigil, choir]
const fixtures: Record<string, string> = {
  ...Object.fromEntries(dated.map((e) => [`${e.date}-${e.title.toLowerCase().replace(/ /g, '-')}.en.mdx`, `---\ntitle: ${e.title}\ndate: "${e.date}"\nsummary: A fixture event with a day.\n---\n`])),
  '2031-02-prayer-week.en.mdx': `---\ntitle: ${prayer.title}\nmonth: "${prayer.month}"\nsummary: A fixture event with only a month.\n---\n`,
}
const builds = { on: '2031-03-14', after: '2031-03-16' } as const
type Build = keyof typeof builds
let copy = ''

function exportOf(build: Build) {
  return path.join(copy, `out-${build}`)
}

/** The events page's path in a language, from the copy's events page file. */
const eventsPath = (lang: 'en' | 'sw') => `${lang === 'sw' ? '/sw' : ''}/events/`

async function visit(page: Page, build: Build, sitePath: string) {
  await page.unrouteAll()
  await routeExport(page, origin, exportOf(build))
  await page.goto(`${origin}${sitePath}`)
}

// Built once, at desktop width: the builds are the same at every width.
test.describe('events as of the build date', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(900_000)
    copy = copyProject('event-dates-')
    withFixtureContent(copy)
    const events = path.join(copy, 'content', 'events')
    fs.rmSync(events, { recursive: true })
    fs.mkdirSync(events)
    for (const [file, text] of Object.entries(fixtures)) fs.writeFileSync(path.join(events, file), text)
    const page = fs.readFileSync(path.join(copy, 'content', 'pages', 'events.en.mdx'), 'utf8')
    if (!/^slug: events$/m.test(page)) throw new Error('the events page is no longer at /events/; update eventsPath()')
    for (const [build, date] of Object.entries(builds)) {
      runIn(copy, ['run', '-s', 'build'], { NEXT_PUBLIC_BASE_PATH: '', SITE_BUILD_DATE: date })
      fs.renameSync(path.join(copy, 'out'), exportOf(build as Build))
    }
  })

  test.afterAll(() => {
    if (copy) removeCopy(copy)
  })

  test('on the build day, an event of that day and one of the next are upcoming, soonest first; one of the day before is past', async ({ page }) => {
    for (const lang of ['en', 'sw'] as const) {
      const t = catalogues[lang]
      await visit(page, 'on', lang === 'sw' ? '/sw/' : '/')
      const upcoming = page.getByRole('region', { name: t.home.events })
      await expect(upcoming.getByRole('heading', { level: 4 })).toHaveText([harvest.title, vigil.title])
      await expect(upcoming.locator(`time[datetime="${harvest.date}"]`)).toHaveText(harvest.shown[lang])
      await expect(upcoming.locator(`time[datetime="${vigil.date}"]`)).toHaveText(vigil.shown[lang])
      await expect(upcoming).not.toContainText(choir.title)
      await expect(upcoming).not.toContainText(prayer.title)
      await expect(page.getByRole('contentinfo')).toContainText('© 2031 ')

      await visit(page, 'on', eventsPath(lang))
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([t.events.upcoming, t.events.past])
      await expect(main.getByRole('region', { name: t.events.upcoming }).getByRole('heading', { level: 4 })).toHaveText([harvest.title, vigil.title])
      const past = main.getByRole('region', { name: t.events.past })
      await expect(past.getByRole('heading', { level: 3 })).toHaveText([march[lang], prayer.heading[lang]])
      await expect(past.getByRole('heading', { level: 4 })).toHaveText([choir.title, prayer.title])
      await expect(past.locator(`time[datetime="${choir.date}"]`)).toHaveText(choir.shown[lang])
      // Its day is not known: its card says when by its month.
      await expect(past.getByRole('listitem').filter({ hasText: prayer.title }).locator(`time[datetime="${prayer.month}"]`)).toHaveText(prayer.heading[lang])
      await expect(page.getByRole('contentinfo')).toContainText('© 2031 ')
    }
  })

  test('once all are over, the home page leads to the events page, which lists them under "Past events", latest first', async ({ page }) => {
    for (const lang of ['en', 'sw'] as const) {
      const t = catalogues[lang]
      await visit(page, 'after', lang === 'sw' ? '/sw/' : '/')
      const section = page.getByRole('region', { name: t.home.events })
      await expect(section.getByRole('heading', { level: 4 })).toHaveCount(0)
      await expect(section).toContainText(t.home.noneUpcoming.replace('{link}', t.home.eventsPage))
      await section.getByRole('link', { name: t.home.eventsPage }).click()
      await expect(page).toHaveURL(`${origin}${eventsPath(lang)}`)

      const main = page.getByRole('main')
      await expect(main.getByRole('region', { name: t.events.upcoming })).toContainText(t.events.noneUpcoming)
      const past = main.getByRole('region', { name: t.events.past })
      await expect(past.getByRole('heading', { level: 3 })).toHaveText([march[lang], prayer.heading[lang]])
      await expect(past.getByRole('heading', { level: 4 })).toHaveText([vigil.title, harvest.title, choir.title, prayer.title])
      for (const e of dated) await expect(past.locator(`time[datetime="${e.date}"]`)).toHaveText(e.shown[lang])
      await expect(page.getByRole('contentinfo')).toContainText('© 2031 ')
    }
  })
})
