/**
 * The export built under /ministry (GitHub Pages project site): every internal link and asset in every
 * page carries the sub-path and exists, and pages work in the browser with nothing failing to load.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Content } from '../lib/content/types'
import { catalogues } from '../lib/i18n/messages'
import { checkExportLinks } from '../e2e/export-links'
import { expect, test } from '../e2e/fixtures'
import { bodyOf, pathOf, siteContent } from '../e2e/site-content'
import { SUBPATH, SUBPATH_SITE } from '../scripts/testing/build-subpath'

const out = path.join(SUBPATH_SITE, SUBPATH.slice(1))

test.describe(`the export under ${SUBPATH}`, { tag: '@desktop-too' }, () => {
  test('every internal link, image, script and document carries the sub-path and exists', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the export is the same for every width')
    const { pages, checked, problems } = checkExportLinks(out, SUBPATH)
    expect(pages).toBeGreaterThan(50)
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(500)
    // The host files name the sub-path too.
    const { site } = await siteContent()
    const redirects = fs.readFileSync(path.join(out, '_redirects'), 'utf8')
    for (const alias of site.aliases) expect(redirects).toContain(`${SUBPATH}/${alias.from} ${SUBPATH}${alias.to} 301`)
  })

  /** One page of each kind, picked from content by what it is. */
  const visits: Record<string, (c: Content) => string | undefined> = {
    'the home page': () => '/',
    'the congregations list': (c) => c.paths.churches,
    'the support page': (c) => c.paths.support,
    'a congregation': (c) => c.congregations[0] && pathOf(c.congregations[0].data.slug),
    'a program page': (c) => c.pages.filter((p) => p.data.layout === 'program').map((p) => pathOf(p.data.slug))[0],
    'a page with a photo gallery': (c) =>
      c.pages.filter((p) => p.data.gallery?.length).map((p) => pathOf(p.data.slug))[0],
  }
  for (const [kind, pick] of Object.entries(visits)) {
    test(`${kind} loads with every request answered`, async ({ page }) => {
      const visit = pick(await siteContent())
      test.skip(!visit, `content has no ${kind}`)
      const failed: string[] = []
      page.on('response', (r) => {
        if (r.url().startsWith(new URL(page.url() || 'http://x').origin) && r.status() >= 400)
          failed.push(`${r.status()} ${r.url()}`)
      })
      page.on('requestfailed', (r) => {
        if (new URL(r.url()).hostname === '127.0.0.1') failed.push(`failed ${r.url()}`)
      })
      // Third parties (PayPal, EmailJS, maps) are not reached from tests.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
      const response = await page.goto(`${SUBPATH}${visit}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // Styles arrived: the skip link (or any element) is laid out by the site's CSS, not the browser default.
      const styled = await page.evaluate(() =>
        [...document.styleSheets].some((s) => (s.href ?? '').includes('/ministry/_next/')),
      )
      expect(styled).toBe(true)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      expect(failed).toEqual([])
    })
  }

  test('menu and body links stay under the sub-path', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one width is enough')
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const content = await siteContent()
    // A link an editor wrote in a page's MDX body: [text](/path/).
    const bodyLink = content.pages
      .map((p) => ({ url: pathOf(p.data.slug), link: /\[([^\]]+)\]\((\/[^)#\s]*)\)/.exec(bodyOf(p)) }))
      .find((p) => p.link)
    test.skip(!bodyLink?.link, 'no page body links to a page of the site')
    await page.goto(`${SUBPATH}${bodyLink!.url}`)
    await expect(page.getByRole('link', { name: bodyLink!.link![1], includeHidden: true }).first()).toHaveAttribute(
      'href',
      `${SUBPATH}${bodyLink!.link![2]}`,
    )
    // A top-level entry of the main menu.
    const entry = content.menu.items.find((i) => i.url?.startsWith('/') && i.url !== '/')
    test.skip(!entry, 'the main menu has no top-level link to a page')
    await page.goto(`${SUBPATH}/`)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: entry!.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${SUBPATH}${entry!.url}$`))
    const missing = await page.goto(`${SUBPATH}/no-such-page/`)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible()
  })
})

// The service worker under the sub-path (docs/offline.md): registered from it, with its scope.
test.describe(`the service worker under ${SUBPATH}`, () => {
  test.use({ serviceWorkers: 'allow' })

  test("is the sub-path's, and a page never opened offline shows the sub-path's offline page", async ({ page }) => {
    const { congregations } = await siteContent()
    await page.goto(`${SUBPATH}/`)
    const registration = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((r) => ({ scope: r.scope, script: r.active?.scriptURL })),
    )
    const origin = new URL(page.url()).origin
    expect(registration).toEqual({ scope: `${origin}${SUBPATH}/`, script: `${origin}${SUBPATH}/sw.js` })
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.context().setOffline(true)
    await page.goto(`${SUBPATH}${pathOf(congregations[0]!.data.slug)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.offline.title)
    // The saved home page is listed, with the sub-path.
    await expect(page.getByRole('region', { name: catalogues.en.offline.saved }).getByRole('link')).toHaveAttribute(
      'href',
      `${SUBPATH}/`,
    )
  })
})
