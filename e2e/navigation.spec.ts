import type { Page } from '@playwright/test'
import { buildMenu, type NavItem } from '../lib/content/menu'
import { expect, test, widthOf } from './fixtures'
import { siteContent } from './site-content'

const hrefsOf = (items: NavItem[]): string[] => items.flatMap((i) => [...(i.href ? [i.href] : []), ...hrefsOf(i.children ?? [])])

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const submenuButton = (page: Page, name: string) => mainNav(page).getByRole('button', { name })

test.describe('desktop menu (wider than 960 px)', () => {
  test.beforeEach(({}, testInfo) => test.skip(widthOf(testInfo) <= 960, 'desktop dropdowns only above 960 px'))

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/history/')
    const whoWeAre = mainNav(page).getByRole('link', { name: 'Who we are' })
    await expect(whoWeAre).toBeHidden()
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).hover()
    await expect(whoWeAre).toBeVisible()
    await expect(submenuButton(page, 'About submenu')).toHaveAttribute('aria-expanded', 'true')
    // Nested flyout: Resources opens on hover too.
    await mainNav(page).getByRole('button', { name: 'Resources' }).hover()
    await expect(mainNav(page).getByRole('link', { name: 'Strategic Plan' })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).hover()
    await expect(whoWeAre).toBeHidden()
  })

  test('Our Churches opens by region down to a congregation', async ({ page }) => {
    await page.goto('/')
    await mainNav(page).getByRole('link', { name: 'Our Churches' }).hover()
    await mainNav(page).getByRole('button', { name: 'Lamu' }).hover()
    await mainNav(page).getByRole('link', { name: 'Poromoko' }).click()
    await expect(page).toHaveURL(/\/poromoko\/$/)
  })

  test('keyboard focus opens a dropdown; Escape closes it and keeps focus on its button', async ({ page }) => {
    await page.goto('/history/')
    const about = mainNav(page).getByRole('link', { name: 'About', exact: true })
    await about.focus()
    await page.keyboard.press('Tab') // to the About submenu button
    await page.keyboard.press('Shift+Tab')
    await expect(about).toBeFocused()
    await expect(mainNav(page).getByRole('link', { name: 'Who we are' })).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Who we are' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(mainNav(page).getByRole('link', { name: 'Who we are' })).toBeHidden()
    await expect(submenuButton(page, 'About submenu')).toBeFocused()
    // Enter on the button opens it again; Tab away from the item closes it.
    await page.keyboard.press('Enter')
    await expect(submenuButton(page, 'About submenu')).toHaveAttribute('aria-expanded', 'true')
  })

  test('a click on the submenu button keeps a hover-opened dropdown open', async ({ page }) => {
    await page.goto('/history/')
    await submenuButton(page, 'Ministry Projects submenu').click()
    await expect(mainNav(page).getByRole('link', { name: 'Lamu House' })).toBeVisible()
  })

  test('a click outside closes a dropdown opened from the keyboard', async ({ page }) => {
    await page.goto('/history/')
    await mainNav(page).getByRole('link', { name: 'Ministry Projects' }).focus()
    await expect(mainNav(page).getByRole('link', { name: 'Lamu House' })).toBeVisible()
    await page.mouse.click(5, 700)
    await expect(mainNav(page).getByRole('link', { name: 'Lamu House' })).toBeHidden()
  })

  test('focus is visible on menu links', async ({ page }) => {
    await page.goto('/history/')
    const home = mainNav(page).getByRole('link', { name: 'Home' })
    await home.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const outline = await home.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).toBe('solid')
  })
})

test.describe('menu at 960 px and below', () => {
  test.beforeEach(({}, testInfo) => test.skip(widthOf(testInfo) > 960, 'the Menu button applies at 960 px and below'))

  test('the Menu button shows and hides the menu', async ({ page }) => {
    await page.goto('/history/')
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    const contact = mainNav(page).getByRole('link', { name: 'Contact' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(contact).toBeHidden()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(contact).toBeVisible()
    await menu.click()
    await expect(contact).toBeHidden()
  })

  test('nested items expand by button, down to a congregation', async ({ page }) => {
    await page.goto('/history/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const churches = submenuButton(page, 'Our Churches submenu')
    await churches.click()
    await expect(churches).toHaveAttribute('aria-expanded', 'true')
    const nairobi = mainNav(page).getByRole('button', { name: 'Nairobi' })
    await nairobi.click()
    await expect(nairobi).toHaveAttribute('aria-expanded', 'true')
    await mainNav(page).getByRole('link', { name: 'Maili-saba' }).click()
    await expect(page).toHaveURL(/\/maili\/$/)
  })

  test('hovering does not open a dropdown', async ({ page }) => {
    await page.goto('/history/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).hover()
    await page.waitForTimeout(300)
    await expect(mainNav(page).getByRole('link', { name: 'Who we are' })).toBeHidden()
    await expect(submenuButton(page, 'About submenu')).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click or touch outside closes the menu', async ({ page }, testInfo) => {
    await page.goto('/history/')
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    await submenuButton(page, 'About submenu').click()
    await expect(mainNav(page).getByRole('link', { name: 'Who we are' })).toBeVisible()
    // Below the open panel, at the bottom edge of the screen: a tap on a phone, a click elsewhere.
    const { height } = page.viewportSize()!
    if (testInfo.project.use.hasTouch) await page.touchscreen.tap(5, height - 5)
    else await page.mouse.click(5, height - 5)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeHidden()
  })

  test('Escape closes the menu and returns focus to the Menu button', async ({ page }) => {
    await page.goto('/history/')
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    await mainNav(page).getByRole('link', { name: 'Home' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every menu entry is a real link in the static HTML', async ({ page }) => {
    await page.goto('/history/')
    const links = mainNav(page).locator('a[href]')
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    const expected = hrefsOf(buildMenu(await siteContent()))
    expect(expected.length).toBeGreaterThan(0)
    for (const href of expected) expect(hrefs).toContain(href)
    // Menu entries are reachable: the menu is shown open when scripts cannot run.
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeVisible()
  })

  test('nested entries are visible on a phone, and open on hover on a desktop', async ({ page }, testInfo) => {
    // A congregation two levels down: Our Churches > its region > the congregation.
    const menu = buildMenu(await siteContent())
    const churches = menu.find((i) => i.children?.some((r) => r.children?.length))!
    const region = churches.children!.find((r) => r.children?.length)!
    await page.goto('/history/')
    const congregation = mainNav(page).getByRole('link', { name: region.children![0]!.title, exact: true })
    if (widthOf(testInfo) <= 960) {
      await expect(congregation).toBeVisible()
    } else {
      await expect(congregation).toBeHidden()
      await mainNav(page).getByRole('link', { name: churches.title }).hover()
      await mainNav(page).getByRole('button', { name: region.title }).hover()
      await expect(congregation).toBeVisible()
    }
  })
})

test('the first Tab reaches a skip-to-content link that moves focus to the main content', async ({ page }) => {
  await page.goto('/history/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})
