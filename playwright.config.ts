import { defineConfig } from '@playwright/test'
import { exportProjects } from './playwright.exports.config'
import { desktop, EXPORT_SPECS, phone, shared, urlOf } from './playwright.shared'

/**
 * Behaviour, on the fixture site (npm run build:fixture: fictional content in e2e/fixture-site with one of
 * each layout and section kind, some facts pending and some supplied), as the public site and as the
 * editors' preview. The checks that read every page of an export have their own config,
 * playwright.exports.config.ts; this one runs them too, in the same run, so both workers stay busy to its end
 * (`--project phone --project desktop --project preview` runs the behaviour alone).
 *
 * Every behaviour test runs in the phone project, where most visitors are, unless a tag says otherwise:
 *   @desktop-too    also in the desktop project (the layout differs there);
 *   @desktop-only   in the desktop project instead (a hover, a wide layout; a test needing another width,
 *                   such as the 900 px window of e2e/fixtures.ts NARROW_WINDOW, sets it in its spec);
 *   @preview-too    also in the preview project (what the preview shows differently: a fact still to come);
 *   @preview-only   in the preview project instead (what only the preview shows).
 * So no test can fall through: one with neither "-only" tag runs at phone width.
 */
const behaviour = { testIgnore: EXPORT_SPECS }
export default defineConfig({
  ...shared('e2e', ['out-fixture', 'out-fixture-preview', 'out', 'out-preview']),
  testDir: 'e2e',
  projects: [
    // Longest first: the desktop project holds the longest behaviour tests (a build of changed content, the
    // content manager), then the page-by-page export checks; the many short phone tests end the run.
    { ...behaviour, name: 'desktop', grep: /@desktop-(too|only)\b/, use: desktop },
    ...exportProjects!,
    // e2e/fixtures.ts loads the content as the preview shows it for this project (metadata.build).
    {
      ...behaviour,
      name: 'preview',
      grep: /@preview-(too|only)\b/,
      metadata: { build: 'preview' },
      use: { ...desktop, baseURL: urlOf('out-fixture-preview') },
    },
    { ...behaviour, name: 'phone', grepInvert: /@(desktop|preview)-only\b/, use: phone },
  ],
})
