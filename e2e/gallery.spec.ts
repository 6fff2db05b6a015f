import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'

const gallery = (page: Page, name: string) => page.getByRole('region', { name })
const columns = (page: Page, name: string) => gallery(page, name).locator('[data-columns]:visible > div > div')

test.describe('ministry gallery (/gala)', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'viewport is set by the test'))

  test('48 photos in 1, 2 and 3 columns at 400, 800 and 1000 px, without hydration errors', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    for (const [width, count] of [[400, 1], [800, 2], [1000, 3]] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/gala/')
      await expect(columns(page, 'Photos: Gallery'), `${width} px`).toHaveCount(count)
      await expect(gallery(page, 'Photos: Gallery').getByRole('button')).toHaveCount(48)
    }
    expect(errors).toEqual([])
  })

  test('a photo opens larger from the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/gala/')
    const third = gallery(page, 'Photos: Gallery').getByRole('button', { name: 'Placeholder for gallery photo 3 of 48' })
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expectHydrated(third)
    await third.focus()
    await page.keyboard.press('Enter')
    await expect(viewer).toBeVisible()
    await expect(viewer.getByRole('img', { name: 'Placeholder for gallery photo 3 of 48' })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(viewer.getByRole('img', { name: 'Placeholder for gallery photo 4 of 48' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(third).toBeFocused()
  })

  test('photos below the fold load lazily, with width and height', async ({ page }) => {
    await page.goto('/gala/')
    const images = gallery(page, 'Photos: Gallery').locator('[data-columns]:visible img')
    await expect(images).toHaveCount(48)
    await expect(images.last()).toHaveAttribute('loading', 'lazy')
    await expect(images.last()).toHaveAttribute('width', /^\d+$/)
    await expect(images.last()).toHaveAttribute('height', /^\d+$/)
  })
})

test('Lamu House: heading, the 2006 paragraph and four photos', async ({ page }) => {
  await page.goto('/lamu/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lamu House')
  await expect(page.getByRole('main')).toContainText('built in 2006 to support the churches of the coastal regions')
  const photos = gallery(page, 'Photos: Lamu House').getByRole('button')
  await expect(photos).toHaveCount(4)
  await expect(photos.first()).toHaveAccessibleName('Placeholder for Lamu House photo 1 of 4')
})
