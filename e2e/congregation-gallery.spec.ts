import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { congregationWith, pathOf, sectionOf } from './site-content'

/** A congregation with at least three photos in its About section. */
let subject = { name: '', path: '', alts: [] as string[] }
test.beforeAll(async () => {
  const c = await congregationWith(
    'three or more photos',
    (c) => (sectionOf(c, 'about')?.about.gallery?.length ?? 0) >= 3,
  )
  subject = {
    name: c.data.name,
    path: pathOf(c.data.slug),
    alts: sectionOf(c, 'about')!.about.gallery!.map((p) => p.alt),
  }
})

const gallery = (page: Page) => page.getByRole('region', { name: `Photos of ${subject.name}` })
/** The columns of the grid copy shown at this width. */
const columns = (page: Page) => gallery(page).locator('[data-columns]:visible > div > div')

const widths = [
  { width: 400, columns: 1 },
  { width: 800, columns: 2 },
  { width: 1000, columns: 3 },
]

// The viewport is set by the tests.
test.describe('a congregation photo gallery', { tag: '@desktop-only' }, () => {
  test('has 1, 2 and 3 columns at 400, 800 and 1000 px, with a 20 px gutter, without hydration errors', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    for (const { width, columns: count } of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(subject.path)
      await expect(columns(page), `${width} px`).toHaveCount(count)
      await expect(gallery(page).getByRole('button')).toHaveCount(subject.alts.length)
      const gap = await gallery(page)
        .locator('[data-columns]:visible > div')
        .evaluate((el) => getComputedStyle(el).columnGap)
      expect(gap).toBe('20px')
    }
    expect(errors).toEqual([])
  })

  test('the lightbox opens on click, moves with arrow keys, and Escape returns focus', async ({ page }) => {
    await page.goto(subject.path)
    await expect(page.locator('[aria-roledescription="carousel"][data-ready]')).toHaveCount(1)
    const n = subject.alts.length
    const first = gallery(page).getByRole('button', { name: subject.alts[0] })
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    // The gallery starts when the visitor comes near it.
    await first.scrollIntoViewIfNeeded()
    await expectHydrated(first)
    await first.click()
    await expect(viewer).toBeVisible()
    await expect(viewer).toContainText(`photo 1 of ${n}`)
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText(`photo 2 of ${n}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(viewer).toContainText(`photo ${n} of ${n}`)
    await expect(viewer.getByRole('img', { name: subject.alts[n - 1] })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(viewer).toBeVisible()
    await viewer.getByRole('button', { name: 'Close' }).click()
    await expect(viewer).toBeHidden()
  })
})

test.describe('before JavaScript runs', { tag: '@desktop-too' }, () => {
  test.use({ javaScriptEnabled: false })

  test('the static HTML already has the right columns at each width (no layout shift on hydration)', async ({
    page,
  }) => {
    for (const { width, columns: count } of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(subject.path)
      await expect(columns(page), `${width} px`).toHaveCount(count)
    }
  })
})
