import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, systemChromium } from './scripts/chromium.cjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } } },
    { name: 'narrow', use: { ...devices['Desktop Chrome'], viewport: { width: 900, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --quiet`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
