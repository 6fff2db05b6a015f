/**
 * What the two e2e configs share: playwright.config.ts (behaviour, on the fixture site) and
 * playwright.exports.config.ts (every page of an export), whose projects the first runs in the same run
 * (npm run test:e2e).
 */
import fs from 'node:fs'
import { devices, type PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_ARGS, systemChromium, testChromium } from './scripts/chromium.cjs'

export const PORT = Number(process.env.E2E_PORT ?? 4173)
/** The port each export is served on (npm run build:for-tests writes them). */
export const PORTS = { 'out-fixture': PORT, 'out-fixture-preview': PORT + 1, out: PORT + 2, 'out-preview': PORT + 3 }
export const urlOf = (dir: keyof typeof PORTS) => `http://127.0.0.1:${PORTS[dir]}`

/**
 * The specs that read every page of an export: playwright.exports.config.ts runs them, the behaviour config does not.
 */
export const EXPORT_SPECS = [
  'a11y.spec.ts',
  'routes.spec.ts',
  'security.spec.ts',
  'narrow-phones.spec.ts',
  'share-images.spec.ts',
  'posters-print.spec.ts',
]

/**
 * Of those, the checks of one build's answers, with no page's layout in them: routes, security markup, link pictures.
 * `npm run test:quick` runs them on the ministry's build alone (out/), after the checks that read its files with no
 * browser at all (links and proofreading: e2e/files/, `npm run test:files`).
 */
export const FILE_CHECK_SPECS = ['routes.spec.ts', 'security.spec.ts', 'share-images.spec.ts']
for (const spec of FILE_CHECK_SPECS)
  if (!EXPORT_SPECS.includes(spec)) throw new Error(`FILE_CHECK_SPECS names ${spec}, which is not an export check`)

const ARGS = [...CHROMIUM_ARGS, '--disable-quic', '--disable-sync']
/**
 * The browser the tests run in: Debian's headless shell of Chromium where it is installed, else its full browser, else
 * Playwright's own (scripts/chromium.cjs, testChromium).
 */
const TEST_BROWSER = { executablePath: testChromium(), args: ARGS }
/**
 * The full browser, for the tests of what the headless shell leaves out (Background Sync): a spec file's top-level
 * `test.use({ launchOptions: FULL_BROWSER })` (Playwright takes a browser's options for a whole file only).
 */
export const FULL_BROWSER = { executablePath: systemChromium(), args: ARGS }

export const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } }
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

/**
 * The settings both configs share: `name` keeps their reports and test results apart; the exports
 * `served` are started, and the first is the projects' base URL unless a project names another.
 */
export const shared = (name: string, served: (keyof typeof PORTS)[]): PlaywrightTestConfig => ({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries anywhere: a flaky test must fail loudly and be fixed.
  retries: 0,
  workers: 2,
  // CI keeps the HTML report of every run, passed or failed (playwright-report/<name>); `npm test` asks for a JSON
  // report too, for its table of where the time went (scripts/testing/run-tests.ts).
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: `playwright-report/${name}` }] as const] : []),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
      ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }] as const]
      : []),
  ],
  outputDir: `test-results/${name}`,
  // Generous: axe checks every page a test ends on, and CI shares two cores between two workers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: urlOf(served[0]!),
    // A failed test keeps its screenshot and its page as an accessibility tree (error-context.md in its results).
    // A trace of every test (its screencast, DOM snapshots and network, kept when it fails) cost an eighth of the
    // behaviour tests' time (docs/testing.md, "Where the time goes"): `E2E_TRACE=1` records one, for a failure to
    // be looked into (`npx playwright show-trace`).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The site's service worker (docs/offline.md) would answer requests that tests intercept (page.route) or
    // count from the network; only the offline specs (e2e/offline.spec.ts, e2e/offline-giving.spec.ts) let it run
    // (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: TEST_BROWSER,
  },
  // Outside CI, an export not built is not served, so one spec runs with only the exports it needs (its
  // projects' tests fail on a missing one); CI builds them all and serves every one.
  webServer: served
    .filter((dir) => process.env.CI || fs.existsSync(dir))
    .map((dir) => ({
      command: `npx tsx scripts/serve/serve.ts --quiet --dir ${dir}`,
      env: { PORT: String(PORTS[dir]) },
      url: `${urlOf(dir)}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
})
