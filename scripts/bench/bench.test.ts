import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content/load'
import { pathOf, routesOf } from '../../lib/content/routes'
import { lighthouseDefault } from './bench'
import { breaches, readBudgets } from './budgets'
import { kindOf, kinds, totalOf, type Measure } from './page-facts'
import { offlineBreaches } from './offline'
import type { Medians, RouteAudit, Summary } from './lighthouse-runs'

const budgetsText = fs.readFileSync(path.join(process.cwd(), 'bench/budgets.json'), 'utf8')
const budgetsFile = JSON.parse(budgetsText)
const budgets = budgetsFile.routes

/** Lighthouse's runs summed up: five counted runs with these medians and lowest scores. */
function summary(median: Partial<Medians> = {}, lowest: Partial<Summary['lowest']> = {}): Summary {
  return {
    tried: 5,
    counted: 5,
    benchmarkIndexes: [1000, 1000, 1000, 1000, 1000],
    median: { performance: 100, fcpMs: 700, lcpMs: 900, tbtMs: 0, cls: 0, ...median },
    lowest: { accessibility: 100, bestPractices: 100, seo: 100, ...lowest },
    failing: [],
    performanceRuns: [100, 100, 100, 100, 100],
    errors: [],
  }
}

/** A page well within every budget, unless `js`, `islands`, `lighthouse` or `scriptFreeFcpMs` say otherwise. */
function measure(
  route: string,
  {
    js = 0,
    islands = 0,
    kind = 'page',
    lighthouse,
    lowest,
    scriptFreeFcpMs = 700,
  }: {
    js?: number
    islands?: number
    kind?: string
    lighthouse?: Partial<Medians>
    lowest?: Partial<Summary['lowest']>
    scriptFreeFcpMs?: number
  } = {},
): Measure {
  const bytes = {
    ...Object.fromEntries(kinds.map((k) => [k, 0])),
    html: 10 * 1024,
    css: 8 * 1024,
    js: js * 1024,
  } as Measure['bytes']
  const page = summary(lighthouse, lowest)
  const scriptFree = summary({ fcpMs: scriptFreeFcpMs })
  const audit: RouteAudit = { page, scriptFree, fcpRatio: page.median!.fcpMs / scriptFreeFcpMs }
  return {
    route,
    kind,
    requests: 5,
    islands,
    bytes,
    total: Object.values(bytes).reduce((a, b) => a + b, 0),
    jsRaw: 200,
    react: [],
    thirdParty: [],
    lighthouse: audit,
  }
}

describe('bench budgets', () => {
  it("counts the service worker's registration apart from the islands' JavaScript, within its own budget", () => {
    expect(kindOf('Script', 'text/javascript', 'http://x/_next/static/offline/sw-register-AB12CD34.js')).toBe('sw')
    expect(kindOf('Script', 'text/javascript', 'http://x/_next/static/islands/islands-entry-AB12CD34.js')).toBe('js')
    const plain = measure('/history/')
    expect(breaches({ ...plain, bytes: { ...plain.bytes, sw: 400 } }, budgets)).toEqual([])
    expect(breaches({ ...plain, bytes: { ...plain.bytes, sw: 2048 } }, budgets)).toEqual([
      "/history/: the service worker's registration 2.0 KB > 1 KB",
    ])
  })

  it('the service worker: its shell, a second visit and opening offline are budgeted on one route', () => {
    const within = {
      route: budgetsFile.offline.route,
      firstVisit: 150_000,
      firstVisitWorker: 20_000,
      shellFiles: 15,
      shellBytes: 40 * 1024,
      secondVisit: 2_000,
      secondVisitRequests: 1,
      opensOffline: true,
    }
    expect(offlineBreaches(within, budgetsFile.offline)).toEqual([])
    expect(offlineBreaches({ ...within, opensOffline: false, secondVisit: 200_000 }, budgetsFile.offline)).toHaveLength(
      2,
    )
    // A shell with React in it again (about 70 KB more) is over its budget.
    expect(offlineBreaches({ ...within, shellBytes: 95 * 1024 }, budgetsFile.offline)).toHaveLength(1)
  })

  it('a page without islands may load no JavaScript; one with islands may', () => {
    expect(breaches(measure('/history/', { js: 1 }), budgets)).toEqual(['/history/: JavaScript 1.0 KB > 0 KB'])
    expect(breaches(measure('/history/'), budgets)).toEqual([])
    expect(breaches(measure('/raila/', { js: 1, islands: 2, kind: 'congregation' }), budgets)).toEqual([])
  })

  it('pages with islands: 80 KB of JavaScript, /support/ 100 KB, a congregation 10 KB (its islands need no React)', () => {
    expect(breaches(measure('/raila/', { js: 10, islands: 3, kind: 'congregation' }), budgets)).toEqual([])
    expect(breaches(measure('/raila/', { js: 76, islands: 3, kind: 'congregation' }), budgets)).toEqual([
      '/raila/: JavaScript 76.0 KB > 10 KB',
    ])
    expect(breaches(measure('/church/', { js: 80, islands: 1, kind: 'page' }), budgets)).toEqual([])
    expect(breaches(measure('/', { js: 81, islands: 1, kind: 'home' }), budgets)).toEqual([
      '/: JavaScript 81.0 KB > 80 KB',
    ])
    expect(breaches(measure('/support/', { js: 100, islands: 2 }), budgets)).toEqual([])
    expect(breaches(measure('/support/', { js: 101, islands: 2 }), budgets)).toEqual([
      '/support/: JavaScript 101.0 KB > 100 KB',
    ])
  })

  it('the performance score is printed, never budgeted; Total Blocking Time is, at 200 ms', () => {
    expect(breaches(measure('/gala/', { lighthouse: { performance: 40 } }), budgets)).toEqual([])
    expect(breaches(measure('/gala/', { lighthouse: { tbtMs: 200 } }), budgets)).toEqual([])
    expect(breaches(measure('/gala/', { lighthouse: { tbtMs: 201 } }), budgets)).toEqual([
      '/gala/: TBT 201 ms > 200 ms',
    ])
  })

  it('accessibility, best practices and SEO must be 100 in every counted run', () => {
    expect(breaches(measure('/gala/', { lowest: { accessibility: 99 } }), budgets)).toEqual([
      '/gala/: Lighthouse accessibility 99 < 100',
    ])
    expect(breaches(measure('/gala/', { lowest: { bestPractices: 96, seo: 92 } }), budgets)).toEqual([
      '/gala/: Lighthouse best practices 96 < 100',
      '/gala/: Lighthouse SEO 92 < 100',
    ])
  })

  it('paint first: every route paints within 10 % of the same page without scripts, and its largest paint by 1.2 s, with no layout shift to speak of', () => {
    const raila = (fcpMs: number, lcpMs = 900) =>
      measure('/raila/', {
        js: 7,
        islands: 3,
        kind: 'congregation',
        lighthouse: { fcpMs, lcpMs },
        scriptFreeFcpMs: 700,
      })
    expect(breaches(raila(770), budgets)).toEqual([])
    expect(breaches(raila(777), budgets)).toEqual([
      '/raila/: first paint 777 ms, 1.11x the 700 ms of the page without scripts > 1.1x',
    ])
    expect(breaches(raila(700, 1200), budgets)).toEqual([])
    expect(breaches(raila(700, 1201), budgets)).toEqual(['/raila/: LCP 1201 ms > 1200 ms'])
    expect(breaches(measure('/sw/history/', { lighthouse: { lcpMs: 1300 } }), budgets)).toEqual([
      '/sw/history/: LCP 1300 ms > 1200 ms',
    ])
    expect(breaches(measure('/sw/history/', { lighthouse: { cls: 0.049 } }), budgets)).toEqual([])
    expect(breaches(measure('/sw/history/', { lighthouse: { cls: 0.05 } }), budgets)).toEqual([
      '/sw/history/: CLS 0.05 >= 0.05',
    ])
  })

  it('no React before the visitor asks: a page that requested a React file fails, unless budgets.json names it with a reason', () => {
    const church = { ...measure('/church/', { js: 60, islands: 1 }), react: ['_next/static/islands/chunk-AB12CD34.js'] }
    expect(breaches(church, budgets)).toEqual([
      '/church/: requests React before any input (_next/static/islands/chunk-AB12CD34.js)',
    ])
    expect(breaches(church, budgets, [{ route: '/church/', reason: 'its map needs React at once' }])).toEqual([])
    // Today there is no exception: each would be named with its reason.
    expect(readBudgets(budgetsText).reactExceptions).toEqual([])
    const withException = (exception: object) =>
      JSON.stringify({ ...budgetsFile, reactBeforeInput: { exceptions: [exception] } })
    expect(() => readBudgets(withException({ route: '/church/' }))).toThrow(/reason/)
    expect(readBudgets(withException({ route: '/church/', reason: 'why' })).reactExceptions).toHaveLength(1)
  })

  it("the Lighthouse settings are fixed in budgets.json: the CPU slowdown 4, as Lighthouse's mobile default", () => {
    expect(readBudgets(budgetsText).lighthouse).toMatchObject({ cpuSlowdownMultiplier: 4, runs: 5 })
  })

  it('a page other than the search page fetches no search file and carries at most 1 KB of its markup', () => {
    const page = (route: string, fetched: number, markup: number) => ({
      ...measure(route),
      search: { fetched, markup },
    })
    expect(breaches(page('/raila/', 0, 900), budgets)).toEqual([])
    expect(breaches(page('/sw/raila/', 1024, 1200), budgets)).toEqual([
      "/sw/raila/: the search's files fetched on load 1.0 KB > 0 KB",
      "/sw/raila/: the search's markup 1.2 KB > 1 KB",
    ])
    // The search page itself fetches the search (once used): budgeted by its first query instead.
    expect(breaches(page('/search/', 90_000, 0), budgets)).toEqual([])
    expect(breaches(page('/sw/tafuta/', 90_000, 0), budgets)).toEqual([])
  })

  it('the scripts a page runs before any input, uncompressed, are budgeted by kind of page', () => {
    const raw = (route: string, kind: string, kb: number) => ({ ...measure(route, { kind, js: 0 }), jsRaw: kb * 1024 })
    expect(breaches(raw('/raila/', 'congregation', 10), budgets)).toEqual([])
    expect(breaches(raw('/sw/raila/', 'congregation', 11), budgets)).toEqual([
      '/sw/raila/: scripts run before any input 11.0 KB uncompressed > 10 KB',
    ])
    expect(breaches(raw('/', 'home', 1), budgets)).toEqual([
      '/: scripts run before any input 1.0 KB uncompressed > 0.5 KB',
    ])
  })

  it("the islands' code fetched ahead is counted apart from what the page needs, and budgeted by kind of page", () => {
    const islands = 'http://x/_next/static/islands/'
    expect(kindOf('Fetch', 'text/javascript', `${islands}church-finder-AB12CD34.js`)).toBe('ahead')
    expect(kindOf('Other', 'text/javascript', `${islands}church-finder-AB12CD34.js`)).toBe('ahead')
    // Run, or linked in the head: the page's own.
    expect(kindOf('Script', 'text/javascript', `${islands}church-finder-AB12CD34.js`)).toBe('js')
    expect(kindOf('Stylesheet', 'text/css', `${islands}support-slider-AB12CD34.css`)).toBe('css')
    expect(kindOf('Fetch', 'application/json', 'http://x/pagefind/pagefind-entry.json')).toBe('other')
    const bytes = { ...Object.fromEntries(kinds.map((k) => [k, 0])), html: 1024, ahead: 80 * 1024 } as Measure['bytes']
    expect(totalOf(bytes)).toBe(1024)
    // Every kind of route has its rule.
    for (const kind of ['home', 'page', 'congregation', 'search'])
      expect(
        budgets.some((b: { kind?: string; maxAheadKB?: number }) => b.kind === kind && b.maxAheadKB !== undefined),
      ).toBe(true)
    const rules = [{ kind: 'congregation', maxAheadKB: 10 }]
    const raila = (ahead: number) => {
      const m = measure('/raila/', { kind: 'congregation', islands: 3 })
      return { ...m, bytes: { ...m.bytes, ahead: ahead * 1024 } }
    }
    expect(breaches(raila(10), rules)).toEqual([])
    expect(breaches(raila(11), rules)).toEqual(["/raila/: islands' code fetched ahead 11.0 KB > 10 KB"])
    expect(breaches({ ...raila(11), kind: 'page' }, rules)).toEqual([])
  })

  it('every selector a rule gives must match', () => {
    const rule = [{ kind: 'congregation', islands: 'some' as const, maxJsKB: 10 }]
    expect(breaches(measure('/raila/', { js: 11, islands: 1, kind: 'congregation' }), rule)).toHaveLength(1)
    expect(breaches(measure('/raila/', { js: 11, islands: 0, kind: 'congregation' }), rule)).toEqual([])
    expect(breaches(measure('/history/', { js: 11, islands: 1 }), rule)).toEqual([])
  })
})

describe('Lighthouse default routes', () => {
  it('one route of each kind, all of them real routes, and still one congregation when the first goes', async () => {
    const routes = routesOf(await loadContent('en'))
    const paths = new Set(['/', ...routes.map((r) => pathOf(r.slug))])
    const chosen = lighthouseDefault(routes)
    expect(chosen[0]).toBe('/')
    for (const route of chosen) expect(paths).toContain(route)
    const first = routes.find((r) => r.kind === 'congregation')!
    expect(chosen).toContain(pathOf(first.slug))
    const without = lighthouseDefault(routes.filter((r) => r !== first))
    expect(without).not.toContain(pathOf(first.slug))
    expect(without.some((p) => routes.some((r) => r.kind === 'congregation' && pathOf(r.slug) === p))).toBe(true)
  }, 30_000) // loading the real content takes seconds on a busy machine
})
