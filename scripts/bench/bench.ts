/**
 * `npm run bench`: builds the export, serves it, and measures a first visit to every route on a
 * phone-sized viewport with a cold cache, with no input for 3 s after load: bytes transferred by type,
 * request count, the uncompressed size of the scripts the page ran, whether it requested React, what the
 * loader fetched ahead for the islands, and how many islands (`<island-root>`) the page has, since a page
 * without one loads no JavaScript (but the service worker's registration, counted apart as `sw`)
 * (scripts/bench/page-facts.ts); the service worker's first and second visits; the search's first queries;
 * Lighthouse's timings on one route of each kind in each language (scripts/bench/lighthouse-runs.ts); and the
 * visitor's first action on each widget (scripts/bench/first-action.ts). Compares each figure with
 * bench/budgets.json (scripts/bench/budgets.ts), writes bench-results/bench.json, prints the tables
 * (scripts/bench/tables.ts) and each route's verdict, and exits 0 when every route and widget passes, 1 on a
 * budget miss, 2 when a route or widget has no verdict (too few Lighthouse or first-action runs counted, a
 * widget not found: run again). What is budgeted and why: docs/performance.md.
 *
 *   npm run bench                     every route
 *   npm run bench -- --no-build       reuse out/
 *   npm run bench -- / /raila/        only these routes (and Lighthouse on them, and the widgets acted on there)
 *   npm run bench -- --lighthouse=all Lighthouse on every route (default: one route of each kind, in English)
 *   npm run bench -- --lighthouse=none
 *   npm run bench -- --offline=none   without the service worker's measure (scripts/bench/offline.ts)
 *   npm run bench -- --search=none    without the search page's first queries (scripts/bench/search.ts)
 *   npm run bench -- --first-action=none                      without the widgets' first action
 *   npm run bench -- --first-action=church-finder,copy-button only these widgets' (scripts/bench/first-action-routes.ts)
 *
 * Lighthouse loads the export over HTTP/2 with TLS as static hosts serve it (scripts/bench/serve-h2.ts), with
 * PayPal's SDK answered by a local fake (scripts/bench/fake-paypal-host.ts), with Lighthouse's default mobile
 * settings and the fixed CPU slowdown of bench/budgets.json (scripts/bench/lighthouse.ts).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { loadContent } from '../../lib/content/load'
import { pathOf, routesOf, type Route } from '../../lib/content/routes'
import { defaultLocale, localePath, locales } from '../../lib/i18n/locales'
import { pageLayouts } from '../../lib/content/schemas'
import type { Content } from '../../lib/content/types'
import { searchPath } from '../../lib/search/paths'
import { CHROMIUM_ARGS, systemChromium } from '../chromium.cjs'
import { breaches, readBudgets } from './budgets'
import { aheadChecks, firstActions } from './first-action'
import { widgetTasks, WIDGETS, type WidgetTask } from './first-action-routes'
import {
  aheadCheckBreaches,
  aheadCheckUndecided,
  firstActionBreaches,
  firstActionNoVerdictReason,
  firstActionTable,
  firstActionVerdict,
  type AheadCheck,
  type WidgetMeasure,
} from './first-action-stats'
import { auditRoutes, exitCodeOf, hasVerdict, noVerdictReason, verdictOf, type Verdict } from './lighthouse-runs'
import { offlineBreaches, offlineTable, offlineVisits } from './offline'
import { measure, type Measure } from './page-facts'
import { islandsReactVersion, reactFiles } from './page-scripts'
import { firstQuery, searchBreaches, searchTable, typicalQueries, type FirstQuery } from './search'
import { serveExportH2 } from './serve-h2'
import { lighthouseTable, table } from './tables'

const root = process.cwd()
const PORT = Number(process.env.BENCH_PORT ?? 4190)
const origin = `http://127.0.0.1:${PORT}`
const args = process.argv.slice(2)

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

/**
 * The widgets whose first action is measured (`--first-action=none` for none, `--first-action=church-finder,search`
 * for some): each where first-action-routes.ts finds it on the English pages of the export, when no routes are named
 * or its route is one of them; `missing`, those no page has (no verdict).
 */
function firstActionTasks(
  content: Content,
  wanted: string[],
  kindOfRoute: Map<string, string>,
): { found: WidgetTask[]; missing: string[] } | undefined {
  const option = args.find((a) => a.startsWith('--first-action='))?.split('=')[1]
  if (option === 'none') return undefined
  const names: string[] = option && option !== 'all' ? option.split(',') : [...WIDGETS]
  const unknown = names.filter((n) => !(WIDGETS as readonly string[]).includes(n))
  if (unknown.length) throw new Error(`--first-action: no widget ${unknown.join(', ')} (${WIDGETS.join(', ')})`)
  const english = [
    '/',
    ...routesOf(content)
      .filter((r) => r.kind !== 'alias')
      .map((r) => pathOf(r.slug)),
  ].map((p) => localePath(defaultLocale, p))
  const pages = [...english, searchPath(defaultLocale)].flatMap((route) => {
    const file = path.join(root, 'out', route, 'index.html')
    return fs.existsSync(file) ? [{ route, html: fs.readFileSync(file, 'utf8'), kind: kindOfRoute.get(route) }] : []
  })
  // A congregation's name, as the search's own measure types it (scripts/bench/search.ts).
  const query = typicalQueries(content, content)[0]?.query ?? ''
  const all = widgetTasks(pages, query).filter((t) => names.includes(t.widget))
  return {
    found: all.filter((t) => wanted.length === 0 || wanted.includes(t.route)),
    missing: wanted.length ? [] : names.filter((n) => !all.some((t) => t.widget === n)),
  }
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
    firstAction: firstActionBudget,
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

  // The widgets to act on, found in the export's pages (and a misspelt --first-action refused before any run).
  const tasks = firstActionTasks(content, wanted, kindOfRoute)

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
        ...(await measure(browser, { origin, out: path.join(root, 'out'), route, react })),
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
    // The first action on each widget, and what its page fetches ahead with Save-Data or on 2G.
    const widgets: WidgetMeasure[] = []
    const saving: AheadCheck[] = []
    if (tasks) {
      const { runs } = firstActionBudget
      const cpuSlowdown = settings.cpuSlowdownMultiplier
      widgets.push(...(await firstActions(origin, tasks.found, { runs, cpuSlowdown }, (line) => console.log(line))))
      for (const widget of tasks.missing)
        widgets.push({ widget, withoutReact: false, action: '-', runs: [], errors: [] })
      saving.push(...(await aheadChecks(origin, tasks.found, cpuSlowdown)))
    }
    const widgetVerdicts = widgets.map((m) => firstActionVerdict(m, firstActionBudget))
    const verdicts = results.map((m) => {
      const problems = breaches(m, budgets, reactExceptions)
      return { route: m.route, verdict: verdictOf(problems, m.lighthouse), problems }
    })
    const others = [
      ...searchBreaches(queries, searchBudget),
      ...(offline ? offlineBreaches(offline, offlineBudget) : []),
      ...aheadCheckBreaches(saving),
    ]
    const problems = [
      ...verdicts.flatMap((v) => v.problems),
      ...widgets.flatMap((m) => firstActionBreaches(m, firstActionBudget)),
      ...others,
    ]
    const undecided = [
      ...results
        .filter((m) => m.lighthouse && !hasVerdict(m.lighthouse))
        .map((m) => `${m.route}: no verdict, ${noVerdictReason(m.lighthouse!, settings)}`),
      ...widgets.filter((m) => !m.median).map((m) => firstActionNoVerdictReason(m, firstActionBudget)),
      ...aheadCheckUndecided(saving),
    ]
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
          firstAction: tasks && { budget: firstActionBudget, widgets, savingData: saving },
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
    if (widgets.length)
      console.log(`\n${firstActionTable(widgets, saving, firstActionBudget, settings.cpuSlowdownMultiplier)}`)
    const external = results.filter((m) => m.thirdParty.length > 0).map((m) => `${m.route}: ${m.thirdParty.join(', ')}`)
    if (external.length) console.log(`\nThird-party requests on load:\n  ${external.join('\n  ')}`)
    console.log(`\nWrote bench-results/bench.json (${results.length} routes).`)
    const count = (v: Verdict) => verdicts.filter((x) => x.verdict === v).length
    console.log(`Verdicts: ${count('pass')} pass, ${count('fail')} fail, ${count('no verdict')} no verdict.`)
    if (widgets.length) {
      const widgetCount = (v: Verdict) => widgetVerdicts.filter((x) => x === v).length
      console.log(
        `First action: ${widgetCount('pass')} pass, ${widgetCount('fail')} fail, ${widgetCount('no verdict')} no verdict.`,
      )
    }
    if (problems.length)
      console.error(
        `\n✗ ${problems.length} budget breach${problems.length === 1 ? '' : 'es'}:\n  ${problems.join('\n  ')}`,
      )
    if (undecided.length)
      console.error(
        `\n? No verdict (too few counted runs, or a widget not found: run the bench again):\n  ${undecided.join('\n  ')}`,
      )
    process.exitCode = exitCodeOf(
      [
        ...verdicts.map((v) => v.verdict),
        ...widgetVerdicts,
        ...aheadCheckUndecided(saving).map((): Verdict => 'no verdict'),
      ],
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
