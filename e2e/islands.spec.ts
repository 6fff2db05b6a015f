/**
 * Pages ship their islands, not Next.js's client runtime (docs/islands.md; the export guard, which reads every
 * page from disk, is e2e/files/islands.check.ts): in a browser, a page without widgets loads no script, and a
 * failing island leaves the page readable.
 */
import { real } from '../lib/content/pending'
import type { Page } from '@playwright/test'
import { ISLAND_TAG } from '../lib/islands/markup'
import { exportedPages, REGISTER } from './export-files'
import { expect, expectHydrated, test } from './fixtures'
import { congregationWith, exportDir, pageWith, pathOf, sectionOf, siteContent } from './site-content'
import { ISLAND_CODE } from './third-party'

/** Every request for a script while the page loads. */
function scriptsLoaded(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  return scripts
}

test(
  "a page whose only widget is navigation loads no JavaScript but the service worker's registration, and its menu works",
  { tag: '@desktop-too' },
  async ({ page }, testInfo) => {
    // An English page: the menu's names below are the English ones.
    const plain = exportedPages(exportDir()).find(
      ({ page: p, elements }) =>
        p.endsWith('/index.html') &&
        !p.startsWith('sw/') &&
        !p.startsWith('404/') &&
        !elements.some((e) => e.tagName === ISLAND_TAG),
    )
    expect(plain, 'a page of the fixture site without an island').toBeDefined()
    const scripts = scriptsLoaded(page)
    await page.goto(`/${plain!.page.replace(/index\.html$/, '')}`)
    await page.waitForLoadState('networkidle')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(REGISTER)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    if (testInfo.project.name === 'desktop') await expect(nav.getByRole('link').first()).toBeVisible()
    else {
      await nav.getByRole('button', { name: 'Menu', exact: true }).click()
      await expect(nav.getByRole('link').first()).toBeVisible()
    }
  },
)

/** A congregation page with a hero of several slides and a paybill to copy: two islands that start with the page. */
async function twoIslands() {
  const c = await congregationWith(
    'a hero of two or more slides and a paybill',
    (c) => (sectionOf(c, 'hero')?.slides.length ?? 0) >= 2 && !!real(sectionOf(c, 'giving')?.giving.paybill),
  )
  const hero = sectionOf(c, 'hero')!
  return {
    path: pathOf(c.data.slug),
    name: c.data.name,
    firstTitle: hero.slides[0]!.title,
    paybill: String(real(sectionOf(c, 'giving')!.giving.paybill)),
  }
}

/** The paybill's copy button copies it and says so: its early script works, whatever the other islands do. */
async function expectPaybillCopied(page: Page, paybill: string) {
  const copy = page.getByRole('button', { name: /^Cop(y|ied) paybill number$/ })
  await copy.click()
  await expect(copy).toHaveText(/Copied/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paybill)
}

test.describe('a failing island leaves the page readable', () => {
  test('an island that throws keeps its static HTML, and the other islands still work', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const subject = await twoIslands()
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    // The hero carousel (a DOM island) is served without its viewport's mark, so it throws as it starts.
    await page.route(`**${subject.path}`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/ data-carousel-viewport=""/, '')
      await route.fulfill({ response, body: html })
    })
    await page.goto(subject.path)
    const hero = page.locator('island-root[data-island="hero-carousel"]')
    await expect(hero).toHaveAttribute('data-failed', '')
    expect(errors.some((e) => /hero-carousel island could not start/.test(e))).toBe(true)
    // The first slide's server HTML is in place, and the carousel does not claim to run; the rest of the page is there.
    const region = page.getByRole('region', { name: `Welcome messages from ${subject.name}` })
    await expect(region).toContainText(subject.firstTitle)
    await expect(region).not.toHaveAttribute('data-ready')
    await expect(page.getByRole('heading', { name: 'Offerings and tithes' })).toBeVisible()
    await expectPaybillCopied(page, subject.paybill)
  })

  test('a DOM island that throws as it starts gets its static HTML back', async ({ page }) => {
    const content = await siteContent()
    const churches = content.paths.churches
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    // The congregation finder is handed no congregations, so its code throws as it starts.
    await page.route(`**${churches}`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /(<island-root data-island="church-finder"[^>]*data-props=")[^"]*"/,
        '$1{&quot;entries&quot;:null}"',
      )
      await route.fulfill({ response, body: html })
    })
    await page.goto(churches)
    // It starts at the visitor's first action on it.
    await page.getByRole('combobox', { name: 'Region' }).focus()
    await expect(page.locator('island-root[data-island="church-finder"]')).toHaveAttribute('data-failed', '')
    expect(errors.some((e) => /church-finder island could not start/.test(e))).toBe(true)
    // The list the server wrote is back: every congregation's link, as without JavaScript.
    await expect(
      page.getByRole('main').getByRole('link', { name: content.congregations[0]!.data.name, exact: true }).first(),
    ).toBeVisible()
    // And the mark that said the action was heard is gone.
    await expect(page.locator('[data-acting]')).toHaveCount(0)
  })

  test('a React island that throws while rendering gets its static HTML back', async ({ page }) => {
    const content = await siteContent()
    const support = content.paths.support
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    // The donation widget is handed no words, so React throws while it renders.
    await page.route(`**${support}`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /(<island-root data-island="donation-widget"[^>]*data-props=")[^"]*"/,
        '$1{&quot;text&quot;:null}"',
      )
      await route.fulfill({ response, body: html })
    })
    await page.goto(support)
    const widget = page.locator('island-root[data-island="donation-widget"]')
    const give = widget.getByRole('button', { name: 'Give with PayPal' })
    await expect(give).toBeVisible()
    // It starts at the visitor's first action on it.
    await give.focus()
    await expect(widget).toHaveAttribute('data-failed', '')
    expect(errors.some((e) => /donation-widget island failed/.test(e))).toBe(true)
    // The widget the server wrote is back.
    await expect(give).toBeVisible()
  })

  test('an island whose code cannot be fetched keeps its static HTML, and the others work', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const subject = await twoIslands()
    await page.route(/\/_next\/static\/islands\/hero-carousel-[A-Z0-9]+\.js$/, (route) => route.abort())
    await page.goto(subject.path)
    const hero = page.locator('island-root[data-island="hero-carousel"]')
    await expect(hero).toHaveAttribute('data-failed', '')
    await expect(hero).not.toHaveAttribute('data-started', '')
    await expect(page.getByRole('region', { name: `Welcome messages from ${subject.name}` })).toContainText(
      subject.firstTitle,
    )
    await expectPaybillCopied(page, subject.paybill)
  })

  test("the copy buttons copy though the islands' loader never comes: their script is the page's own", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const subject = await twoIslands()
    await page.route(/\/_next\/static\/islands\/islands-entry-[A-Z0-9]+\.js$/, (route) => route.abort())
    await page.goto(subject.path)
    await expectPaybillCopied(page, subject.paybill)
  })
})

// At phone width: one column of photos, one under another. Which photos are near enough to fetch is the browser's to
// say (the full browser and its headless shell differ): the island fetches the same ones as the page without it.
test('starting an island fetches none of its lazy photos: a long gallery loads only those near the screen', async ({
  page,
}) => {
  const p = (await pageWith('a gallery of twelve or more photos', (p) => (p.data.gallery?.length ?? 0) >= 12)).data
  let photos = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/media/')) photos.add(request.url())
  })
  // Every photo is asked of the network each time, not of the cache.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const grid = page.getByRole('region', { name: `Photos: ${p.title}` })
  /**
   * The photos the page fetches as it opens at its top (and its gallery's island starts, if `started`), once nothing
   * more comes.
   */
  const fetchedOpening = async (started: boolean) => {
    photos = new Set()
    await page.goto(pathOf(p.slug))
    if (started) await expectHydrated(grid.getByRole('button').first())
    await page.waitForLoadState('networkidle')
    return [...photos].sort()
  }

  // The browser's own lazy loading: no island runs.
  await page.route(ISLAND_CODE, (route) => route.abort())
  const withoutIslands = await fetchedOpening(false)
  await page.unroute(ISLAND_CODE)
  expect(withoutIslands.length).toBeGreaterThan(0)
  expect(withoutIslands.length, 'photos fetched of the gallery').toBeLessThan(p.gallery!.length)
  const started = await fetchedOpening(true)
  expect(started).toEqual(withoutIslands)
})

test(
  'an odd address such as // still shows the home page, with its islands',
  { tag: '@desktop-too' },
  async ({ page, baseURL }) => {
    await page.goto(`${baseURL}//`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText("This page couldn't load")).toHaveCount(0)
    const islands = page.locator(`${ISLAND_TAG}`)
    if ((await islands.count()) > 0) await expect(islands.first()).toHaveAttribute('data-started', '')
  },
)

test.describe('without JavaScript', { tag: '@desktop-too' }, () => {
  test.use({ javaScriptEnabled: false })

  test('a page with islands shows their server HTML', async ({ page }) => {
    const subject = await twoIslands()
    await page.goto(subject.path)
    await expect(page.getByRole('region', { name: `Welcome messages from ${subject.name}` })).toContainText(
      subject.firstTitle,
    )
    await expect(page.getByText(subject.paybill, { exact: true })).toBeVisible()
  })
})
