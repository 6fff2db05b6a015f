/**
 * The proofreading check over every page of the export, read from disk once (docs/proofreading.md):
 * no sentence that stops mid-way, no mark of a missing fact, no link to a social network's front page
 * or phone link without a number, no empty heading or section; in the public build, no element the
 * preview marks as pending. Every finding is listed at once, with its page, element and text.
 */
import path from 'node:path'
import { buildMode } from '../lib/build-mode'
import { exportPages } from '../lib/fs/list-files'
import { formatFinding, proofreadExport, summarize } from '../lib/proofread/export'
import { expect, test } from './fixtures'

const out = path.join(process.cwd(), 'out')

test('every page of the export reads as finished', () => {
  expect(exportPages(out).length, 'pages in out/ (npm run build first)').toBeGreaterThan(0)
  const mode = buildMode()
  const findings = proofreadExport(out, mode)
  expect(findings.map(formatFinding), `${mode} build: ${summarize(findings)}`).toEqual([])
})
