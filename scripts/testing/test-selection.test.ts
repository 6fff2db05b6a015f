/**
 * The e2e projects pick their tests by tags (playwright.config.ts): a test whose tags combine so that
 * every project leaves it out (say @any-width with @desktop) would silently never run. This lists the
 * tests as the projects select them and as they are written, and fails on any test no project runs.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Suite = {
  title: string
  file: string
  specs?: { title: string; tags: string[]; tests: { projectName: string }[] }[]
  suites?: Suite[]
}

function listed(all: boolean): Map<string, string[]> {
  const playwright = path.join(process.cwd(), 'node_modules', '.bin', 'playwright')
  const json = execFileSync(playwright, ['test', '--list', '--reporter=json'], {
    encoding: 'utf8',
    env: { ...process.env, ...(all ? { E2E_ALL_TESTS: '1' } : {}) },
    maxBuffer: 64 << 20,
  })
  const tests = new Map<string, string[]>()
  const visit = (suite: Suite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      tests.set(
        [suite.file, ...titles, spec.title].join(' › '),
        spec.tests.map((t) => t.projectName),
      )
    for (const inner of suite.suites ?? []) visit(inner, [...titles, inner.title])
  }
  for (const suite of (JSON.parse(json) as { suites: Suite[] }).suites) visit(suite, [])
  return tests
}

describe('the e2e projects', () => {
  it('run every test written, each in at least one project', () => {
    const written = [...listed(true).keys()]
    const selected = listed(false)
    expect(written.length).toBeGreaterThan(100)
    expect(written.filter((test) => !selected.get(test)?.length)).toEqual([])
  }, 120_000)
})
