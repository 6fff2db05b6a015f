/**
 * `npm run new:congregation` (and new:page, new:event) make files the site builds with at once: a
 * temporary copy of the project gets a scaffolded congregation, page and event and is built; the
 * congregation's page, menu entry and locations-list entry are then visited in that export (served
 * to the browser through page.route), and no placeholder shows raw.
 */
import fs from 'node:fs'
import path from 'node:path'
import { copyProject, removeCopy, runIn } from '../scripts/temp-build'
import { placeholdersShown } from './export-files'
import { expect, test } from './fixtures'

const origin = 'http://scaffold.test'
let out = ''
let copy = ''

test.describe('a scaffolded congregation', () => {
  test.describe.configure({ mode: 'serial' })
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one build is enough'))

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'desktop') return
    test.setTimeout(600_000)
    copy = copyProject('scaffold-site-')
    runIn(copy, ['run', '-s', 'new:congregation', '--', '--name', 'Maili Saba', '--region', 'Western'])
    runIn(copy, ['run', '-s', 'new:page', '--', '--title', 'Music ministry'])
    runIn(copy, ['run', '-s', 'new:event', '--', '--title', 'Youth camp', '--month', '2024-01'])
    runIn(copy, ['run', '-s', 'build'], { NEXT_PUBLIC_BASE_PATH: '' })
    out = path.join(copy, 'out')
  })

  test.afterAll(() => {
    if (copy) removeCopy(copy)
  })

  test.beforeEach(async ({ page }) => {
    await page.route(`${origin}/**`, async (route) => {
      let p = decodeURIComponent(new URL(route.request().url()).pathname)
      if (p.endsWith('/')) p += 'index.html'
      const file = path.join(out, p)
      if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' })
      // Playwright sets the content type from the file's extension.
      await route.fulfill({ path: file })
    })
  })

  test('has its page, its menu entry under its region and its place in the locations list', async ({ page }) => {
    await page.goto(`${origin}/maili-saba/`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maili Saba')

    await page.goto(`${origin}/church/`)
    const menu = page.getByRole('navigation', { name: /main/i })
    await expect(menu.getByRole('link', { name: 'Maili Saba', includeHidden: true })).toHaveAttribute('href', '/maili-saba/')
    const listed = page.getByRole('main').getByRole('link', { name: /Maili Saba/ })
    await expect(listed.first()).toBeVisible()
    await listed.first().click()
    await expect(page).toHaveURL(`${origin}/maili-saba/`)
  })
  test('its "TODO: ..." placeholders, and those of a scaffolded page and event, show as facts to come', async ({ page }) => {
    expect(placeholdersShown(out)).toEqual([])

    await page.goto(`${origin}/maili-saba/`)
    await expect(page.locator('#about')).toContainText('To be published by the ministry.')
    await page.goto(`${origin}/church/`)
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Maili Saba' })).toContainText('Service time to be announced')
    await page.goto(`${origin}/music-ministry/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music ministry')
    await expect(page.getByRole('main')).toContainText('To be published by the ministry.')
    await page.goto(`${origin}/events/`)
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Youth camp' })).toContainText('To be published by the ministry.')
  })
})
