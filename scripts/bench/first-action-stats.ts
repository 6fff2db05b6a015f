/**
 * The first action on each widget (docs/performance.md): what the runs of scripts/bench/first-action.ts come to,
 * their medians, the budgets they are held to (bench/budgets.json, `firstAction`), each widget's verdict, what is
 * fetched ahead with Save-Data or on 2G (nothing), and the table. Pure, and unit-tested.
 */
import { median, type Verdict } from './lighthouse-runs'

/** bench/budgets.json's `firstAction`. */
export type FirstActionBudget = {
  /** Runs of each widget, each on a fresh browser context; fewer completed is no verdict. */
  runs: number
  /** From the action to the widget's first change in its DOM, median. */
  maxAcknowledgedMs: number
  /** From the action to the widget's answer in its DOM, median: a React widget's, */
  maxAnsweredMs: number
  /** and a widget without React's (a DOM island). */
  maxAnsweredWithoutReactMs: number
}

/** One completed run: times from the action, in the page's clock, and bytes as sent (gzipped, headers included). */
export type FirstActionRun = {
  /** The first change in the widget's DOM after the action, or its answer if that came first. */
  acknowledgedMs: number
  /** What changed first (a mutation's type and target). */
  acknowledgedBy: string
  /** The widget's answer in its DOM; where letters are typed, from the last of them. */
  answeredMs: number
  /** What the answer was, in words (first-action-page.ts). */
  answer: string
  /** When the last letter was typed, where the action types some: the answer comes after it. */
  typedMs?: number
  /** Requests sent from the action until the answer, and their bytes once complete. */
  actionBytes: number
  actionRequests: number
  /** The islands' code fetched ahead (not run) before the action. */
  aheadBytes: number
  aheadRequests: number
  /** What the page was told of the connection (`navigator.connection`), for the record. */
  connection: string
}

/** A widget's runs: where and how it was acted on, the runs that completed and why the others did not. */
export type WidgetMeasure = {
  widget: string
  /** Undefined when no page of the export has it. */
  route?: string
  withoutReact: boolean
  action: string
  runs: FirstActionRun[]
  errors: string[]
  /** Medians of the completed runs, when there are `runs` of them. */
  median?: { acknowledgedMs: number; answeredMs: number; actionBytes: number; aheadBytes: number }
}

/** The medians of a widget's runs, when `runs` of them completed. */
export function summarise(m: Omit<WidgetMeasure, 'median'>, budget: Pick<FirstActionBudget, 'runs'>): WidgetMeasure {
  if (m.runs.length < budget.runs) return { ...m, median: undefined }
  const of = (figure: (r: FirstActionRun) => number) => median(m.runs.map(figure))
  return {
    ...m,
    median: {
      acknowledgedMs: of((r) => r.acknowledgedMs),
      answeredMs: of((r) => r.answeredMs),
      actionBytes: of((r) => r.actionBytes),
      aheadBytes: of((r) => r.aheadBytes),
    },
  }
}

/** The answer budget of a widget: a DOM island has no React to start, and answers sooner. */
export const answerBudget = (m: Pick<WidgetMeasure, 'withoutReact'>, budget: FirstActionBudget) =>
  m.withoutReact ? budget.maxAnsweredWithoutReactMs : budget.maxAnsweredMs

const ms = (n: number) => `${Math.round(n)} ms`

export function firstActionBreaches(m: WidgetMeasure, budget: FirstActionBudget): string[] {
  const at = m.median
  if (!at) return []
  const where = `${m.widget} (${m.route})`
  const out: string[] = []
  if (at.acknowledgedMs > budget.maxAcknowledgedMs)
    out.push(`${where}: first action acknowledged in ${ms(at.acknowledgedMs)} > ${budget.maxAcknowledgedMs} ms`)
  const most = answerBudget(m, budget)
  if (at.answeredMs > most)
    out.push(
      `${where}: first action answered in ${ms(at.answeredMs)} > ${most} ms${m.withoutReact ? ' (no React)' : ''}`,
    )
  return out
}

/** Fail on a budget missed; no verdict when fewer than `runs` runs completed (or the widget was not found). */
export function firstActionVerdict(m: WidgetMeasure, budget: FirstActionBudget): Verdict {
  if (!m.median) return 'no verdict'
  return firstActionBreaches(m, budget).length ? 'fail' : 'pass'
}

export function firstActionNoVerdictReason(m: WidgetMeasure, budget: Pick<FirstActionBudget, 'runs'>): string {
  if (!m.route) return `${m.widget}: no verdict, no English page of the export has it`
  const first = m.errors[0] ? `; first error: ${m.errors[0]}` : ''
  return `${m.widget} (${m.route}): no verdict, ${m.runs.length} of ${budget.runs} runs completed${first}`
}

/** A widget's page loaded once asking to save data, once on 2G, left alone as a reader: nothing may be fetched ahead. */
export type AheadCheck = {
  route: string
  mode: 'save-data' | '2g'
  aheadBytes: number
  aheadRequests: number
  /** What the page was told of the connection. */
  connection: string
  /** Why the page could not be measured, if it could not. */
  error?: string
}

export function aheadCheckBreaches(checks: readonly AheadCheck[]): string[] {
  return checks.flatMap((c) => {
    if (c.error || (c.aheadRequests === 0 && c.aheadBytes === 0)) return []
    const mode = c.mode === 'save-data' ? 'with Save-Data' : 'on 2G'
    return [
      `${c.route}: fetches ${(c.aheadBytes / 1024).toFixed(1)} KB of islands' code ahead ${mode} (${c.aheadRequests} requests) > 0`,
    ]
  })
}

/** A page that could not be loaded to check is no verdict, never a pass. */
export function aheadCheckUndecided(checks: readonly AheadCheck[]): string[] {
  return checks.flatMap((c) =>
    c.error
      ? [`${c.route}: no verdict on fetching ahead ${c.mode === 'save-data' ? 'with Save-Data' : 'on 2G'}, ${c.error}`]
      : [],
  )
}

export function firstActionTable(
  measures: readonly WidgetMeasure[],
  checks: readonly AheadCheck[],
  budget: FirstActionBudget,
  cpuSlowdown: number,
): string {
  const kb = (n: number | undefined) => (n === undefined ? '-' : (n / 1024).toFixed(1))
  const figure = (n: number | undefined) => (n === undefined ? '-' : String(Math.round(n)))
  const head = ['widget', 'route', 'verdict', 'ack ms', 'answer ms', 'budget', 'action KB', 'ahead KB', 'runs']
  const rows = measures.map((m) => [
    m.widget,
    m.route ?? '-',
    firstActionVerdict(m, budget),
    figure(m.median?.acknowledgedMs),
    figure(m.median?.answeredMs),
    `${budget.maxAcknowledgedMs}/${answerBudget(m, budget)}`,
    kb(m.median?.actionBytes),
    kb(m.median?.aheadBytes),
    `${m.runs.length}/${budget.runs}`,
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  const answers = measures
    .filter((m) => m.runs.length)
    .map((m) => {
      const r = m.runs[0]!
      const typed =
        r.typedMs === undefined
          ? ''
          : ` (last letter at ${Math.round(r.typedMs)} ms, answered ${Math.round(r.typedMs + r.answeredMs)} ms after the tap)`
      return `  ${m.widget}: ${m.action}${typed}; acknowledged by ${r.acknowledgedBy}; answered: ${r.answer}`
    })
  const saving = checks.map(
    (c) =>
      `  ${c.route.padEnd(Math.max(...checks.map((x) => x.route.length)))}  ${c.mode === 'save-data' ? 'Save-Data' : '2G       '}  ${c.error ? `not measured: ${c.error}` : `${kb(c.aheadBytes)} KB ahead in ${c.aheadRequests} requests`}  (${c.connection})`,
  )
  return [
    `First action on each widget: a phone (390 x 844, touch), CPU ${cpuSlowdown}x slower, 150 ms round trip, 1.6 Mbit/s down;`,
    `a fresh context each run (cold cache, cache on), load, network quiet, 3 s, then the action. Medians of ${budget.runs} runs, from the action:`,
    'ack: the first change in the widget; answer: its answer in the page (to letters typed: from the last letter);',
    'budget: ack/answer ms; action KB: sent from the',
    "action until the answer; ahead KB: the islands' code fetched ahead before the action (not run):",
    line(head),
    ...rows.map(line),
    ...(answers.length ? ['What each run did and saw (the first run):', ...answers] : []),
    ...(saving.length
      ? [
          'Fetched ahead when the visitor saves data or is on 2G (the page alone, 3 s after it is quiet; must be 0):',
          ...saving,
        ]
      : []),
  ].join('\n')
}
