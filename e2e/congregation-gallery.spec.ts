import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'

const gallery = (page: Page) => page.getByRole('region', { name: 'Photos of Grogon' })
/** The columns of the grid copy shown at this width. */
const columns = (page: Page) => gallery(page).locator('[data-columns]:visible > div > div')

const widths = [
  { width: 400, columns: 1 },
  { width: 800, columns: 2 },
  { width: 1000, columns: 3 },
]

test.describe('Grogon photo gallery', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'viewport is set by the test'))

  test('has 1, 2 and 3 columns at 400, 800 and 1000 px, with a 20 px gutter, without hydration errors', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    for (const { width, columns: count } of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/grogon/')
      await expect(columns(page), `${width} px`).toHaveCount(count)
      await expect(gallery(page).getByRole('button')).toHaveCount(6)
      const gap = await gallery(page).locator('[data-columns]:visible > div').evaluate((el) => getComputedStyle(el).columnGap)
      expect(gap).toBe('20px')
    }
    expect(errors).toEqual([])
  })

  test('the lightbox opens on click, moves with arrow keys, and Escape returns focus', async ({ page }) => {
    await page.goto('/grogon/')
    await expect(page.locator('[aria-roledescription="carousel"][data-ready]')).toHaveCount(1)
    const first = gallery(page).getByRole('button', { name: 'Placeholder for photo 1 of the Grogon congregation' })
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expectHydrated(first)
    await first.click()
    await expect(viewer).toBeVisible()
    await expect(viewer).toContainText('photo 1 of 6')
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText('photo 2 of 6')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(viewer).toContainText('photo 6 of 6')
    await expect(viewer.getByRole('img', { name: 'Placeholder for photo 6 of the Grogon congregation' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(viewer).toBeVisible()
    await viewer.getByRole('button', { name: 'Close' }).click()
    await expect(viewer).toBeHidden()
  })
})

test.describe('before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'viewport is set by the test'))

  test('the static HTML already has the right columns at each width (no layout shift on hydration)', async ({ page }) => {
    for (const { width, columns: count } of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/grogon/')
      await expect(columns(page), `${width} px`).toHaveCount(count)
    }
  })
})
