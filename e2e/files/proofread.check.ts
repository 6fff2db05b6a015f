/**
 * The one home of "the public site reads as finished": the proofreading check over every page of each
 * public export this run serves, read from disk (docs/proofreading.md): no sentence that stops mid-way,
 * no mark of a missing fact, no link to a social network's front page or phone link without a number,
 * no empty heading or section, no element the preview marks as pending; and no raw "TODO: ..."
 * placeholder anywhere in a page (text, meta tags, JSON-LD). The ministry's export (out/) and the fixture
 * site's (out-fixture/, whose facts are partly pending on purpose) are both checked, so behaviour tests
 * need not repeat it page by page. Every finding is listed at once, with its page, element and text.
 */
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { exportPages } from '../../lib/list-files'
import { formatFinding, proofreadExport, summarize } from '../../lib/proofread/export'
import { placeholdersShown } from '../export-files'

// `npm run test:quick` builds the ministry's site alone (QUICK_CHECKS): the fixture's export is `npm test`'s.
for (const name of process.env.QUICK_CHECKS ? ['out'] : ['out', 'out-fixture']) {
  const out = path.join(process.cwd(), name)

  describe(`the public export in ${name}/`, () => {
    test('every page reads as finished', () => {
      expect(exportPages(out).length, `pages in ${name}/ (npm test builds it)`).toBeGreaterThan(0)
      const findings = proofreadExport(out, 'public')
      expect(findings.map(formatFinding), `public build: ${summarize(findings)}`).toEqual([])
    })

    test('no page carries a raw "TODO: ..." placeholder: each shows something sensible instead', () => {
      expect(placeholdersShown(out)).toEqual([])
    })
  })
}
