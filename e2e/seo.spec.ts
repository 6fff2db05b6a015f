import { real } from '../lib/content/pending'
import { expect, test } from './fixtures'
import { congregationWith, pathOf, siteContent } from './site-content'

// Markup checks run once.
test.describe('search and sharing', { tag: '@desktop-only' }, () => {
  test('each page has its own title, description, canonical address and Open Graph tags', async ({ page }) => {
    const { site, pages } = await siteContent()
    const subject = pages.find((p) => p.data.layout === 'standard' && real(p.data.description) !== undefined)!.data
    await page.goto(pathOf(subject.slug))
    await expect(page).toHaveTitle(`${subject.title} | ${site.name}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', real(subject.description)!)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pathOf(subject.slug)}$`))
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', subject.title)
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', site.name)
  })

  test('the home page describes the ministry as a schema.org Organization', async ({ page }) => {
    const { site } = await siteContent()
    await page.goto('/')
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      foundingDate: String(site.foundedYear),
    })
  })

  test('a congregation page describes a schema.org Church with its services', async ({ page }) => {
    const c = (
      await congregationWith('a weekly service with a start time', (c) =>
        c.data.services.some((s) => s.repeats === 'weekly' && real(s.starts) !== undefined),
      )
    ).data
    const s = c.services.find((s) => s.repeats === 'weekly' && real(s.starts) !== undefined)!
    await page.goto(pathOf(c.slug))
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const church = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Church')
    expect(church).toMatchObject({
      name: `${c.name} congregation`,
      address: { addressRegion: c.region, addressCountry: 'KE' },
    })
    expect(church.event).toContainEqual(
      expect.objectContaining({
        name: s.title,
        eventSchedule: expect.objectContaining({
          byDay: s.days!.map((d) => `https://schema.org/${d}`),
          startTime: s.starts,
          repeatFrequency: 'P1W',
          scheduleTimezone: 'Africa/Nairobi',
        }),
      }),
    )
  })

  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/User-Agent: \*\s+Allow: \//i)
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  })
})
