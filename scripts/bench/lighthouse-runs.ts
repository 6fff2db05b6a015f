/**
 * The benchmark's Lighthouse timings (docs/performance.md): each audited route is run `runs` times,
 * interleaved with the same page served without its scripts (`?no-scripts`, scripts/bench/serve-h2.ts), at
 * the fixed CPU slowdown of bench/budgets.json (scripts/bench/lighthouse.ts runs them). A run counts when it
 * completed and the host's Lighthouse benchmark index during it was within `benchmarkIndexRatio` of the
 * bench run's median index (over every first-round run of every route); a run that does not count is
 * repeated, up to `maxRuns` runs of each address. A route's figures are the medians of its counted runs;
 * with fewer than `runs` counted runs it gets no verdict, and the bench exits 2 (run it again).
 * The pure functions below decide all that; `auditRoutes` only runs what they ask for.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

export type LighthouseSettings = {
  /** Lighthouse's CPU slowdown multiplier for the simulation: fixed, never derived from the host. */
  cpuSlowdownMultiplier: number
  /** Counted runs each address needs, of the page and of its script-free twin. */
  runs: number
  /** At most this many runs of each address, counted or not. */
  maxRuns: number
  /** A run counts when its benchmark index is within this factor of the bench run's median, either way. */
  benchmarkIndexRatio: number
}

export type RunFigures = {
  /** The host's Lighthouse benchmark index, measured by Lighthouse just before the page loads. */
  benchmarkIndex: number
  performance: number
  /** The page's scores; the page without scripts is run for its timings only and has none. */
  accessibility?: number
  bestPractices?: number
  seo?: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The accessibility, best-practices and SEO audits that did not pass. */
  failing: string[]
}

/** One Lighthouse run, as scripts/bench/lighthouse.ts prints it: its figures, or why it failed. */
export type LighthouseRun = ({ error?: undefined } & RunFigures) | ({ error: string } & Partial<RunFigures>)

/** The timings whose medians are taken, and the score printed beside them (never a budget). */
export const timings = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const
export type Medians = Record<(typeof timings)[number], number>

/** What the runs of one address come to. */
export type Summary = {
  tried: number
  counted: number
  /** The benchmark index of every run, in the order run (0 for a run that failed). */
  benchmarkIndexes: number[]
  /** Medians of the counted runs, when there are `runs` of them. */
  median?: Medians
  /** The lowest of each score over the counted runs that have it (100 when none has). */
  lowest: { accessibility: number; bestPractices: number; seo: number }
  /** Audits failing in any counted run. */
  failing: string[]
  /** Each counted run's performance score. */
  performanceRuns: number[]
  /** Why runs failed, if any did. */
  errors: string[]
}

/** What Lighthouse found on one route: its page, the same page without scripts, and first paint over it. */
export type RouteAudit = { page: Summary; scriptFree: Summary; fcpRatio?: number }

export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The bench run's median benchmark index: the reference every run is held to. */
export function referenceIndex(runs: readonly LighthouseRun[]): number | undefined {
  const indexes = runs.flatMap((r) => (r.error === undefined ? [r.benchmarkIndex] : []))
  return indexes.length ? median(indexes) : undefined
}

export function counts(
  run: LighthouseRun,
  reference: number,
  ratio: number,
): run is LighthouseRun & { error?: undefined } {
  if (run.error !== undefined || !(run.benchmarkIndex > 0)) return false
  return run.benchmarkIndex <= reference * ratio && run.benchmarkIndex >= reference / ratio
}

/** How many more runs an address needs: to reach `runs` counted ones, within `maxRuns` in all. */
export function runsNeeded(runs: readonly LighthouseRun[], reference: number, s: LighthouseSettings): number {
  const counted = runs.filter((r) => counts(r, reference, s.benchmarkIndexRatio)).length
  return Math.max(0, Math.min(s.runs - counted, s.maxRuns - runs.length))
}

/** The next runs of a route: its page and its twin alternately, as many of each as they still need. */
export function nextBatch(
  page: readonly LighthouseRun[],
  twin: readonly LighthouseRun[],
  reference: number,
  s: LighthouseSettings,
): ('page' | 'twin')[] {
  const more = { page: runsNeeded(page, reference, s), twin: runsNeeded(twin, reference, s) }
  const batch: ('page' | 'twin')[] = []
  for (let i = 0; i < Math.max(more.page, more.twin); i++) {
    if (i < more.page) batch.push('page')
    if (i < more.twin) batch.push('twin')
  }
  return batch
}

/** The first round of a route: `runs` of its page and of its twin, alternately. */
export function firstBatch(s: LighthouseSettings): ('page' | 'twin')[] {
  return Array.from({ length: s.runs }, () => ['page', 'twin'] as const).flat()
}

export function summarise(runs: readonly LighthouseRun[], reference: number, s: LighthouseSettings): Summary {
  const counted = runs.filter((r) => counts(r, reference, s.benchmarkIndexRatio)) as RunFigures[]
  const lowest = (key: 'accessibility' | 'bestPractices' | 'seo') =>
    Math.min(100, ...counted.flatMap((r) => (r[key] === undefined ? [] : [r[key]])))
  return {
    tried: runs.length,
    counted: counted.length,
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex ?? 0),
    ...(counted.length >= s.runs
      ? { median: Object.fromEntries(timings.map((t) => [t, median(counted.map((r) => r[t]))])) as Medians }
      : {}),
    lowest: { accessibility: lowest('accessibility'), bestPractices: lowest('bestPractices'), seo: lowest('seo') },
    failing: [...new Set(counted.flatMap((r) => r.failing))],
    performanceRuns: counted.map((r) => r.performance),
    errors: runs.flatMap((r) => (r.error !== undefined ? [r.error] : [])),
  }
}

export function routeAudit(
  page: readonly LighthouseRun[],
  twin: readonly LighthouseRun[],
  reference: number,
  s: LighthouseSettings,
): RouteAudit {
  const audit: RouteAudit = { page: summarise(page, reference, s), scriptFree: summarise(twin, reference, s) }
  const [p, t] = [audit.page.median, audit.scriptFree.median]
  return p && t ? { ...audit, fcpRatio: p.fcpMs / t.fcpMs } : audit
}

/** A route has a Lighthouse verdict when both its page and its twin have their medians. */
export const hasVerdict = (audit: RouteAudit) =>
  audit.page.median !== undefined && audit.scriptFree.median !== undefined

/** Why a route has no verdict, in words. */
export function noVerdictReason(audit: RouteAudit, s: LighthouseSettings): string {
  const part = (name: string, x: Summary) =>
    `${name} ${x.counted} of ${s.runs} counted runs in ${x.tried}${x.errors.length ? ` (${x.errors.length} failed: ${x.errors[0]})` : ''}`
  return `${part('page', audit.page)}, ${part('without scripts', audit.scriptFree)}`
}

export type Verdict = 'pass' | 'fail' | 'no verdict'

/** A route fails on any budget miss; else, audited with too few counted runs, it has no verdict; else it passes. */
export function verdictOf(problems: readonly string[], audit?: RouteAudit): Verdict {
  if (problems.length) return 'fail'
  return audit && !hasVerdict(audit) ? 'no verdict' : 'pass'
}

/**
 * The bench's exit code: 1 on any budget miss (a run again would not make it pass), else 2 when a
 * route has no verdict (run again: never a pass), else 0.
 */
export function exitCodeOf(verdicts: readonly Verdict[], otherProblems: readonly string[] = []): 0 | 1 | 2 {
  if (otherProblems.length || verdicts.includes('fail')) return 1
  return verdicts.includes('no verdict') ? 2 : 0
}

const execFileAsync = promisify(execFile)

/** Runs Lighthouse once on each address, in order (scripts/bench/lighthouse.ts, a process of its own). */
async function lighthouseRuns(addresses: string[]): Promise<LighthouseRun[]> {
  // Asynchronous: the HTTP/2 server runs in the bench's process and must keep answering meanwhile.
  const { stdout } = await execFileAsync(
    path.join('node_modules', '.bin', 'tsx'),
    ['scripts/bench/lighthouse.ts', ...addresses],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const runs = stdout
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LighthouseRun)
  if (runs.length !== addresses.length)
    throw new Error(`scripts/bench/lighthouse.ts answered ${runs.length} runs for ${addresses.length} addresses`)
  return runs
}

/**
 * Audits `routes` at `origin`: a first round of every route, then the repeats each needs against the
 * reference index of that first round. `log` hears of every run as it ends.
 */
export async function auditRoutes(
  origin: string,
  routes: string[],
  s: LighthouseSettings,
  log: (line: string) => void,
): Promise<{ audits: Map<string, RouteAudit>; reference?: number }> {
  const runs = new Map(routes.map((route) => [route, { page: [] as LighthouseRun[], twin: [] as LighthouseRun[] }]))
  const run = async (route: string, batch: ('page' | 'twin')[]) => {
    const address = (which: 'page' | 'twin') => `${origin}${route}${which === 'twin' ? '?no-scripts' : ''}`
    const results = await lighthouseRuns(batch.map(address))
    batch.forEach((which, i) => {
      const r = results[i]!
      runs.get(route)![which].push(r)
      log(
        `Lighthouse ${route}${which === 'twin' ? ' without scripts' : ''}: ${r.error ?? `index ${r.benchmarkIndex}, performance ${r.performance}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`}`,
      )
    })
  }
  for (const route of routes) await run(route, firstBatch(s))
  const reference = referenceIndex([...runs.values()].flatMap((r) => [...r.page, ...r.twin]))
  const audits = new Map<string, RouteAudit>()
  for (const route of routes) {
    const r = runs.get(route)!
    if (reference !== undefined) {
      for (
        let batch = nextBatch(r.page, r.twin, reference, s);
        batch.length;
        batch = nextBatch(r.page, r.twin, reference, s)
      ) {
        log(
          `  ${route}: ${batch.length} more run${batch.length === 1 ? '' : 's'} (benchmark index outside ${Math.round(reference / s.benchmarkIndexRatio)}-${Math.round(reference * s.benchmarkIndexRatio)}, or failed)`,
        )
        await run(route, batch)
      }
    }
    audits.set(route, routeAudit(r.page, r.twin, reference ?? 0, s))
  }
  return { audits, reference }
}
