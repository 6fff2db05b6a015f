import type { Page } from '@playwright/test'
import { loadContent } from '../lib/content/load'
import type { Congregation } from '../lib/content/types'
import { micrositeLayout, sectionIds } from '../lib/congregation/layout'
import { expect, expectHydrated, test, widthOf } from './fixtures'

let congregations: Congregation[] = []
test.beforeAll(async () => {
  congregations = (await loadContent()).congregations.map((c) => c.data)
})

/** The ids of the page's sections, top to bottom. */
const sectionOrder = (page: Page) => page.locator('main > [id]').evaluateAll((els) => els.map((e) => e.id))
const bar = (page: Page) => page.getByRole('navigation', { name: 'This congregation' })
/** Buttons work once the page has hydrated; the hero carousel marks that moment. */
const hydrated = (page: Page) => expect(page.locator('[aria-roledescription="carousel"][data-ready]')).toHaveCount(1)
const footerLinks = (page: Page, name: string) => page.getByRole('navigation', { name: `${name}: sections` }).getByRole('link')

test.describe('every congregation page follows its content', () => {
  test('sections in content order, none empty, every in-page link lands on an element', async ({ page }, testInfo) => {
    test.skip(widthOf(testInfo) !== 1366, 'content coverage runs once, at desktop width')
    test.setTimeout(120_000)
    for (const c of congregations) {
      const layout = micrositeLayout(c)
      await page.goto(`/${c.slug}/`)
      const expected = [...(layout.titleBanner ? ['home'] : []), ...layout.sections.map((s) => sectionIds[s])]
      expect(await sectionOrder(page), c.slug).toEqual(expected)
      for (const id of expected) {
        // Sections below the fold are rendered only when scrolled near, and innerText is the rendered text.
        const section = page.locator(`[id="${id}"]`)
        await section.scrollIntoViewIfNeeded()
        const text = (await section.innerText()).trim()
        expect(text.length, `${c.slug} #${id} has content`).toBeGreaterThan(20)
      }
      const hrefs = await page.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(hrefs.length, c.slug).toBeGreaterThan(0)
      for (const href of new Set(hrefs)) {
        await expect(page.locator(`[id="${href.slice(1)}"]`), `${c.slug}: ${href}`).toHaveCount(1)
      }
      await expect(bar(page).getByRole('link')).toHaveText([/./, ...layout.anchors.map((a) => a.label)])
      await expect(page.getByText(`© ${c.copyrightYear ?? 2023} `)).toBeVisible()
      await expect(page.getByText(/TODO:|Lorem ipsum/)).toHaveCount(0)
    }
  })
})

test.describe("the spec's exceptions, by content alone", () => {
  test('Kibera has only hero, weekly programs and contact', async ({ page }) => {
    await page.goto('/kibera/')
    expect(await sectionOrder(page)).toEqual(['home', 'programs', 'contact'])
    await expect(footerLinks(page, 'Kibera')).toHaveText(['Home', 'Programs', 'Contact', 'All congregations'])
  })

  test('Kambi ya Waya has leaders but no giving', async ({ page }) => {
    await page.goto('/kambi/')
    await expect(page.getByRole('heading', { name: 'Meet Our Church Leaders' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Offerings and tithes' })).toHaveCount(0)
    await expect(footerLinks(page, 'Kambi ya Waya').filter({ hasText: 'Give' })).toHaveCount(0)
  })

  test('Kitale and Kibokoni have no about, team or giving', async ({ page }) => {
    for (const slug of ['kitale', 'kibokoni']) {
      await page.goto(`/${slug}/`)
      expect(await sectionOrder(page), slug).toEqual(['home', 'programs', 'contact'])
      await expect(page.getByRole('heading', { name: /^About / })).toHaveCount(0)
    }
  })

  test('Chwele shows about, giving and contact in that order, under a plain title', async ({ page }) => {
    await page.goto('/chwele/')
    await expect(page.getByRole('heading', { level: 1, name: 'Chwele congregation' })).toBeVisible()
    await expect(page.getByRole('region', { name: /Welcome messages/ })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['About Chwele', 'Offerings and tithes', 'Send us a message'])
  })

  test("Marram's weekly cards are Wednesday fellowships and Friday services", async ({ page }) => {
    await page.goto('/marrum/')
    const weekly = page.locator('#programs')
    await expect(weekly.getByRole('heading', { level: 3 })).toHaveText(['Sunday services', 'Other services', 'Wednesday fellowships', 'Friday services'])
    await expect(weekly.getByText('Prayer and fasting.')).toBeVisible()
    await expect(page.getByText('officially opened on 27 September 2023').first()).toBeVisible()
  })

  test('the usual weekly cards, with Sunday services at 10:00 AM (not PM)', async ({ page }) => {
    await page.goto('/raila/')
    const weekly = page.getByRole('region', { name: 'Happening weekly' })
    await expect(weekly.getByRole('heading', { level: 3 })).toHaveText(['Sunday services', 'Other services', 'Community outreach', 'Night keshas'])
    await expect(weekly.getByText('Sundays, 10:00 AM')).toBeVisible()
    await expect(page.getByText(/10:00 PM/)).toHaveCount(0)
    await expect(weekly.getByRole('img')).toHaveCount(4)
  })

  test('the once cut-off pages Kikwatani and Poromoko are complete', async ({ page }) => {
    for (const slug of ['kikwatani', 'poromoko']) {
      await page.goto(`/${slug}/`)
      const ids = await sectionOrder(page)
      expect(ids.slice(0, 2), slug).toEqual(['home', 'programs'])
      expect(ids.at(-1), slug).toBe('contact')
      await expect(page.getByRole('contentinfo')).toContainText('All rights reserved')
    }
  })

  test('village branches: Sunday, other, monthly and Thursday services, members and pastor giving', async ({ page }) => {
    await page.goto('/saba/')
    await expect(page.locator('#programs').getByRole('heading', { level: 3 })).toHaveText([
      'Sunday services', 'Other services', 'Monthly services', 'Thursday fellowship',
    ])
    await expect(page.getByText('Thursdays, 2-3 PM')).toBeVisible()
    await expect(page.getByText('60 members', { exact: true })).toBeVisible()
    await expect(page.getByText("Pastor's M-Pesa number", { exact: true })).toBeVisible()
  })

  test('programs show their status labels', async ({ page }) => {
    await page.goto('/kibaoni/')
    const programs = page.getByRole('region', { name: 'Current and future programs' })
    await expect(programs.getByRole('listitem')).toHaveText([/Permanent church building\s*Status: Started/])
  })

  test('leaders without a name say so instead of inventing one', async ({ page }) => {
    await page.goto('/highridge/')
    const team = page.getByRole('region', { name: 'Meet Our Church Leaders' })
    await expect(team.getByText('Senior Pastor')).toBeVisible()
    await expect(team.getByRole('heading', { name: 'Name to be added' })).toBeVisible()
    await expect(team.getByRole('img', { name: 'Photo of a church leader (to be supplied)' })).toBeVisible()
  })

  test('the copyright year is 2024 on Hongwe and 2023 elsewhere', async ({ page }) => {
    await page.goto('/hongwe/')
    await expect(page.getByRole('contentinfo')).toContainText('© 2024')
    await page.goto('/fuata/')
    await expect(page.getByRole('contentinfo')).toContainText('© 2023')
    await expect(page.getByText('Founded').locator('xpath=following-sibling::dd[1]')).toHaveText('1994')
  })
})

test.describe('top bar', () => {
  test('the brand name leads home', async ({ page }) => {
    await page.goto('/raila/')
    await bar(page).getByRole('link', { name: 'Church Ministry Kenya' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })

  test('on a phone the hamburger expands and collapses the links', async ({ page }, testInfo) => {
    test.skip(widthOf(testInfo) >= 768, 'the hamburger shows below 768 px')
    await page.goto('/raila/')
    await hydrated(page)
    const menu = bar(page).getByRole('button', { name: 'Menu' })
    const give = bar(page).getByRole('link', { name: 'Give' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(give).toBeHidden()
    await expectHydrated(menu)
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(give).toBeVisible()
    await menu.click()
    await expect(give).toBeHidden()
    await menu.click()
    await give.click()
    await expect(page).toHaveURL(/#give$/)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { name: 'Offerings and tithes' })).toBeInViewport()
  })

  test('on wider screens the links show without a hamburger', async ({ page }, testInfo) => {
    test.skip(widthOf(testInfo) < 768, 'wide screens only')
    await page.goto('/raila/')
    await expect(bar(page).getByRole('button', { name: 'Menu' })).toBeHidden()
    await bar(page).getByRole('link', { name: 'Team' }).click()
    await expect(page).toHaveURL(/#team$/)
  })
})

test.describe('giving', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  test('paybill 247247: copy button says Copied, the missing account number says how to ask', async ({ page }) => {
    await page.goto('/raila/')
    await hydrated(page)
    const give = page.getByRole('region', { name: 'Offerings and tithes' })
    await expect(give.getByRole('heading', { name: 'Give by M-Pesa paybill' })).toBeVisible()
    await expect(give.getByText('247247', { exact: true })).toBeVisible()
    const copy = give.getByRole('button', { name: /^Cop(y|ied) paybill number$/ })
    await expectHydrated(copy)
    await copy.click()
    await expect(copy).toHaveText(/Copied/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('247247')
    await expect(give.getByText('Not listed here yet')).toBeVisible()
    await expect(give).toContainText('To get the account number for Raila, ask the church office')
    await give.getByRole('link', { name: 'contact form' }).click()
    await expect(page).toHaveURL(/#contact$/)
  })

  test("a pastor's M-Pesa number, missing: how to ask for it", async ({ page }) => {
    await page.goto('/moa/')
    const give = page.getByRole('region', { name: 'Offerings and tithes' })
    await expect(give.getByRole('heading', { name: "Give through the pastor's M-Pesa number" })).toBeVisible()
    await expect(give).toContainText("To get the pastor's M-Pesa number for Moa, ask the church office")
    await expect(give.getByRole('button', { name: /Copy/ })).toHaveCount(0)
  })

  test('an account number only (Nambemo): no paybill shown', async ({ page }) => {
    await page.goto('/nambemo/')
    const give = page.getByRole('region', { name: 'Offerings and tithes' })
    await expect(give.getByText('Account number', { exact: true })).toBeVisible()
    await expect(give.getByText('Paybill number')).toHaveCount(0)
    await expect(give.getByText('Not listed here yet')).toBeVisible()
  })
})

test.describe('contact form', () => {
  test('has the four fields and uses the browser’s own checks', async ({ page }) => {
    await page.goto('/kibera/')
    const form = page.getByRole('form', { name: 'Message to Kibera congregation' })
    await expect(form.getByLabel('Your name')).toHaveAttribute('name', 'user_name')
    await expect(form.getByLabel('Your email')).toHaveAttribute('type', 'email')
    const message = form.getByLabel('Message (optional)')
    await expect(message).toHaveAttribute('cols', '30')
    await expect(message).toHaveAttribute('rows', '10')
    await expect(message).not.toHaveAttribute('required')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/kibera\/$/)
    expect(await form.getByLabel('Your name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    await form.getByLabel('Your name').fill('Visitor')
    await form.getByLabel('Your email').fill('not-an-email')
    expect(await form.getByLabel('Your email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    expect(await form.getByLabel('Subject').evaluate((el: HTMLInputElement) => el.required)).toBe(true)
  })
})

test.describe('footer', () => {
  test('four social icons with names, and links only to sections the page has', async ({ page }) => {
    await page.goto('/chwele/')
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' })
    await expect(social.getByRole('link')).toHaveCount(4)
    for (const name of ['Facebook', 'YouTube', 'Instagram', 'X']) {
      await expect(social.getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible()
    }
    await expect(footerLinks(page, 'Chwele')).toHaveText(['Home', 'About', 'Give', 'Contact', 'All congregations'])
  })
})
