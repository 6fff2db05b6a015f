import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { desktop, EXPORT_SPECS, phone, shared, urlOf } from './playwright.shared'

/**
 * The checks that read every page of an export, whatever its content: links, proofreading, axe, routes,
 * security markup, narrow phones, link pictures, posters printing on one sheet, on the ministry's own export (out/) at phone width; the preview's marks on
 * its preview (out-preview/); and axe over the fixture site, which has a page of every kind, at desktop width.
 * `npm run test:e2e` runs these projects in the same run as the behaviour (playwright.config.ts imports them);
 * `npx playwright test -c playwright.exports.config.ts` runs them alone.
 */
export const exportProjects: PlaywrightTestConfig['projects'] = [
  // e2e/fixtures.ts reads the content of the export a project tests from its metadata.
  { name: 'live', testMatch: EXPORT_SPECS, metadata: { site: 'live' }, use: { ...phone, baseURL: urlOf('out') } },
  {
    name: 'live-preview',
    testMatch: 'preview.spec.ts',
    metadata: { site: 'live', build: 'preview' },
    use: { ...desktop, baseURL: urlOf('out-preview') },
  },
  { name: 'fixture', testMatch: 'a11y.spec.ts', use: { ...desktop, baseURL: urlOf('out-fixture') } },
]

export default defineConfig({
  ...shared('exports', ['out', 'out-preview', 'out-fixture']),
  testDir: 'e2e',
  projects: exportProjects,
})
