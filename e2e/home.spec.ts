import type { Page } from '@playwright/test'
import type { Home } from '../lib/content/types'
import { expect, test } from './fixtures'
import { escapeRegExp, eventListings, monthHeading, siteContent } from './site-content'

let home: Home
test.beforeAll(async () => {
  home = (await siteContent()).home.data
})

/** The background video's address: its file in content/media, published under /media/. */
const videoPath = () => `/media/${home.video.src}`

/**
 * The fixture site's home video is a stand-in: the public site shows none, the editors' preview shows it
 * in place (the tests tagged @preview-only run in the preview project only: playwright.config.ts).
 */
const PREVIEW = { tag: '@preview-only' }

/** Every request for a video, the home page's or any other. */
const videoRequests = (page: Page) => {
  const urls: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'media' || /\.(mp4|webm)$/i.test(new URL(r.url()).pathname)) urls.push(r.url())
  })
  return urls
}

test.describe('home page', () => {
  test(
    'while the video is a stand-in, the public home page shows its welcome without a video and fetches nothing for it',
    { tag: '@desktop-too' },
    async ({ page }) => {
      expect(home.video.pending, "the fixture site's home video is a stand-in").toBeDefined()
      const requested = videoRequests(page)
      await page.goto('/', { waitUntil: 'load' })
      await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible()
      await expect(page.locator('video')).toHaveCount(0)
      await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0)
      expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0)
      expect(requested).toEqual([])
    },
  )

  test(
    'a muted looping background video with a poster, started after the page has loaded',
    PREVIEW,
    async ({ page }) => {
      const requested = videoRequests(page)
      await page.goto('/')
      const video = page.locator('video')
      for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline'])
        await expect(video).toHaveAttribute(attribute, '')
      // The poster is one of the WebP variants of the content's poster image.
      await expect(video).toHaveAttribute(
        'poster',
        new RegExp(`^(${home.video.poster.variants.map((v) => escapeRegExp(v.url)).join('|')})$`),
      )
      await expect(video).toHaveAttribute('src', new RegExp(`${escapeRegExp(videoPath())}$`))
      await expect.poll(() => requested.map((url) => new URL(url).pathname)).toContain(videoPath())
      // The visitor can stop the motion.
      await page.getByRole('button', { name: 'Pause background video' }).click()
      await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible()
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    },
  )

  test(
    'the video source is not in the static HTML, so it never loads before the page',
    PREVIEW,
    async ({ request }) => {
      const html = await (await request.get('/')).text()
      expect(html).toMatch(/<video[^>]*poster="[^"]+"/)
      expect(html).not.toMatch(/<video[^>]*\ssrc=/)
      const file = escapeRegExp(home.video.src)
      expect(html).not.toMatch(new RegExp(`<source[^>]*${file}`))
      expect(html).not.toMatch(new RegExp(`<link[^>]*rel="preload"[^>]*${file}`))
    },
  )

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('no video bytes are fetched; the poster shows', PREVIEW, async ({ page }) => {
      const requested = videoRequests(page)
      await page.goto('/', { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])
      await expect(page.locator('video')).not.toHaveAttribute('src', /.+/)
    })
  })

  test.describe('with Save-Data on', () => {
    test('no video bytes are fetched', PREVIEW, async ({ page }) => {
      await page.addInitScript(() => {
        const connection = (navigator as Navigator & { connection?: object }).connection ?? {}
        Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true })
      })
      const requested = videoRequests(page)
      await page.goto('/', { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])
    })
  })

  test(
    'gatherings, ministries, the upcoming events under their months, the map and the locations link',
    { tag: '@desktop-too' },
    async ({ page }) => {
      const content = await siteContent()
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: home.gatherings.heading })).toBeVisible()
      await expect(page.getByText(home.gatherings.text)).toBeVisible()
      const ministries = page.getByRole('region', { name: home.ministries.heading })
      await expect(ministries.getByRole('link')).toHaveText(home.ministries.links.map((l) => l.title))
      // Only the events still to come; with none, a line leads to the events page.
      const { upcoming } = eventListings(content)
      const events = page.getByRole('region', { name: 'Upcoming events' })
      await expect(events.getByRole('heading', { level: 3 })).toHaveText(upcoming.map((m) => monthHeading(m.month)))
      for (const { month, titles } of upcoming) {
        const region = events.getByRole('region', { name: monthHeading(month) })
        await expect(region.getByRole('listitem')).toHaveCount(titles.length)
        await expect(region.getByRole('heading', { level: 4 })).toHaveText(titles)
      }
      if (upcoming.length === 0) {
        await expect(events).toContainText('No upcoming events have been announced yet. See the events page.')
        await expect(events.getByRole('link', { name: 'events page' })).toHaveAttribute('href', content.paths.events)
      }
      const map = page.locator(`iframe[title="${home.map.title}"]`)
      await expect(map).toHaveAttribute('loading', 'lazy')
      await expect(page.getByRole('link', { name: /Open the map in a new tab/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      )
      // Scroll first, as a visitor does: sections rendered only when near take their height on the way.
      const churches = page.getByRole('link', { name: 'See the full list of our churches' })
      await churches.scrollIntoViewIfNeeded()
      await expect(churches).toBeInViewport()
      await churches.click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(content.paths.churches)}$`))
    },
  )

  // On wider screens the map is on or near the first screen, so loading it with the page is right.
  test('on a phone, the map spends no data until the visitor scrolls near it', async ({ page }) => {
    const mapRequests: string[] = []
    await page.route(new RegExp(`^${escapeRegExp(new URL(home.map.embedUrl).origin)}/`), (route) => {
      mapRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' })
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(mapRequests, 'the map frame loaded with the page').toEqual([])
    await page.getByRole('heading', { name: home.map.heading }).scrollIntoViewIfNeeded()
    await expect
      .poll(() => mapRequests.length, { message: 'the map frame loads once scrolled near' })
      .toBeGreaterThan(0)
    await expect(page.frameLocator(`iframe[title="${home.map.title}"]`).getByText('Map')).toBeVisible()
  })

  test('social links open safely in a new tab', { tag: '@desktop-too' }, async ({ page }) => {
    const { site } = await siteContent()
    await page.goto('/')
    const social = page.getByRole('main').getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(site.socials.length)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
