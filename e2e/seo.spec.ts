import { expect, test } from './fixtures'

test.describe('search and sharing', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'markup checks run once'))

  test('each page has its own title, description, canonical address and Open Graph tags', async ({ page }) => {
    await page.goto('/history/')
    await expect(page).toHaveTitle('Our History | Church Ministry Kenya')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'How the ministry began in 1992, its goal and its mission.')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/history\/$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Our History')
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Church Ministry Kenya')
  })

  test('the home page describes the ministry as a schema.org Organization', async ({ page }) => {
    await page.goto('/')
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', foundingDate: '1992' })
  })

  test('a congregation page describes a schema.org Church with its Sunday service', async ({ page }) => {
    await page.goto('/marrum/')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const church = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Church')
    expect(church).toMatchObject({
      name: 'Marram congregation',
      address: { addressRegion: 'Kilifi', addressCountry: 'KE' },
      event: { eventSchedule: { byDay: 'https://schema.org/Sunday', startTime: '10:00', repeatFrequency: 'P1W' } },
    })
  })

  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/User-Agent: \*\s+Allow: \//i)
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  })
})
