/**
 * `npm run bench`: builds the export, serves it, and measures a first visit to every route on a
 * phone-sized viewport with a cold cache, with no input for 3 s after load: bytes transferred by type,
 * request count, the uncompressed size of the scripts the page ran, whether it requested React, and how
 * many islands (`<island-root>`) the page has, since a page without one loads no JavaScript (but the
 * service worker's registration, counted apart as `sw`); the service worker's first and second visits;
 * the search's first queries; and Lighthouse's timings on one route of each kind in each language
 * (scripts/bench/lighthouse-runs.ts). Compares each figure with bench/budgets.json, writes
 * bench-results/bench.json, prints a table and each route's verdict, and exits 0 when every route
 * passes, 1 on a budget miss, 2 when a route has no verdict (too few Lighthouse runs counted: run
 * again). What is budgeted and why: docs/performance.md.
 *
 *   npm run bench                     every route
 *   npm run bench -- --no-build       reuse out/
 *   npm run bench -- / /raila/        only these routes (and Lighthouse on them)
 *   npm run bench -- --lighthouse=all Lighthouse on every route (default: one route of each kind, in English)
 *   npm run bench -- --lighthouse=none
 *   npm run bench -- --offline=none   without the service worker's measure (scripts/bench/offline.ts)
 *   npm run bench -- --search=none    without the search page's first queries (scripts/bench/search.ts)
 *
 * Lighthouse loads the export over HTTP/2 with TLS as static hosts serve it (scripts/bench/serve-h2.ts), with
 * PayPal's SDK answered by a local fake (scripts/bench/fake-paypal-host.ts), with Lighthouse's default mobile
 * settings and the fixed CPU slowdown of bench/budgets.json (scripts/bench/lighthouse.ts).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type CDPSession } from '@playwright/test'
import { loadContent } from '../../lib/content/load'
import { pathOf, routesOf, type Route } from '../../lib/content/routes'
import { defaultLocale, localePath, locales } from '../../lib/i18n/locales'
import { pageLayouts } from '../../lib/content/schemas'
import type { Content } from '../../lib/content/types'
import { CHROMIUM_ARGS, systemChromium } from '../chromium.cjs'
import { offlineBreaches, offlineTable, offlineVisits, type OfflineBudget } from './offline'
import {
  firstQuery,
  isSearchFile,
  searchBreaches,
  searchMarkupBytes,
  searchTable,
  typicalQueries,
  type FirstQuery,
  type SearchBudget,
} from './search'
import { searchPath } from '../../lib/search/paths'
import { basePath } from '../../lib/paths'
import {
  auditRoutes,
  exitCodeOf,
  hasVerdict,
  noVerdictReason,
  verdictOf,
  type LighthouseSettings,
  type RouteAudit,
  type Verdict,
} from './lighthouse-runs'
import { exportFile, islandsReactVersion, reactFiles } from './page-scripts'
import { serveExportH2 } from './serve-h2'

const root = process.cwd()
const PORT = Number(process.env.BENCH_PORT ?? 4190)
const origin = `http://127.0.0.1:${PORT}`
const args = process.argv.slice(2)

/** `sw`: the service worker's registration script (docs/offline.md), the one script a page without islands loads. */
export const kinds = ['html', 'css', 'js', 'sw', 'images', 'fonts', 'media', 'other'] as const
export type Kind = (typeof kinds)[number]
export type Measure = {
  route: string
  kind?: string
  requests: number
  /** `<island-root>` elements in the page's DOM after load. */
  islands: number
  bytes: Record<Kind, number>
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

/**
 * What Lighthouse measures by default besides the home page: the first route of each kind, found from content so none
 * goes stale.
 */
const LIGHTHOUSE_KINDS: ((r: Route) => boolean)[] = [
  (r) => r.kind === 'congregation',
  (r) => r.kind === 'page' && r.entry.data.layout === 'standard' && !r.entry.data.gallery && !r.entry.data.leaders,
  (r) => r.kind === 'page' && !!r.entry.data.gallery,
  (r) => r.kind === 'page' && !!r.entry.data.leaders,
  ...pageLayouts
    .filter((l) => l !== 'standard')
    .map((layout) => (r: Route) => r.kind === 'page' && r.entry.data.layout === layout),
]

export function lighthouseDefault(routes: Route[]): string[] {
  const found = LIGHTHOUSE_KINDS.flatMap((is) =>
    routes
      .filter(is)
      .slice(0, 1)
      .map((r) => pathOf(r.slug)),
  )
  return [...new Set(['/', ...found])]
}

/** The registration script's address (scripts/build/offline/bundle.ts names it). */
const REGISTER_SCRIPT = /\/_next\/static\/offline\/sw-register-[A-Z0-9]+\.js$/

export function kindOf(resourceType: string, mime: string, url = ''): Kind {
  if (resourceType === 'Document') return 'html'
  if (resourceType === 'Stylesheet') return 'css'
  if (resourceType === 'Script') return REGISTER_SCRIPT.test(url) ? 'sw' : 'js'
  if (resourceType === 'Image' || mime.startsWith('image/')) return 'images'
  if (resourceType === 'Font') return 'fonts'
  if (resourceType === 'Media' || mime.startsWith('video/') || mime.startsWith('audio/')) return 'media'
  return 'other'
}

/** How long a page is left with no input after its load before its requests are counted. */
const NO_INPUT_MS = 3000

/** A first visit to `route` on a phone with a cold cache, left alone for 3 s after its load. */
async function measure(browser: Browser, route: string, react: Set<string>): Promise<Measure> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
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
  const total = kinds.reduce((sum, k) => sum + bytes[k], 0)
  const out = path.join(root, 'out')
  const jsRaw = [...scripts].reduce((sum, file) => sum + fs.statSync(path.join(out, file)).size, 0)
  const html = fs.readFileSync(path.join(out, route, 'index.html'), 'utf8')
  const searchPages = locales.map((l) => `${basePath}${searchPath(l)}`)
  return {
    route,
    requests: requests.size,
    islands,
    bytes,
    total,
    jsRaw,
    react: [...scripts].filter((file) => react.has(file)),
    thirdParty: [...thirdParty],
    search: { fetched: searchFetched, markup: searchMarkupBytes(html, searchPages) },
  }
}

type Budget = {
  /** Selectors, all of those given must match: a regular expression on the path, */
  match?: string
  /** a kind of route: home, page or congregation, and/or */
  kind?: string
  /** whether the page has islands: "none" (so it loads no JavaScript) or "some". */
  islands?: 'none' | 'some'
  /** JavaScript of the islands (the registration script is counted apart, by maxRegisterKB). */
  maxJsKB?: number
  /** The service worker's registration script, the one script every page loads. */
  maxRegisterKB?: number
  /** Every script the page ran before any input (the registration's included), uncompressed, as in the export. */
  maxJsRawKB?: number
  maxTotalKB?: number
  maxTotalExcludingMediaKB?: number
  maxRequests?: number
  /** Lighthouse's scores, in every counted run. */
  minAccessibility?: number
  minBestPractices?: number
  minSeo?: number
  /**
   * Lighthouse's timings, medians of the counted runs: Total Blocking Time and Largest Contentful Paint in ms, and CLS
   * (under this).
   */
  maxTbtMs?: number
  maxLcpMs?: number
  maxCls?: number
  /** First Contentful Paint over that of the same page without scripts (medians). */
  maxFcpRatio?: number
  /** The search's files fetched as the page loads (none but on the search page, and there only once used). */
  maxSearchFetchedKB?: number
  /** The search's markup in the page (the header's form or a bar's link, the index's attributes), gzipped. */
  maxSearchMarkupKB?: number
}

/** Routes allowed to request React before any input, each with its reason (bench/budgets.json, `reactBeforeInput`). */
export type ReactExceptions = { route: string; reason: string }[]

export type BudgetsFile = {
  budgets: Budget[]
  offlineBudget: OfflineBudget
  searchBudget: SearchBudget
  reactExceptions: ReactExceptions
  lighthouse: LighthouseSettings
}

/** bench/budgets.json, checked: a misspelt selector would silently select nothing, an exception needs its reason. */
export function readBudgets(text: string): BudgetsFile {
  const file = JSON.parse(text)
  const budgets: Budget[] = file.routes
  const badIslands = budgets.find((b) => b.islands !== undefined && b.islands !== 'none' && b.islands !== 'some')
  if (badIslands)
    throw new Error(`bench/budgets.json: "islands" is "none" or "some", not ${JSON.stringify(badIslands.islands)}`)
  const reactExceptions: ReactExceptions = file.reactBeforeInput?.exceptions ?? []
  const unexplained = reactExceptions.find(
    (e) => typeof e.route !== 'string' || !e.route.startsWith('/') || typeof e.reason !== 'string' || !e.reason.trim(),
  )
  if (unexplained)
    throw new Error(
      `bench/budgets.json: each exception to "no React before input" is { "route": "/path/", "reason": "why" }, not ${JSON.stringify(unexplained)}`,
    )
  const lighthouse: LighthouseSettings = file.lighthouse
  const { cpuSlowdownMultiplier, runs, maxRuns, benchmarkIndexRatio } = lighthouse ?? {}
  if (!(
    cpuSlowdownMultiplier > 0 &&
    Number.isInteger(runs) &&
    runs > 0 &&
    Number.isInteger(maxRuns) &&
    maxRuns >= runs &&
    benchmarkIndexRatio > 1
  ))
    throw new Error(
      'bench/budgets.json: "lighthouse" needs cpuSlowdownMultiplier (> 0), runs and maxRuns (whole numbers, maxRuns >= runs) and benchmarkIndexRatio (> 1)',
    )
  return { budgets, offlineBudget: file.offline, searchBudget: file.search, reactExceptions, lighthouse }
}

export function breaches(m: Measure, budgets: Budget[], reactExceptions: ReactExceptions = []): string[] {
  const out: string[] = []
  if (m.react.length && !reactExceptions.some((e) => e.route === m.route))
    out.push(`${m.route}: requests React before any input (${m.react.join(', ')})`)
  const kb = (n: number) => n / 1024
  const applies = (b: Budget) =>
    (b.match === undefined || new RegExp(b.match).test(m.route)) &&
    (b.kind === undefined || b.kind === m.kind) &&
    (b.islands === undefined || b.islands === (m.islands === 0 ? 'none' : 'some'))
  for (const b of budgets.filter(applies)) {
    if (b.maxJsKB !== undefined && kb(m.bytes.js) > b.maxJsKB)
      out.push(`${m.route}: JavaScript ${kb(m.bytes.js).toFixed(1)} KB > ${b.maxJsKB} KB`)
    if (b.maxRegisterKB !== undefined && kb(m.bytes.sw) > b.maxRegisterKB)
      out.push(`${m.route}: the service worker's registration ${kb(m.bytes.sw).toFixed(1)} KB > ${b.maxRegisterKB} KB`)
    if (b.maxJsRawKB !== undefined && kb(m.jsRaw) > b.maxJsRawKB)
      out.push(
        `${m.route}: scripts run before any input ${kb(m.jsRaw).toFixed(1)} KB uncompressed > ${b.maxJsRawKB} KB`,
      )
    if (b.maxTotalKB !== undefined && kb(m.total) > b.maxTotalKB)
      out.push(`${m.route}: total ${kb(m.total).toFixed(1)} KB > ${b.maxTotalKB} KB`)
    const noMedia = m.total - m.bytes.media
    if (b.maxTotalExcludingMediaKB !== undefined && kb(noMedia) > b.maxTotalExcludingMediaKB)
      out.push(`${m.route}: total without video ${kb(noMedia).toFixed(1)} KB > ${b.maxTotalExcludingMediaKB} KB`)
    if (b.maxRequests !== undefined && m.requests > b.maxRequests)
      out.push(`${m.route}: ${m.requests} requests > ${b.maxRequests}`)
    if (b.maxSearchFetchedKB !== undefined && m.search && kb(m.search.fetched) > b.maxSearchFetchedKB)
      out.push(
        `${m.route}: the search's files fetched on load ${kb(m.search.fetched).toFixed(1)} KB > ${b.maxSearchFetchedKB} KB`,
      )
    if (b.maxSearchMarkupKB !== undefined && m.search && kb(m.search.markup) > b.maxSearchMarkupKB)
      out.push(`${m.route}: the search's markup ${kb(m.search.markup).toFixed(1)} KB > ${b.maxSearchMarkupKB} KB`)
    const lh = m.lighthouse
    if (!lh) continue
    const { page, scriptFree } = lh
    const min = (name: string, value: number, floor?: number) => {
      if (floor !== undefined && value < floor)
        out.push(
          `${m.route}: Lighthouse ${name} ${value} < ${floor}${page.failing.length ? ` (failing: ${page.failing.join(', ')})` : ''}`,
        )
    }
    min('accessibility', page.lowest.accessibility, b.minAccessibility)
    min('best practices', page.lowest.bestPractices, b.minBestPractices)
    min('SEO', page.lowest.seo, b.minSeo)
    const at = page.median
    if (!at) continue
    if (b.maxTbtMs !== undefined && at.tbtMs > b.maxTbtMs) out.push(`${m.route}: TBT ${at.tbtMs} ms > ${b.maxTbtMs} ms`)
    if (b.maxLcpMs !== undefined && at.lcpMs > b.maxLcpMs) out.push(`${m.route}: LCP ${at.lcpMs} ms > ${b.maxLcpMs} ms`)
    if (b.maxCls !== undefined && at.cls >= b.maxCls) out.push(`${m.route}: CLS ${at.cls} >= ${b.maxCls}`)
    const ratio = lh.fcpRatio
    if (b.maxFcpRatio !== undefined && ratio !== undefined && ratio > b.maxFcpRatio)
      out.push(
        `${m.route}: first paint ${at.fcpMs} ms, ${ratio.toFixed(2)}x the ${scriptFree.median!.fcpMs} ms of the page without scripts > ${b.maxFcpRatio}x`,
      )
  }
  return out
}

function table(results: Measure[]): string {
  const head = ['route', 'req', 'islands', ...kinds, 'total', 'JS raw', 'React']
    .map((h) => h.padStart(h === 'route' ? 22 : 8))
    .join(' ')
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(8)
  const rows = results.map((m) =>
    [
      m.route.padEnd(22),
      String(m.requests).padStart(8),
      String(m.islands).padStart(8),
      ...kinds.map((k) => kb(m.bytes[k])),
      kb(m.total),
      kb(m.jsRaw),
      (m.react.length ? 'yes' : 'no').padStart(8),
    ].join(' '),
  )
  return [
    'KB transferred on a first visit (phone, cold cache, 3 s without input after load); islands: <island-root> elements;',
    'JS raw: KB of script run before any input, uncompressed; React: whether the page requested it before any input:',
    head,
    ...rows,
  ].join('\n')
}

function lighthouseTable(
  results: Measure[],
  verdicts: { route: string; verdict: Verdict }[],
  settings: LighthouseSettings,
  reference: number | undefined,
): string {
  const scored = results.filter((m) => m.lighthouse)
  if (!scored.length) return ''
  const head = [
    'route',
    'verdict',
    'TBT ms',
    'FCP ms',
    'FCP 0js',
    'FCP/0js',
    'LCP ms',
    'CLS',
    'a11y',
    'bp',
    'seo',
    'perf',
    'counted',
    'index',
  ]
    .map((h) => h.padStart(h === 'route' ? 22 : h === 'verdict' ? 10 : 8))
    .join(' ')
  const rows = scored.map((m) => {
    const { page, scriptFree, fcpRatio } = m.lighthouse!
    const at = page.median
    const figure = (v: number | undefined) => (v === undefined ? '-' : String(v)).padStart(8)
    const indexes = page.benchmarkIndexes.filter((i) => i > 0)
    return [
      m.route.padEnd(22),
      verdicts.find((v) => v.route === m.route)!.verdict.padStart(10),
      ...[at?.tbtMs, at?.fcpMs, scriptFree.median?.fcpMs].map(figure),
      (fcpRatio === undefined ? '-' : fcpRatio.toFixed(2)).padStart(8),
      ...[
        at?.lcpMs,
        at?.cls,
        page.lowest.accessibility,
        page.lowest.bestPractices,
        page.lowest.seo,
        at?.performance,
      ].map(figure),
      `${page.counted}+${scriptFree.counted}/${page.tried + scriptFree.tried}`.padStart(8),
      (indexes.length ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : '-').padStart(10),
    ].join(' ')
  })
  return [
    `Lighthouse, mobile (simulated slow 4G, CPU slowdown fixed at ${settings.cpuSlowdownMultiplier}x): medians of ${settings.runs} counted runs of the page and of the same page`,
    `without scripts (0js), interleaved; a run counts when the host's benchmark index is within ${settings.benchmarkIndexRatio}x of this bench's median (${reference ?? '-'}).`,
    "verdict: of all the route's budgets; a11y, bp, seo: the lowest of the counted runs; perf: the median performance score, printed, not budgeted;",
    "counted: counted runs of the page + of the page without scripts / runs made; index: the page runs' benchmark indexes:",
    head,
    ...rows,
  ].join('\n')
}

function lighthouseRoutes(routes: string[], content: Content): string[] {
  const option = args.find((a) => a.startsWith('--lighthouse='))?.split('=')[1]
  if (option === 'none') return []
  if (option === 'all' || args.some((a) => a.startsWith('/'))) return routes
  // One route of each kind and the search page, in the default language: a Kiswahili page is built from
  // the same layout and scripts as its English twin, and its own facts (sizes, scripts, React) are
  // budgeted on every route above. Ten Lighthouse runs a route make the bench's time; --lighthouse=all
  // runs them on every route, or name the routes.
  return [...lighthouseDefault(routesOf(content)).map((p) => localePath(defaultLocale, p)), searchPath(defaultLocale)]
}

/** Runs `work` on every item, at most `width` at a time, and gives the results in the items' order. */
async function inPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!)
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  return results
}

/**
 * Pages visited at once for the facts: bytes, requests and the scripts a page asks for do not depend
 * on how fast the host is, so they are measured side by side (Lighthouse's timings never are).
 */
const FACTS_AT_ONCE = 6

async function main() {
  if (!args.includes('--no-build')) {
    const built = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    if (built.status !== 0) process.exit(built.status ?? 1)
  }
  const {
    budgets,
    offlineBudget,
    searchBudget,
    reactExceptions,
    lighthouse: settings,
  } = readBudgets(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'))
  const content = await loadContent('en')
  const wanted = args.filter((a) => a.startsWith('/'))
  // Every page in every language: a Kiswahili page meets the budgets of its English twin.
  const kindOfRoute = new Map<string, string>(
    locales.flatMap((l) => [
      [localePath(l, '/'), 'home'],
      [searchPath(l), 'search'],
      ...routesOf(content).map((r): [string, string] => [localePath(l, pathOf(r.slug)), r.kind]),
    ]),
  )
  const routes =
    wanted.length > 0
      ? wanted
      : locales.flatMap((l) => [
          ...[
            '/',
            ...routesOf(content)
              .filter((r) => r.kind !== 'alias')
              .map((r) => pathOf(r.slug)),
          ].map((p) => localePath(l, p)),
          searchPath(l),
        ])

  const server = spawn(
    path.join(root, 'node_modules/.bin/serve'),
    ['out', '-l', `tcp://127.0.0.1:${PORT}`, '-c', '../serve.json', '-L', '-n'],
    { stdio: 'ignore' },
  )
  try {
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      await new Promise((r) => setTimeout(r, 200))
    }
    const react = reactFiles(path.join(root, 'out'), islandsReactVersion(root))
    if (!react.size) console.warn('No file of out/_next/static/islands/ contains React: no page can request it.')
    const results: Measure[] = []
    const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS })
    try {
      const measured = await inPool(routes, FACTS_AT_ONCE, async (route) => ({
        ...(await measure(browser, route, react)),
        kind: kindOfRoute.get(route),
      }))
      results.push(...measured)
    } finally {
      await browser.close()
    }
    const scoredRoutes = lighthouseRoutes(routes, content)
    // Lighthouse loads the export over HTTP/2 with TLS, as the static hosts serve it (scripts/bench/serve-h2.ts).
    const h2 = scoredRoutes.length ? await serveExportH2() : undefined
    let reference: number | undefined
    try {
      if (h2) {
        const audited = await auditRoutes(h2.origin, scoredRoutes, settings, (line) => console.log(line))
        reference = audited.reference
        for (const m of results) m.lighthouse = audited.audits.get(m.route)
      }
    } finally {
      h2?.close()
    }
    // The search page: what the first results of typical queries cost (the library and the index's parts).
    const queries: FirstQuery[] = []
    if (
      !args.includes('--search=none') &&
      (wanted.length === 0 || wanted.some((r) => locales.some((l) => searchPath(l) === r)))
    )
      for (const { route, query } of typicalQueries(content, await loadContent('sw')))
        queries.push(await firstQuery(origin, route, query))
    // The service worker: a first and a second visit of one route, and whether it then opens offline.
    const offline = args.includes('--offline=none')
      ? undefined
      : await offlineVisits(path.join(root, 'out'), offlineBudget.route)
    const verdicts = results.map((m) => {
      const problems = breaches(m, budgets, reactExceptions)
      return { route: m.route, verdict: verdictOf(problems, m.lighthouse), problems }
    })
    const others = [
      ...searchBreaches(queries, searchBudget),
      ...(offline ? offlineBreaches(offline, offlineBudget) : []),
    ]
    const problems = [...verdicts.flatMap((v) => v.problems), ...others]
    const undecided = results
      .filter((m) => m.lighthouse && !hasVerdict(m.lighthouse))
      .map((m) => `${m.route}: no verdict, ${noVerdictReason(m.lighthouse!, settings)}`)
    fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    fs.writeFileSync(
      path.join(root, 'bench-results/bench.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          lighthouse: { ...settings, referenceIndex: reference },
          results,
          verdicts,
          search: queries,
          offline,
          problems,
          undecided,
        },
        null,
        2,
      ),
    )
    console.log(table(results))
    const lighthouse = lighthouseTable(results, verdicts, settings, reference)
    if (lighthouse) console.log(`\n${lighthouse}`)
    const markup = results
      .filter((m) => m.kind !== 'search' && m.search)
      .map((m) => ({ route: m.route, bytes: m.search!.markup }))
    if (queries.length || markup.length) console.log(`\n${searchTable(queries, markup)}`)
    if (offline) console.log(`\n${offlineTable(offline)}`)
    const external = results.filter((m) => m.thirdParty.length > 0).map((m) => `${m.route}: ${m.thirdParty.join(', ')}`)
    if (external.length) console.log(`\nThird-party requests on load:\n  ${external.join('\n  ')}`)
    console.log(`\nWrote bench-results/bench.json (${results.length} routes).`)
    const count = (v: Verdict) => verdicts.filter((x) => x.verdict === v).length
    console.log(`Verdicts: ${count('pass')} pass, ${count('fail')} fail, ${count('no verdict')} no verdict.`)
    if (problems.length)
      console.error(
        `\n✗ ${problems.length} budget breach${problems.length === 1 ? '' : 'es'}:\n  ${problems.join('\n  ')}`,
      )
    if (undecided.length)
      console.error(
        `\n? No verdict (too few counted Lighthouse runs: run the bench again):\n  ${undecided.join('\n  ')}`,
      )
    process.exitCode = exitCodeOf(
      verdicts.map((v) => v.verdict),
      others,
    )
    if (process.exitCode === 0) console.log('✓ Every route is within its budgets (bench/budgets.json).')
  } finally {
    server.kill()
  }
}

// Only when run as the script: the unit tests import breaches() and lighthouseDefault().
if (process.argv[1]?.endsWith('bench.ts')) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
