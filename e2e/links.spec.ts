/**
 * Crawls the export in out/: every internal link, in-page anchor, image, video and document that a
 * page references must exist, and every link that opens a new tab must do so safely.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadContent } from '../lib/content/load'
import { htmlFiles, placeholdersShown } from './export-files'
import { expect, test } from './fixtures'

const out = path.join(process.cwd(), 'out')
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")

/** The markup only: the RSC payload in inline scripts repeats props that are not links. */
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)))
}

/** The file a site path is served from, or undefined. */
function fileFor(urlPath: string): string | undefined {
  let p = decodeURIComponent(urlPath)
  if (basePath && p.startsWith(basePath)) p = p.slice(basePath.length) || '/'
  const candidates = p.endsWith('/') ? [path.join(out, p, 'index.html')] : [path.join(out, p), path.join(out, p, 'index.html')]
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile())
}

test.describe('links in the export', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the export is the same for every width'))

  test('every internal link, anchor, image, video and document resolves', async () => {
    const pages = htmlFiles(out)
    expect(pages.length).toBeGreaterThan(50)
    const problems: string[] = []
    let checked = 0
    for (const file of pages) {
      const page = `/${path.relative(out, file).split(path.sep).join('/')}`
      const html = markupOf(fs.readFileSync(file, 'utf8'))
      const refs = [
        ...[...html.matchAll(/<(?:a|link)\s[^>]*href="([^"]*)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<(?:img|video|source|iframe|script)\s[^>]*src="([^"]*)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/\sposter="([^"]*)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/\ssrcSet="([^"]*)"/gi)].flatMap((m) => m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!)),
      ].map(decode)
      for (const ref of refs) {
        if (!ref || /^(https?:|mailto:|tel:|data:)/.test(ref)) continue
        checked++
        const [withQuery, hash] = ref.split('#') as [string, string | undefined]
        const target = withQuery.split('?')[0]!
        const targetFile = target === '' ? file : fileFor(target)
        if (!targetFile) {
          problems.push(`${page}: ${ref} does not exist`)
          continue
        }
        if (hash && targetFile.endsWith('.html') && !idsOf(fs.readFileSync(targetFile, 'utf8')).has(hash))
          problems.push(`${page}: ${ref} has no element with id "${hash}"`)
      }
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(500)
  })

  test('every id the content check lets a link name (#fragment) exists on its page', async () => {
    const { anchors } = await loadContent()
    const missing: string[] = []
    for (const [pagePath, ids] of Object.entries(anchors)) {
      const file = fileFor(pagePath)
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
    for (const file of htmlFiles(out)) {
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
