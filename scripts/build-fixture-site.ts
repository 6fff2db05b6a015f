/**
 * `npm run build:fixture`: builds the fixture site (e2e/fixture-site) the e2e tests run their
 * behaviour tests on: fictional content with one of each layout and section kind, some facts supplied
 * and some still "TODO: ...", so no test depends on what the ministry's own content holds today.
 * A throw-away copy of the project gets the fixture's content and is built twice, as the public site
 * (out-fixture/) and as the editors' preview (out-fixture-preview/), on a fixed build date so events
 * are upcoming or past whatever the day the tests run, and for deployment at a fictional address.
 */
import fs from 'node:fs'
import path from 'node:path'
import { copyProject, FIXTURE_BUILD_DATE, FIXTURE_SITE_URL, removeCopy, runIn, withFixtureContent } from './temp-build'

const builds = { 'out-fixture': {}, 'out-fixture-preview': { SITE_PREVIEW: '1' } }

const copy = copyProject('fixture-site-')
try {
  withFixtureContent(copy)
  for (const [out, env] of Object.entries(builds)) {
    const ms = runIn(copy, ['run', '-s', 'build'], { ...env, SITE_BUILD_DATE: FIXTURE_BUILD_DATE, NEXT_PUBLIC_BASE_PATH: '', NEXT_PUBLIC_SITE_URL: FIXTURE_SITE_URL, SITE_DEPLOY: '1' })
    const target = path.join(process.cwd(), out)
    fs.rmSync(target, { recursive: true, force: true })
    fs.renameSync(path.join(copy, 'out'), target)
    console.log(`✓ Built the fixture site's ${out === 'out-fixture' ? 'public site' : 'preview'} in ${(ms / 1000).toFixed(0)} s: ${out}/`)
  }
} finally {
  removeCopy(copy)
}
