import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBudgets } from './budgets'
import {
  aheadCheckBreaches,
  aheadCheckUndecided,
  firstActionBreaches,
  firstActionNoVerdictReason,
  firstActionTable,
  firstActionVerdict,
  summarise,
  type AheadCheck,
  type FirstActionBudget,
  type FirstActionRun,
  type WidgetMeasure,
} from './first-action-stats'
import { exitCodeOf } from './lighthouse-runs'

const budgetsText = fs.readFileSync(path.join(process.cwd(), 'bench/budgets.json'), 'utf8')
const budget: FirstActionBudget = readBudgets(budgetsText).firstAction

/** A completed run: acknowledged and answered after these ms, with these bytes. */
function run(acknowledgedMs: number, answeredMs: number, actionBytes = 0, aheadBytes = 0): FirstActionRun {
  return {
    acknowledgedMs,
    acknowledgedBy: 'attributes data-acting on <button>',
    answeredMs,
    answer: 'card 2 current (was 1)',
    actionBytes,
    actionRequests: actionBytes ? 1 : 0,
    aheadBytes,
    aheadRequests: aheadBytes ? 1 : 0,
    connection: 'effectiveType 4g, saveData false',
  }
}

function widget(runs: FirstActionRun[], withoutReact = false, errors: string[] = []): WidgetMeasure {
  return summarise(
    { widget: 'support-slider', route: '/support/', withoutReact, action: 'tap the arrow', runs, errors },
    budget,
  )
}

describe('the first action on each widget', () => {
  it('is budgeted in budgets.json: five runs, acknowledged within 100 ms, answered within 400 ms, or 100 ms without React', () => {
    expect(budget).toEqual({ runs: 5, maxAcknowledgedMs: 100, maxAnsweredMs: 400, maxAnsweredWithoutReactMs: 100 })
    const without = JSON.parse(budgetsText)
    delete without.firstAction
    expect(() => readBudgets(JSON.stringify(without))).toThrow(/firstAction/)
    expect(() => readBudgets(JSON.stringify({ ...without, firstAction: { ...budget, runs: 0 } }))).toThrow(
      /firstAction/,
    )
  })

  it('takes the median of each figure over the runs, each on its own', () => {
    const m = widget([run(30, 300, 0, 90), run(90, 900, 5, 90), run(10, 100, 0, 90), run(50, 200, 0, 90), run(20, 250)])
    expect(m.median).toEqual({ acknowledgedMs: 30, answeredMs: 250, actionBytes: 0, aheadBytes: 90 })
  })

  it('holds the medians to the budgets: at the budget passes, over it fails', () => {
    const at = widget(Array.from({ length: 5 }, () => run(100, 400)))
    expect(firstActionBreaches(at, budget)).toEqual([])
    expect(firstActionVerdict(at, budget)).toBe('pass')
    const slow = widget(Array.from({ length: 5 }, () => run(101, 401)))
    expect(firstActionBreaches(slow, budget)).toEqual([
      'support-slider (/support/): first action acknowledged in 101 ms > 100 ms',
      'support-slider (/support/): first action answered in 401 ms > 400 ms',
    ])
    expect(firstActionVerdict(slow, budget)).toBe('fail')
  })

  it('a widget without React has 100 ms to answer', () => {
    const dom = widget(
      Array.from({ length: 5 }, () => run(40, 150)),
      true,
    )
    expect(firstActionBreaches(dom, budget)).toEqual([
      'support-slider (/support/): first action answered in 150 ms > 100 ms (no React)',
    ])
  })

  it('fewer runs completed than budgeted, or a widget not found, is no verdict, never a pass: the bench exits 2', () => {
    const short = widget([run(10, 100), run(10, 100), run(10, 100), run(10, 100)], false, ['no answer within 30 s'])
    expect(short.median).toBeUndefined()
    expect(firstActionVerdict(short, budget)).toBe('no verdict')
    expect(firstActionNoVerdictReason(short, budget)).toBe(
      'support-slider (/support/): no verdict, 4 of 5 runs completed; first error: no answer within 30 s',
    )
    const missing = summarise({ widget: 'copy-button', withoutReact: true, action: '-', runs: [], errors: [] }, budget)
    expect(firstActionVerdict(missing, budget)).toBe('no verdict')
    expect(firstActionNoVerdictReason(missing, budget)).toMatch(/no English page of the export has it/)
    expect(exitCodeOf(['pass', firstActionVerdict(short, budget)])).toBe(2)
    // A budget missed elsewhere is still a failure.
    expect(exitCodeOf(['fail', firstActionVerdict(short, budget)])).toBe(1)
  })

  it('fetches nothing ahead when the visitor saves data or is on 2G; a page not measured is no verdict', () => {
    const check = (mode: AheadCheck['mode'], aheadBytes: number, error?: string): AheadCheck => ({
      route: '/support/',
      mode,
      aheadBytes,
      aheadRequests: aheadBytes ? 2 : 0,
      connection: 'effectiveType 2g, saveData false',
      error,
    })
    expect(aheadCheckBreaches([check('save-data', 0), check('2g', 0)])).toEqual([])
    expect(aheadCheckBreaches([check('save-data', 0), check('2g', 2048)])).toEqual([
      "/support/: fetches 2.0 KB of islands' code ahead on 2G (2 requests) > 0",
    ])
    const failed = [check('save-data', 0, 'page.goto: timeout')]
    expect(aheadCheckBreaches(failed)).toEqual([])
    expect(aheadCheckUndecided(failed)).toEqual([
      '/support/: no verdict on fetching ahead with Save-Data, page.goto: timeout',
    ])
  })

  it('prints one line a widget, with its medians and how many runs completed', () => {
    const text = firstActionTable(
      [widget(Array.from({ length: 5 }, () => run(40, 420, 2048, 100 * 1024)))],
      [],
      budget,
      4,
    )
    expect(text).toMatch(/CPU 4x slower/)
    expect(text).toMatch(/support-slider\s+\/support\/\s+fail\s+40\s+420\s+100\/400\s+2\.0\s+100\.0\s+5\/5/)
  })
})
