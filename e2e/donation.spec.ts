import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { localePath } from '../lib/i18n/locales'
import { sw } from '../lib/i18n/messages/sw'
import { expect, test } from './fixtures'
import { exportDir, pathOf, siteContent } from './site-content'
import {
  codeContaining,
  fakePayPal,
  gate,
  holdIslandCode,
  openAndIdle,
  paypalOrders,
  PAYPAL_SDK,
  REACT_CODE,
  recordCode,
  sitePaths,
} from './third-party'

const PAYPAL_CODE = 'data-react-paypal-script-id'

const widget = (page: Page) => page.getByRole('region', { name: 'Give online' })
/** The widget's own button, in the page's HTML: PayPal's script is fetched only when it is pressed. */
const giveWithPayPal = (page: Page, name = 'Give with PayPal') => page.getByRole('button', { name, exact: true })
/** How often the fake's button was pressed (`clicks`), and how often the widget refused to open PayPal (`rejected`). */
const fake = (page: Page, count: 'clicks' | 'rejected') =>
  page.evaluate((key) => (window as unknown as { __fakePayPal: Record<string, number> }).__fakePayPal[key], count)

/** Every dialog (an alert) the page opens; the widget opens none. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  return dialogs
}

// The widget runs at desktop and phone widths.
test.describe('donation widget', () => {
  test('asks for PayPal only when "Give with PayPal" is pressed, and shows "Loading PayPal..." at once, in USD with intent capture', async ({
    page,
  }) => {
    const release = gate()
    const requests = await fakePayPal(page, { hold: release.opened })
    await page.goto((await siteContent()).paths.support)
    await page.waitForLoadState('networkidle')
    expect(requests, 'PayPal requests before the button is pressed').toEqual([])
    await expect(widget(page).getByText('Loading PayPal...')).toBeHidden()
    await giveWithPayPal(page).click()
    await expect(widget(page).getByText('Loading PayPal...')).toBeVisible()
    await expect.poll(() => requests.length).toBe(1)
    const query = new URL(requests[0]!.url()).searchParams
    expect(query.get('currency')).toBe('USD')
    expect(query.get('intent')).toBe('capture')
    expect(query.get('client-id')).toBe('test')
    await expect(widget(page).getByRole('button', { name: /Donate with PayPal/ })).toHaveCount(0)

    release.open()
    await expect(widget(page).getByRole('button', { name: 'Donate with PayPal (USD)' })).toBeVisible()
    await expect(widget(page).getByText('Loading PayPal...')).toBeHidden()
  })

  test('no React and no PayPal come with the page; the currency chosen and "Give with PayPal" pressed before the widget runs are kept, "Loading PayPal..." at once', async ({
    page,
  }) => {
    const requests = await fakePayPal(page)
    const code = await openAndIdle(page, (await siteContent()).paths.support)
    expect(await codeContaining(page, code, REACT_CODE), 'React fetched before any action').toEqual([])
    expect(requests, 'PayPal requests before any action').toEqual([])

    const held = await holdIslandCode(page)
    await widget(page).getByRole('radio', { name: 'Euros (EUR)' }).check()
    await giveWithPayPal(page).click()
    // Said at once, before the widget's code has come (its CSS, from the held press).
    await expect(widget(page).getByText('Loading PayPal...')).toBeVisible()
    await expect(giveWithPayPal(page)).toBeHidden()
    expect(requests).toEqual([])
    held.open()
    await expect(widget(page).getByRole('button', { name: 'Donate with PayPal (EUR)' })).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]!.url()).searchParams.get('currency')).toBe('EUR')
    await expect(widget(page).getByRole('radio', { name: 'EUR 25', exact: true })).toBeChecked()
  })

  test('switching to Euro reloads the script in EUR; the preset amount goes with it, and the thanks are in the page', async ({
    page,
  }) => {
    const requests = await fakePayPal(page)
    await page.addInitScript(
      () => ((window as unknown as { __fakePayPal: object }).__fakePayPal = { givenName: 'Amina' }),
    )
    const dialogs = recordDialogs(page)
    await page.goto((await siteContent()).paths.support)
    await giveWithPayPal(page).click()
    await expect(widget(page).getByRole('button', { name: 'Donate with PayPal (USD)' })).toBeVisible()
    await expect(widget(page).getByRole('radio', { name: 'US dollars (USD)' })).toBeChecked()
    // One preset amount is chosen from the start, so the donor can just press the button.
    await expect(widget(page).getByRole('radio', { name: 'USD 25', exact: true })).toBeChecked()

    await widget(page).getByRole('radio', { name: 'Euros (EUR)' }).check()
    await expect.poll(() => requests.length).toBe(2)
    expect(new URL(requests[1]!.url()).searchParams.get('currency')).toBe('EUR')
    expect(new URL(requests[1]!.url()).searchParams.get('intent')).toBe('capture')
    // Only one SDK script is in the page at a time.
    await expect(page.locator('script[src*="paypal.com/sdk/js"]')).toHaveCount(1)
    await expect(widget(page).getByRole('radio', { name: 'EUR 25', exact: true })).toBeChecked()

    await widget(page).getByRole('button', { name: 'Donate with PayPal (EUR)' }).click()
    const thanks = widget(page)
      .getByRole('status')
      .getByText('Thank you, Amina, for your gift of EUR 25.00. The payment is complete.')
    await expect(thanks).toBeVisible()
    await expect(thanks).toBeFocused()
    expect(await paypalOrders(page)).toEqual([
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '25.00' } }] },
    ])
    expect(dialogs).toEqual([])
  })

  test('a chosen preset is the order, exactly: one purchase unit in USD, captured on approval', async ({ page }) => {
    await fakePayPal(page)
    const dialogs = recordDialogs(page)
    await page.goto((await siteContent()).paths.support)
    // The amount chosen before the widget's code has come is the one PayPal is given.
    await widget(page).getByRole('radio', { name: 'USD 50', exact: true }).check()
    await giveWithPayPal(page).click()
    await expect(widget(page).getByRole('button', { name: 'Donate with PayPal (USD)' })).toBeVisible()
    await expect(widget(page).getByRole('radio', { name: 'USD 50', exact: true })).toBeChecked()
    await widget(page).getByRole('button', { name: 'Donate with PayPal (USD)' }).click()
    await expect(
      widget(page).getByText('Thank you, Test, for your gift of USD 50.00. The payment is complete.'),
    ).toBeVisible()
    expect(await paypalOrders(page)).toEqual([
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '50.00' } }] },
    ])
    expect(dialogs).toEqual([])
  })

  test('an amount chosen and typed while the widget’s code is on its way is its choice once it runs, and the order', async ({
    page,
  }) => {
    await fakePayPal(page)
    await page.goto((await siteContent()).paths.support)
    const held = await holdIslandCode(page)
    await widget(page).getByRole('radio', { name: 'USD 50', exact: true }).check()
    await widget(page).getByRole('radio', { name: 'Other amount' }).check()
    await widget(page).getByRole('textbox', { name: 'Your amount in USD' }).fill('12,5')
    await expect.poll(() => held.asked.length, 'the widget asked for its code').toBeGreaterThan(0)
    held.open()
    await expect(page.locator('island-root[data-island="donation-widget"][data-hydrated]')).toBeAttached()
    await expect(widget(page).getByRole('radio', { name: 'Other amount' })).toBeChecked()
    await expect(widget(page).getByRole('textbox', { name: 'Your amount in USD' })).toHaveValue('12,5')
    await giveWithPayPal(page).click()
    await widget(page).getByRole('button', { name: 'Donate with PayPal (USD)' }).click()
    await expect(widget(page).getByText(/for your gift of USD 12\.50/)).toBeVisible()
    expect(await paypalOrders(page)).toEqual([
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '12.50' } }] },
    ])
  })

  test('another amount is the order, with two decimals; a bad one shows why next to its field and PayPal does not open', async ({
    page,
  }) => {
    await fakePayPal(page)
    const dialogs = recordDialogs(page)
    await page.goto((await siteContent()).paths.support)
    const donate = widget(page).getByRole('button', { name: 'Donate with PayPal (USD)' })
    await giveWithPayPal(page).click()
    await expect(donate).toBeVisible()
    await widget(page).getByRole('radio', { name: 'Other amount', exact: true }).check()
    const field = widget(page).getByRole('textbox', { name: 'Your amount in USD' })

    // Nothing typed: PayPal does not open, the field says what to do and has the focus.
    await donate.click()
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(/Enter an amount\./)
    await expect.poll(() => fake(page, 'rejected')).toBe(1)

    await field.fill('10.123')
    await donate.click()
    await expect(field).toHaveAccessibleDescription(/Use at most two decimals, such as 25\.50\./)
    await expect(widget(page).getByText('Use at most two decimals, such as 25.50.')).toBeVisible()
    await expect.poll(() => fake(page, 'rejected')).toBe(2)
    expect(await fake(page, 'clicks')).toBe(2)
    expect(await paypalOrders(page)).toEqual([])

    await field.fill('1,234.5')
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await expect(widget(page).getByText('Use at most two decimals')).toHaveCount(0)
    await donate.click()
    await expect(
      widget(page).getByText('Thank you, Test, for your gift of USD 1234.50. The payment is complete.'),
    ).toBeVisible()
    expect(await paypalOrders(page)).toEqual([
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1234.50' } }] },
    ])
    expect(dialogs).toEqual([])
  })

  test('in Kiswahili on the Kiswahili page: the amounts, the error and the thanks', async ({ page }) => {
    await fakePayPal(page)
    await page.addInitScript(
      () => ((window as unknown as { __fakePayPal: object }).__fakePayPal = { givenName: 'Amina' }),
    )
    const dialogs = recordDialogs(page)
    await page.goto(localePath('sw', (await siteContent()).paths.support))
    const region = page.getByRole('region', { name: sw.support.online })
    const donate = region.getByRole('button', { name: 'Donate with PayPal (USD)' })
    const give = giveWithPayPal(page, sw.donation.give)
    await give.click()
    await expect(region.getByText(sw.donation.loading)).toBeVisible()
    await expect(donate).toBeVisible()
    await expect(region.getByRole('radio', { name: 'USD 25', exact: true })).toBeChecked()
    await region.getByRole('radio', { name: 'Kiasi kingine', exact: true }).check()
    const field = region.getByRole('textbox', { name: 'Kiasi chako kwa USD' })
    await field.fill('0')
    await donate.click()
    await expect(field).toHaveAccessibleDescription(/Mchango wa chini kabisa hapa ni USD 1\./)
    await expect.poll(() => fake(page, 'rejected')).toBe(1)

    await field.fill('12,5')
    await donate.click()
    const thanks = region.getByText('Asante, Amina, kwa mchango wako wa USD 12.50. Malipo yamekamilika.')
    await expect(thanks).toBeVisible()
    await expect(thanks).toBeFocused()
    expect(await paypalOrders(page)).toEqual([
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '12.50' } }] },
    ])
    expect(dialogs).toEqual([])
  })

  test("when the script cannot load, it says so and offers the ministry's M-Pesa paybill", async ({ page }) => {
    const { paths, site } = await siteContent()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route(PAYPAL_SDK, (route) => route.abort('connectionfailed'))
    await page.goto(paths.support)
    await giveWithPayPal(page).click()
    await expect(widget(page).getByRole('status')).toContainText(
      `PayPal could not be loaded on this connection. You can give by M-Pesa instead: paybill ${site.giving.paybill}`,
    )
    await expect(widget(page).getByText('Loading PayPal...')).toBeHidden()
    expect(errors.some((e) => e.startsWith('Failed to load the PayPal JS SDK script.'))).toBe(true)
    await expect(page.getByRole('region', { name: 'Give by M-Pesa' })).toContainText(
      `Business number: ${site.giving.paybill}`,
    )
  })
})

/** For each set of islands a page of the export starts (read from its HTML), the first page with it. */
function onePagePerIslandSet(paths: string[]): string[] {
  const bySet = new Map<string, string>()
  for (const p of paths) {
    const html = fs.readFileSync(path.join(exportDir(), p, 'index.html'), 'utf8')
    const islands = [...new Set([...html.matchAll(/<island-root data-island="([^"]+)"/g)].map((m) => m[1]!))]
      .sort()
      .join(' ')
    if (!bySet.has(islands)) bySet.set(islands, p)
  }
  return [...bySet.values()]
}

/** Scrolls down a screen at a time to the page's end, as a reader does. */
async function scrollToEnd(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
  }
}

// Page code is the same at every width.
test(
  'no page but the support page loads PayPal code or the slider CSS, and none loads EmailJS code unasked',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.setTimeout(240_000)
    const content = await siteContent()
    const paypalRequests: string[] = []
    await page.route(PAYPAL_SDK, (route) => {
      paypalRequests.push(route.request().url())
      return route.abort()
    })
    const code = recordCode(page)
    await page.goto('/')
    const all = await sitePaths(page)
    // The sitemap lists every page and congregation of content/, so every one is visited.
    expect(all).toEqual(
      expect.arrayContaining([...content.pages, ...content.congregations].map((e) => pathOf(e.data.slug))),
    )
    // The support page in either language is the one page with PayPal.
    const support = [content.paths.support, localePath('sw', content.paths.support)]
    const paths = all.filter((p) => !support.includes(p))
    expect(paths).toHaveLength(all.length - 2)
    // Pages that start the same islands load the same code: one of each kind is visited, scrolled to its
    // end so the islands that start near the screen start too.
    const visited = onePagePerIslandSet(paths)
    expect(visited.length, 'kinds of page by their islands').toBeGreaterThan(3)
    for (const p of visited) {
      await page.goto(p, { waitUntil: 'load' })
      await scrollToEnd(page)
      await page.waitForLoadState('networkidle')
    }
    expect(paypalRequests, 'requests for the PayPal SDK').toEqual([])
    expect(await codeContaining(page, code, PAYPAL_CODE), 'code containing react-paypal-js').toEqual([])
    expect(await codeContaining(page, code, '.slick-list'), 'CSS containing slick').toEqual([])
    expect(await codeContaining(page, code, 'api.emailjs.com'), 'EmailJS code without a submit').toEqual([])

    await page.goto(content.paths.support)
    await expect.poll(() => codeContaining(page, code, '.slick-list')).toHaveLength(1)
    // The widget's code comes at the donor's first action on it, and PayPal's when they ask for it.
    await page.waitForLoadState('networkidle')
    expect(paypalRequests).toEqual([])
    expect(await codeContaining(page, code, PAYPAL_CODE)).toEqual([])
    await giveWithPayPal(page).click()
    await expect.poll(() => paypalRequests.length).toBe(1)
    await expect.poll(() => codeContaining(page, code, PAYPAL_CODE)).toHaveLength(1)
    expect(await codeContaining(page, code, 'api.emailjs.com')).toEqual([])
  },
)
