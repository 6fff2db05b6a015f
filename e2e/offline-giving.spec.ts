/**
 * Where money goes, on a phone that saved the site (docs/offline.md): a page served from its saved copy
 * says so, with the day it was saved, before its giving numbers; past the age limit it shows "ask the
 * church office" in their place; a deploy that changes a paybill replaces every saved page that shows
 * one, so neither a page nor the offline page shows the old number again. The fixture's export is served
 * on an address of its own (e2e/offline-site.ts); the second deploy is that export with its paybills
 * replaced and its worker's precache list revised (`deployWithNewPaybills`): what a changed giving file
 * makes, without building the fixture site a second time (minutes of CI on two cores).
 *
 * Expectations come from the content (the paybills of content/giving/) and the catalogues' words; the
 * day a page was saved is today in Nairobi, read before the visit and after the check (a test that runs
 * over midnight accepts either day). The worker's clock cannot be faked, so an old copy is made by setting
 * its saved moment back in the cache, through the page's `caches` API.
 */
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { real } from '../lib/content/pending'
import { nairobiDate } from '../lib/build-date'
import { dayMonthYear } from '../lib/i18n/dates'
import { localePath, type Locale } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { fill } from '../lib/i18n/messages/fill'
import { CACHES, SAVED_AT_HEADER, SAVED_GIVING_MAX_DAYS } from '../lib/offline/caches'
import { offlinePath } from '../lib/offline/paths'
import { expect, test } from './fixtures'
import { deployWithNewPaybills, goOffline, newWorkerActive, serveFolder, visit, type Site } from './offline-site'
import { escapeRegExp, exportDir, pathOf, sectionOf, siteContent } from './site-content'

test.use({ serviceWorkers: 'allow' })

let site: Site | undefined
test.afterEach(async () => {
  await site?.close()
  site = undefined
})

/**
 * Two congregations whose pages give a paybill, the ministry's paybill (every page's footer, the support page) and the
 * support page's path.
 */
async function subjects() {
  const content = await siteContent()
  const withPaybill = content.congregations.filter((c) => !!real(sectionOf(c, 'giving')?.giving.paybill))
  expect(withPaybill.length, 'two congregations with a paybill').toBeGreaterThanOrEqual(2)
  const [first, second] = withPaybill.map((c) => ({
    slug: c.data.slug,
    paybill: String(real(sectionOf(c, 'giving')!.giving.paybill)),
  }))
  return {
    first: first!,
    second: second!,
    ministry: String(real(content.site.giving.paybill)),
    support: content.paths.support,
  }
}

/**
 * The days in Nairobi, in a language, of copies saved between `start` and now, `back` days earlier (a test that runs
 * over midnight accepts either day).
 */
const savedDays = (start: Date, locale: Locale, back = 0) => [
  ...new Set(
    [start, new Date()].map((d) =>
      dayMonthYear(locale, nairobiDate(new Date(d.getTime() - back * 24 * 60 * 60 * 1000))),
    ),
  ),
]
/** One of the texts: the whole text, or (`within`) part of it. */
const anyOf = (texts: string[], within = false) =>
  new RegExp(within ? texts.map(escapeRegExp).join('|') : `^(?:${texts.map(escapeRegExp).join('|')})$`)
const titleOf = (page: Page) => page.evaluate(() => document.title.replace(/ \| [^|]*$/, ''))

/** The text a visitor can find in the page, and every attribute (what a copy button would copy, an island's props). */
const everything = (page: Page) => page.content()

/** Sets the saved moment of every saved page back by `days`, as if the phone had saved them then. */
async function ageSavedPages(page: Page, days: number) {
  await page.evaluate(
    async ({ name, header, days }) => {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const saved = (await cache.match(request))!
        const headers = new Headers(saved.headers)
        headers.set(header, new Date(Date.parse(headers.get(header)!) - days * 24 * 60 * 60 * 1000).toISOString())
        await cache.put(request, new Response(await saved.blob(), { status: saved.status, headers }))
      }
    },
    { name: CACHES.pages, header: SAVED_AT_HEADER, days },
  )
}

test.describe('offline: where money goes', () => {
  for (const locale of ['en', 'sw'] as Locale[]) {
    const t = catalogues[locale]

    test(`a deploy that changes the paybill replaces the saved pages: online the pages show the new one, offline too, with the day and a warning (${locale})`, async ({
      page,
    }) => {
      const { first, second, ministry } = await subjects()
      const next = deployWithNewPaybills(exportDir(), [first.paybill, second.paybill, ministry])
      const olds = [...new Set([first.paybill, second.paybill, ministry])]
      const noOld = async () => {
        const html = await everything(page)
        for (const old of olds) expect(html, `the old paybill ${old}`).not.toMatch(new RegExp(`(?<!\\d)${old}(?!\\d)`))
      }
      const start = new Date()
      try {
        site = await serveFolder(exportDir())
        const [firstPath, secondPath] = [first, second].map((c) => localePath(locale, pathOf(c.slug))) as [
          string,
          string,
        ]
        await visit(page, site, secondPath)
        const secondTitle = await titleOf(page)
        await visit(page, site, firstPath)
        const firstTitle = await titleOf(page)
        const giving = page.getByRole('region', { name: t.giving.heading })
        await expect(giving).toContainText(first.paybill)

        // The second deploy: the visitor opens the first page again, and the new worker takes over.
        site.serve(next.dir)
        await page.reload()
        await newWorkerActive(page, next.marker, next.earlier)

        // (a) Online: each page shows the new paybill and never the old one; the offline page lists no paybill.
        await expect(giving).toContainText(next.paybill(first.paybill))
        await noOld()
        await page.goto(`${site.origin}${secondPath}`)
        await expect(giving).toContainText(next.paybill(second.paybill))
        await noOld()
        await page.goto(`${site.origin}${offlinePath(locale)}`)
        const list = page.getByRole('region', { name: t.offline.give })
        await expect(list).toContainText(t.savedCopy.online)
        await expect(list.getByRole('listitem')).toHaveCount(0)
        await expect(page.getByRole('contentinfo')).toContainText(next.paybill(ministry))
        await noOld()

        // (b) Offline: the second page, saved before the deploy and fetched again by the new worker (the visitor
        // has not opened it since), shows the new paybill with its day and the warning.
        await goOffline(page, site)
        await page.goto(`${site.origin}${secondPath}`)
        await expect(giving).toContainText(next.paybill(second.paybill))
        const days = savedDays(start, locale)
        const notice = giving.getByRole('note')
        await expect(notice).toHaveText(
          anyOf(days.map((date) => `${fill(t.savedCopy.saved, { date })} ${t.savedCopy.check}`)),
        )
        await expect(notice).toHaveAttribute('lang', locale)
        await noOld()
        // The offline page lists both new paybills, each with the day its page was saved.
        await page.goto(`${site.origin}${offlinePath(locale)}`)
        for (const [title, c] of [
          [firstTitle, first],
          [secondTitle, second],
        ] as const) {
          const item = list.getByRole('listitem').filter({ hasText: title })
          await expect(item).toContainText(`${title}: ${t.offline.paybill} ${next.paybill(c.paybill)}`)
          await expect(item).toContainText(
            anyOf(
              days.map((date) => `(${fill(t.savedCopy.listedOn, { date })})`),
              true,
            ),
          )
        }
        await noOld()
      } finally {
        fs.rmSync(next.dir, { recursive: true, force: true })
      }
    })

    test(`a page saved more than ${SAVED_GIVING_MAX_DAYS} days ago shows "ask the church office" and no number: a congregation's, the support page's and the footer's (${locale})`, async ({
      page,
    }) => {
      const { first, ministry, support } = await subjects()
      const numbers = [...new Set([first.paybill, ministry])]
      const noNumber = async () => {
        const html = await everything(page)
        for (const n of numbers) expect(html, `the paybill ${n}`).not.toMatch(new RegExp(`(?<!\\d)${n}(?!\\d)`))
      }
      const start = new Date()
      site = await serveFolder(exportDir())
      const firstPath = localePath(locale, pathOf(first.slug))
      const supportPath = localePath(locale, support)
      await visit(page, site, supportPath)
      await visit(page, site, firstPath)
      const title = await titleOf(page)
      await ageSavedPages(page, SAVED_GIVING_MAX_DAYS + 1)
      const days = savedDays(start, locale, SAVED_GIVING_MAX_DAYS + 1)
      await goOffline(page, site)

      await page.goto(`${site.origin}${firstPath}`)
      const giving = page.getByRole('region', { name: t.giving.heading })
      await expect(giving.getByText(t.savedCopy.withheld).first()).toBeVisible()
      await expect(giving.getByRole('note')).toHaveText(
        anyOf(
          days.map(
            (date) => `${fill(t.savedCopy.tooOld, { date, days: SAVED_GIVING_MAX_DAYS })} ${t.savedCopy.hidden}`,
          ),
        ),
      )
      // No copy button is left for the paybill: nothing on the page could copy it.
      await expect(giving.getByRole('button', { name: new RegExp(t.giving.inSentence.paybill) })).toHaveCount(0)
      await noNumber()

      await page.goto(`${site.origin}${supportPath}`)
      await expect(page.getByRole('region', { name: t.support.mpesa })).toContainText(t.savedCopy.withheld)
      await expect(page.getByRole('contentinfo')).toContainText(t.savedCopy.withheld)
      await expect(page.getByRole('note').filter({ hasText: t.savedCopy.hidden })).toHaveCount(2)
      await noNumber()

      // The offline page (its own footer is the worker's fresh copy) lists the congregation without its number.
      await page.goto(`${site.origin}${offlinePath(locale)}`)
      const item = page.getByRole('region', { name: t.offline.give }).getByRole('listitem')
      await expect(item).toHaveText(
        anyOf(
          days.map(
            (date) =>
              `${title}: ${t.offline.paybill} ${t.savedCopy.withheld} (${fill(t.savedCopy.listedOn, { date })})`,
          ),
        ),
      )
    })
  }
})
