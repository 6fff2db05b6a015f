/**
 * Crawls the export in out/: every internal link, in-page anchor, image, video and document that a
 * page references must exist, and every link that opens a new tab must do so safely.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadContent } from '../lib/content/load'
import { exportPages } from '../lib/fs/list-files'
import { placeholdersShown } from './export-files'
import { checkExportLinks, fileFor, idsOf, markupOf } from './export-links'
import { expect, test } from './fixtures'

const out = path.join(process.cwd(), 'out')
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

test.describe('links in the export', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the export is the same for every width'))

  test('every internal link, anchor, image, video and document resolves', async () => {
    const { pages, checked, problems } = checkExportLinks(out, basePath)
    expect(pages).toBeGreaterThan(50)
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(500)
  })

  test('every id the content check lets a link name (#fragment) exists on its page', async () => {
    const { anchors } = await loadContent()
    const missing: string[] = []
    for (const [pagePath, ids] of Object.entries(anchors)) {
      const file = fileFor(out, `${basePath}${pagePath}`, basePath)
      if (!file) {
        missing.push(`${pagePath}: no page`)
        continue
      }
      const present = idsOf(fs.readFileSync(file, 'utf8'))
      for (const id of ids) if (!present.has(id)) missing.push(`${pagePath}#${id}`)
    }
    expect(Object.keys(anchors)).toContain('/')
    expect(missing).toEqual([])
  })

  test('links that open a new tab use rel="noopener noreferrer"', async () => {
    const problems: string[] = []
    for (const file of exportPages(out)) {
      const html = markupOf(fs.readFileSync(file, 'utf8'))
      for (const m of html.matchAll(/<a\s[^>]*target="_blank"[^>]*>/g)) {
        if (!/rel="[^"]*noopener[^"]*noreferrer[^"]*"/.test(m[0]) && !/rel="[^"]*noreferrer[^"]*noopener[^"]*"/.test(m[0]))
          problems.push(`${path.relative(out, file)}: ${m[0]}`)
      }
    }
    expect(problems).toEqual([])
  })

  test('no page shows a raw "TODO: ..." placeholder: each shows something sensible instead', async () => {
    expect(placeholdersShown(out)).toEqual([])
  })
})
