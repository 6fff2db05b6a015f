/** The bench's tables (docs/performance.md, "How to read the output"): the facts of every route, and Lighthouse's. */
import type { LighthouseSettings, Verdict } from './lighthouse-runs'
import { kinds, type Measure } from './page-facts'

export function table(results: Measure[]): string {
  const own = kinds.filter((k) => k !== 'ahead')
  const head = ['route', 'req', 'islands', ...own, 'total', 'ahead', 'JS raw', 'React']
    .map((h) => h.padStart(h === 'route' ? 22 : 8))
    .join(' ')
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(8)
  const rows = results.map((m) =>
    [
      m.route.padEnd(22),
      String(m.requests).padStart(8),
      String(m.islands).padStart(8),
      ...own.map((k) => kb(m.bytes[k])),
      kb(m.total),
      kb(m.bytes.ahead ?? 0),
      kb(m.jsRaw),
      (m.react.length ? 'yes' : 'no').padStart(8),
    ].join(' '),
  )
  return [
    'KB transferred on a first visit (phone, cold cache, 3 s without input after load); islands: <island-root> elements;',
    "ahead: KB of the islands' code fetched ahead of any action (not in total); JS raw: KB of script run before any input,",
    'uncompressed; React: whether the page requested it before any input:',
    head,
    ...rows,
  ].join('\n')
}

export function lighthouseTable(
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
