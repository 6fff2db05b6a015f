/**
 * bench/budgets.json (docs/performance.md): its rules, read and checked, and the breaches of a page's facts and
 * Lighthouse timings against the rules that apply to it.
 */
import type { FirstActionBudget } from './first-action-stats'
import type { LighthouseSettings } from './lighthouse-runs'
import type { OfflineBudget } from './offline'
import type { Measure } from './page-facts'
import type { SearchBudget } from './search'

export type Budget = {
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
  /** The islands' code the loader fetched ahead of the visitor's first action, in 3 s without input (gzipped). */
  maxAheadKB?: number
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
  firstAction: FirstActionBudget
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
  const firstAction: FirstActionBudget = file.firstAction
  const { maxAcknowledgedMs, maxAnsweredMs, maxAnsweredWithoutReactMs } = firstAction ?? {}
  if (!(
    Number.isInteger(firstAction?.runs) &&
    firstAction.runs > 0 &&
    [maxAcknowledgedMs, maxAnsweredMs, maxAnsweredWithoutReactMs].every((ms) => typeof ms === 'number' && ms > 0)
  ))
    throw new Error(
      'bench/budgets.json: "firstAction" needs runs (a whole number > 0), maxAcknowledgedMs, maxAnsweredMs and maxAnsweredWithoutReactMs (> 0)',
    )
  return {
    budgets,
    offlineBudget: file.offline,
    searchBudget: file.search,
    reactExceptions,
    lighthouse,
    firstAction: { runs: firstAction.runs, maxAcknowledgedMs, maxAnsweredMs, maxAnsweredWithoutReactMs },
  }
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
    const ahead = m.bytes.ahead ?? 0
    if (b.maxAheadKB !== undefined && kb(ahead) > b.maxAheadKB)
      out.push(`${m.route}: islands' code fetched ahead ${kb(ahead).toFixed(1)} KB > ${b.maxAheadKB} KB`)
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
