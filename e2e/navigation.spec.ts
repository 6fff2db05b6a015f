import type { Locator, Page } from '@playwright/test'
import { buildMenu, type NavItem } from '../lib/content/menu'
import { expandedState, expect, NARROW_WINDOW, test, widthOf } from './fixtures'
import { escapeRegExp, lacking, menuItemWith, pageWith, pathOf, siteContent } from './site-content'

const hrefsOf = (items: NavItem[]): string[] =>
  items.flatMap((i) => [...(i.href ? [i.href] : []), ...hrefsOf(i.children ?? [])])
const titlesOf = (items: NavItem[]): string[] => items.flatMap((i) => [i.title, ...titlesOf(i.children ?? [])])
/** A title no other entry of the menu has, so a locator by it finds that entry alone. */
const unique = (menu: NavItem[], title: string) => titlesOf(menu).filter((t) => t === title).length === 1

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const link = (page: Page, item: NavItem) => mainNav(page).getByRole('link', { name: item.title, exact: true })
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
/**
 * The control that opens an item's submenu, named "<title> submenu" beside the item's link or by the item's
 * title when it has no link, as shown at the page's width: a button (a desktop dropdown) or a disclosure's
 * <summary> (which Chromium exposes as a button by that name but Playwright gives no role).
 */
const submenuButton = (page: Page, item: NavItem) => {
  const name = item.href ? `${item.title} submenu` : item.title
  const summary = mainNav(page)
    .locator('summary')
    .filter({ hasText: new RegExp(`^${escapeRegExp(name)}$`) })
  return mainNav(page)
    .getByRole('button', { name, exact: true })
    .or(mainNav(page).getByLabel(name, { exact: true }))
    .or(summary)
    .filter({ visible: true })
}
/** What a pointer hovers to open an item's submenu: its link, or its button when it has none. */
const opener = (page: Page, item: NavItem) => (item.href ? link(page, item) : submenuButton(page, item))
const urlOf = (href: string) => new RegExp(`${escapeRegExp(href)}$`)

/** A dropdown shows right under its item, whichever way it opened. */
async function expectUnder(entry: Locator, item: Locator) {
  const [below, above] = [await entry.boundingBox(), await item.boundingBox()]
  expect(below!.y).toBeGreaterThanOrEqual(above!.y + above!.height - 1)
  expect(below!.y).toBeLessThan(above!.y + above!.height + 40)
  expect(Math.abs(below!.x - above!.x)).toBeLessThan(40)
}

/** The focused element's outline style: the site's focus ring is a solid outline. */
const outlineOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).outlineStyle)

/** A page of content to open the menu on. */
const anyPage = async () =>
  pathOf((await pageWith('the standard layout', (p) => p.data.layout === 'standard')).data.slug)

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
  (
    await menuItemWith(
      'a link without a submenu',
      (i, menu) => !i.children && !!i.href && unique(menu, i.title) && !menu[menu.indexOf(i) - 1]?.children,
    )
  ).item

/** A congregation in the menu's congregations branch (Our Churches > its region > it), first or last region. */
async function congregationInMenu(which: 'first' | 'last') {
  const content = await siteContent()
  const menu = buildMenu(content)
  const churches = menu[content.menu.items.findIndex((i) => i.congregations)]
  const regions = (churches?.children ?? []).filter(
    (r) => unique(menu, r.title) && r.children?.some((c) => c.href && unique(menu, c.title)),
  )
  const region = which === 'first' ? regions[0] : regions.at(-1)
  if (!churches || !region) lacking('item of the main menu that lists congregations by region')
  return { churches, region, congregation: region.children!.find((c) => c.href && unique(menu, c.title))! }
}

// Desktop dropdowns only above 960 px.
test.describe('desktop menu (wider than 960 px)', { tag: '@desktop-only' }, () => {
  test('a dropdown opens on hover, under its item, and closes when the pointer leaves', async ({ page }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    await expect(menuButton(page)).toBeHidden()
    await expect(link(page, first)).toBeHidden()
    await link(page, item).hover()
    await expect(link(page, first)).toBeVisible()
    await expectUnder(link(page, first), link(page, item))
    await page.getByRole('heading', { level: 1 }).hover()
    await expect(link(page, first)).toBeHidden()
  })

  test('a nested flyout opens on hover too', async ({ page }) => {
    const { item, menu } = await menuItemWith(
      'a submenu with a submenu of links',
      (i, menu) =>
        !!i.children?.some((c) => unique(menu, c.title) && c.children?.some((g) => g.href && unique(menu, g.title))),
    )
    const child = item.children!.find(
      (c) => unique(menu, c.title) && c.children?.some((g) => g.href && unique(menu, g.title)),
    )!
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

  test('the submenu button opens a dropdown from the keyboard; Escape closes it and returns focus to the button', async ({
    page,
  }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    const button = submenuButton(page, item)
    await link(page, item).focus()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    // Focus alone opens nothing: the button does.
    await expect(link(page, first)).toBeHidden()
    expect(await expandedState(button)).toBe(false)
    await page.keyboard.press('Enter')
    await expect(link(page, first)).toBeVisible()
    await expect.poll(() => expandedState(button)).toBe(true)
    await expectUnder(link(page, first), link(page, item))
    await page.keyboard.press('Tab')
    await expect(link(page, first)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(link(page, first)).toBeHidden()
    await expect(button).toBeFocused()
    await expect.poll(() => expandedState(button)).toBe(false)
    await page.keyboard.press('Enter')
    await expect(link(page, first)).toBeVisible()
  })

  test('a nested flyout opens from the keyboard; Escape closes the dropdown and returns focus to its button', async ({
    page,
  }) => {
    const { item, menu } = await menuItemWith(
      'a submenu with a submenu of links',
      (i, menu) =>
        !!i.children?.some((c) => unique(menu, c.title) && c.children?.[0]?.href && unique(menu, c.children[0].title)),
    )
    const child = item.children!.find(
      (c) => unique(menu, c.title) && c.children?.[0]?.href && unique(menu, c.children[0].title),
    )!
    const grandchild = child.children![0]!
    await page.goto(await anyPage())
    const button = submenuButton(page, item)
    await button.focus()
    await page.keyboard.press('Enter')
    const childButton = submenuButton(page, child)
    await childButton.focus()
    await expect(link(page, grandchild)).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(link(page, grandchild)).toBeVisible()
    await expect.poll(() => expandedState(childButton)).toBe(true)
    await page.keyboard.press('Tab')
    await expect(link(page, grandchild)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(link(page, grandchild)).toBeHidden()
    await expect(button).toBeFocused()
    await expect.poll(() => expandedState(button)).toBe(false)
  })

  test('a click on the submenu button keeps the dropdown open after the pointer leaves; a click outside closes it', async ({
    page,
  }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    const button = submenuButton(page, item)
    await button.click()
    await expect(link(page, first)).toBeVisible()
    await expect.poll(() => expandedState(button)).toBe(true)
    await page.getByRole('heading', { level: 1 }).hover()
    await expect(link(page, first)).toBeVisible()
    await expectUnder(link(page, first), link(page, item))
    await page.mouse.click(5, 700)
    await expect(link(page, first)).toBeHidden()
    await expect.poll(() => expandedState(button)).toBe(false)
  })

  test('a click outside closes a dropdown opened from the keyboard', async ({ page }) => {
    const { item, first } = await dropdown()
    await page.goto(await anyPage())
    await submenuButton(page, item).focus()
    await page.keyboard.press('Enter')
    await expect(link(page, first)).toBeVisible()
    await page.mouse.click(5, 700)
    await expect(link(page, first)).toBeHidden()
  })

  test('focus is visible on menu links and submenu buttons', async ({ page }) => {
    const item = await plainLink()
    const { item: parent } = await dropdown()
    await page.goto(await anyPage())
    const plain = link(page, item)
    await plain.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(plain).toBeFocused()
    expect(await outlineOf(plain)).toBe('solid')
    await link(page, parent).focus()
    await page.keyboard.press('Tab')
    await expect(submenuButton(page, parent)).toBeFocused()
    expect(await outlineOf(submenuButton(page, parent))).toBe('solid')
  })
})

// The Menu button applies at 960 px and below: checked on a phone and in a 900 px desktop window.
for (const narrow of [false, true])
  test.describe(
    `menu at 960 px and below${narrow ? ', 900 px window' : ''}`,
    narrow ? { tag: '@desktop-only' } : {},
    () => {
      if (narrow) test.use(NARROW_WINDOW)
      test('the Menu button shows and hides the menu, under the header', async ({ page }) => {
        const item = await plainLink()
        await page.goto(await anyPage())
        const menu = menuButton(page)
        const entry = link(page, item)
        expect(await expandedState(menu)).toBe(false)
        await expect(entry).toBeHidden()
        await menu.click()
        await expect.poll(() => expandedState(menu)).toBe(true)
        await expect(entry).toBeVisible()
        const [panel, header] = [
          await mainNav(page).getByRole('list').first().boundingBox(),
          await page.getByRole('banner').boundingBox(),
        ]
        expect(Math.round(panel!.y)).toBe(Math.round(header!.y + header!.height))
        expect(Math.round(panel!.width)).toBe(page.viewportSize()!.width)
        await menu.click()
        await expect(entry).toBeHidden()
        await expect.poll(() => expandedState(menu)).toBe(false)
      })

      test('nested items expand by button, down to a congregation', async ({ page }) => {
        const { churches, region, congregation } = await congregationInMenu('first')
        await page.goto(await anyPage())
        await menuButton(page).click()
        const churchesButton = submenuButton(page, churches)
        expect(await expandedState(churchesButton)).toBe(false)
        await churchesButton.click()
        await expect.poll(() => expandedState(churchesButton)).toBe(true)
        const regionButton = submenuButton(page, region)
        await expect(link(page, congregation)).toBeHidden()
        await regionButton.click()
        await expect.poll(() => expandedState(regionButton)).toBe(true)
        await link(page, congregation).click()
        await expect(page).toHaveURL(urlOf(congregation.href!))
      })

      test('hovering does not open a dropdown', async ({ page }) => {
        const { item, first } = await dropdown()
        await page.goto(await anyPage())
        await menuButton(page).click()
        await link(page, item).hover()
        await page.waitForTimeout(300)
        await expect(link(page, first)).toBeHidden()
        expect(await expandedState(submenuButton(page, item))).toBe(false)
      })

      test('a click or touch outside closes the menu', async ({ page }, testInfo) => {
        const { item, first } = await dropdown()
        const plain = await plainLink()
        await page.goto(await anyPage())
        const menu = menuButton(page)
        await menu.click()
        await submenuButton(page, item).click()
        await expect(link(page, first)).toBeVisible()
        // Below the open panel, at the bottom edge of the screen: a tap on a phone, a click elsewhere.
        const { height } = page.viewportSize()!
        if (testInfo.project.use.hasTouch) await page.touchscreen.tap(5, height - 5)
        else await page.mouse.click(5, height - 5)
        await expect.poll(() => expandedState(menu)).toBe(false)
        await expect(link(page, plain)).toBeHidden()
      })

      test('Escape closes the menu, from any depth, and returns focus to the Menu button', async ({ page }) => {
        const item = await plainLink()
        const { churches, region, congregation } = await congregationInMenu('first')
        await page.goto(await anyPage())
        const menu = menuButton(page)
        await menu.click()
        await link(page, item).focus()
        await page.keyboard.press('Escape')
        await expect(link(page, item)).toBeHidden()
        await expect.poll(() => expandedState(menu)).toBe(false)
        await expect(menu).toBeFocused()
        await menu.click()
        await submenuButton(page, churches).click()
        await submenuButton(page, region).click()
        await link(page, congregation).focus()
        await page.keyboard.press('Escape')
        await expect(link(page, congregation)).toBeHidden()
        await expect(menu).toBeFocused()
      })

      test('focus is visible on the Menu button and the submenu buttons', async ({ page }) => {
        const { item } = await dropdown()
        await page.goto(await anyPage())
        const menu = menuButton(page)
        await menu.focus()
        await page.keyboard.press('Enter')
        expect(await outlineOf(menu)).toBe('solid')
        await link(page, item).focus()
        await page.keyboard.press('Tab')
        await expect(submenuButton(page, item)).toBeFocused()
        expect(await outlineOf(submenuButton(page, item))).toBe('solid')
      })
    },
  )

test.describe('without JavaScript', { tag: '@desktop-too' }, () => {
  test.use({ javaScriptEnabled: false })

  test('every menu entry is a real link in the static HTML', async ({ page }) => {
    await page.goto(await anyPage())
    const links = mainNav(page).locator('a[href]')
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    const expected = hrefsOf(buildMenu(await siteContent()))
    expect(expected.length).toBeGreaterThan(0)
    for (const href of expected) expect(hrefs).toContain(href)
  })

  test('the Menu button and the submenu buttons work on a phone, hover and the keyboard on a desktop', async ({
    page,
  }, testInfo) => {
    // A congregation two levels down: Our Churches > its region > the congregation.
    const { churches, region, congregation: entry } = await congregationInMenu('first')
    const plain = await plainLink()
    await page.goto(await anyPage())
    const congregation = link(page, entry)
    await expect(congregation).toBeHidden()
    if (widthOf(testInfo) <= 960) {
      const menu = menuButton(page)
      await expect(link(page, plain)).toBeHidden()
      await menu.click()
      await expect(link(page, plain)).toBeVisible()
      await expect.poll(() => expandedState(menu)).toBe(true)
      await submenuButton(page, churches).click()
      await submenuButton(page, region).click()
      await expect(congregation).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(congregation).toBeHidden()
      await expect(menu).toBeFocused()
    } else {
      await expect(link(page, plain)).toBeVisible()
      await opener(page, churches).hover()
      await opener(page, region).hover()
      await expect(congregation).toBeVisible()
      await page.mouse.move(5, 700) // off the menu (the open flyouts may cover the page's heading)
      await expect(congregation).toBeHidden()
      const button = submenuButton(page, churches)
      await button.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => expandedState(button)).toBe(true)
      await submenuButton(page, region).focus()
      await page.keyboard.press('Enter')
      await expect(congregation).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(congregation).toBeHidden()
      await expect(button).toBeFocused()
    }
  })
})

test(
  'the first Tab reaches a skip-to-content link that moves focus to the main content',
  { tag: '@desktop-too' },
  async ({ page }) => {
    await page.goto(await anyPage())
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  },
)
