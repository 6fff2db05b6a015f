import { congregationsByRegion } from '../lib/content/menu'
import { routesOf } from '../lib/content/routes'
import { localePath } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { markupOf } from './export-links'
import { expect, test } from './fixtures'
import { pathOf, siteContent } from './site-content'

test.describe('every page in content/ is a page of the site', () => {
  for (const kind of ['page', 'congregation'] as const) {
    // The served HTML is the page (a static export): it is read as served, without a browser for each of the
    // ministry's pages; a11y.spec.ts opens each of them in one, where axe checks that the heading shows.
    test(`every ${kind} answers 200 with one main heading`, async ({ request }) => {
      const routes = routesOf(await siteContent()).filter((r) => r.kind === kind)
      expect(routes.length).toBeGreaterThan(0)
      for (const { slug } of routes) {
        const response = await request.get(pathOf(slug))
        expect(response.status(), pathOf(slug)).toBe(200)
        const html = markupOf(await response.text())
        expect(html.match(/<h1[\s>]/g) ?? [], `${pathOf(slug)}: its h1 elements`).toHaveLength(1)
        expect(html, pathOf(slug)).toMatch(/<main\b[^>]*\sid="main"/)
      }
    })
  }

  test('the home page has a heading and links to the locations list', async ({ page }) => {
    const { paths } = await siteContent()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // As a visitor does: scroll to the map section first. Sections rendered only when near
    // (content-visibility) take their real height on the way, which moves a link mid-click.
    const link = page.getByRole('main').getByRole('link', { name: 'See the full list of our churches' })
    await link.scrollIntoViewIfNeeded()
    await expect(link).toBeInViewport()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${paths.churches}$`))
  })
})

test.describe('unknown paths', () => {
  test('show "Not found!" with status 404, with help in English and in Kiswahili', async ({ page }) => {
    for (const address of ['/no-such-page', '/sw/no-such-page/']) {
      const response = await page.goto(address)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: catalogues.en.notFound.title })).toBeVisible()
      // The Kiswahili help leads to the Kiswahili pages.
      const kiswahili = page.locator('section[lang="sw"]')
      await expect(kiswahili.getByRole('heading', { name: catalogues.sw.notFound.title })).toBeVisible()
      await expect(kiswahili.getByRole('link', { name: catalogues.sw.notFound.churches })).toHaveAttribute(
        'href',
        localePath('sw', (await siteContent()).paths.churches),
      )
    }
  })

  test('the template leftovers /web-design and /seo are unknown', async ({ page }) => {
    for (const path of ['/web-design/', '/seo/']) {
      expect((await page.goto(path))?.status(), path).toBe(404)
    }
  })
})

test.describe('alias paths lead to real pages', () => {
  test('every alias in content/site.en.mdx forwards to its page', async ({ page, request }) => {
    const { site } = await siteContent()
    for (const { from, to } of site.aliases) {
      const html = await (await request.get(`/${from}/`)).text()
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}"/>`)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${to.replace(/\//g, '\\/')}"`))
      expect(html).toMatch(new RegExp(`<a [^>]*href="${to}"`))
      await page.goto(`/${from}/`)
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`))
    }
  })
})

test.describe('sitemap and locations list come from content', () => {
  test('the sitemap lists every page and no alias', async ({ request }) => {
    const content = await siteContent()
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const route of routesOf(content)) {
      if (route.kind === 'alias') expect(xml, route.slug).not.toContain(`/${route.slug}/</loc>`)
      else expect(xml, route.slug).toContain(`/${route.slug}/</loc>`)
    }
  })

  test('the locations list links every congregation under its region, in menu order', async ({ page }) => {
    const content = await siteContent()
    await page.goto(content.paths.churches)
    for (const { region, congregations } of congregationsByRegion(content)) {
      const list = page.getByRole('region', { name: region })
      await expect(list.getByRole('link')).toHaveText(congregations.map((c) => c.name))
      await expect(list.getByRole('link', { name: congregations[0]!.name, exact: true })).toHaveAttribute(
        'href',
        pathOf(congregations[0]!.slug),
      )
    }
    // Besides the row of links to each region, the lists link each congregation once.
    await expect(page.getByRole('main').getByRole('region').getByRole('link')).toHaveCount(content.congregations.length)
  })
})
