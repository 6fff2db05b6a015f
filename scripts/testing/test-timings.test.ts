import { describe, expect, it } from 'vitest'
import { playwrightFileTimes, playwrightProjectTimes, slowestFiles, timingTable, vitestFileTimes } from './test-timings'

// Made-up reports in the shape the runners write them.
const vitest = {
  testResults: [
    { name: '/repo/lib/a.test.ts', startTime: 1000, endTime: 1250 },
    { name: '/repo/lib/b.test.ts', startTime: 1000, endTime: 4000 },
  ],
}
const playwright = {
  suites: [
    {
      file: 'support.spec.ts',
      specs: [{ file: 'support.spec.ts', tests: [{ projectName: 'phone', results: [{ duration: 2000 }] }] }],
      suites: [
        {
          specs: [
            {
              file: 'support.spec.ts',
              tests: [
                { projectName: 'phone', results: [{ duration: 1000 }] },
                { projectName: 'desktop', results: [{ duration: 500 }] },
              ],
            },
          ],
        },
      ],
    },
    { file: 'links.spec.ts', specs: [{ tests: [{ projectName: 'live', results: [{ duration: 9000 }] }] }] },
  ],
}

describe("npm test's table of where the time went", () => {
  it('reads each unit test file from Vitest, relative to the project', () => {
    expect(vitestFileTimes(vitest, '/repo')).toEqual([
      { file: 'lib/a.test.ts', ms: 250, runner: 'unit' },
      { file: 'lib/b.test.ts', ms: 3000, runner: 'unit' },
    ])
  })

  it('sums each Playwright spec file and each project over every run, nested describes included', () => {
    expect(playwrightFileTimes(playwright)).toEqual([
      { file: 'e2e/support.spec.ts', ms: 3500, runner: 'e2e' },
      { file: 'e2e/links.spec.ts', ms: 9000, runner: 'e2e' },
    ])
    expect(playwrightProjectTimes(playwright)).toEqual([
      { project: 'live', ms: 9000, runs: 1 },
      { project: 'phone', ms: 3000, runs: 2 },
      { project: 'desktop', ms: 500, runs: 1 },
    ])
  })

  it('lists the slowest files first, and prints each phase, the total and a failed phase', () => {
    const slowest = slowestFiles([...vitestFileTimes(vitest, '/repo'), ...playwrightFileTimes(playwright)], 2)
    expect(slowest.map((f) => f.file)).toEqual(['e2e/links.spec.ts', 'e2e/support.spec.ts'])
    const table = timingTable(
      [
        { name: 'type check', ms: 61_000, ok: true },
        { name: 'lint', ms: 30_500, ok: false },
      ],
      playwrightProjectTimes(playwright),
      slowest,
    )
    expect(table).toMatch(/\n {2}type check +61\.0 s\n/)
    expect(table).toMatch(/\n {2}lint +30\.5 s {2}\(failed\)\n/)
    expect(table).toMatch(/\n {2}total +91\.5 s\n/)
    expect(table).toMatch(/\n {2}phone +3\.0 s {2}2 runs\n/)
    expect(table).toContain('The 2 slowest test files (test time):\n      9.0 s  e2e   e2e/links.spec.ts')
  })
})
