/**
 * The bench's facts about one page (docs/performance.md): a first visit on a phone-sized viewport with a cold
 * cache, with no input for 3 s after load: bytes transferred by kind, request count, the uncompressed size of
 * the scripts the page ran, whether it requested React, the search's cost, and how many islands
 * (`<island-root>`) the page has. What the loader fetched ahead for the islands that wait for the visitor
 * (`ahead`) is counted apart: it is not what the page needs, and is budgeted on its own (`maxAheadKB`).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, CDPSession } from '@playwright/test'
import { locales } from '../../lib/i18n/locales'
import { basePath } from '../../lib/paths'
import { searchPath } from '../../lib/search/paths'
import type { RouteAudit } from './lighthouse-runs'
import { exportFile } from './page-scripts'
import { isSearchFile, searchMarkupBytes } from './search'
import { PHONE } from './phone'

/**
 * `sw`: the service worker's registration script (docs/offline.md), the one script a page without islands loads.
 * `ahead`: the islands' code the loader fetched ahead, never run (isFetchedAhead); not in a page's `total`.
 */
export const kinds = ['html', 'css', 'js', 'sw', 'images', 'fonts', 'media', 'other', 'ahead'] as const
export type Kind = (typeof kinds)[number]
export type Measure = {
  route: string
  kind?: string
  /** The page's own requests (those fetched ahead are counted apart, in `aheadRequests`). */
  requests: number
  /** Requests of code fetched ahead for the islands (isFetchedAhead). */
  aheadRequests?: number
  /** `<island-root>` elements in the page's DOM after load. */
  islands: number
  bytes: Record<Kind, number>
  /** Every kind but `ahead`: what the page itself needs. */
  total: number
  /**
   * Uncompressed bytes of every script the page requested before any input (the registration's included), as in the
   * export.
   */
  jsRaw: number
  /** Those of its scripts that contain React (scripts/bench/page-scripts.ts), below out/. */
  react: string[]
  thirdParty: string[]
  /** Lighthouse's runs of the page and of the same page without scripts (scripts/bench/lighthouse-runs.ts). */
  lighthouse?: RouteAudit
  /**
   * What the search costs this page (docs/search.md): the search files it fetched on load, and its markup in the HTML
   * (gzipped).
   */
  search?: { fetched: number; markup: number }
}

/** The registration script's address (scripts/build/offline/bundle.ts names it). */
const REGISTER_SCRIPT = /\/_next\/static\/offline\/sw-register-[A-Z0-9]+\.js$/

/** Where the islands' code is served (scripts/build/islands/bundle.ts), below the base path. */
const ISLANDS_PATH = '/_next/static/islands/'

/**
 * A request for the islands' code that is neither run as a script nor linked as a stylesheet: the loader fetching
 * an island's code ahead of the visitor's first action (with `fetch()`, which the browser reports as `Fetch`), so
 * that the action only has to run it.
 */
export function isFetchedAhead(resourceType: string, url: string): boolean {
  if (resourceType === 'Script' || resourceType === 'Stylesheet') return false
  try {
    return new URL(url).pathname.includes(ISLANDS_PATH)
  } catch {
    return false
  }
}

export function kindOf(resourceType: string, mime: string, url = ''): Kind {
  if (resourceType === 'Document') return 'html'
  if (resourceType === 'Stylesheet') return 'css'
  if (resourceType === 'Script') return REGISTER_SCRIPT.test(url) ? 'sw' : 'js'
  if (isFetchedAhead(resourceType, url)) return 'ahead'
  if (resourceType === 'Image' || mime.startsWith('image/')) return 'images'
  if (resourceType === 'Font') return 'fonts'
  if (resourceType === 'Media' || mime.startsWith('video/') || mime.startsWith('audio/')) return 'media'
  return 'other'
}

/** The bytes a page itself needs: every kind but what was fetched ahead. */
export const totalOf = (bytes: Record<Kind, number>) =>
  kinds.filter((k) => k !== 'ahead').reduce((sum, k) => sum + bytes[k], 0)

/** How long a page is left with no input after its load before its requests are counted. */
export const NO_INPUT_MS = 3000

/**
 * A first visit to `route` of the export served at `origin` (its files in `out`) on a phone with a cold cache, left
 * alone for 3 s after its load. `react`: the export's files that contain React (page-scripts.ts).
 */
export async function measure(
  browser: Browser,
  { origin, out, route, react }: { origin: string; out: string; route: string; react: Set<string> },
): Promise<Measure> {
  const context = await browser.newContext({
    ...PHONE,
    // A first visit as the page makes it: once the service worker takes over (when, depends on the host's speed), the
    // page's requests go through it and what it fetches is not seen here (the worker's own measure is offline.ts).
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  // A fact does not depend on how long the page took: a busy host may take long, never fail the route.
  page.setDefaultTimeout(180_000)
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const requests = new Map<string, { kind: Kind; url: string }>()
  const bytes = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<Kind, number>
  const thirdParty = new Set<string>()
  const scripts = new Set<string>()
  const inFlight = new Set<string>()
  let searchFetched = 0
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId)
    if (e.type === 'Script' && new URL(e.request.url).origin === origin)
      scripts.add(exportFile(e.request.url, basePath))
  })
  cdp.on('Network.responseReceived', (e) => {
    requests.set(e.requestId, { kind: kindOf(e.type, e.response.mimeType, e.response.url), url: e.response.url })
  })
  cdp.on('Network.loadingFinished', (e) => {
    inFlight.delete(e.requestId)
    const r = requests.get(e.requestId)
    if (r) bytes[r.kind] += e.encodedDataLength
    if (r && isSearchFile(r.url)) searchFetched += e.encodedDataLength
  })
  cdp.on('Network.loadingFailed', (e) => inFlight.delete(e.requestId))
  // Nothing outside this machine is reachable here; a third-party request is recorded and failed fast.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => {
    thirdParty.add(new URL(r.request().url()).host)
    return r.abort()
  })
  await page.goto(`${origin}${route}`, { waitUntil: 'load' })
  // No input: whatever the page requests in this time it requests of its own accord.
  await page.waitForTimeout(NO_INPUT_MS)
  // What it requested by then is counted whole.
  for (let waited = 0; inFlight.size > 0 && waited < 15_000; waited += 100) await page.waitForTimeout(100)
  const islands = await page.locator('island-root').count()
  await context.close()
  const jsRaw = [...scripts].reduce((sum, file) => sum + fs.statSync(path.join(out, file)).size, 0)
  const html = fs.readFileSync(path.join(out, route, 'index.html'), 'utf8')
  const searchPages = locales.map((l) => `${basePath}${searchPath(l)}`)
  const ahead = [...requests.values()].filter((r) => r.kind === 'ahead').length
  return {
    route,
    requests: requests.size - ahead,
    aheadRequests: ahead,
    islands,
    bytes,
    total: totalOf(bytes),
    jsRaw,
    react: [...scripts].filter((file) => react.has(file)),
    thirdParty: [...thirdParty],
    search: { fetched: searchFetched, markup: searchMarkupBytes(html, searchPages) },
  }
}
