/**
 * Every page's link picture (docs/sharing.md), on a whole export as it is served: read with `request`, not
 * opened in a browser. Each page names its picture as an absolute address at the deployed site (the origin and
 * base path of its own og:url), and the picture, fetched from the local server, is a PNG of 1200x630 under the
 * byte budget link previews accept. No page loads a picture: only its meta tags name it.
 */
import type { APIRequestContext } from '@playwright/test'
import { exportPages, relativePath } from '../lib/list-files'
import { WORKER_FILE } from '../lib/offline/paths'
import { POSTER_SEGMENT } from '../lib/poster/address'
import { SEARCH_INDEX_DIR } from '../lib/search/paths'
import { metaProperties } from '../lib/share/meta-tags'
import { SHARE_DIR } from '../lib/share/paths'
import { pngSize } from '../lib/share/png-size'
import { SHARE_MAX_BYTES, SHARE_SIZE } from '../lib/share/share-card'
import { markupOf } from './export-links'
import { expect, test } from './fixtures'
import { exportDir } from './site-content'

/** The export's pages as served, without the redirects of old addresses and the not-found page (no picture of their own). */
async function servedPages(request: APIRequestContext) {
  const out = exportDir()
  const paths = exportPages(out, ['admin', SEARCH_INDEX_DIR, '_not-found', '404'])
    .map((file) => `/${relativePath(out, file).replace(/index\.html$/, '')}`)
    .filter((p) => p.endsWith('/'))
  const pages = []
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    if (/<meta http-equiv="refresh"/.test(html)) continue
    pages.push({ path, html, meta: metaProperties(html) })
  }
  return pages
}

test.describe("every page's link picture", () => {
  test('is named at the deployed site, with its size, type and alt text, and is a 1200x630 PNG under 300 KB', async ({
    request,
  }) => {
    const pages = await servedPages(request)
    expect(pages.length).toBeGreaterThan(4)
    const checked = new Map<string, number>()
    for (const { path, meta } of pages) {
      const image = meta.get('og:image') ?? ''
      const ogUrl = meta.get('og:url') ?? ''
      // The page's own address at the deployed site ends in its path; what comes before is the site's root.
      expect(ogUrl, `${path}: og:url`).toMatch(/^https?:\/\//)
      const root = ogUrl.slice(0, ogUrl.length - new URL(ogUrl).pathname.length) + ogBase(ogUrl, path)
      expect(image, `${path}: og:image`).toMatch(new RegExp(`^${escape(root)}/${SHARE_DIR}/.+\\.png$`))
      expect(meta.get('og:image:width'), path).toBe(String(SHARE_SIZE.width))
      expect(meta.get('og:image:height'), path).toBe(String(SHARE_SIZE.height))
      expect(meta.get('og:image:type'), path).toBe('image/png')
      expect(meta.get('og:image:alt')?.length ?? 0, `${path}: og:image:alt`).toBeGreaterThan(10)
      expect(meta.get('twitter:card'), path).toBe('summary_large_image')
      // Fetched from the local server: the deployed root maps to the served one.
      const served = image.slice(root.length)
      if (checked.has(served)) continue
      const response = await request.get(served)
      expect(response.status(), served).toBe(200)
      expect(response.headers()['content-type'], served).toBe('image/png')
      const png = await response.body()
      expect(pngSize(png), served).toEqual(SHARE_SIZE)
      expect(png.length, served).toBeLessThan(SHARE_MAX_BYTES)
      checked.set(served, png.length)
    }
    // Each page has its own picture (in its own language); a poster shows its congregation page's.
    const posterSuffix = `${POSTER_SEGMENT}/`
    const posters = pages.filter(({ path }) => path.endsWith(`/${posterSuffix}`))
    const imageOf = new Map(pages.map(({ path, meta }) => [path, meta.get('og:image')]))
    for (const { path, meta } of posters)
      expect(meta.get('og:image'), path).toBe(imageOf.get(path.slice(0, -posterSuffix.length)))
    expect(checked.size).toBe(pages.length - posters.length)
  })

  test('is loaded by no page and not saved by the service worker: only meta tags name it', async ({ request }) => {
    for (const { path, html } of await servedPages(request)) {
      const markup = markupOf(html).replace(/<meta\s[^>]*>/g, '')
      expect(markup, path).not.toMatch(new RegExp(`(?:src|href|srcset)="[^"]*/${SHARE_DIR}/`))
    }
    const worker = await request.get(`/${WORKER_FILE}`)
    expect(worker.status()).toBe(200)
    expect(await worker.text()).not.toContain(`${SHARE_DIR}/`)
  })
})

/** The base path in a page's og:url: what stands before the page's own path. */
function ogBase(ogUrl: string, path: string): string {
  const pathname = new URL(ogUrl).pathname
  return pathname.endsWith(path) ? pathname.slice(0, pathname.length - path.length) : pathname
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
