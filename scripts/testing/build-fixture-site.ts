/**
 * `npm run build:fixture`: builds the fixture site (e2e/fixture-site) the e2e tests run their
 * behaviour tests on: fictional content with one of each layout and section kind, some facts supplied
 * and some still "TODO: ...", so no test depends on what the ministry's own content holds today.
 * A throw-away copy of the project gets the fixture's content and is built three times, as the public site
 * (out-fixture/) and as the editors' preview (out-fixture-preview/), on a fixed build date so events
 * are upcoming or past whatever the day the tests run, and as the public site once more on a later day,
 * when every event is past (out-fixture-later/, e2e/event-dates.spec.ts); all for deployment at a
 * fictional address. The three builds share the copy's build cache: the second and third compile little.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  copyProject,
  FIXTURE_BUILD_DATE,
  FIXTURE_LATER_DATE,
  FIXTURE_SITE_URL,
  removeCopy,
  runIn,
  withFixtureContent,
} from './temp-build'

const builds = {
  'out-fixture': { what: 'public site', env: {} },
  'out-fixture-preview': { what: 'preview', env: { SITE_PREVIEW: '1' } },
  'out-fixture-later': {
    what: `public site as of ${FIXTURE_LATER_DATE}`,
    env: { SITE_BUILD_DATE: FIXTURE_LATER_DATE },
  },
}

const copy = copyProject('fixture-site-')
try {
  withFixtureContent(copy)
  for (const [out, { what, env }] of Object.entries(builds)) {
    // SITE_BUILD_CACHE on: the copy's later builds reuse what its first compiled.
    const ms = runIn(copy, ['run', '-s', 'build'], {
      SITE_BUILD_DATE: FIXTURE_BUILD_DATE,
      ...env,
      NEXT_PUBLIC_BASE_PATH: '',
      NEXT_PUBLIC_SITE_URL: FIXTURE_SITE_URL,
      SITE_DEPLOY: '1',
      SITE_BUILD_CACHE: 'on',
    })
    const target = path.join(process.cwd(), out)
    fs.rmSync(target, { recursive: true, force: true })
    fs.renameSync(path.join(copy, 'out'), target)
    console.log(`✓ Built the fixture site's ${what} in ${(ms / 1000).toFixed(0)} s: ${out}/`)
  }
} finally {
  removeCopy(copy)
}
