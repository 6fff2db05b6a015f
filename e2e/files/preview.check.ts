/**
 * The editors' preview (npm run build:preview), read from disk: every fact the ministry has not supplied yet
 * shows in place, marked with what to supply, and everything else reads as finished, like the proofreading
 * check of the public export. On the preview of the ministry's content (out-preview/) and on the fixture site's
 * (out-fixture-preview/); what the preview says in a browser is e2e/preview.spec.ts's.
 */
import fs from 'node:fs'
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { describe, expect, test } from 'vitest'
import { readEntries } from '../../lib/content/load'
import { exportPages, relativePath } from '../../lib/list-files'
import { formatFinding, proofreadExport, summarize } from '../../lib/proofread/export'
import { placeholdersIn } from '../../scripts/editors/placeholders'
import { contentRoot, exportDir } from '../site-content'
import { setSiteUnderTest, type SiteUnderTest } from '../site-env'

/**
 * Facts that are not text on a page, so the preview has nowhere to mark them: the site's own address
 * (it goes into links and the sitemap; a build without it uses the host's or localhost) and what a
 * congregation's list photo and page description are (they show when the page is shared or listed).
 */
const NOT_ON_A_PAGE = [/^url$/, /^photo\.src$/, /^description$/]

/** Every `data-pending` value in a page's HTML. */
function pendingIn(html: string): string[] {
  const found: string[] = []
  const walk = (node: T.ChildNode | T.Document) => {
    if ('attrs' in node) {
      const value = node.attrs.find((a) => a.name === 'data-pending')?.value
      if (value !== undefined) found.push(value)
    }
    const children =
      'content' in node && node.nodeName === 'template'
        ? (node as T.Template).content.childNodes
        : 'childNodes' in node
          ? node.childNodes
          : []
    for (const child of children) walk(child)
  }
  walk(parse(html))
  return found
}

const previews: [string, SiteUnderTest][] = [
  ["the ministry's", { site: 'live', build: 'preview' }],
  ["the fixture site's", { build: 'preview' }],
]

for (const [whose, site] of previews)
  describe(`${whose} editors' preview`, () => {
    test('marks every fact still to be supplied in place, with what to supply', () => {
      setSiteUnderTest(site)
      const out = exportDir()
      const pages = exportPages(out, ['admin'])
      expect(pages.length, `pages in ${out} (npm test builds it)`).toBeGreaterThan(0)
      const marked = new Map<string, string[]>()
      for (const file of pages)
        for (const what of pendingIn(fs.readFileSync(file, 'utf8'))) {
          expect(what.trim(), `${relativePath(out, file)}: a mark without what to supply`).not.toBe('')
          marked.set(what, [...(marked.get(what) ?? []), relativePath(out, file)])
        }
      const { entries } = readEntries(contentRoot())
      const unmarked = placeholdersIn(entries)
        .filter((t) => !NOT_ON_A_PAGE.some((field) => field.test(t.field)))
        .filter((t) => !marked.has(t.what))
        .map((t) => `${t.file} ${t.field}: ${t.what}`)
      expect(unmarked, 'placeholders the preview shows nowhere').toEqual([])
    })

    test('reads as finished everywhere except where it marks a missing fact', () => {
      setSiteUnderTest(site)
      const findings = proofreadExport(exportDir(), 'preview')
      expect(findings.map(formatFinding), summarize(findings)).toEqual([])
    })
  })
