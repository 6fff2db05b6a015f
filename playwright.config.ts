import { defineConfig } from '@playwright/test'
import { desktop, EXPORT_SPECS, phone, shared, urlOf } from './playwright.shared'

/**
 * Behaviour, on the fixture site (npm run build:fixture: fictional content in e2e/fixture-site with one of
 * each layout and section kind, some facts pending and some supplied), as the public site and as the
 * editors' preview. The checks that read every page of an export are in playwright.exports.config.ts.
 *
 * Every test runs in the phone project, where most visitors are, unless a tag says otherwise:
 *   @desktop-too    also in the desktop project (the layout differs there);
 *   @desktop-only   in the desktop project instead (a hover, a wide layout; a test needing another width,
 *                   such as the 900 px window of e2e/fixtures.ts NARROW_WINDOW, sets it in its spec);
 *   @preview-too    also in the preview project (what the preview shows differently: a fact still to come);
 *   @preview-only   in the preview project instead (what only the preview shows).
 * So no test can fall through: one with neither "-only" tag runs at phone width.
 */
export default defineConfig({
  ...shared('behaviour', ['out-fixture', 'out-fixture-preview']),
  testDir: 'e2e',
  testIgnore: EXPORT_SPECS,
  projects: [
    { name: 'phone', grepInvert: /@(desktop|preview)-only\b/, use: phone },
    { name: 'desktop', grep: /@desktop-(too|only)\b/, use: desktop },
    // e2e/fixtures.ts loads the content as the preview shows it for this project (metadata.build).
    {
      name: 'preview',
      grep: /@preview-(too|only)\b/,
      metadata: { build: 'preview' },
      use: { ...desktop, baseURL: urlOf('out-fixture-preview') },
    },
  ],
})
