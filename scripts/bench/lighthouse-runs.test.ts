import { describe, expect, it } from 'vitest'
import {
  counts,
  exitCodeOf,
  firstBatch,
  hasVerdict,
  median,
  nextBatch,
  referenceIndex,
  routeAudit,
  summarise,
  verdictOf,
  type LighthouseRun,
  type LighthouseSettings,
  type RunFigures,
} from './lighthouse-runs'

const settings: LighthouseSettings = { cpuSlowdownMultiplier: 4, runs: 5, maxRuns: 10, benchmarkIndexRatio: 1.3 }

/** A Lighthouse run on a host of index 1000, with a clean page unless told otherwise. */
function run(figures: Partial<RunFigures> = {}): LighthouseRun {
  return {
    benchmarkIndex: 1000,
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 800,
    lcpMs: 900,
    tbtMs: 0,
    cls: 0,
    failing: [],
    ...figures,
  }
}
const failed = (error = 'PROTOCOL_TIMEOUT: Chrome did not answer'): LighthouseRun => ({ error })

describe('Lighthouse runs: which count, and their medians', () => {
  it('the median of an odd and an even number of values', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })

  it("a run counts when it completed and its host's benchmark index is within the ratio of the reference, either way", () => {
    expect(counts(run({ benchmarkIndex: 1300 }), 1000, 1.3)).toBe(true)
    expect(counts(run({ benchmarkIndex: 770 }), 1000, 1.3)).toBe(true)
    expect(counts(run({ benchmarkIndex: 1301 }), 1000, 1.3)).toBe(false)
    expect(counts(run({ benchmarkIndex: 760 }), 1000, 1.3)).toBe(false)
    expect(counts(failed(), 1000, 1.3)).toBe(false)
    expect(counts(run({ benchmarkIndex: 0 }), 1000, 1.3)).toBe(false)
  })

  it('the reference index is the median of the completed runs', () => {
    expect(
      referenceIndex([
        run({ benchmarkIndex: 900 }),
        failed(),
        run({ benchmarkIndex: 1000 }),
        run({ benchmarkIndex: 3000 }),
      ]),
    ).toBe(1000)
    expect(referenceIndex([failed()])).toBeUndefined()
  })

  it('each metric is the median of the counted runs; a run on a slowed host is left out of them', () => {
    const runs = [
      run({ tbtMs: 10, lcpMs: 1000 }),
      run({ tbtMs: 50, lcpMs: 900 }),
      run({ tbtMs: 30, lcpMs: 1100 }),
      run({ tbtMs: 20, lcpMs: 950 }),
      run({ tbtMs: 40, lcpMs: 1050 }),
    ]
    const slowed = run({ benchmarkIndex: 400, tbtMs: 900, lcpMs: 5000 })
    const s = summarise([...runs, slowed], 1000, settings)
    expect(s.tried).toBe(6)
    expect(s.counted).toBe(5)
    expect(s.median).toMatchObject({ tbtMs: 30, lcpMs: 1000, fcpMs: 800, cls: 0 })
  })

  it('the page and its script-free twin run alternately; a run that does not count is repeated, up to maxRuns', () => {
    expect(firstBatch(settings)).toEqual([
      'page',
      'twin',
      'page',
      'twin',
      'page',
      'twin',
      'page',
      'twin',
      'page',
      'twin',
    ])
    const five = Array.from({ length: 5 }, () => run())
    expect(nextBatch(five, five, 1000, settings)).toEqual([])
    const oneSlowed = [...five.slice(0, 4), run({ benchmarkIndex: 2000 })]
    expect(nextBatch(oneSlowed, [...five.slice(0, 3), failed(), failed()], 1000, settings)).toEqual([
      'page',
      'twin',
      'twin',
    ])
    // Ten runs made: no more, whatever they came to.
    const tenSlowed = Array.from({ length: 10 }, () => run({ benchmarkIndex: 2000 }))
    expect(nextBatch(tenSlowed, five, 1000, settings)).toEqual([])
  })

  it('too few counted runs: no medians, no verdict, and the bench exits 2, never 0', () => {
    const four = [
      ...Array.from({ length: 4 }, () => run()),
      ...Array.from({ length: 6 }, () => run({ benchmarkIndex: 2000 })),
    ]
    const five = Array.from({ length: 5 }, () => run())
    const audit = routeAudit(four, five, 1000, settings)
    expect(audit.page.median).toBeUndefined()
    expect(audit.fcpRatio).toBeUndefined()
    expect(hasVerdict(audit)).toBe(false)
    expect(verdictOf([], audit)).toBe('no verdict')
    expect(exitCodeOf(['pass', verdictOf([], audit)])).toBe(2)
    // A budget missed anyway (a size, React on load) is a failure: running again would not pass it.
    expect(verdictOf(['/church/: requests React before any input'], audit)).toBe('fail')
    expect(exitCodeOf(['no verdict', 'fail'])).toBe(1)
    expect(exitCodeOf(['pass', 'no verdict'], ['the search: 160 KB > 150 KB'])).toBe(1)
    expect(exitCodeOf(['pass', 'pass'])).toBe(0)
  })

  it("first paint is compared with the median of the script-free twin's counted runs", () => {
    const page = Array.from({ length: 5 }, (_, i) => run({ fcpMs: 880 + i * 10 }))
    const twin = [
      ...Array.from({ length: 5 }, (_, i) => run({ fcpMs: 790 + i * 10 })),
      run({ benchmarkIndex: 300, fcpMs: 3000 }),
    ]
    const audit = routeAudit(page, twin, 1000, settings)
    expect(audit.page.median!.fcpMs).toBe(900)
    expect(audit.scriptFree.median!.fcpMs).toBe(810)
    expect(audit.fcpRatio).toBeCloseTo(900 / 810)
  })

  it('accessibility, best practices and SEO are the lowest of the counted runs: one run below 100 shows', () => {
    const runs = [...Array.from({ length: 4 }, () => run()), run({ accessibility: 96, failing: ['color-contrast'] })]
    const s = summarise(runs, 1000, settings)
    expect(s.lowest).toEqual({ accessibility: 96, bestPractices: 100, seo: 100 })
    expect(s.failing).toEqual(['color-contrast'])
  })
})
