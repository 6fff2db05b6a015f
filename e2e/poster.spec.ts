/**
 * A congregation's printable poster (docs/how-it-works.md, "Posters"): one A4 sheet in each language, with the
 * services as the page shows them, the guarded giving numbers (none where one is still to come), and a QR code that a
 * phone reads as the congregation page's address; the page's "Print a poster" link leads to it, and it ships no
 * script. The printed PDF is counted page by page; the QR code is read from its picture with jsQR, as a phone would.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { FIXTURE_SITE_URL } from '../scripts/testing/temp-build'
import type { Locale } from '../lib/i18n/locales'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { serviceLineOf } from './fixture-site/service-lines'
import { printedPages } from './printed-pages'
import { contentRoot, exportDir, siteContent } from './site-content'
import { exportPages } from '../lib/list-files'
import { formatFinding, proofreadExport } from '../lib/proofread/export'

/**
 * The build's giving guard (scripts/build/giving-guard.ts, a module Playwright's loader cannot import) over an export:
 * its findings, none when it passes.
 */
function givingGuardOver(out: string): string[] {
  const run = spawnSync(
    'npx',
    [
      'tsx',
      '-e',
      `import('./scripts/build/giving-guard.ts').then(async ({ default: g }) => console.log(JSON.stringify(await g.givingGuard(${JSON.stringify(out)}, ${JSON.stringify(contentRoot())}, 'test'))))`,
    ],
    { encoding: 'utf8' },
  )
  expect(run.status, run.stderr).toBe(0)
  return JSON.parse(run.stdout) as string[]
}

const prefix = (locale: Locale) => (locale === 'sw' ? '/sw' : '')
const posterOf = (slug: string, locale: Locale) => `${prefix(locale)}/${slug}/poster/`

/** What a phone's camera reads from the poster's QR code (a screenshot of it, decoded with jsQR). */
async function scanned(page: Page): Promise<string | undefined> {
  const shot = await page.getByRole('img', { name: /^(QR code|Msimbo wa QR)/ }).screenshot()
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

test.describe('the poster of a congregation with every fact supplied', () => {
  for (const locale of ['en', 'sw'] as const) {
    test(`prints on one A4 sheet in ${locale === 'en' ? 'English' : 'Kiswahili'} with the services, the place, the giving numbers and a QR code of the page`, async ({
      page,
    }) => {
      const c = (await siteContent(locale)).congregations.find((e) => e.data.slug === 'fixture-filled')!.data
      await page.goto(posterOf(c.slug, locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'en' ? 'Fixture Filled congregation' : 'Kanisa la Fixture Filled',
      )
      const sheet = page.locator('article')
      for (const s of c.services) await expect(sheet).toContainText(serviceLineOf(c.slug, s.title, locale))
      await expect(sheet).toContainText((await siteContent(locale)).site.name)
      await expect(sheet.locator('[data-giving="paybill"]').first()).toHaveText('247247')
      await expect(sheet.locator('[data-giving="account"]')).toHaveText('FIXTURE-01')
      await expect(sheet.locator('[data-giving="accountName"]')).toHaveText('FIXTURE FILLED FELLOWSHIP')

      const address = `${FIXTURE_SITE_URL}${prefix(locale)}/${c.slug}/`
      expect(await scanned(page)).toBe(address)
      await expect(sheet).toContainText(`fixture-site.test${prefix(locale)}/${c.slug}`)

      // On screen, the way back and how to print; neither prints.
      const back = page.getByRole('link', { name: locale === 'en' ? /^Back to the page of/ : /^Rudi kwenye/ })
      await expect(back).toHaveAttribute('href', `${prefix(locale)}/${c.slug}/`)
      await expectNoSeriousA11yViolations(page)
      await page.emulateMedia({ media: 'print' })
      await expect(back).toBeHidden()
      expect(await printedPages(page)).toBe(1)
    })
  }

  test('ships no script at all, no site header or footer, and is kept out of search engines', async ({
    page,
    request,
  }) => {
    for (const locale of ['en', 'sw'] as const) {
      const html = await (await request.get(posterOf('fixture-filled', locale))).text()
      expect(html).toContain('data-script-free')
      expect(html).not.toMatch(/<script\b/i)
      expect(html).toMatch(/<meta name="robots" content="noindex(, ?follow)?"/)
      expect(html).not.toContain('data-pagefind-body')
    }
    await page.goto(posterOf('fixture-filled', 'en'))
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('navigation')).toHaveCount(0)
  })
})

test.describe('the poster of a congregation with facts still to come', () => {
  for (const locale of ['en', 'sw'] as const) {
    test(`shows no account number the treasurer has not supplied, and still prints on one sheet with seven services (${locale})`, async ({
      page,
    }) => {
      // Grogon: seven services, a paybill whose account number is still to come.
      await page.goto(posterOf('grogon', locale))
      const sheet = page.locator('article')
      await expect(sheet.locator('[data-giving="paybill"]').first()).toHaveText('247247')
      await expect(sheet.locator('[data-giving="account"]')).toHaveCount(0)
      await expect(sheet).toContainText(locale === 'en' ? 'Ask the church office' : 'Uliza ofisi ya kanisa')
      await expect(sheet).not.toContainText('TODO')
      await expect(sheet.locator('[data-pending]')).toHaveCount(0)
      await page.emulateMedia({ media: 'print' })
      expect(await printedPages(page)).toBe(1)
    })
  }

  test("shows no number where the pastor's M-Pesa number is still to come, and a time still to come as the page does", async ({
    page,
  }) => {
    await page.goto(posterOf('fixture-mpesa-pending', 'en'))
    const giving = page.locator('article section').filter({ hasText: "Pastor's M-Pesa number" })
    await expect(giving).toContainText('Ask the church office')
    await expect(giving).not.toContainText(/\d{3}/)
    await expect(page.locator('[data-giving]')).toHaveCount(0)

    // Fixture Pending: its Sunday service's time is still to come; the poster says "Sundays", as its page does.
    await page.goto(posterOf('fixture-pending', 'en'))
    await expect(page.locator('article')).toContainText(serviceLineOf('fixture-pending', 'Sunday service'))
    await expect(page.locator('article')).not.toContainText('TODO')
    expect(await scanned(page)).toBe(`${FIXTURE_SITE_URL}/fixture-pending/`)
  })
})

test.describe('the page\'s "Print a poster" link', () => {
  for (const [locale, name] of [
    ['en', 'Print a poster'],
    ['sw', 'Chapisha bango'],
  ] as const)
    test(`leads to the poster in the page's language (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/fixture-filled/`)
      await page.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${posterOf('fixture-filled', locale)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Fixture Filled')
    })
})

test.describe("the preview's poster", { tag: '@preview-only' }, () => {
  test('marks what is still to come in place, as the page does', async ({ page }) => {
    await page.goto(posterOf('fixture-mpesa-pending', 'en'))
    const marks = page.locator('article [data-pending]')
    await expect(marks.filter({ hasText: 'the M-Pesa number of the pastor of Fixture Mpesa Pending' })).toHaveCount(1)
    await expect(page.locator('[data-giving]')).toHaveCount(0)
  })

  test("prints every congregation's poster on one A4 sheet under the preview's banner, with every mark in place", async ({
    page,
  }) => {
    const slugs = (await siteContent()).congregations.map((c) => c.data.slug)
    expect(slugs.length).toBeGreaterThan(1)
    const longer: string[] = []
    for (const locale of ['en', 'sw'] as const) {
      for (const slug of slugs) {
        await page.goto(posterOf(slug, locale))
        await expect(page.getByRole('note').first()).toBeVisible()
        await page.emulateMedia({ media: 'print' })
        const pages = await printedPages(page)
        if (pages !== 1) longer.push(`${posterOf(slug, locale)}: ${pages} pages`)
        await page.emulateMedia({ media: 'screen' })
      }
    }
    expect(longer).toEqual([])
    // The congregation with facts still to come shows its marks on the sheet.
    await page.goto(posterOf('fixture-pending', 'en'))
    await expect(page.locator('article [data-pending]').first()).toBeVisible()
  })
})

test.describe('the giving guard and the proofreader read the posters like any page', () => {
  test('the guard passes the built posters, and stops a poster that shows a number outside its guard mark', () => {
    const out = exportDir()
    expect(givingGuardOver(out)).toEqual([])
    // The built posters, with the paybill number's guard mark taken off: a number shown outside the marks the guard
    // accepts, as a poster that printed the number some other way would.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-guard-'))
    for (const locale of ['en', 'sw'] as const) {
      const page = posterOf('fixture-filled', locale)
      const html = fs.readFileSync(path.join(out, page, 'index.html'), 'utf8')
      const marked = /data-giving="paybill"([^>]*>247247<)/
      expect(html).toMatch(marked)
      fs.mkdirSync(path.join(copy, page), { recursive: true })
      fs.writeFileSync(path.join(copy, page, 'index.html'), html.replace(marked, 'data-note="paybill"$1'))
    }
    expect(givingGuardOver(copy)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/fixture-filled\/poster\/.*"247247"/),
        expect.stringMatching(/^\/sw\/fixture-filled\/poster\/.*"247247"/),
      ]),
    )
  })

  test('the proofreader finds nothing to fix on the posters of the public build', async () => {
    const out = exportDir()
    const posters = exportPages(out).filter((f) => /[/\\]poster[/\\]index\.html$/.test(f))
    expect(posters.length).toBe(2 * (await siteContent()).congregations.length)
    const findings = proofreadExport(out, 'public').filter((f) => /\/poster\//.test(formatFinding(f)))
    expect(findings.map(formatFinding)).toEqual([])
  })
})
