/**
 * `npm test`: the type check, lint, unit tests, the builds and the Playwright tests, one after the other as before
 * (each an npm script of its own, stopping at the first that fails, with its exit code), then a table of where the
 * time went: each phase's wall time, each Playwright project's test time and the ten slowest test files, read from
 * Vitest's and Playwright's JSON reports in test-results/ (scripts/testing/test-timings.ts; docs/testing.md).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { FILE_CHECK_SPECS } from '../../playwright.shared'
import {
  playwrightFileTimes,
  playwrightProjectTimes,
  slowestFiles,
  timingTable,
  vitestFileTimes,
  type FileTime,
} from './test-timings'

const root = process.cwd()
/** Where the runners write their JSON reports for the table (test-results/ is not committed). */
const UNIT_REPORT = 'test-results/timings/unit.json'
const FILES_REPORT = 'test-results/timings/files.json'
const E2E_REPORT = 'test-results/timings/e2e.json'

/** Vitest's arguments for its usual output and a JSON report in `file`. */
const vitestReport = (file: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`]

type Phase = { name: string; script: string; args?: string[]; env?: Record<string, string> }

const PHASES: Phase[] = [
  { name: 'type check', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit tests', script: 'test:unit', args: vitestReport(UNIT_REPORT) },
  { name: 'builds (site, preview, fixture)', script: 'build:for-tests' },
  { name: 'file checks (no browser)', script: 'test:files', args: vitestReport(FILES_REPORT) },
  { name: 'Playwright', script: 'test:e2e', env: { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_REPORT } },
]

/**
 * `npm run test:quick`, while working (README): the type check, lint, the unit tests, the ministry's build, the
 * checks that read its files and those of its answers, in about three minutes; `npm test` (what CI runs) adds the
 * other builds, the behaviour tests, axe and the page-by-page layout checks.
 */
const QUICK_PHASES: Phase[] = [
  ...PHASES.slice(0, 3),
  { name: 'build (site)', script: 'build' },
  {
    name: 'file checks of out/ (no browser)',
    script: 'test:files',
    args: [...vitestReport(FILES_REPORT), 'e2e/files/links.check.ts', 'e2e/files/proofread.check.ts'],
    env: { QUICK_CHECKS: '1' },
  },
  {
    name: 'Playwright (answers of out/)',
    script: 'test:e2e',
    args: ['-c', 'playwright.exports.config.ts', '--project=live', ...FILE_CHECK_SPECS.map((f) => `e2e/${f}`)],
    // Only out/ is built, and so served (playwright.shared.ts serves every export only on CI).
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_REPORT, CI: '' },
  },
]

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))
  } catch {
    return undefined
  }
}

function main() {
  fs.rmSync(path.join(root, 'test-results/timings'), { recursive: true, force: true })
  const done: { name: string; ms: number; ok: boolean }[] = []
  let code = 0
  for (const phase of process.argv.includes('--quick') ? QUICK_PHASES : PHASES) {
    const started = Date.now()
    const args = ['run', phase.script, ...(phase.args ? ['--', ...phase.args] : [])]
    const run = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, ...phase.env } })
    code = run.status ?? 1
    done.push({ name: phase.name, ms: Date.now() - started, ok: code === 0 })
    if (code !== 0) break
  }
  type VitestReport = Parameters<typeof vitestFileTimes>[0] | undefined
  const unit = readJson(UNIT_REPORT) as VitestReport
  const checks = readJson(FILES_REPORT) as VitestReport
  const e2e = readJson(E2E_REPORT) as Parameters<typeof playwrightFileTimes>[0] | undefined
  const files: FileTime[] = [
    ...(unit ? vitestFileTimes(unit, root) : []),
    ...(checks ? vitestFileTimes(checks, root, 'file') : []),
    ...(e2e ? playwrightFileTimes(e2e) : []),
  ]
  console.log(timingTable(done, e2e ? playwrightProjectTimes(e2e) : [], slowestFiles(files)))
  process.exit(code)
}

main()
