/**
 * `npm run bench`: builds the export, serves it, and measures a first visit to every route on a
 * phone-sized viewport with a cold cache: bytes transferred by type, request count, and how many
 * islands (`<island-root>`) the page has, since a page without one loads no JavaScript (but the service
 * worker's registration, counted apart as `sw`); and the service worker's first and second visits. Compares
 * each figure with bench/budgets.json, writes bench-results/bench.json, prints a table, and exits
 * non-zero on a breach.
 *
 *   npm run bench                     every route
 *   npm run bench -- --no-build       reuse out/
 *   npm run bench -- / /raila/        only these routes
 *   npm run bench -- --lighthouse=all Lighthouse on every route (default: one route of each kind)
 *   npm run bench -- --lighthouse=none
 *   npm run bench -- --offline=none   without the service worker's measure (scripts/bench-offline.ts)
 *   npm run bench -- --search=none    without the search page's first queries (scripts/bench-search.ts)
 *
 * Lighthouse scores are the median of 3 runs (BENCH_RUNS), since single runs are noisy. Lighthouse
 * loads the export over HTTP/2 with TLS as static hosts serve it (scripts/serve-h2.mjs), with PayPal's
 * SDK answered by a local fake (scripts/fake-paypal-host.mjs) and its CPU slowdown calibrated to one
 * phone whatever the host (scripts/lighthouse.mjs). Each run is also audited at Lighthouse's default fixed 4x
 * slowdown (the `4x` columns, `fixed4x` in bench.json) to compare with figures published elsewhere; budgets
 * apply to the calibrated figures only.
 */
import { execFile, spawn, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type CDPSession } from '@playwright/test'
import { loadContent } from '../lib/content/load'
import { pathOf, routesOf, type Route } from '../lib/content/routes'
import { localePath, locales } from '../lib/i18n/locales'
import { pageLayouts } from '../lib/content/schemas'
import type { Content } from '../lib/content/types'
import { CHROMIUM_ARGS, systemChromium } from './chromium.cjs'
import { offlineBreaches, offlineTable, offlineVisits, type OfflineBudget } from './bench-offline'
import { firstQuery, isSearchFile, searchBreaches, searchMarkupBytes, searchTable, typicalQueries, type FirstQuery, type SearchBudget } from './bench-search'
import { searchPath } from '../lib/search/paths'
import { basePath } from '../lib/paths'
// @ts-expect-error -- a plain .mjs module without types, shared with `node scripts/serve-h2.mjs`
import { serveExportH2 } from './serve-h2.mjs'

const root = process.cwd()
const PORT = Number(process.env.BENCH_PORT ?? 4190)
const origin = `http://127.0.0.1:${PORT}`
const args = process.argv.slice(2)

/** `sw`: the service worker's registration script (docs/offline.md), the one script a page without islands loads. */
export const kinds = ['html', 'css', 'js', 'sw', 'images', 'fonts', 'media', 'other'] as const
export type Kind = (typeof kinds)[number]
export type Scores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  failing: string[]
  runs: number[]
  /** The host's Lighthouse BenchmarkIndex in the median run, and the CPU slowdown it was run with. */
  benchmarkIndex: number
  cpuSlowdown: number
  /** The same run audited at Lighthouse's default fixed 4x CPU slowdown: for comparison, not budgeted. */
  fixed4x: { performance: number; lcpMs: number; tbtMs: number }
}
export type Measure = {
  route: string
  kind?: string
  requests: number
  /** `<island-root>` elements in the page's DOM after load. */
  islands: number
  bytes: Record<Kind, number>
  total: number
  thirdParty: string[]
  lighthouse?: Scores
  /** What the search costs this page (docs/search.md): the search files it fetched on load, and its markup in the HTML (gzipped). */
  search?: { fetched: number; markup: number }
  /**
   * The same page with its scripts removed (`?no-scripts`, scripts/serve-h2.mjs), on a page that has any:
   * its First Contentful Paint, and this page's FCP over it (1 = scripts cost the first paint nothing).
   */
  scriptFree?: { fcpMs: number; fcpRatio: number }
}

/** What Lighthouse measures by default besides the home page: the first route of each kind, found from content so none goes stale. */
const LIGHTHOUSE_KINDS: ((r: Route) => boolean)[] = [
  (r) => r.kind === 'congregation',
  (r) => r.kind === 'page' && r.entry.data.layout === 'standard' && !r.entry.data.gallery && !r.entry.data.leaders,
  (r) => r.kind === 'page' && !!r.entry.data.gallery,
  (r) => r.kind === 'page' && !!r.entry.data.leaders,
  ...pageLayouts.filter((l) => l !== 'standard').map((layout) => (r: Route) => r.kind === 'page' && r.entry.data.layout === layout),
]

export function lighthouseDefault(routes: Route[]): string[] {
  const found = LIGHTHOUSE_KINDS.flatMap((is) => routes.filter(is).slice(0, 1).map((r) => pathOf(r.slug)))
  return [...new Set(['/', ...found])]
}

/** The registration script's address (scripts/offline/bundle.ts names it). */
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

async function measure(route: string): Promise<Measure> {
  const browser = await chromium.launch({
    executablePath: systemChromium(),
    args: CHROMIUM_ARGS,
  })
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
  const page = await context.newPage()
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const requests = new Map<string, { kind: Kind; url: string }>()
  const bytes = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<Kind, number>
  const thirdParty = new Set<string>()
  let searchFetched = 0
  cdp.on('Network.responseReceived', (e) => {
    requests.set(e.requestId, { kind: kindOf(e.type, e.response.mimeType, e.response.url), url: e.response.url })
  })
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId)
    if (r) bytes[r.kind] += e.encodedDataLength
    if (r && isSearchFile(r.url)) searchFetched += e.encodedDataLength
  })
  // Nothing outside this machine is reachable here; a third-party request is recorded and failed fast.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => {
    thirdParty.add(new URL(r.request().url()).host)
    return r.abort()
  })
  await page.goto(`${origin}${route}`, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const islands = await page.locator('island-root').count()
  await browser.close()
  const total = kinds.reduce((sum, k) => sum + bytes[k], 0)
  const html = fs.readFileSync(path.join(root, 'out', route, 'index.html'), 'utf8')
  const searchPages = locales.map((l) => `${basePath}${searchPath(l)}`)
  return { route, requests: requests.size, islands, bytes, total, thirdParty: [...thirdParty], search: { fetched: searchFetched, markup: searchMarkupBytes(html, searchPages) } }
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
  maxTotalKB?: number
  maxTotalExcludingMediaKB?: number
  maxRequests?: number
  minPerformance?: number
  minAccessibility?: number
  minBestPractices?: number
  minSeo?: number
  maxCls?: number
  /** Largest Contentful Paint, ms (Lighthouse, calibrated). */
  maxLcpMs?: number
  /** First Contentful Paint over that of the same page without scripts. */
  maxFcpRatio?: number
  /** The search's files fetched as the page loads (none but on the search page, and there only once used). */
  maxSearchFetchedKB?: number
  /** The search's markup in the page (the header's form or a bar's link, the index's attributes), gzipped. */
  maxSearchMarkupKB?: number
}

export function breaches(m: Measure, budgets: Budget[]): string[] {
  const out: string[] = []
  const kb = (n: number) => n / 1024
  const applies = (b: Budget) =>
    (b.match === undefined || new RegExp(b.match).test(m.route)) &&
    (b.kind === undefined || b.kind === m.kind) &&
    (b.islands === undefined || b.islands === (m.islands === 0 ? 'none' : 'some'))
  for (const b of budgets.filter(applies)) {
    if (b.maxJsKB !== undefined && kb(m.bytes.js) > b.maxJsKB) out.push(`${m.route}: JavaScript ${kb(m.bytes.js).toFixed(1)} KB > ${b.maxJsKB} KB`)
    if (b.maxRegisterKB !== undefined && kb(m.bytes.sw) > b.maxRegisterKB) out.push(`${m.route}: the service worker's registration ${kb(m.bytes.sw).toFixed(1)} KB > ${b.maxRegisterKB} KB`)
    if (b.maxTotalKB !== undefined && kb(m.total) > b.maxTotalKB) out.push(`${m.route}: total ${kb(m.total).toFixed(1)} KB > ${b.maxTotalKB} KB`)
    const noMedia = m.total - m.bytes.media
    if (b.maxTotalExcludingMediaKB !== undefined && kb(noMedia) > b.maxTotalExcludingMediaKB)
      out.push(`${m.route}: total without video ${kb(noMedia).toFixed(1)} KB > ${b.maxTotalExcludingMediaKB} KB`)
    if (b.maxRequests !== undefined && m.requests > b.maxRequests) out.push(`${m.route}: ${m.requests} requests > ${b.maxRequests}`)
    if (b.maxSearchFetchedKB !== undefined && m.search && kb(m.search.fetched) > b.maxSearchFetchedKB)
      out.push(`${m.route}: the search's files fetched on load ${kb(m.search.fetched).toFixed(1)} KB > ${b.maxSearchFetchedKB} KB`)
    if (b.maxSearchMarkupKB !== undefined && m.search && kb(m.search.markup) > b.maxSearchMarkupKB)
      out.push(`${m.route}: the search's markup ${kb(m.search.markup).toFixed(1)} KB > ${b.maxSearchMarkupKB} KB`)
    const lh = m.lighthouse
    if (!lh) continue
    const min = (name: string, value: number, floor?: number) => {
      if (floor !== undefined && value < floor) out.push(`${m.route}: Lighthouse ${name} ${value} < ${floor}${lh.failing.length ? ` (failing: ${lh.failing.join(', ')})` : ''}`)
    }
    min('performance', lh.performance, b.minPerformance)
    min('accessibility', lh.accessibility, b.minAccessibility)
    min('best practices', lh.bestPractices, b.minBestPractices)
    min('SEO', lh.seo, b.minSeo)
    if (b.maxCls !== undefined && lh.cls >= b.maxCls) out.push(`${m.route}: CLS ${lh.cls} >= ${b.maxCls}`)
    if (b.maxLcpMs !== undefined && lh.lcpMs > b.maxLcpMs) out.push(`${m.route}: LCP ${lh.lcpMs} ms > ${b.maxLcpMs} ms`)
    const ratio = m.scriptFree?.fcpRatio
    if (b.maxFcpRatio !== undefined && ratio !== undefined && ratio > b.maxFcpRatio)
      out.push(`${m.route}: first paint ${lh.fcpMs} ms, ${ratio.toFixed(2)}x the ${m.scriptFree!.fcpMs} ms of the page without scripts > ${b.maxFcpRatio}x`)
  }
  return out
}

function table(results: Measure[]): string {
  const head = ['route', 'req', 'islands', ...kinds, 'total'].map((h) => h.padStart(h === 'route' ? 22 : 8)).join(' ')
  const rows = results.map((m) =>
    [m.route.padEnd(22), String(m.requests).padStart(8), String(m.islands).padStart(8), ...kinds.map((k) => (m.bytes[k] / 1024).toFixed(1).padStart(8)), (m.total / 1024).toFixed(1).padStart(8)].join(' '),
  )
  const scored = results.filter((m) => m.lighthouse)
  const lhHead = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'FCP/0js', 'LCP ms', 'TBT ms', 'CLS', 'perf runs', 'CPU idx', 'slowdown', 'perf 4x', 'LCP 4x', 'TBT 4x']
    .map((h) => h.padStart(h === 'route' ? 22 : 8))
    .join(' ')
  const lhRows = scored.map((m) => {
    const l = m.lighthouse!
    return [
      m.route.padEnd(22),
      ...[l.performance, l.accessibility, l.bestPractices, l.seo, l.fcpMs].map((v) => String(v).padStart(8)),
      (m.scriptFree ? m.scriptFree.fcpRatio.toFixed(2) : 'no js').padStart(8),
      ...[l.lcpMs, l.tbtMs, l.cls].map((v) => String(v).padStart(8)),
      l.runs.join('/').padStart(8),
      String(l.benchmarkIndex).padStart(8),
      `${l.cpuSlowdown}x`.padStart(8),
      ...[l.fixed4x.performance, l.fixed4x.lcpMs, l.fixed4x.tbtMs].map((v) => String(v).padStart(8)),
    ].join(' ')
  })
  const caption = [
    'Lighthouse, mobile (median of runs by calibrated performance). Budgets apply to the calibrated figures, with the CPU slowdown',
    "calibrated to one phone (scripts/lighthouse.mjs); FCP/0js is the First Contentful Paint over that of the same page with its scripts",
    "removed (no js: the page has none); the 4x columns audit the same load at Lighthouse's default fixed 4x, unbudgeted:",
  ]
  const lighthouseTable = scored.length ? ['', ...caption, lhHead, ...lhRows] : []
  return [`KB transferred on a first visit (phone, cold cache); islands: <island-root> elements after load:`, head, ...rows, ...lighthouseTable].join('\n')
}

function lighthouseRoutes(routes: string[], content: Content): string[] {
  const option = args.find((a) => a.startsWith('--lighthouse='))?.split('=')[1]
  if (option === 'none') return []
  if (option === 'all' || args.some((a) => a.startsWith('/'))) return routes
  // One route of each kind, in each language, and the search page.
  return locales.flatMap((l) => [...lighthouseDefault(routesOf(content)).map((p) => localePath(l, p)), searchPath(l)])
}

const execFileAsync = promisify(execFile)

async function main() {
  if (!args.includes('--no-build')) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
    if (built.status !== 0) process.exit(built.status ?? 1)
  }
  const budgetsFile = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'))
  const budgets: Budget[] = budgetsFile.routes
  const offlineBudget: OfflineBudget = budgetsFile.offline
  const searchBudget: SearchBudget = budgetsFile.search
  // A misspelt selector would silently select nothing.
  const badIslands = budgets.find((b) => b.islands !== undefined && b.islands !== 'none' && b.islands !== 'some')
  if (badIslands) throw new Error(`bench/budgets.json: "islands" is "none" or "some", not ${JSON.stringify(badIslands.islands)}`)
  const content = await loadContent()
  const wanted = args.filter((a) => a.startsWith('/'))
  // Every page in every language: a Kiswahili page meets the budgets of its English twin.
  const kindOfRoute = new Map<string, string>(
    locales.flatMap((l) => [[localePath(l, '/'), 'home'], [searchPath(l), 'search'], ...routesOf(content).map((r): [string, string] => [localePath(l, pathOf(r.slug)), r.kind])]),
  )
  const routes =
    wanted.length > 0
      ? wanted
      : locales.flatMap((l) => [...['/', ...routesOf(content).filter((r) => r.kind !== 'alias').map((r) => pathOf(r.slug))].map((p) => localePath(l, p)), searchPath(l)])

  const server = spawn(path.join(root, 'node_modules/.bin/serve'), ['out', '-l', `tcp://127.0.0.1:${PORT}`, '-c', '../serve.json', '-L', '-n'], { stdio: 'ignore' })
  try {
    for (let i = 0; i < 50; i++) {
      if (await fetch(`${origin}/`).then((r) => r.ok, () => false)) break
      await new Promise((r) => setTimeout(r, 200))
    }
    const results: Measure[] = []
    for (const route of routes) results.push({ ...(await measure(route)), kind: kindOfRoute.get(route) })
    const runs = process.env.BENCH_RUNS ?? '3'
    const scoredRoutes = lighthouseRoutes(routes, content)
    // Lighthouse loads the export over HTTP/2 with TLS, as the static hosts serve it (scripts/serve-h2.mjs).
    const h2 = scoredRoutes.length ? await serveExportH2() : undefined
    try {
      // Asynchronous: the HTTP/2 server runs in this process and must keep answering meanwhile.
      const audit = async (address: string): Promise<Scores> => {
        const { stdout: json } = await execFileAsync('node', ['scripts/lighthouse.mjs', address, runs], { encoding: 'utf8' })
        return JSON.parse(json.trim().split('\n').pop()!)
      }
      for (const route of scoredRoutes) {
        const m = results.find((r) => r.route === route)!
        m.lighthouse = await audit(`${h2!.origin}${route}`)
        console.log(`Lighthouse ${route}: ${JSON.stringify(m.lighthouse)}`)
        if (m.bytes.js === 0) continue
        const fcpMs = (await audit(`${h2!.origin}${route}?no-scripts`)).fcpMs
        m.scriptFree = { fcpMs, fcpRatio: Math.round((m.lighthouse.fcpMs / fcpMs) * 100) / 100 }
        console.log(`  without scripts: FCP ${fcpMs} ms, so ${m.scriptFree.fcpRatio}x`)
      }
    } finally {
      h2?.close()
    }
    // The search page: what the first results of typical queries cost (the library and the index's parts).
    const queries: FirstQuery[] = []
    if (!args.includes('--search=none') && (wanted.length === 0 || wanted.some((r) => locales.some((l) => searchPath(l) === r))))
      for (const { route, query } of typicalQueries(content, await loadContent(undefined, 'sw'))) queries.push(await firstQuery(origin, route, query))
    // The service worker: a first and a second visit of one route, and whether it then opens offline.
    const offline = args.includes('--offline=none') ? undefined : await offlineVisits(path.join(root, 'out'), offlineBudget.route)
    const problems = [...results.flatMap((m) => breaches(m, budgets)), ...searchBreaches(queries, searchBudget), ...(offline ? offlineBreaches(offline, offlineBudget) : [])]
    fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    fs.writeFileSync(path.join(root, 'bench-results/bench.json'), JSON.stringify({ measuredAt: new Date().toISOString(), results, search: queries, offline, problems }, null, 2))
    console.log(table(results))
    const others = results.filter((m) => m.kind !== 'search' && m.search).map((m) => ({ route: m.route, bytes: m.search!.markup }))
    if (queries.length || others.length) console.log(`\n${searchTable(queries, others)}`)
    if (offline) console.log(`\n${offlineTable(offline)}`)
    const external = results.filter((m) => m.thirdParty.length > 0).map((m) => `${m.route}: ${m.thirdParty.join(', ')}`)
    if (external.length) console.log(`\nThird-party requests on load:\n  ${external.join('\n  ')}`)
    console.log(`\nWrote bench-results/bench.json (${results.length} routes).`)
    if (problems.length) {
      console.error(`\n✗ ${problems.length} budget breach${problems.length === 1 ? '' : 'es'}:\n  ${problems.join('\n  ')}`)
      process.exitCode = 1
    } else {
      console.log('✓ Every route is within its budgets (bench/budgets.json).')
    }
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
