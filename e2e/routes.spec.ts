import { expect, test } from './fixtures'

/** Every route named in SPEC §2, plus the pages the menu needs (issue 2, item 4). */
const specRoutes = {
  ministry: ['church', 'mabadiliko', 'lamu', 'who-we-are', 'history', 'leaders', 'statement', 'contact', 'gala', 'support', 'events'],
  congregations: [
    'raila', 'fuata', 'gitwamba', 'highridge', 'grogon', 'kayaba', 'kiambio', 'kibera', 'kambi', 'kibaoni', 'marrum',
    'sogorosa', 'kikwatani', 'bubamba', 'mahemas', 'kitale', 'chwele', 'nambemo', 'hongwe', 'karafuu', 'kibokoni',
    'poromoko', 'moa', 'manda', 'saba', 'roka',
  ],
  resources: ['quality', 'strategic', 'constitution', 'laws', 'financial'],
  ministries: ['children', 'women', 'men', 'youth', 'missions', 'prayer', 'schools'],
  menuOnly: ['tumati', 'maili', 'povuni', 'bwema', 'ministry-projects'],
}

test.describe('every named route is a page', () => {
  for (const [group, slugs] of Object.entries(specRoutes)) {
    test(`${group} pages answer 200 with one main heading`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === 'narrow', 'route coverage runs at desktop and phone widths')
      for (const slug of slugs) {
        const response = await page.goto(`/${slug}/`)
        expect(response?.status(), `/${slug}/`).toBe(200)
        await expect(page.locator('h1'), `/${slug}/`).toHaveCount(1)
        await expect(page.locator('main#main')).toBeVisible()
      }
    })
  }

  test('the home page has a heading and links to the locations list', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'See the full list of our churches' }).click()
    await expect(page).toHaveURL(/\/church\/$/)
  })
})

test.describe('unknown paths', () => {
  test('show "Not found!" with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible()
  })

  test('the template leftovers /web-design and /seo are unknown', async ({ page }) => {
    for (const path of ['/web-design/', '/seo/']) {
      expect((await page.goto(path))?.status(), path).toBe(404)
    }
  })
})

test.describe('alias paths lead to real pages', () => {
  const aliases = { about: '/who-we-are/', churches: '/church/', projects: '/ministry-projects/', home: '/' }
  for (const [from, to] of Object.entries(aliases)) {
    test(`/${from}/ forwards to ${to}`, async ({ page, request }) => {
      const html = await (await request.get(`/${from}/`)).text()
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}"/>`)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${to.replace(/\//g, '\\/')}"`))
      expect(html).toMatch(new RegExp(`<a [^>]*href="${to}"`))
      await page.goto(`/${from}/`)
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`))
    })
  }
})

test.describe('sitemap and locations list come from content', () => {
  test('the sitemap lists every page', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const slug of [...specRoutes.congregations, ...specRoutes.ministry, 'maili', 'bwema']) {
      expect(xml, slug).toContain(`/${slug}/</loc>`)
    }
    expect(xml).not.toContain('/about/</loc>')
  })

  test('the locations list links every congregation under its region', async ({ page }) => {
    await page.goto('/church/')
    const western = page.getByRole('region', { name: 'Western' })
    await expect(western.getByRole('link')).toHaveText(['Mahemas', 'Chwele', 'Nambemo', 'Bubamba', 'Kitale', 'Bwema'])
    await expect(page.getByRole('region', { name: 'Mombasa' }).getByRole('link', { name: 'Kikwatani' })).toHaveAttribute('href', '/kikwatani/')
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(29)
  })
})
