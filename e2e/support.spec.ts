import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { importsAnother } from './export-files'
import { isPreview } from '../lib/build-mode'
import { isPending } from '../lib/content/pending'
import { pageWith, pathOf, siteContent } from './site-content'
import { codeContaining, holdIslandCode, openAndIdle, PAYPAL_SDK, REACT_CODE } from './third-party'

/** The support page's cards, as content lists them (the slider needs five or more to show its moves). */
let support = { path: '', title: '', cards: [] as { category: string; alt: string; standIn: boolean }[] }
test.beforeAll(async () => {
  const p = (
    await pageWith(
      'the support layout with five or more cards',
      (p) => p.data.layout === 'support' && (p.data.supportCards?.length ?? 0) >= 5,
    )
  ).data
  support = {
    path: pathOf(p.slug),
    title: p.heading ?? p.title,
    cards: p.supportCards!.map((c) => ({ category: c.category, alt: c.cover.alt, standIn: !!c.cover.pending })),
  }
})
/** The categories of the cards at these places (wrapping round, as the slider does). */
const at = (...places: number[]) => places.map((i) => support.cards.at(i % support.cards.length)!.category)

const slider = (page: Page) => page.getByRole('region', { name: 'What your gift supports' })
/** The cards a visitor sees: slick hides the others (and its clones) from view and from assistive technology. */
const shownCards = (page: Page) => slider(page).getByRole('heading', { level: 3 })

/** The named cards, and only they, are shown, and once the move has ended they sit inside the slider's frame. */
async function expectShown(page: Page, names: string[]) {
  await expect(shownCards(page)).toHaveText(names)
  await expect(async () => {
    const list = await slider(page).locator('.slick-list').boundingBox()
    for (const name of names) {
      const box = await shownCards(page).filter({ hasText: name }).boundingBox()
      expect(box!.x, `${name} inside the slider`).toBeGreaterThanOrEqual(list!.x - 1)
      expect(box!.x + box!.width, `${name} inside the slider`).toBeLessThanOrEqual(list!.x + list!.width + 1)
    }
  }).toPass({ timeout: 5_000 })
}

/**
 * Opens the support page and starts the slider as a keyboard visitor does, by coming to its cards (its island
 * starts at the visitor's first action on it), then waits until slick has taken over.
 */
async function openSupport(page: Page) {
  await page.goto(support.path)
  await slider(page).getByRole('group', { name: 'What your gift supports' }).focus()
  await expect(slider(page).locator('[data-ready]')).toHaveCount(1)
}

test.beforeEach(async ({ page }) => {
  await page.route(PAYPAL_SDK, (route) => route.abort())
})

test(
  'the support page has its heading, every category, the donation widget and M-Pesa',
  { tag: '@desktop-too' },
  async ({ page }) => {
    await page.goto(support.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(support.title)
    for (const { category } of support.cards)
      await expect(slider(page).getByText(category, { exact: true }).first()).toBeAttached()
    await expect(page.getByRole('heading', { name: 'Give online', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Give by M-Pesa' })).toBeVisible()
    // A card whose photo is still a generated stand-in shows its words alone on the public site.
    const first = support.cards[0]!
    const picture = slider(page).getByRole('img', { name: first.alt, exact: true })
    if (first.standIn) await expect(picture).toHaveCount(0)
    else await expect(picture.first()).toBeVisible()
  },
)

test('M-Pesa comes first, before PayPal and the categories', { tag: '@desktop-too' }, async ({ page }) => {
  await page.goto(support.path)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Give by M-Pesa',
    'Give online',
    'What your gift supports',
  ])
})

// At phone width, where cards are swiped.
test('no React comes with the page; until the slider runs its cards scroll sideways card by card, and it opens at the card scrolled to', async ({
  page,
}) => {
  const code = await openAndIdle(page, support.path)
  expect(await codeContaining(page, code, REACT_CODE), 'React fetched before any action').toEqual([])
  const row = slider(page).getByRole('group', { name: 'What your gift supports' })
  expect(await row.evaluate((el) => [getComputedStyle(el).overflowX, getComputedStyle(el).scrollSnapType])).toEqual([
    'auto',
    'x mandatory',
  ])
  await row.scrollIntoViewIfNeeded()
  await expect(shownCards(page).first()).toBeInViewport()
  // A swipe of most of a card settles on the next card.
  await row.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.7, behavior: 'instant' }))
  await expect.poll(() => row.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(1, 2)
  expect(await codeContaining(page, code, REACT_CODE), 'React fetched for a scroll').toEqual([])

  await row.focus()
  await expect(slider(page).locator('[data-ready]')).toHaveCount(1)
  await expectShown(page, at(1))
  await expect(slider(page).getByRole('group', { name: 'What your gift supports' })).toBeFocused()
})

// At phone width, one card shown and one a move.
test('before the slider runs, its arrows move the cards at once, without its code, and it opens where they left them', async ({
  page,
}) => {
  await page.goto(support.path)
  // What answers is the slider's early script, run as the page opened: one file, importing nothing.
  const early = await page.locator('script[src*="/support-slider-early-"]').getAttribute('src')
  expect(importsAnother(await (await page.request.get(early!)).text()), 'the early script imports nothing').toBe(false)
  const held = await holdIslandCode(page)
  const row = slider(page).getByRole('group', { name: 'What your gift supports' })
  const card = () =>
    row.evaluate((el) => Math.round(el.scrollLeft / el.firstElementChild!.getBoundingClientRect().width))
  const next = slider(page).getByRole('button', { name: 'Next support categories' })
  await next.scrollIntoViewIfNeeded()
  await next.tap()
  await expect.poll(card, 'the card shown after Next, the slider still to come').toBe(1)
  await next.tap()
  await expect.poll(card).toBe(2)
  await slider(page).getByRole('button', { name: 'Previous support categories' }).tap()
  await expect.poll(card).toBe(1)
  // Its code was asked for at the first tap and is still on its way: the row moved by the page alone.
  expect(held.asked.length).toBeGreaterThan(0)
  await expect(slider(page).locator('[data-ready]')).toHaveCount(0)
  held.open()
  await expect(slider(page).locator('[data-ready]')).toHaveCount(1)
  await expectShown(page, at(1))
  await slider(page).getByRole('button', { name: 'Next support categories' }).tap()
  await expectShown(page, at(2))
})

/** Opens the support page with the slider's code held, and taps Next as a visitor would before it comes. */
async function tapNextBeforeTheSlider(page: Page) {
  await page.goto(support.path)
  const held = await holdIslandCode(page)
  const next = slider(page).getByRole('button', { name: 'Next support categories' })
  await next.scrollIntoViewIfNeeded()
  await next.tap()
  await expect.poll(() => held.asked.length, 'the slider asked for its code').toBeGreaterThan(0)
  return { held, next, row: slider(page).getByRole('group', { name: 'What your gift supports' }) }
}

// The browser may say a scroll has ended as the next one starts, before the row has moved, and say nothing when that
// one ends: here the row is held where it was and the end is said after each tap.
test('the slider opens at the card its arrows chose, whatever the scroll says', async ({ page }) => {
  const { held, next, row } = await tapNextBeforeTheSlider(page)
  const saidToEndUnmoved = () =>
    row.evaluate((el) => {
      el.scrollTo({ left: 0, behavior: 'instant' })
      el.dispatchEvent(new Event('scrollend'))
    })
  await saidToEndUnmoved()
  await next.tap()
  await saidToEndUnmoved()
  held.open()
  await expect(slider(page).locator('[data-ready]')).toHaveCount(1)
  await expectShown(page, at(2))
})

test('a swipe after the arrows, before the slider runs, is where it opens', async ({ page }) => {
  const { held, row } = await tapNextBeforeTheSlider(page)
  // The visitor's finger on the row, then a swipe to the fourth card.
  await row.evaluate((el) => {
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }))
    el.scrollTo({ left: 3 * el.firstElementChild!.getBoundingClientRect().width, behavior: 'instant' })
  })
  held.open()
  await expect(slider(page).locator('[data-ready]')).toHaveCount(1)
  await expectShown(page, at(3))
})

test('a tap on Next before the slider runs moves it once it does', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto(support.path)
  const held = await holdIslandCode(page)
  await slider(page).getByRole('button', { name: 'Next support categories' }).click()
  await expect.poll(() => held.asked.length, 'the slider asked for its code').toBeGreaterThan(0)
  held.open()
  await expect(slider(page).locator('[data-ready]')).toHaveCount(1)
  await expectShown(page, at(2, 3, 4))
})

test(
  'at 1366 px the slider shows 3 cards and moves by 2, both ways, without end',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await openSupport(page)
    await expectShown(page, at(0, 1, 2))
    await slider(page).getByRole('button', { name: 'Next support categories' }).click()
    await expectShown(page, at(2, 3, 4))
    await slider(page).getByRole('button', { name: 'Previous support categories' }).click()
    await expectShown(page, at(0, 1, 2))
    await slider(page).getByRole('button', { name: 'Previous support categories' }).click()
    await expectShown(page, at(-2, -1, 0))
    await expect(slider(page).locator('.slick-dots')).toHaveCount(0)
  },
)

// The test sets its own width of 700 px.
test('below 800 px the slider shows 2 cards and moves by 2', { tag: '@desktop-only' }, async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 })
  await openSupport(page)
  await expectShown(page, at(0, 1))
  await slider(page).getByRole('button', { name: 'Next support categories' }).click()
  await expectShown(page, at(2, 3))
})

test('a quick second click during a move is not dropped', { tag: '@desktop-only' }, async ({ page }) => {
  await openSupport(page)
  const next = slider(page).getByRole('button', { name: 'Next support categories' })
  // A double click: the second click comes well inside the 500 ms move.
  await next.dblclick({ delay: 0 })
  await expectShown(page, at(4, 5, 6))
})

test(
  "the M-Pesa steps give the ministry's paybill and the name M-Pesa shows before the PIN, or leave the name out while it is to come",
  { tag: '@preview-too' },
  async ({ page }) => {
    const { paybill, accountName } = (await siteContent()).site.giving
    await page.goto(support.path)
    const mpesa = page.getByRole('region', { name: 'Give by M-Pesa' })
    await expect(mpesa.getByText(`Business number: ${paybill}`, { exact: true })).toBeVisible()
    const nameLine = 'Before you enter your PIN, M-Pesa shows the name'
    const stopLine = 'If your phone shows a different name, stop: do not enter your PIN, and ask the church office.'
    if (isPending(accountName)) {
      if (isPreview())
        await expect(mpesa.locator('[data-pending]').filter({ hasText: accountName.pending })).toBeVisible()
      else await expect(mpesa).not.toContainText(nameLine)
    } else {
      await expect(mpesa.locator('p').filter({ hasText: nameLine })).toHaveText(`${nameLine} ${accountName}.`)
      await expect(mpesa.getByText(stopLine, { exact: true })).toBeVisible()
    }
  },
)
