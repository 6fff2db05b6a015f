/**
 * "Find a church" on the locations list: the grouped list without JavaScript, then the region filter,
 * the name search and the count with it. Names, regions and counts come from content. "Near me" with
 * coordinates is tested on a scaffolded build (content-changes.spec.ts), as the live content has none.
 */
import type { Page } from '@playwright/test'
import { normalise } from '../lib/congregation/finder'
import { congregationPlace } from '../lib/congregation/place'
import { congregationsByRegion } from '../lib/content/menu'
import type { Content } from '../lib/content/types'
import { expect, test } from './fixtures'
import { serviceLineOf } from './fixture-site/service-lines'
import { escapeRegExp, pathOf, siteContent } from './site-content'
import { codeContaining, holdIslandCode, openAndIdle, REACT_CODE } from './third-party'

const main = (page: Page) => page.getByRole('main')
/** The congregation links of the list: those under a region's heading (or "Nearest first"). */
const listed = (page: Page) => main(page).getByRole('region').getByRole('link')
const regionFilter = (page: Page) => page.getByRole('combobox', { name: 'Region' })
const nameSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search by name' })
const count = (shown: number, total: number) => `Showing ${shown} of ${total} congregations`
const NO_MATCH = /No congregation matches your search/

/**
 * Opens the locations list. The finder's controls are in the page's HTML, and its island starts at the
 * visitor's first action on them (docs/islands.md): the tests act at once, as a visitor does, without
 * waiting for it; what they do before it runs is done again once it does.
 */
async function openFinder(page: Page, content: Content) {
  await page.goto(content.paths.churches)
  await expect(regionFilter(page)).toBeVisible()
}

/**
 * A congregation and a few letters of its name that no other congregation has in its name or place,
 * so typing them leaves that congregation alone.
 */
function uniqueFragment(content: Content): { name: string; fragment: string } | undefined {
  const searchable = content.congregations.map((c) => ({
    name: c.data.name,
    text: normalise(`${c.data.name} ${congregationPlace(c.data).text ?? ''}`),
  }))
  for (const { name } of searchable) {
    const letters = normalise(name)
    for (let length = 3; length <= letters.length; length++)
      for (let start = 0; start + length <= letters.length; start++) {
        const fragment = letters.slice(start, start + length)
        if (!fragment.includes(' ') && searchable.filter((s) => s.text.includes(fragment)).length === 1)
          return { name, fragment }
      }
  }
  return undefined
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the full list, grouped by region, with links to each region and no filter controls', async ({ page }) => {
    const content = await siteContent()
    const groups = congregationsByRegion(content)
    await page.goto(content.paths.churches)
    for (const { region, congregations } of groups) {
      await expect(page.getByRole('region', { name: region, exact: true }).getByRole('link')).toHaveText(
        congregations.map((c) => c.name),
      )
    }
    await expect(listed(page)).toHaveCount(content.congregations.length)

    const regionLinks = main(page).getByRole('navigation', { name: 'Regions' }).getByRole('link')
    await expect(regionLinks).toHaveText(groups.map((g) => g.region))
    const last = groups.at(-1)!.region
    await regionLinks.filter({ hasText: last }).click()
    await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(encodeURIComponent(`region-${last}`))}$`))
    await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport()

    await expect(regionFilter(page)).toHaveCount(0)
    await expect(nameSearch(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Near me' })).toHaveCount(0)
    await expect(page.getByRole('status')).toHaveCount(0)
  })

  test('each entry links to its page and shows its main service and where it meets', async ({ page }) => {
    const content = await siteContent()
    await page.goto(content.paths.churches)
    for (const { region, congregations } of congregationsByRegion(content)) {
      const list = page.getByRole('region', { name: region, exact: true })
      for (const c of congregations) {
        const link = list.getByRole('link', { name: c.name, exact: true })
        await expect(link).toHaveAttribute('href', pathOf(c.slug))
        const item = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: c.name, exact: true }) })
        // The main service: the first listed.
        await expect(item).toContainText(serviceLineOf(c.slug, c.services[0]!.title))
        const place = congregationPlace(c).text
        if (place) await expect(item).toContainText(place)
      }
    }
  })
})

test.describe('with JavaScript', () => {
  test('the region filter shows exactly that region\'s congregations, and "All regions" all again', async ({
    page,
  }) => {
    const content = await siteContent()
    const groups = congregationsByRegion(content)
    expect(groups.length, 'regions with congregations on the fixture site').toBeGreaterThan(1)
    const total = content.congregations.length
    // The smallest region, so that most of the list goes away.
    const { region, congregations } = [...groups].sort((a, b) => a.congregations.length - b.congregations.length)[0]!
    await openFinder(page, content)
    await expect(page.getByRole('status')).toHaveText(count(total, total))

    await regionFilter(page).selectOption(region)
    await expect(listed(page)).toHaveText(congregations.map((c) => c.name))
    await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible()
    for (const other of groups.filter((g) => g.region !== region))
      await expect(page.getByRole('heading', { level: 2, name: other.region, exact: true })).toHaveCount(0)
    await expect(page.getByRole('status')).toHaveText(count(congregations.length, total))

    await regionFilter(page).selectOption({ label: 'All regions' })
    await expect(listed(page)).toHaveCount(total)
    await expect(page.getByRole('status')).toHaveText(count(total, total))
  })

  test('no React comes with the page, nor with the finder; a region chosen before it runs is applied when it does', async ({
    page,
  }) => {
    const content = await siteContent()
    const total = content.congregations.length
    const { region, congregations } = [...congregationsByRegion(content)].sort(
      (a, b) => a.congregations.length - b.congregations.length,
    )[0]!
    const code = await openAndIdle(page, content.paths.churches)
    expect(await codeContaining(page, code, REACT_CODE), 'React fetched before any action').toEqual([])

    const held = await holdIslandCode(page)
    await regionFilter(page).selectOption(region)
    await expect.poll(() => held.asked.length, 'the finder asked for its code').toBeGreaterThan(0)
    // Until it runs, the page is as it came: the whole list.
    await expect(listed(page)).toHaveCount(total)
    held.open()
    await expect(listed(page)).toHaveText(congregations.map((c) => c.name))
    await expect(regionFilter(page)).toHaveValue(region)
    await expect(page.getByRole('status')).toHaveText(count(congregations.length, total))
    expect(await codeContaining(page, code, REACT_CODE), 'React, with the first action').toEqual([])
  })

  test('letters typed before the finder runs are all kept, and find the congregation when it does', async ({
    page,
  }) => {
    const content = await siteContent()
    const { name, fragment } = uniqueFragment(content)!
    await openFinder(page, content)
    const held = await holdIslandCode(page)
    await nameSearch(page).click()
    await page.keyboard.type(fragment)
    await expect(nameSearch(page)).toHaveValue(fragment)
    held.open()
    await expect(listed(page)).toHaveText([name])
    await expect(nameSearch(page)).toHaveValue(fragment)
    await expect(nameSearch(page)).toBeFocused()
    // And typing goes on where it was.
    await page.keyboard.press('Backspace')
    await expect(nameSearch(page)).toHaveValue(fragment.slice(0, -1))
  })

  test('typing part of a name shows that congregation and hides the others, whatever the case', async ({ page }) => {
    const content = await siteContent()
    const subject = uniqueFragment(content)
    expect(subject, 'a congregation of the fixture site with letters in its name that no other has').toBeDefined()
    const { name, fragment } = subject!
    const c = content.congregations.find((e) => e.data.name === name)!
    await openFinder(page, content)

    await nameSearch(page).fill(fragment.toUpperCase())
    await expect(listed(page)).toHaveText([name])
    await expect(
      page.getByRole('region', { name: c.data.region, exact: true }).getByRole('link', { name, exact: true }),
    ).toHaveAttribute('href', pathOf(c.data.slug))
    await expect(page.getByRole('status')).toHaveText(count(1, content.congregations.length))

    await nameSearch(page).fill('')
    await expect(listed(page)).toHaveCount(content.congregations.length)
  })

  test('a search that matches nothing says so, and the list comes back when it is cleared', async ({ page }) => {
    const content = await siteContent()
    const nothing = 'qxzqxz'
    expect(
      content.congregations.some((c) =>
        normalise(`${c.data.name} ${congregationPlace(c.data).text ?? ''}`).includes(nothing),
      ),
    ).toBe(false)
    await openFinder(page, content)

    await nameSearch(page).fill(nothing)
    await expect(page.getByRole('status')).toHaveText(NO_MATCH)
    await expect(listed(page)).toHaveCount(0)

    await nameSearch(page).clear()
    await expect(listed(page)).toHaveCount(content.congregations.length)
    await expect(page.getByText(NO_MATCH)).toHaveCount(0)
  })

  test('an entry leads to its congregation page', async ({ page }) => {
    const content = await siteContent()
    const c = congregationsByRegion(content)[0]!.congregations[0]!
    await openFinder(page, content)
    await listed(page).filter({ hasText: c.name }).first().click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pathOf(c.slug))}$`))
  })

  test('"Near me" is offered only when a congregation has coordinates', async ({ page }) => {
    const content = await siteContent()
    // "Near me" with coordinates is tested in content-changes.spec.ts, whose scaffolded congregations get some.
    expect(
      content.congregations.filter((c) => congregationPlace(c.data).coordinates).map((c) => c.data.slug),
      'congregations of the fixture site with coordinates',
    ).toEqual([])
    await openFinder(page, content)
    await expect(page.getByRole('button', { name: 'Near me' })).toHaveCount(0)
    await expect(page.getByText('Your location stays on your phone')).toHaveCount(0)
  })

  test('the home page links to the finder', async ({ page }) => {
    const content = await siteContent()
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Find a church near you' }).click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(content.paths.churches)}$`))
    await expect(regionFilter(page)).toBeVisible()
  })
})
