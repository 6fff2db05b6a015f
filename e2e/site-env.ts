/**
 * Which build a test reads, said in the environment that e2e/site-content.ts reads: the fixture site's
 * (e2e/fixture-site, built on its fixed day) or the ministry's own ('live'), and its public build or its
 * preview. The Playwright tests set it from their project (e2e/fixtures.ts); the file checks that read an
 * export with no browser (e2e/files/) set it for their file.
 */
import path from 'node:path'
import { FIXTURE_BUILD_DATE, FIXTURE_SITE } from '../scripts/testing/temp-build'

export type SiteUnderTest = { site?: string; build?: string }

export function setSiteUnderTest({ site, build }: SiteUnderTest) {
  if (build === 'preview') process.env.SITE_PREVIEW = '1'
  else delete process.env.SITE_PREVIEW
  process.env.E2E_EXPORT_DIR = `${site === 'live' ? 'out' : 'out-fixture'}${build === 'preview' ? '-preview' : ''}`
  if (site === 'live') delete process.env.E2E_CONTENT_ROOT
  else {
    process.env.E2E_CONTENT_ROOT = path.join(FIXTURE_SITE, 'content')
    process.env.SITE_BUILD_DATE = FIXTURE_BUILD_DATE
  }
}
