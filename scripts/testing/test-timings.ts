/**
 * What `npm test` took, read from its runners' own reports (docs/testing.md, "Where the time goes"): the time of each
 * Playwright project, and the slowest test files of the unit tests (Vitest's JSON report) and of Playwright (its
 * JSON report). Pure functions of the reports; scripts/testing/run-tests.ts prints them at the end of a run.
 */

/** A test file and the time its tests took, in ms, and which runner ran it. */
export type FileTime = { file: string; ms: number; runner: 'unit' | 'file' | 'e2e' }

/** The part of Vitest's JSON report (`--reporter=json`) read here. */
type VitestReport = { testResults?: { name: string; startTime?: number; endTime?: number }[] }

/** The part of Playwright's JSON report read here: suites (a file, then its describes) and their specs' results. */
type PlaywrightSuite = {
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { file?: string; tests?: { projectName?: string; results?: { duration?: number }[] }[] }[]
}
type PlaywrightReport = { suites?: PlaywrightSuite[] }

/** A path relative to the project, with forward slashes. */
const relative = (file: string, root: string) => file.replace(`${root.replace(/\/$/, '')}/`, '').replace(/\\/g, '/')

/** Each unit test file's time, from Vitest's JSON report. */
export function vitestFileTimes(report: VitestReport, root: string, runner: 'unit' | 'file' = 'unit'): FileTime[] {
  return (report.testResults ?? []).map((r) => ({
    file: relative(r.name, root),
    ms: Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)),
    runner,
  }))
}

/** Every result's duration in a Playwright report, with its spec's file and project. */
function playwrightResults(report: PlaywrightReport): { file: string; project: string; ms: number }[] {
  const out: { file: string; project: string; ms: number }[] = []
  const visit = (suite: PlaywrightSuite, file: string) => {
    const here = suite.file ?? file
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          out.push({ file: spec.file ?? here, project: test.projectName ?? '', ms: result.duration ?? 0 })
    for (const child of suite.suites ?? []) visit(child, here)
  }
  for (const suite of report.suites ?? []) visit(suite, '')
  return out
}

/** Each Playwright spec file's summed test time (a spec run in several projects counts each run). */
export function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const byFile = new Map<string, number>()
  for (const r of playwrightResults(report)) byFile.set(r.file, (byFile.get(r.file) ?? 0) + r.ms)
  return [...byFile].map(([file, ms]) => ({ file: `e2e/${file.replace(/^e2e\//, '')}`, ms, runner: 'e2e' as const }))
}

/** Each Playwright project's summed test time and number of runs (two workers share the wall time). */
export function playwrightProjectTimes(report: PlaywrightReport): { project: string; ms: number; runs: number }[] {
  const byProject = new Map<string, { ms: number; runs: number }>()
  for (const r of playwrightResults(report)) {
    const known = byProject.get(r.project) ?? { ms: 0, runs: 0 }
    byProject.set(r.project, { ms: known.ms + r.ms, runs: known.runs + 1 })
  }
  return [...byProject].map(([project, t]) => ({ project, ...t })).sort((a, b) => b.ms - a.ms)
}

/** The `count` slowest files, slowest first. */
export function slowestFiles(files: readonly FileTime[], count = 10): FileTime[] {
  return [...files].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The table printed at the end of `npm test`: each phase's wall time, each Playwright project, the slowest files. */
export function timingTable(
  phases: readonly { name: string; ms: number; ok: boolean }[],
  projects: readonly { project: string; ms: number; runs: number }[],
  slowest: readonly FileTime[],
): string {
  const total = phases.reduce((sum, p) => sum + p.ms, 0)
  const lines = ['', 'Where the time went (wall time of each phase):']
  for (const p of phases) lines.push(`  ${p.name.padEnd(32)} ${seconds(p.ms).padStart(9)}${p.ok ? '' : '  (failed)'}`)
  lines.push(`  ${'total'.padEnd(32)} ${seconds(total).padStart(9)}`)
  if (projects.length) {
    lines.push('Playwright projects (test time summed over both workers):')
    for (const p of projects)
      lines.push(`  ${p.project.padEnd(32)} ${seconds(p.ms).padStart(9)}  ${p.runs} run${p.runs === 1 ? '' : 's'}`)
  }
  if (slowest.length) {
    lines.push(`The ${slowest.length} slowest test files (test time):`)
    for (const f of slowest) lines.push(`  ${seconds(f.ms).padStart(9)}  ${f.runner.padEnd(4)}  ${f.file}`)
  }
  return lines.join('\n')
}
