/**
 * Content changed the three ways it changes besides a hand edit, in one temporary copy of the fixture site
 * (e2e/fixture-site), then built once, as a deploy builds it:
 *   - the scaffolder makes a congregation, a page and an event (content-changes/scaffold.ts);
 *   - the church office answers placeholders in the spreadsheet and fills them in (content-changes/office.ts);
 *   - an editor saves through the content manager's forms (content-changes/cms.ts).
 * Each change is checked in the files as it is made, and on the pages of the copy's export, served to the
 * browser through page.route with the host's security headers. The changes touch different congregations
 * (each names its own), so each test's expectations hold whatever the others did. One build for all three:
 * a build of a copy costs one to three minutes of a 2-core machine.
 */
import path from 'node:path'
import { copyProject, removeCopy, runIn, withFixtureContent } from '../scripts/testing/temp-build'
import { cmsEditTests, cmsPageTests } from './content-changes/cms'
import { fillFromTheSheet, officeFileTests, officePageTests } from './content-changes/office'
import { scaffoldedPageTests, scaffoldNewContent } from './content-changes/scaffold'
import type { ChangedSite } from './content-changes/site'
import { test } from './fixtures'
import { routeExport } from './route-export'

const site: ChangedSite = { copy: '', out: '', origin: 'https://changes.test' }

// Built once, at desktop width: the builds are the same at every width.
test.describe(
  'content changed by the scaffolder, the office and the content manager, built once',
  { tag: '@desktop-only' },
  () => {
    test.describe.configure({ mode: 'serial' })

    test.beforeAll(async () => {
      // Nine npm commands in the copy: a few seconds each on an idle machine, several times that on a busy one.
      test.setTimeout(300_000)
      site.copy = copyProject('changed-site-')
      withFixtureContent(site.copy)
      scaffoldNewContent(site)
      await fillFromTheSheet(site)
    })

    test.afterAll(() => {
      if (site.copy) removeCopy(site.copy)
    })

    test.describe('the office spreadsheet, out and back', () => officeFileTests(site))

    test.describe('the content manager on this machine (npm run cms)', () => cmsEditTests(site))

    test('the copy builds with every change', () => {
      // A whole build of the copy: about a minute on an idle 2-core machine, over five when it is busy.
      test.setTimeout(600_000)
      runIn(site.copy, ['run', '-s', 'build'], { NEXT_PUBLIC_BASE_PATH: '' })
      site.out = path.join(site.copy, 'out')
    })

    test.describe('the built copy', () => {
      test.beforeEach(({ page }) => routeExport(page, site.origin, site.out))

      test.describe('a scaffolded congregation', () => scaffoldedPageTests(site))
      test.describe('what the office filled in', () => officePageTests(site))
      test.describe('what the content manager saved', () => cmsPageTests(site))
    })
  },
)
