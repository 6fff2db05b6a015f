import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { pageWith, pathOf } from './site-content'

const gallery = (page: Page, name: string) => page.getByRole('region', { name })
const columns = (page: Page, name: string) => gallery(page, name).locator('[data-columns]:visible > div > div')

// The viewport is set by the tests.
test.describe('the ministry gallery', { tag: '@desktop-only' }, () => {
  /** The gallery layout's page: its address, its gallery's name and its photos' alt texts. */
  let subject = { path: '', name: '', alts: [] as string[] }
  test.beforeAll(async () => {
    const p = (await pageWith('a gallery of four or more photos', (p) => (p.data.gallery?.length ?? 0) >= 4)).data
    subject = { path: pathOf(p.slug), name: `Photos: ${p.title}`, alts: p.gallery!.map((g) => g.alt) }
  })

  test('every photo, in 1, 2 and 3 columns at 400, 800 and 1000 px, without hydration errors', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    for (const [width, count] of [
      [400, 1],
      [800, 2],
      [1000, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(subject.path)
      await expect(columns(page, subject.name), `${width} px`).toHaveCount(count)
      await expect(gallery(page, subject.name).getByRole('button')).toHaveCount(subject.alts.length)
    }
    expect(errors).toEqual([])
  })

  test('a photo opens larger from the keyboard and Escape closes it', async ({ page }) => {
    await page.goto(subject.path)
    const third = gallery(page, subject.name).getByRole('button', { name: subject.alts[2], exact: true })
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    // The gallery starts when the visitor comes near it.
    await third.scrollIntoViewIfNeeded()
    await expectHydrated(third)
    await third.focus()
    await page.keyboard.press('Enter')
    await expect(viewer).toBeVisible()
    await expect(viewer.getByRole('img', { name: subject.alts[2], exact: true })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(viewer.getByRole('img', { name: subject.alts[3], exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(third).toBeFocused()
  })

  test('photos below the fold load lazily, with width and height', async ({ page }) => {
    await page.goto(subject.path)
    const images = gallery(page, subject.name).locator('[data-columns]:visible img')
    await expect(images).toHaveCount(subject.alts.length)
    await expect(images.last()).toHaveAttribute('loading', 'lazy')
    await expect(images.last()).toHaveAttribute('width', /^\d+$/)
    await expect(images.last()).toHaveAttribute('height', /^\d+$/)
  })
})

test(
  'a ministry page with photos: its heading and every photo in its gallery',
  { tag: '@desktop-too' },
  async ({ page }) => {
    const p = (
      await pageWith(
        'a standard page with photos',
        (p) => p.data.layout === 'standard' && (p.data.gallery?.length ?? 0) > 0,
      )
    ).data
    await page.goto(pathOf(p.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading ?? p.title)
    const photos = gallery(page, `Photos: ${p.title}`).getByRole('button')
    await expect(photos).toHaveCount(p.gallery!.length)
    await expect(photos.first()).toHaveAccessibleName(p.gallery![0]!.alt)
  },
)
