import type { Page } from '@playwright/test'
import { expect, gotoWithPausedClock, NARROW_WINDOW, test, widthOf } from './fixtures'
import { congregationWith, pathOf, sectionOf } from './site-content'

/** A congregation whose hero has at least three slides, and those slides' titles. */
let subject = { name: '', path: '', titles: [] as string[] }
test.beforeAll(async () => {
  const c = await congregationWith(
    'a hero of three or more slides',
    (c) => (sectionOf(c, 'hero')?.slides.length ?? 0) >= 3,
  )
  subject = { name: c.data.name, path: pathOf(c.data.slug), titles: sectionOf(c, 'hero')!.slides.map((s) => s.title) }
})

/** The text of slide n (1-based) starts with its title. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const title = (n: number) => new RegExp(`^${escape(subject.titles[n - 1]!)}`)
const count = () => subject.titles.length

const carousel = (page: Page) => page.getByRole('region', { name: `Welcome messages from ${subject.name}` })
/** Only the shown slide is in the accessibility tree; the others are hidden. */
const slide = (page: Page) => carousel(page).getByRole('group')

const start = new Date('2024-01-07T08:00:00')

async function open(page: Page) {
  await gotoWithPausedClock(page, subject.path, start)
  // The timer starts once the island has hydrated.
  await expect(carousel(page)).toHaveAttribute('data-ready', 'true')
}

test.describe('hero carousel (clock-driven)', () => {
  // axe (run after each test) needs timers that run.
  test.afterEach(async ({ page }) => page.clock.resume())

  test('advances every 5000 ms and wraps from the last slide to the first', async ({ page }) => {
    await open(page)
    await expect(slide(page)).toHaveText(title(1))
    await page.clock.runFor(4_999)
    await expect(slide(page)).toHaveText(title(1))
    await page.clock.runFor(1)
    await expect(slide(page)).toHaveText(title(2))
    for (let n = 3; n <= count(); n++) {
      await page.clock.runFor(5_000)
      await expect(slide(page)).toHaveText(title(n))
    }
    await expect(slide(page)).toHaveAccessibleName(`${count()} of ${count()}`)
    await page.clock.runFor(5_000)
    await expect(slide(page)).toHaveText(title(1))
  })

  test('a dot shows its slide and restarts the timer', async ({ page }) => {
    await open(page)
    await page.clock.runFor(3_000)
    const dot = carousel(page).getByRole('button', { name: `Show slide 3 of ${count()}: ${subject.titles[2]}` })
    await dot.click()
    await expect(slide(page)).toHaveText(title(3))
    await expect(dot).toHaveAttribute('aria-current', 'true')
    // Without the restart the slide would change 2000 ms after the click.
    await page.clock.runFor(4_000)
    await expect(slide(page)).toHaveText(title(3))
    await page.clock.runFor(1_000)
    await expect(slide(page)).toHaveText(title(count() > 3 ? 4 : 1))
  })

  test('the pause button stops it and play starts it again', async ({ page }) => {
    await open(page)
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click()
    await page.clock.runFor(20_000)
    await expect(slide(page)).toHaveText(title(1))
    await carousel(page).getByRole('button', { name: 'Play slideshow' }).click()
    await page.clock.runFor(5_000)
    await expect(slide(page)).toHaveText(title(2))
  })

  // No hover on a touch screen: checked in a desktop window and in a 900 px one.
  for (const narrow of [false, true])
    test.describe(() => {
      if (narrow) test.use(NARROW_WINDOW)
      test(
        `it holds while the pointer rests on the text${narrow ? ', 900 px window' : ''}`,
        { tag: '@desktop-only' },
        async ({ page }) => {
          await open(page)
          await slide(page).hover()
          await page.clock.runFor(12_000)
          await expect(slide(page)).toHaveText(title(1))
          await page.mouse.move(0, 0)
          await page.clock.runFor(5_000)
          await expect(slide(page)).toHaveText(title(2))
        },
      )
    })

  test('keyboard focus pauses it', async ({ page }) => {
    await open(page)
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).focus()
    await page.keyboard.press('Tab')
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(slide(page)).toHaveText(title(1))
  })

  test('under reduced motion it does not advance by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page)
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(20_000)
    await expect(slide(page)).toHaveText(title(1))
    // A dot still works.
    await carousel(page)
      .getByRole('button', { name: new RegExp(`^Show slide 2 of ${count()}`) })
      .click()
    await expect(slide(page)).toHaveText(title(2))
  })
})

test.describe('without JavaScript', { tag: '@desktop-too' }, () => {
  test.use({ javaScriptEnabled: false })

  test('the first slide shows, the controls do not, and the top bar links are reachable', async ({
    page,
  }, testInfo) => {
    await page.goto(subject.path)
    await expect(slide(page)).toHaveText(title(1))
    await expect(slide(page)).toHaveCount(1)
    await expect(carousel(page).getByRole('button')).toHaveCount(0)
    const bar = page.getByRole('navigation', { name: 'This congregation' })
    // Below 768 px the links are behind the hamburger, which needs no JavaScript.
    if (widthOf(testInfo) < 768) await bar.getByRole('button', { name: 'Menu' }).click()
    await expect(bar.getByRole('link', { name: 'Contact' })).toBeVisible()
  })
})
