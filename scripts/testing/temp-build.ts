/**
 * A throw-away copy of the project for builds that must not touch out/: the fixture site (npm run build:fixture),
 * the content-changes end-to-end test, the sub-path export (npm run test:subpath) and the build benchmark (npm run
 * bench:build).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const repo = process.cwd()
/**
 * Not copied: exports, build output and reports, and the files `next build` writes beside the code
 * (next-env.d.ts, tsconfig.tsbuildinfo; the copy's build writes its own), which the project's own build may be
 * writing as a copy is made (`npm run build:for-tests` builds the fixture site beside it).
 */
const skipped = new Set([
  'node_modules',
  'out',
  'out-preview',
  'out-fixture',
  'out-fixture-preview',
  'out-fixture-later',
  'out-admin',
  '.next',
  'next-env.d.ts',
  'tsconfig.tsbuildinfo',
  'test-results',
  'playwright-report',
  'bench-results',
  '.git',
])

/** Copies the project (generated media included, with their times, so `npm run media` skips them). */
export function copyProject(prefix = 'site-copy-'): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const name of fs.readdirSync(repo))
    if (!skipped.has(name))
      fs.cpSync(path.join(repo, name), path.join(copy, name), { recursive: true, preserveTimestamps: true })
  // Hard links: a copy in seconds, and real folders (Turbopack refuses a node_modules symlinked from outside its root).
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(copy, 'node_modules')])
  return copy
}

/**
 * The fixture site (e2e/fixture-site): fictional content with pending and filled facts, and the public files it adds.
 */
export const FIXTURE_SITE = path.join(repo, 'e2e', 'fixture-site')

/** The day the fixture site is built "on" (SITE_BUILD_DATE): its events are dated around it. */
export const FIXTURE_BUILD_DATE = '2031-03-14'

/**
 * A later day, after the fixture's last event, that the fixture site is built on once more (out-fixture-later/): every
 * event is past.
 */
export const FIXTURE_LATER_DATE = '2031-03-21'

/** The address the fixture site is built for (a deployment build, so every page names its address). */
export const FIXTURE_SITE_URL = 'https://fixture-site.test'

/** Makes a copy the fixture site: its content/ replaced by the fixture's, the fixture's public/ files added. */
export function withFixtureContent(copy: string) {
  fs.rmSync(path.join(copy, 'content'), { recursive: true, force: true })
  fs.cpSync(path.join(FIXTURE_SITE, 'content'), path.join(copy, 'content'), { recursive: true })
  fs.cpSync(path.join(FIXTURE_SITE, 'public'), path.join(copy, 'public'), { recursive: true })
}

/**
 * What a build in a copy leaves out (next.config.mjs): the type check, because the copy's code is the
 * project's own, whose types `npm run typecheck` and the project's own build check; and the build cache,
 * because the copy is thrown away. A third less work per build.
 */
export const COPY_BUILD_ENV = { SITE_TYPES_CHECKED: '1', SITE_BUILD_CACHE: 'off' }

/** Runs an npm script in the copy; returns the milliseconds it took. Output is shown only on failure. */
export function runIn(copy: string, args: string[], env: Record<string, string> = {}): number {
  const start = performance.now()
  execFileSync('npm', args, {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...COPY_BUILD_ENV, ...env },
    maxBuffer: 64 << 20,
  })
  return performance.now() - start
}

export function removeCopy(copy: string) {
  if (copy.startsWith(os.tmpdir())) fs.rmSync(copy, { recursive: true, force: true })
}
