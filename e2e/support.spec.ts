import type { Page } from '@playwright/test'
import { expect, test, widthOf } from './fixtures'
import { PAYPAL_SDK } from './third-party'

const categories = ['Church Planting', 'Sustainability', 'Travel', 'Meetings', 'Mabadiliko', 'Pray', 'Gospel', 'Grow & Serve']

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

/** The slider's code is loaded on demand after the page: its buttons work once it has hydrated. */
async function openSupport(page: Page) {
  await page.goto('/support/')
  await expect(slider(page).locator('[data-ready]')).toHaveCount(1)
}

test.beforeEach(async ({ page }) => {
  await page.route(PAYPAL_SDK, (route) => route.abort())
})

test('the support page has its heading, the 8 categories, the donation widget and M-Pesa', async ({ page }) => {
  await page.goto('/support/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Our Ministries')
  for (const name of categories) await expect(slider(page).getByText(name, { exact: true }).first()).toBeAttached()
  await expect(page.getByRole('heading', { name: 'Give online' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Give by M-Pesa' })).toBeVisible()
  await expect(slider(page).getByRole('img', { name: 'Placeholder for a photo of church planting' })).toBeVisible()
})

test('at 1366 px the slider shows 3 cards and moves by 2, both ways, without end', async ({ page }, testInfo) => {
  test.skip(widthOf(testInfo) !== 1366, 'a desktop-width test')
  await openSupport(page)
  await expectShown(page, ['Church Planting', 'Sustainability', 'Travel'])
  await slider(page).getByRole('button', { name: 'Next support categories' }).click()
  await expectShown(page, ['Travel', 'Meetings', 'Mabadiliko'])
  await slider(page).getByRole('button', { name: 'Previous support categories' }).click()
  await expectShown(page, ['Church Planting', 'Sustainability', 'Travel'])
  await slider(page).getByRole('button', { name: 'Previous support categories' }).click()
  await expectShown(page, ['Gospel', 'Grow & Serve', 'Church Planting'])
  await expect(slider(page).locator('.slick-dots')).toHaveCount(0)
})

test('below 800 px the slider shows 2 cards and moves by 2', async ({ page }, testInfo) => {
  test.skip(widthOf(testInfo) !== 1366, 'sets its own width of 700 px')
  await page.setViewportSize({ width: 700, height: 800 })
  await openSupport(page)
  await expectShown(page, ['Church Planting', 'Sustainability'])
  await slider(page).getByRole('button', { name: 'Next support categories' }).click()
  await expectShown(page, ['Travel', 'Meetings'])
})

test('a quick second click during a move is not dropped', async ({ page }, testInfo) => {
  test.skip(widthOf(testInfo) !== 1366, 'a desktop-width test')
  await openSupport(page)
  const next = slider(page).getByRole('button', { name: 'Next support categories' })
  // A double click: the second click comes well inside the 500 ms move.
  await next.dblclick({ delay: 0 })
  await expectShown(page, ['Mabadiliko', 'Pray', 'Gospel'])
})
