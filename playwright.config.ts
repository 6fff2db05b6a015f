import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, systemChromium } from './scripts/chromium.cjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)
/** The editors' preview of the same content (npm run build:preview -- --out out-preview), served beside it. */
const PREVIEW_PORT = PORT + 1
/** Specs that run against the preview: what it marks, and widgets whose content is still all pending. */
const PREVIEW_SPECS = ['preview.spec.ts', 'program-page.spec.ts', 'home.spec.ts']

/** A system Chromium when there is one (here: Debian's), else Playwright's own browser. */
const executablePath = systemChromium()

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
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS, '--disable-quic', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: 'preview.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } } },
    { name: 'narrow', testIgnore: 'preview.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 900, height: 800 } } },
    { name: 'phone', testIgnore: 'preview.spec.ts', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    // e2e/fixtures.ts loads the content as the preview shows it for this project (metadata.build).
    {
      name: 'preview',
      testMatch: PREVIEW_SPECS,
      metadata: { build: 'preview' },
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 }, baseURL: `http://127.0.0.1:${PREVIEW_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --quiet`,
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs --quiet --dir out-preview`,
      env: { PORT: String(PREVIEW_PORT) },
      url: `http://127.0.0.1:${PREVIEW_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
