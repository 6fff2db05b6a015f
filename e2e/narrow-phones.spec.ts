/**
 * Small phones (320 and 360 px wide): on a page of every kind, in both languages, nothing makes the
 * page scroll sideways and no word is broken across two lines (the support slider shows one card
 * below about 480 px so a category's name keeps its width).
 */
import type { Page } from '@playwright/test'
import { localePath, locales } from '../lib/i18n/locales'
import { expect, test } from './fixtures'
import { pathOf, siteContent } from './site-content'

/**
 * One page of each kind the site has: home, content page, program, congregation, locations, events, support, contact.
 */
async function routeKinds(): Promise<string[]> {
  const { pages, congregations, paths } = await siteContent()
  const ofLayout = (layout: string) => pages.find((p) => p.data.layout === layout)
  const standard =
    pages.find((p) => p.data.layout === 'standard' && (p.data.blocks?.length ?? 0) > 0) ?? ofLayout('standard')
  return [
    '/',
    ...(standard ? [pathOf(standard.data.slug)] : []),
    ...(ofLayout('program') ? [pathOf(ofLayout('program')!.data.slug)] : []),
    ...(congregations[0] ? [pathOf(congregations[0].data.slug)] : []),
    paths.churches,
    paths.events,
    paths.support,
    paths.contact,
  ]
}

/** Words of the visible text that a line break cuts in two, each with the text around it. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (!parent || !text.trim() || parent.closest('script, style, noscript, [aria-hidden="true"], .sr-only')) continue
      const style = getComputedStyle(parent)
      if (style.visibility === 'hidden' || parent.getClientRects().length === 0) continue
      // A line may end at a hyphen the text has ("M-" / "Pesa"); a word may not be cut anywhere else.
      for (const match of text.matchAll(/[\p{L}\p{N}'’]{4,}/gu)) {
        const range = document.createRange()
        range.setStart(node, match.index!)
        range.setEnd(node, match.index! + match[0].length)
        // A word on one line has its boxes at one height; a broken one starts a second line.
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (tops.size > 1) found.push(`"${match[0]}" in "${text.trim().slice(0, 60)}"`)
      }
    }
    return found
  })
}

for (const width of [320, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true })

    for (const locale of locales)
      test(`no page of any kind scrolls sideways or breaks a word (${locale})`, async ({ page }) => {
        test.setTimeout(180_000)
        for (const route of await routeKinds()) {
          const address = localePath(locale, route)
          await page.goto(address, { waitUntil: 'load' })
          // Below-the-fold blocks render as they come near: scroll through the page first.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y)
              await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
            }
            window.scrollTo(0, 0)
          })
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(overflow, `${address} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
          expect(await brokenWords(page), `${address}: words broken across lines at ${width} px`).toEqual([])
        }
      })
  })
}
