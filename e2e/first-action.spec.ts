/**
 * The first action on a widget that waits for the visitor (`start: 'interaction'`, docs/islands.md): it is heard at
 * once, before any of the widget's code has come (the control acted on is marked busy, `data-acting`, and the page's
 * live region says so in the page's language), both go once the widget runs, and what the visitor asked for is done:
 * tapped while the code is on its way, tapped twice, tapped as it starts. The code of a widget in view is fetched
 * ahead (fetched, never run) while the visitor reads, and taken from the browser's cache at the first action; never
 * with Save-Data or on 2G. Every widget of the kind is here, each on the first page whose HTML has it (read from the
 * export, so no test depends on a page's name).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CDPSession, Locator, Page } from '@playwright/test'
import { normalise } from '../lib/congregation/finder'
import { congregationPlace } from '../lib/congregation/place'
import type { Locale } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { ACTING, ISLAND_STATUS } from '../lib/islands/markup'
import { expect, test } from './fixtures'
import { exportDir, lacking, siteContent } from './site-content'
import { codeContaining, fakeEmailJs, fakePayPal, holdIslandCode, paypalOrders, REACT_CODE } from './third-party'

const ISLAND_CODE = /\/_next\/static\/islands\/[^/]+\.js$/

/** The pages of the export under test whose HTML has an island, by its name, in one language; read once per worker. */
const pagesByIsland = new Map<string, string[]>()
function pagesWithIsland(island: string, locale: Locale): string[] {
  if (pagesByIsland.size === 0) {
    const root = exportDir()
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return ['_next', 'admin', 'pagefind', 'media'].includes(entry.name) ? [] : walk(full)
        return entry.name === 'index.html' ? [full] : []
      })
    for (const file of walk(root).sort()) {
      const page = `/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/')
      const html = fs.readFileSync(file, 'utf8')
      for (const [, name] of html.matchAll(/<island-root data-island="([^"]+)"/g))
        if (!pagesByIsland.get(name!)?.includes(page))
          pagesByIsland.set(name!, [...(pagesByIsland.get(name!) ?? []), page])
    }
  }
  return (pagesByIsland.get(island) ?? []).filter((p) => (locale === 'sw') === p.startsWith('/sw/'))
}
/** The first page of a language with the island. */
const pageWithIsland = (island: string, locale: Locale = 'en') =>
  pagesWithIsland(island, locale)[0] ??
  lacking(`page with the ${island} widget${locale === 'sw' ? ' in Kiswahili' : ''}`)

const islandRoot = (page: Page, island: string) => page.locator(`island-root[data-island="${island}"]`).first()
/** The page's one live region for its widgets. */
const liveRegion = (page: Page) => page.locator(`[${ISLAND_STATUS}]`)
const acting = (page: Page) => page.locator(`[${ACTING}]`)

/**
 * The first action was heard, before any of the widget's code came: the control acted on, and it alone, is marked
 * busy (a busy cursor, its size in the layout unchanged), and the live region says the page's words for it.
 */
async function expectHeard(page: Page, control: Locator, locale: Locale, box?: { width: number; height: number }) {
  const words = catalogues[locale].islandBusy
  await expect(control).toHaveAttribute(ACTING, '')
  await expect(acting(page)).toHaveCount(1)
  await expect(liveRegion(page)).toHaveCount(1)
  await expect(liveRegion(page)).toHaveAttribute(ISLAND_STATUS, words)
  await expect(liveRegion(page)).toHaveText(words)
  // A live region, read out without moving the focus.
  expect(
    await liveRegion(page).evaluate(
      (el) => el.getAttribute('aria-live') ?? (el.getAttribute('role') === 'status' ? 'polite' : null),
    ),
  ).toBe('polite')
  // Where it is still in view (a held "Give with PayPal" gives its place to the widget's own "Loading PayPal...").
  if (await control.isVisible()) {
    expect(await control.evaluate((el) => getComputedStyle(el).cursor)).toBe('progress')
    if (box) expect(await layoutSize(control)).toEqual(box)
  }
}

/** The widget runs: the busy mark is gone and the live region says nothing more. */
async function expectSettled(page: Page, root: Locator) {
  await expect(root).toHaveAttribute('data-hydrated', '')
  await expect(acting(page)).toHaveCount(0)
  await expect(liveRegion(page)).toHaveText('')
}

/**
 * The size of the control's box in the page's layout: what moves the rest of the page if it changes (a transform, such
 * as the pressed look, changes only how it is drawn).
 */
const layoutSize = (control: Locator) =>
  control.evaluate((el) => ({ width: (el as HTMLElement).offsetWidth, height: (el as HTMLElement).offsetHeight }))

/** The island's code is held; the returned box is the control's size before the action. */
async function holdAndMeasure(page: Page, control: Locator) {
  const held = await holdIslandCode(page)
  return { held, box: await layoutSize(control) }
}

/** The widget asked for its code (held): the first action reached the loader. */
const askedForCode = (held: { asked: string[] }) =>
  expect.poll(() => held.asked.length, 'the widget asked for its code').toBeGreaterThan(0)

/**
 * A congregation and a few letters of its name that no other congregation has in its name or place, so typing them
 * leaves that congregation alone in the finder.
 */
async function uniqueFragment(locale: Locale) {
  const content = await siteContent(locale)
  const searchable = content.congregations.map((c) => ({
    c,
    text: normalise(`${c.data.name} ${congregationPlace(c.data).text ?? ''}`),
  }))
  for (const { c } of searchable) {
    const letters = normalise(c.data.name)
    for (let length = 3; length <= letters.length; length++)
      for (let start = 0; start + length <= letters.length; start++) {
        const fragment = letters.slice(start, start + length)
        if (!fragment.includes(' ') && searchable.filter((s) => s.text.includes(fragment)).length === 1)
          return { name: c.data.name, region: c.data.region, fragment, content }
      }
  }
  return lacking('congregation with letters in its name that no other congregation has')
}

/** The congregation links of the finder's list. */
const listed = (page: Page) => page.getByRole('main').getByRole('region').getByRole('link')

const slider = (page: Page) => islandRoot(page, 'support-slider')
/** The cards a visitor sees (before the slider runs, all of them in a row; then slick hides the others from view). */
const shownCards = (page: Page) => slider(page).getByRole('heading', { level: 3 })
const nextCards = (page: Page) => slider(page).getByRole('button', { name: catalogues.en.supportSlider.next })
/** The cards' titles, in order, as the page's HTML lists them before the slider runs. */
async function cardTitles(page: Page): Promise<string[]> {
  const titles = await shownCards(page).allTextContents()
  expect(titles.length, 'support cards on the page').toBeGreaterThan(2)
  return titles
}
/**
 * At phone width the slider shows one card and moves by one: after `moves` taps on Next, the card that many places on,
 * whole inside the slider's frame.
 */
async function expectMovedBy(page: Page, titles: string[], moves: number) {
  await expect(slider(page).locator('[data-ready]')).toHaveCount(1)
  await expect(shownCards(page)).toHaveText([titles[moves % titles.length]!])
  await expect(async () => {
    const frame = (await slider(page).locator('.slick-list').boundingBox())!
    const card = (await shownCards(page).boundingBox())!
    expect(card.x).toBeGreaterThanOrEqual(frame.x - 1)
    expect(card.x + card.width).toBeLessThanOrEqual(frame.x + frame.width + 1)
  }).toPass({ timeout: 5_000 })
}

/**
 * Writes a message into every required field of a form, as the browser's autofill does: no tap, no focus, no event,
 * so that Send is the visitor's first action in it.
 */
async function fillSilently(form: Locator) {
  await form.evaluate((element) => {
    for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[required], textarea[required]',
    ))
      field.value =
        field.type === 'email' ? 'grace@example.org' : field.type === 'tel' ? '0712345678' : 'Please pray for us.'
  })
}

test.describe('the first action is heard at once and not lost', () => {
  test('church finder: letters typed in its name field while its code comes', async ({ page }) => {
    const t = catalogues.en.finder
    const { name, fragment } = await uniqueFragment('en')
    await page.goto(pageWithIsland('church-finder'))
    const root = islandRoot(page, 'church-finder')
    const field = root.getByRole('searchbox', { name: t.name })
    const total = await listed(page).count()
    const { held, box } = await holdAndMeasure(page, field)

    await field.tap()
    await askedForCode(held)
    await expectHeard(page, field, 'en', box)
    await page.keyboard.type(fragment)
    await expect(field).toHaveValue(fragment)
    await expect(listed(page)).toHaveCount(total)

    held.open()
    await expectSettled(page, root)
    await expect(listed(page)).toHaveText([name])
    await expect(field).toHaveValue(fragment)
    await expect(field).toBeFocused()
  })

  test('church finder: a region chosen while its code comes', async ({ page }) => {
    const t = catalogues.en.finder
    const { content } = await uniqueFragment('en')
    const regions = [...new Set(content.congregations.map((c) => c.data.region))]
    expect(regions.length, 'regions with congregations').toBeGreaterThan(1)
    const region = regions.at(-1)!
    const inRegion = content.congregations.filter((c) => c.data.region === region)
    await page.goto(pageWithIsland('church-finder'))
    const root = islandRoot(page, 'church-finder')
    const select = root.getByRole('combobox', { name: t.region })
    const { held, box } = await holdAndMeasure(page, select)

    // A list chosen from, as on a phone: the choice is the first the page hears of it.
    await select.selectOption(region)
    await askedForCode(held)
    await expectHeard(page, select, 'en', box)

    held.open()
    await expectSettled(page, root)
    await expect(select).toHaveValue(region)
    await expect(listed(page)).toHaveCount(inRegion.length)
    for (const c of inRegion) await expect(listed(page).filter({ hasText: c.data.name })).toHaveCount(1)
  })

  test('message form: Send tapped while its code comes, the message goes once', async ({ page }) => {
    const requests = await fakeEmailJs(page)
    await page.goto(pageWithIsland('message-form'))
    const root = islandRoot(page, 'message-form')
    // Each form has its own words for Send and for a message sent (a program page's "email us").
    const t = (JSON.parse((await root.getAttribute('data-props'))!) as { text: { send: string; sent: string } }).text
    const form = root.getByRole('form')
    const send = form.getByRole('button', { name: t.send, exact: true })
    await send.scrollIntoViewIfNeeded()
    await fillSilently(form)
    const { held, box } = await holdAndMeasure(page, send)

    await send.tap()
    await askedForCode(held)
    await expectHeard(page, send, 'en', box)
    expect(requests).toEqual([])

    held.open()
    await expectSettled(page, root)
    await expect(form.getByRole('status')).toHaveText(t.sent)
    expect(requests).toHaveLength(1)
  })

  test('donation widget: an amount chosen while its code comes is the amount given', async ({ page }) => {
    const t = catalogues.en.donation
    const paypal = await fakePayPal(page)
    await page.goto(pageWithIsland('donation-widget'))
    const root = islandRoot(page, 'donation-widget')
    // An amount not chosen from the start, and not "Other amount".
    const amounts = root.getByRole('group', { name: t.amount })
    const value = (await amounts
      .locator('input[type="radio"]:not(:checked):not([value="other"])')
      .first()
      .getAttribute('value'))!
    const amount = amounts.locator(`input[type="radio"][value="${value}"]`)
    await amount.scrollIntoViewIfNeeded()
    const { held, box } = await holdAndMeasure(page, amount)

    await amount.tap()
    await askedForCode(held)
    await expectHeard(page, amount, 'en', box)
    await expect(amount).toBeChecked()

    held.open()
    await expectSettled(page, root)
    await expect(amount).toBeChecked()
    // PayPal is given the amount chosen.
    await root.getByRole('button', { name: t.give, exact: true }).tap()
    const donate = root.getByRole('button', { name: /^Donate with PayPal/ })
    await donate.click()
    await expect.poll(() => paypalOrders(page)).toHaveLength(1)
    expect((await paypalOrders(page))[0]!.purchase_units[0]!.amount.value).toBe(Number(value).toFixed(2))
    expect(paypal).toHaveLength(1)
  })

  test("donation widget: an amount's words tapped, as on a phone, mark its choice", async ({ page }) => {
    const t = catalogues.en.donation
    await page.goto(pageWithIsland('donation-widget'))
    const root = islandRoot(page, 'donation-widget')
    const amounts = root.getByRole('group', { name: t.amount })
    const value = (await amounts
      .locator('input[type="radio"]:not(:checked):not([value="other"])')
      .first()
      .getAttribute('value'))!
    const amount = amounts.locator(`input[type="radio"][value="${value}"]`)
    const words = amounts.locator('label').filter({ has: page.locator(`input[value="${value}"]`) })
    await words.scrollIntoViewIfNeeded()
    const { held, box } = await holdAndMeasure(page, amount)

    // The words, at the end of the label: the bigger target, away from the radio button itself.
    const label = (await words.boundingBox())!
    await page.touchscreen.tap(label.x + label.width - 4, label.y + label.height / 2)
    await askedForCode(held)
    await expectHeard(page, amount, 'en', box)
    await expect(amount).toBeChecked()

    held.open()
    await expectSettled(page, root)
    await expect(amount).toBeChecked()
  })

  test('donation widget: "Give with PayPal" tapped while its code comes opens PayPal', async ({ page }) => {
    const t = catalogues.en.donation
    const paypal = await fakePayPal(page)
    await page.goto(pageWithIsland('donation-widget'))
    const root = islandRoot(page, 'donation-widget')
    // Found by its words whether shown or not: once held, it gives its place to "Loading PayPal...".
    const give = root.locator('button', { hasText: t.give })
    await give.scrollIntoViewIfNeeded()
    const { held, box } = await holdAndMeasure(page, give)

    await give.tap()
    await askedForCode(held)
    await expectHeard(page, give, 'en', box)
    expect(paypal).toEqual([])

    held.open()
    await expectSettled(page, root)
    await expect(root.getByRole('button', { name: /^Donate with PayPal/ })).toBeVisible()
    expect(paypal).toHaveLength(1)
  })

  test('support slider: Next tapped while its code comes moves it', async ({ page }) => {
    await page.goto(pageWithIsland('support-slider'))
    const titles = await cardTitles(page)
    const next = nextCards(page)
    await next.scrollIntoViewIfNeeded()
    const { held, box } = await holdAndMeasure(page, next)

    await next.tap()
    await askedForCode(held)
    await expectHeard(page, next, 'en', box)

    held.open()
    await expectSettled(page, slider(page))
    await expectMovedBy(page, titles, 1)
  })

  test('site search: words typed and Enter while its code comes are searched', async ({ page }) => {
    const t = catalogues.en.search
    const word = normalise((await siteContent()).congregations[0]!.data.name).split(' ')[0]!
    await page.goto(pageWithIsland('site-search'))
    const root = islandRoot(page, 'site-search')
    const field = root.getByRole('searchbox', { name: t.label })
    const { held, box } = await holdAndMeasure(page, field)

    await field.tap()
    await askedForCode(held)
    await expectHeard(page, field, 'en', box)
    await page.keyboard.type(word)
    await page.keyboard.press('Enter')

    held.open()
    await expectSettled(page, root)
    await expect(root.getByRole('status')).toContainText(word)
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`))
    await expect(root.getByRole('list').getByRole('link').first()).toBeVisible()
  })

  test('video player: "Watch Video" tapped while its code comes opens the player', async ({ page }) => {
    const t = catalogues.en.video
    await page.goto(pageWithIsland('video-modal'))
    const root = islandRoot(page, 'video-modal')
    const watch = root.getByRole('button', { name: t.watch })
    await watch.scrollIntoViewIfNeeded()
    const { held, box } = await holdAndMeasure(page, watch)

    await watch.tap()
    await askedForCode(held)
    await expectHeard(page, watch, 'en', box)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    held.open()
    await expectSettled(page, root)
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('button', { name: t.close })).toBeVisible()
  })

  for (const locale of ['en', 'sw'] as const satisfies Locale[])
    test(`copy button: the first tap copies at once, from the page's own script, and so does the next${locale === 'sw' ? ', in Kiswahili on a Kiswahili page' : ''}`, async ({
      page,
      context,
    }) => {
      const t = catalogues[locale].copy
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto(pageWithIsland('copy-button', locale))
      const root = islandRoot(page, 'copy-button')
      const { value, text } = JSON.parse((await root.getAttribute('data-props'))!) as {
        value: string
        text: { copiedStatus: string }
      }
      const copy = root.getByRole('button')
      await copy.scrollIntoViewIfNeeded()
      // No code is fetched for it, before the tap or by it: what answers the tap is already running.
      const fetched: string[] = []
      page.on('request', (request) => {
        if (ISLAND_CODE.test(new URL(request.url()).pathname)) fetched.push(request.url())
      })
      await expect(root).not.toHaveAttribute('data-code')

      await copy.tap()
      await expect(copy).toContainText(t.copied)
      await expect(root.getByRole('status')).toHaveText(text.copiedStatus)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value)
      await page.evaluate(() => navigator.clipboard.writeText(''))
      await copy.tap()
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value)
      await expect(copy).toContainText(t.copied)
      expect(fetched.filter((url) => /copy-button/.test(url))).toEqual([])
      await expect(acting(page)).toHaveCount(0)
    })
})

/**
 * Once the island is marked started (its code has come, and it is being started: a React island hydrates in slices
 * from then on), the visitor types `letters` into `field`, as the browser does with each key.
 */
async function typeAsItStarts(root: Locator, field: Locator, letters: string) {
  const handle = await field.elementHandle()
  await root.evaluate(
    (element, { field, letters }) =>
      new MutationObserver((_, observer) => {
        if (!element.hasAttribute('data-started')) return
        observer.disconnect()
        const input = field as HTMLInputElement
        input.setRangeText(letters, input.value.length, input.value.length, 'end')
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: letters }))
      }).observe(element, { attributes: true, attributeFilter: ['data-started'] }),
    { field: handle, letters },
  )
}

/** Once the island is marked started (its code has come, and it is being started), the visitor presses `button`. */
async function pressAsItStarts(root: Locator, button: Locator) {
  const handle = await button.elementHandle()
  await root.evaluate(
    (element, button) =>
      new MutationObserver((_, observer) => {
        if (!element.hasAttribute('data-started')) return
        observer.disconnect()
        ;(button as HTMLElement).click()
      }).observe(element, { attributes: true, attributeFilter: ['data-started'] }),
    handle,
  )
}

test.describe('the action is never lost', () => {
  test('church finder: a region and letters at once while its code comes, and letters typed on as it arrives', async ({
    page,
  }) => {
    const t = catalogues.en.finder
    const { name, region, fragment, content } = await uniqueFragment('en')
    const inRegion = content.congregations.filter((c) => c.data.region === region)
    await page.goto(pageWithIsland('church-finder'))
    const root = islandRoot(page, 'church-finder')
    const select = root.getByRole('combobox', { name: t.region })
    const field = root.getByRole('searchbox', { name: t.name })
    const held = await holdIslandCode(page)

    await select.selectOption(region)
    await field.tap()
    await page.keyboard.type(fragment.slice(0, -1))
    await askedForCode(held)
    // The first action is the one marked.
    await expectHeard(page, select, 'en')
    // The code comes as the visitor types on, without waiting for it.
    held.open()
    await page.keyboard.type(fragment.slice(-1))

    await expectSettled(page, root)
    await expect(field).toHaveValue(fragment)
    await expect(listed(page)).toHaveText([name])
    // The region holds too: without the letters, its congregations.
    await field.fill('')
    await expect(select).toHaveValue(region)
    await expect(listed(page)).toHaveCount(inRegion.length)
  })

  test('church finder: letters typed as it starts are kept', async ({ page }) => {
    const t = catalogues.en.finder
    const { name, fragment } = await uniqueFragment('en')
    await page.goto(pageWithIsland('church-finder'))
    const root = islandRoot(page, 'church-finder')
    const field = root.getByRole('searchbox', { name: t.name })
    const held = await holdIslandCode(page)
    await field.tap()
    await page.keyboard.type(fragment.slice(0, -1))
    await askedForCode(held)
    await typeAsItStarts(root, field, fragment.slice(-1))

    held.open()
    await expectSettled(page, root)
    await expect(field).toHaveValue(fragment)
    await expect(listed(page)).toHaveText([name])
  })

  test('support slider: two quick taps on Next are two moves', async ({ page }) => {
    await page.goto(pageWithIsland('support-slider'))
    const titles = await cardTitles(page)
    const next = nextCards(page)
    await next.scrollIntoViewIfNeeded()
    const held = await holdIslandCode(page)

    await next.tap()
    await next.tap()
    await askedForCode(held)
    await expectHeard(page, next, 'en')

    held.open()
    await expectSettled(page, slider(page))
    await expectMovedBy(page, titles, 2)
  })

  test('support slider: a tap on Next as it starts is a move too', async ({ page }) => {
    await page.goto(pageWithIsland('support-slider'))
    const titles = await cardTitles(page)
    const next = nextCards(page)
    await next.scrollIntoViewIfNeeded()
    const held = await holdIslandCode(page)

    await next.tap()
    await askedForCode(held)
    await pressAsItStarts(slider(page), next)

    held.open()
    await expectSettled(page, slider(page))
    await expectMovedBy(page, titles, 2)
  })

  test('donation widget: "Give with PayPal" tapped twice while its code comes opens PayPal once', async ({ page }) => {
    const t = catalogues.en.donation
    const paypal = await fakePayPal(page)
    await page.goto(pageWithIsland('donation-widget'))
    const root = islandRoot(page, 'donation-widget')
    const give = root.getByRole('button', { name: t.give, exact: true })
    await give.scrollIntoViewIfNeeded()
    const held = await holdIslandCode(page)

    // Two taps on the same spot: the second lands where the button was.
    const { x, y, width, height } = (await give.boundingBox())!
    await page.touchscreen.tap(x + width / 2, y + height / 2)
    await page.touchscreen.tap(x + width / 2, y + height / 2)
    await askedForCode(held)
    await expectHeard(page, root.locator('button', { hasText: t.give }), 'en')
    held.open()
    await expectSettled(page, root)
    await expect(root.getByRole('button', { name: /^Donate with PayPal/ })).toHaveCount(1)
    await expect(root.getByRole('button', { name: /^Donate with PayPal/ })).toBeVisible()
    expect(paypal).toHaveLength(1)
  })
})

/**
 * Every request the page makes from now on, with its resource type; and, as the browser tells it (CDP), the island
 * files answered by the network and those taken from its cache, in order.
 */
async function recordRequests(page: Page) {
  const requests: { url: string; type: string }[] = []
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }))
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const fromNetwork: string[] = []
  const fromCache: string[] = []
  const urls = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url))
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const url = urls.get(requestId)
    if (url && ISLAND_CODE.test(url)) fromCache.push(url)
  })
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!ISLAND_CODE.test(response.url)) return
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache.push(response.url)
    else fromNetwork.push(response.url)
  })
  const islandFiles = (type?: string) => [
    ...new Set(requests.filter((r) => ISLAND_CODE.test(r.url) && (!type || r.type === type)).map((r) => r.url)),
  ]
  return { requests, fromNetwork, fromCache, islandFiles }
}

/** Waits as a visitor who only reads does: the load, the network quiet, then 3 s. */
async function readFor3s(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3_000)
}

/** The files an island names to fetch ahead, as absolute addresses. */
const aheadOf = (root: Locator) =>
  root.evaluate((element) => {
    const code = new URL(element.getAttribute('data-code')!, location.href)
    return (element.getAttribute('data-ahead') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => new URL(name, code).href)
  })

/** The islands' scripts the page names in its HTML: the loader and any early script. */
const namedScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/islands/"]')].map((s) => s.src),
  )

/** Scripts and the modules they import statically (`import ... from "./x.js"`, not `import("./x.js")`), in order. */
async function withStaticImports(page: Page, scripts: string[]): Promise<string[]> {
  const all = new Set<string>()
  const visit = async (url: string) => {
    if (all.has(url)) return
    all.add(url)
    const code = await (await page.request.get(url)).text()
    for (const [, file] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      await visit(new URL(file!, url).href)
  }
  for (const url of scripts) await visit(url)
  return [...all].sort()
}

test.describe('fetched ahead', () => {
  test('the code of a widget in view is fetched, not run, while the visitor reads, and the first action takes it from the cache', async ({
    page,
  }) => {
    const t = catalogues.en.search
    const word = normalise((await siteContent()).congregations[0]!.data.name).split(' ')[0]!
    const seen = await recordRequests(page)
    await readFor3s(page, pageWithIsland('site-search'))
    const root = islandRoot(page, 'site-search')
    const ahead = await aheadOf(root)
    expect(ahead, 'files the search names to fetch ahead').toContain(
      new URL((await root.getAttribute('data-code'))!, page.url()).href,
    )
    // Fetched, all of them, as data: React among them, and none of it run.
    expect(seen.islandFiles('fetch').sort()).toEqual([...ahead].sort())
    expect(await codeContaining(page, seen.islandFiles('fetch'), REACT_CODE), 'React fetched ahead').not.toEqual([])
    expect(await codeContaining(page, seen.islandFiles('script'), REACT_CODE), 'React run before any action').toEqual(
      [],
    )
    await expect(root).not.toHaveAttribute('data-started')

    const before = { network: seen.fromNetwork.length, cache: seen.fromCache.length }
    const field = root.getByRole('searchbox', { name: t.label })
    await field.tap()
    await page.keyboard.type(word)
    await page.keyboard.press('Enter')
    await expect(root).toHaveAttribute('data-hydrated', '')
    await expect(root.getByRole('status')).toContainText(word)
    // Run now, from the browser's cache: no island file came over the network for it.
    expect(await codeContaining(page, seen.islandFiles('script'), REACT_CODE), 'React run at the action').not.toEqual(
      [],
    )
    expect(seen.fromNetwork.slice(before.network), 'island files from the network at the first action').toEqual([])
    expect(seen.fromCache.slice(before.cache), 'island files from the cache at the first action').toContain(
      new URL((await root.getAttribute('data-code'))!, page.url()).href,
    )
    await expect(acting(page)).toHaveCount(0)
  })

  const connections = {
    'Save-Data on': { saveData: true, effectiveType: '4g' },
    'a 2G connection': { saveData: false, effectiveType: '2g' },
  }
  for (const [what, connection] of Object.entries(connections))
    test.describe(`with ${what}`, () => {
      if (connection.saveData) test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

      test('nothing is fetched ahead, and the first action still works', async ({ page }) => {
        await page.addInitScript((facts) => {
          const connection = { ...facts, addEventListener() {}, removeEventListener() {} }
          Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection })
        }, connection)
        const t = catalogues.en.search
        const word = normalise((await siteContent()).congregations[0]!.data.name).split(' ')[0]!
        const seen = await recordRequests(page)
        await readFor3s(page, pageWithIsland('site-search'))
        // Only the scripts the page names (the loader, an early script) and the modules they import.
        expect(seen.islandFiles('fetch'), 'island files fetched ahead').toEqual([])
        expect(seen.islandFiles().sort(), 'island files asked for before any action').toEqual(
          await withStaticImports(page, await namedScripts(page)),
        )

        const root = islandRoot(page, 'site-search')
        const field = root.getByRole('searchbox', { name: t.label })
        await field.tap()
        await page.keyboard.type(word)
        await page.keyboard.press('Enter')
        await expectSettled(page, root)
        await expect(root.getByRole('status')).toContainText(word)
      })
    })
})
