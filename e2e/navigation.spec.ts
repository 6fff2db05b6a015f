import type { Page } from '@playwright/test'
import { buildMenu, type NavItem } from '../lib/content/menu'
import { expect, test, widthOf } from './fixtures'
import { escapeRegExp, menuItemWith, pageWith, pathOf, siteContent } from './site-content'

const hrefsOf = (items: NavItem[]): string[] => items.flatMap((i) => [...(i.href ? [i.href] : []), ...hrefsOf(i.children ?? [])])
const titlesOf = (items: NavItem[]): string[] => items.flatMap((i) => [i.title, ...titlesOf(i.children ?? [])])
/** A title no other entry of the menu has, so a locator by it finds that entry alone. */
const unique = (menu: NavItem[], title: string) => titlesOf(menu).filter((t) => t === title).length === 1

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const link = (page: Page, item: NavItem) => mainNav(page).getByRole('link', { name: item.title, exact: true })
/** The button that opens an item's submenu: named "<title> submenu" beside the item's link, or the item's title when it has no link. */
const submenuButton = (page: Page, item: NavItem) => mainNav(page).getByRole('button', { name: item.href ? `${item.title} submenu` : item.title, exact: true })
/** What a pointer hovers to open an item's submenu: its link, or its button when it has none. */
const opener = (page: Page, item: NavItem) => (item.href ? link(page, item) : submenuButton(page, item))
const urlOf = (href: string) => new RegExp(`${escapeRegExp(href)}$`)

/** A page of content to open the menu on. */
const anyPage = async () => pathOf((await pageWith('the standard layout', (p) => p.data.layout === 'standard')).data.slug)

/** A top-level link with a submenu whose first entry is a link (About > Who we are, as content stands). */
const dropdown = async () => {
  const { item } = await menuItemWith(
    'a link with a submenu whose first entry is a link',
    (i, menu) => !!i.href && !!i.children?.[0]?.href && unique(menu, i.title) && unique(menu, i.children[0].title),
  )
  return { item, first: item.children![0]! }
}

/** A top-level link without a submenu, after an item that has none either (Tab and Shift+Tab stay on it). */
const plainLink = async () =>
  (await menuItemWith('a link without a submenu', (i, menu) => !i.children && !!i.href && unique(menu, i.title) && !menu[menu.indexOf(i) - 1]?.children)).item

/** A congregation in the menu's congregations branch (Our Churches > its region > it), first or last region. */
async function congregationInMenu(which: 'first' | 'last') {
  const content = await siteContent()
  const menu = buildMenu(content)
  const churches = menu[content.menu.items.findIndex((i) => i.congregations)]
  const regions = (churches?.children ?? []).filter((r) => unique(menu, r.title) && r.children?.some((c) => c.href && unique(menu, c.title)))
  const region = which === 'first' ? regions[0] : regions.at(-1)
  test.skip(!churches || !region, 'no item of content/menu.mdx lists congregations by region')
  return { churches: churches!, region: region!, congregation: region!.children!.find((c) => c.href && unique(menu, c.title))! }
}

test.describe('desktop menu (wider than 960 px)', () => {
  test.beforeEach(({}, testInfo) => test.skip(widthOf(testInfo) <= 960, 'desktop dropdowns only above 960 px'))

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    await expect(link(page, first)).toBeHidden()
    await link(page, item).hover()
    await expect(link(page, first)).toBeVisible()
    await expect(submenuButton(page, item)).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('heading', { level: 1 }).hover()
    await expect(link(page, first)).toBeHidden()
  })

  test('a nested flyout opens on hover too', async ({ page }) => {
    const { item, menu } = await menuItemWith('a submenu with a submenu of links', (i, menu) =>
      !!i.children?.some((c) => unique(menu, c.title) && c.children?.some((g) => g.href && unique(menu, g.title))),
    )
    const child = item.children!.find((c) => unique(menu, c.title) && c.children?.some((g) => g.href && unique(menu, g.title)))!
    const grandchild = child.children!.find((g) => g.href && unique(menu, g.title))!
    await page.goto(await anyPage())
    await opener(page, item).hover()
    await expect(link(page, grandchild)).toBeHidden()
    await opener(page, child).hover()
    await expect(link(page, grandchild)).toBeVisible()
    await page.getByRole('heading', { level: 1 }).hover()
    await expect(link(page, grandchild)).toBeHidden()
  })

  test('Our Churches opens by region down to a congregation', async ({ page }) => {
    const { churches, region, congregation } = await congregationInMenu('last')
    await page.goto('/')
    await opener(page, churches).hover()
    await opener(page, region).hover()
    await link(page, congregation).click()
    await expect(page).toHaveURL(urlOf(congregation.href!))
  })

  test('keyboard focus opens a dropdown; Escape closes it and keeps focus on its button', async ({ page }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    const top = link(page, item)
    await top.focus()
    await page.keyboard.press('Tab') // to the submenu button
    await page.keyboard.press('Shift+Tab')
    await expect(top).toBeFocused()
    await expect(link(page, first)).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(link(page, first)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(link(page, first)).toBeHidden()
    await expect(submenuButton(page, item)).toBeFocused()
    // Enter on the button opens it again; Tab away from the item closes it.
    await page.keyboard.press('Enter')
    await expect(submenuButton(page, item)).toHaveAttribute('aria-expanded', 'true')
  })

  test('a click on the submenu button keeps a hover-opened dropdown open', async ({ page }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    await submenuButton(page, item).click()
    await expect(link(page, first)).toBeVisible()
  })

  test('a click outside closes a dropdown opened from the keyboard', async ({ page }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    await link(page, item).focus()
    await expect(link(page, first)).toBeVisible()
    await page.mouse.click(5, 700)
    await expect(link(page, first)).toBeHidden()
  })

  test('focus is visible on menu links', async ({ page }) => {
    const item = await plainLink()
    await page.goto(await anyPage())
    const plain = link(page, item)
    await plain.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(plain).toBeFocused()
    const outline = await plain.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).toBe('solid')
  })
})

test.describe('menu at 960 px and below', () => {
  test.beforeEach(({}, testInfo) => test.skip(widthOf(testInfo) > 960, 'the Menu button applies at 960 px and below'))

  test('the Menu button shows and hides the menu', async ({ page }) => {
    const item = await plainLink()
    await page.goto(await anyPage())
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    const entry = link(page, item)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(entry).toBeHidden()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(entry).toBeVisible()
    await menu.click()
    await expect(entry).toBeHidden()
  })

  test('nested items expand by button, down to a congregation', async ({ page }) => {
    const { churches, region, congregation } = await congregationInMenu('first')
    await page.goto(await anyPage())
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const churchesButton = submenuButton(page, churches)
    await churchesButton.click()
    await expect(churchesButton).toHaveAttribute('aria-expanded', 'true')
    const regionButton = submenuButton(page, region)
    await regionButton.click()
    await expect(regionButton).toHaveAttribute('aria-expanded', 'true')
    await link(page, congregation).click()
    await expect(page).toHaveURL(urlOf(congregation.href!))
  })

  test('hovering does not open a dropdown', async ({ page }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await link(page, item).hover()
    await page.waitForTimeout(300)
    await expect(link(page, first)).toBeHidden()
    await expect(submenuButton(page, item)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click or touch outside closes the menu', async ({ page }, testInfo) => {
    const { item, first } = await dropdown()
    const plain = await plainLink()
    await page.goto(await anyPage())
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    await submenuButton(page, item).click()
    await expect(link(page, first)).toBeVisible()
    // Below the open panel, at the bottom edge of the screen: a tap on a phone, a click elsewhere.
    const { height } = page.viewportSize()!
    if (testInfo.project.use.hasTouch) await page.touchscreen.tap(5, height - 5)
    else await page.mouse.click(5, height - 5)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(link(page, plain)).toBeHidden()
  })

  test('Escape closes the menu and returns focus to the Menu button', async ({ page }) => {
    const item = await plainLink()
    await page.goto(await anyPage())
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    await link(page, item).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every menu entry is a real link in the static HTML', async ({ page }) => {
    const item = await plainLink()
    await page.goto(await anyPage())
    const links = mainNav(page).locator('a[href]')
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    const expected = hrefsOf(buildMenu(await siteContent()))
    expect(expected.length).toBeGreaterThan(0)
    for (const href of expected) expect(hrefs).toContain(href)
    // Menu entries are reachable: the menu is shown open when scripts cannot run.
    await expect(link(page, item)).toBeVisible()
  })

  test('nested entries are visible on a phone, and open on hover on a desktop', async ({ page }, testInfo) => {
    // A congregation two levels down: Our Churches > its region > the congregation.
    const { churches, region, congregation: entry } = await congregationInMenu('first')
    await page.goto(await anyPage())
    const congregation = link(page, entry)
    if (widthOf(testInfo) <= 960) {
      await expect(congregation).toBeVisible()
    } else {
      await expect(congregation).toBeHidden()
      await opener(page, churches).hover()
      await opener(page, region).hover()
      await expect(congregation).toBeVisible()
    }
  })
})

test('the first Tab reaches a skip-to-content link that moves focus to the main content', async ({ page }) => {
  await page.goto(await anyPage())
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})
