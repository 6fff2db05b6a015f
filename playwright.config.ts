import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, systemChromium } from './scripts/chromium.cjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)
/**
 * Four exports are served: the fixture site (npm run build:fixture: fictional content in
 * e2e/fixture-site with one of each layout and section kind, some facts pending and some supplied) as
 * the public site and as the editors' preview, where the behaviour tests run whatever the ministry's
 * content holds today; and the ministry's own export (out/) and its preview (out-preview/), where the
 * tests that must hold for any content run (links, proofreading, axe, routes, security markup,
 * narrow phones, the preview's marks).
 */
const FIXTURE_PORT = PORT
const FIXTURE_PREVIEW_PORT = PORT + 1
const LIVE_PORT = PORT + 2
const LIVE_PREVIEW_PORT = PORT + 3
/** Specs that hold for any content: they run once, against the ministry's own export, at phone width. */
const LIVE_SPECS = [
  'links.spec.ts',
  'proofread.spec.ts',
  'a11y.spec.ts',
  'routes.spec.ts',
  'security.spec.ts',
  'narrow-phones.spec.ts',
]
/** Specs with tests that also run against the fixture site's preview (@preview, @each-build): what it marks, and widgets whose facts are pending. */
const PREVIEW_SPECS = [
  'preview.spec.ts',
  'program-page.spec.ts',
  'home.spec.ts',
  'congregations.spec.ts',
  'support.spec.ts',
]

/** A system Chromium when there is one (here: Debian's), else Playwright's own browser. */
const executablePath = systemChromium()

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } }
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
const fixture = { site: 'fixture' }

/**
 * Tests that apply to some projects only say so with a tag, and each project leaves out the tags that
 * are not its own (instead of a skip inside the test):
 *   @public, @preview   the public site's behaviour, or the preview's (a stand-in shown or left out);
 *   @desktop, @phone    one width only (the test runs once, or sets its own widths);
 *   @wide               from 768 px (desktop and narrow); @small: up to 960 px (narrow and phone);
 *                       the narrow project runs only these two, the layouts that change between 768 and 960 px;
 *   @not-narrow         desktop and phone (the 900 px layout adds nothing);
 *   @any-width          behaviour that is the same at every width (a form, a filter, what content shows):
 *                       it runs once, at phone width, where most visitors are;
 *   @each-build         what the preview shows differently (a fact still to come, marked): the preview
 *                       project runs these and the @preview ones, not the whole spec again.
 */
const leaveOut = (...tags: string[]) => new RegExp(`(${tags.join('|')})\\b`)
const notFor = {
  desktop: leaveOut('@preview', '@phone', '@small', '@any-width'),
  narrow: leaveOut('@preview', '@desktop', '@phone', '@not-narrow'),
  phone: leaveOut('@preview', '@desktop', '@wide'),
  preview: leaveOut('@public', '@desktop', '@phone', '@small'),
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries anywhere: a flaky test must fail loudly and be fixed.
  retries: 0,
  workers: 2,
  // CI keeps the HTML report of every run, passed or failed (playwright-report/).
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  // Generous: axe checks every page a test ends on, and CI shares two cores between two workers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${FIXTURE_PORT}`,
    trace: 'retain-on-failure',
    // The site's service worker (docs/offline.md) would answer requests that tests intercept (page.route) or
    // count from the network; only the offline specs (e2e/offline.spec.ts, e2e/offline-giving.spec.ts) let it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS, '--disable-quic', '--disable-sync'],
    },
  },
  // E2E_ALL_TESTS=1 lists every test with no project's selection (scripts/testing/test-selection.test.ts compares).
  projects: process.env.E2E_ALL_TESTS
    ? [{ name: 'all' }]
    : [
        // The desktop project also runs axe over every route of the fixture site (a11y.spec.ts).
        {
          name: 'desktop',
          testIgnore: [...LIVE_SPECS.filter((s) => s !== 'a11y.spec.ts'), 'preview.spec.ts'],
          grepInvert: notFor.desktop,
          metadata: fixture,
          use: desktop,
        },
        // 900 px, between the top bar's row (768 px) and the desktop menu (961 px): the tests of layouts that change there.
        {
          name: 'narrow',
          testIgnore: [...LIVE_SPECS, 'preview.spec.ts'],
          grep: /@wide\b|@small\b/,
          grepInvert: notFor.narrow,
          metadata: fixture,
          use: { ...devices['Desktop Chrome'], viewport: { width: 900, height: 800 } },
        },
        {
          name: 'phone',
          testIgnore: [...LIVE_SPECS, 'preview.spec.ts'],
          grepInvert: notFor.phone,
          metadata: fixture,
          use: phone,
        },
        // e2e/fixtures.ts loads the content as the preview shows it for this project (metadata.build).
        {
          name: 'preview',
          testMatch: PREVIEW_SPECS,
          grep: /@preview\b|@each-build\b/,
          grepInvert: notFor.preview,
          metadata: { ...fixture, build: 'preview' },
          use: { ...desktop, baseURL: `http://127.0.0.1:${FIXTURE_PREVIEW_PORT}` },
        },
        {
          name: 'live',
          testMatch: LIVE_SPECS,
          metadata: { site: 'live' },
          use: { ...phone, baseURL: `http://127.0.0.1:${LIVE_PORT}` },
        },
        // The editors' preview of the ministry's content: what it marks, and that it reads as finished elsewhere.
        {
          name: 'live-preview',
          testMatch: 'preview.spec.ts',
          metadata: { site: 'live', build: 'preview' },
          use: { ...desktop, baseURL: `http://127.0.0.1:${LIVE_PREVIEW_PORT}` },
        },
      ],
  webServer: [
    ['out-fixture', FIXTURE_PORT],
    ['out-fixture-preview', FIXTURE_PREVIEW_PORT],
    ['out', LIVE_PORT],
    ['out-preview', LIVE_PREVIEW_PORT],
  ].map(([dir, port]) => ({
    command: `npx tsx scripts/serve/serve.ts --quiet --dir ${dir}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
})
