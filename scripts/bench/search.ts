/**
 * The benchmark's measures of the site's search (docs/search.md):
 *  - on the search page, what the first results of a query cost: the search library, its WebAssembly
 *    and the parts of the index fetched until they show, on a phone with a cold cache;
 *  - on every other page, what the search adds to it: its markup (the header's form or a bar's link,
 *    the index's attributes on the page's content), as gzipped bytes of the page's HTML. The page's
 *    own measure (scripts/bench/page-facts.ts) also counts any search file it fetched: none is allowed.
 */
import zlib from 'node:zlib'
import { chromium, type CDPSession } from '@playwright/test'
import { parse } from 'parse5'
import { attr } from '../../lib/html-tree'
import { elements } from '../build/islands/page'
import { CHROMIUM_ARGS, systemChromium } from '../chromium.cjs'
import { pathOf } from '../../lib/content/routes'
import type { Content } from '../../lib/content/types'
import { pageKinds } from '../../lib/search/kinds'
import { SEARCH_INDEX_DIR, searchPath } from '../../lib/search/paths'
import { PHONE } from './phone'

/** A request for a file of the search (its library, WebAssembly or index). */
export const isSearchFile = (url: string) => new URL(url).pathname.includes(`/${SEARCH_INDEX_DIR}/`)

/** The attributes the index reads on a page's content (lib/search/markup.ts). */
const INDEX_ATTRIBUTE = /^data-(pagefind-[\w-]+|kind|region|title|description)$/

/**
 * The page's HTML without what the search put into it: the search form and links that lead to one of
 * `searchPages` (with the base path), and the index's attributes.
 */
export function withoutSearch(html: string, searchPages: readonly string[]): string {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const cuts: [number, number][] = []
  const leadsToSearch = (address: string | undefined) =>
    address !== undefined && searchPages.includes(address.split('?')[0]!)
  for (const element of elements(document)) {
    const at = element.sourceCodeLocation
    if (!at) continue
    if (
      (element.tagName === 'form' && leadsToSearch(attr(element, 'action'))) ||
      (element.tagName === 'a' && leadsToSearch(attr(element, 'href')))
    ) {
      cuts.push([at.startOffset, at.endOffset])
      continue
    }
    for (const { name } of element.attrs) {
      const place = at.attrs?.[name]
      // With the space before it.
      if (INDEX_ATTRIBUTE.test(name) && place) cuts.push([place.startOffset - 1, place.endOffset])
    }
  }
  // From the end, so earlier offsets stay right; an attribute inside a removed element goes with it.
  let result = html
  let before = Infinity
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
    if (end > before) continue
    result = result.slice(0, start) + result.slice(end)
    before = start
  }
  return result
}

/** The gzipped bytes the search's markup adds to a page. */
export function searchMarkupBytes(html: string, searchPages: readonly string[]): number {
  const gzipped = (text: string) => zlib.gzipSync(text, { level: 9 }).length
  return gzipped(html) - gzipped(withoutSearch(html, searchPages))
}

export type FirstQuery = {
  route: string
  query: string
  /** Bytes of the search's files (library, WebAssembly, index) until the first results showed, as sent. */
  bytes: number
  requests: number
  /** What the status said once they showed. */
  status: string
}

export type SearchBudget = { maxFirstQueryKB?: number }

/**
 * Typical queries, from content: in English a congregation's name, its region and a ministry page's
 * title; in Kiswahili the congregation's name and the ministry page's Kiswahili title.
 */
export function typicalQueries(
  en: Pick<Content, 'congregations' | 'pages' | 'menu'>,
  sw: Pick<Content, 'pages'>,
): { route: string; query: string }[] {
  const c = en.congregations[0]?.data
  const kinds = pageKinds(en)
  const ministry = en.pages.find((p) => kinds.get(pathOf(p.data.slug)) === 'ministry')
  const swMinistry = ministry && sw.pages.find((p) => p.data.slug === ministry.data.slug)
  return [
    ...(c
      ? [
          { route: searchPath('en'), query: c.name },
          { route: searchPath('en'), query: c.region },
        ]
      : []),
    ...(ministry ? [{ route: searchPath('en'), query: ministry.data.title }] : []),
    ...(c ? [{ route: searchPath('sw'), query: c.name }] : []),
    ...(swMinistry ? [{ route: searchPath('sw'), query: swMinistry.data.title }] : []),
  ]
}

/** A query typed on the search page `route` of a served export at `origin`, on a phone with a cold cache. */
export async function firstQuery(origin: string, route: string, query: string): Promise<FirstQuery> {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS })
  try {
    // A first visit, before the service worker: it would answer the search's requests once it takes over, and
    // what it fetches itself is not the page's (its own measure is scripts/bench/offline.ts).
    const context = await browser.newContext({
      ...PHONE,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const cdp: CDPSession = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const search = new Set<string>()
    let bytes = 0
    cdp.on('Network.responseReceived', (e) => {
      if (isSearchFile(e.response.url)) search.add(e.requestId)
    })
    cdp.on('Network.loadingFinished', (e) => {
      if (search.has(e.requestId)) bytes += e.encodedDataLength
    })
    await page.goto(`${origin}${route}`, { waitUntil: 'load' })
    const field = page.getByRole('main').getByRole('searchbox')
    // As a visitor does, at once: the search starts at the first keystroke, and what was typed before it ran is kept.
    await field.fill(query)
    await field.press('Enter')
    const status = page.getByRole('status').filter({ hasText: query })
    await status.waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    return { route, query, bytes, requests: search.size, status: (await status.textContent()) ?? '' }
  } finally {
    await browser.close()
  }
}

export function searchBreaches(queries: FirstQuery[], budget: SearchBudget): string[] {
  const kb = (n: number) => n / 1024
  return queries
    .filter((q) => budget.maxFirstQueryKB !== undefined && kb(q.bytes) > budget.maxFirstQueryKB)
    .map(
      (q) =>
        `${q.route}: the first results for "${q.query}" cost ${kb(q.bytes).toFixed(1)} KB of the search > ${budget.maxFirstQueryKB} KB`,
    )
}

export function searchTable(queries: FirstQuery[], markup: { route: string; bytes: number }[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const most = markup.reduce((m, r) => (r.bytes > m.bytes ? r : m), { route: '', bytes: 0 })
  return [
    'Search, on a phone with a cold cache (KB of the search library, WebAssembly and index until the first results show):',
    ...queries.map(
      (q) => `  ${q.route.padEnd(14)} "${q.query}": ${kb(q.bytes)} in ${q.requests} requests (${q.status})`,
    ),
    `What the search adds to every other page (its markup, gzipped): at most ${kb(most.bytes)}${most.route ? ` (${most.route})` : ''}, over ${markup.length} pages`,
  ].join('\n')
}
