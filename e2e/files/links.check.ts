/**
 * Crawls the export in out/ from disk: every internal link, in-page anchor, image, video and document that a
 * page references must exist, and every link that opens a new tab must do so safely.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { loadContent } from '../../lib/content/load'
import { exportPages } from '../../lib/list-files'
import { checkExportLinks, fileFor, idsOf, markupOf } from '../export-links'
import { setSiteUnderTest } from '../site-env'

setSiteUnderTest({ site: 'live' })

const out = path.join(process.cwd(), 'out')
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

describe('links in the export', () => {
  test('every internal link, anchor, image, video and document resolves', async () => {
    const { pages, checked, problems } = checkExportLinks(out, basePath)
    expect(pages).toBeGreaterThan(50)
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(500)
  })

  test('the link checker reports every kind of broken reference, at the root and under a base path', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'export-links-'))
    const write = (file: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      fs.writeFileSync(
        path.join(site, file),
        `<html><head><script src="/_next/a.js"></script><script>self.p = "/not-a-link/"</script></head><body>${body}</body></html>`,
      )
    }
    try {
      fs.mkdirSync(path.join(site, '_next'))
      fs.writeFileSync(path.join(site, '_next', 'a.js'), '')
      write('church/index.html', '<h2 id="here">Here</h2>')
      write(
        'index.html',
        '<a id="top" href="#top">ok</a><a href="https://example.org/">outside</a><a href="/church/#here">ok</a>' +
          '<a href="/church/#gone">no id</a><a href="/nope/">no page</a><a href="church/">relative</a>' +
          '<img src="//cdn.example.org/x.png" alt="">',
      )
      expect(checkExportLinks(site)).toEqual({
        pages: 2,
        checked: 8,
        problems: [
          '/index.html: /church/#gone has no element with id "gone"',
          '/index.html: /nope/ does not exist',
          '/index.html: church/ is relative; links are written from the site root',
          '/index.html: //cdn.example.org/x.png is protocol-relative; an outside address is written with https:',
        ],
      })
      const under = checkExportLinks(site, '/ministry').problems
      expect(under).toContain('/church/index.html: /_next/a.js lacks /ministry')
      expect(under).toContain('/index.html: /church/#here lacks /ministry')
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  })

  test('every id the content check lets a link name (#fragment) exists on its page, in both languages', async () => {
    const { anchors } = await loadContent('en')
    const { anchors: kiswahili } = await loadContent('sw')
    expect(Object.keys(kiswahili)).toContain('/sw/')
    const missing: string[] = []
    for (const [pagePath, ids] of [...Object.entries(anchors), ...Object.entries(kiswahili)]) {
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
        if (
          !/rel="[^"]*noopener[^"]*noreferrer[^"]*"/.test(m[0]) &&
          !/rel="[^"]*noreferrer[^"]*noopener[^"]*"/.test(m[0])
        )
          problems.push(`${path.relative(out, file)}: ${m[0]}`)
      }
    }
    expect(problems).toEqual([])
  })
})
