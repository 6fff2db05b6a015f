/**
 * The export built under /ministry (GitHub Pages project site): every internal link and asset in every
 * page carries the sub-path and exists, and pages work in the browser with nothing failing to load.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '../e2e/fixtures'
import { SUBPATH, SUBPATH_SITE } from '../scripts/build-subpath'

const out = path.join(SUBPATH_SITE, SUBPATH.slice(1))

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return d.name === '_next' ? [] : htmlFiles(full)
    return d.name.endsWith('.html') ? [full] : []
  })
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

function exists(urlPath: string): boolean {
  const p = decodeURIComponent(urlPath.slice(SUBPATH.length))
  const candidates = p.endsWith('/') ? [path.join(out, p, 'index.html')] : [path.join(out, p), path.join(out, p, 'index.html')]
  return candidates.some((c) => fs.existsSync(c) && fs.statSync(c).isFile())
}

test.describe(`the export under ${SUBPATH}`, () => {
  test('every internal link, image, script and document carries the sub-path and exists', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the export is the same for every width')
    const pages = htmlFiles(out)
    expect(pages.length).toBeGreaterThan(50)
    const problems: string[] = []
    let checked = 0
    for (const file of pages) {
      const page = path.relative(out, file)
      const html = markupOf(fs.readFileSync(file, 'utf8'))
      const refs = [
        ...[...html.matchAll(/<(?:a|link)\s[^>]*href="([^"]*)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<(?:img|video|source|iframe|script|track)\s[^>]*src="([^"]*)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/\sposter="([^"]*)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/\ssrcSet="([^"]*)"/gi)].flatMap((m) => m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!)),
        ...[...html.matchAll(/<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/gi)].map((m) => m[1]!),
      ].map(decode)
      for (const ref of refs) {
        if (!ref.startsWith('/') || ref.startsWith('//')) continue
        checked++
        const target = ref.split(/[?#]/)[0]!
        if (target !== SUBPATH && !target.startsWith(`${SUBPATH}/`)) problems.push(`${page}: ${ref} lacks ${SUBPATH}`)
        else if (!exists(target)) problems.push(`${page}: ${ref} does not exist`)
      }
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(500)
    // The host files name the sub-path too.
    expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toContain(`${SUBPATH}/about ${SUBPATH}/who-we-are/ 301`)
  })

  for (const visit of ['/', '/church/', '/raila/', '/mabadiliko/', '/gala/', '/support/']) {
    test(`${visit} loads with every request answered`, async ({ page }) => {
      const failed: string[] = []
      page.on('response', (r) => {
        if (r.url().startsWith(new URL(page.url() || 'http://x').origin) && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
      })
      page.on('requestfailed', (r) => {
        if (new URL(r.url()).hostname === '127.0.0.1') failed.push(`failed ${r.url()}`)
      })
      // Third parties (PayPal, EmailJS, maps) are not reached from tests.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
      const response = await page.goto(`${SUBPATH}${visit}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // Styles arrived: the skip link (or any element) is laid out by the site's CSS, not the browser default.
      const styled = await page.evaluate(() => [...document.styleSheets].some((s) => (s.href ?? '').includes('/ministry/_next/')))
      expect(styled).toBe(true)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      expect(failed).toEqual([])
    })
  }

  test('menu and body links stay under the sub-path', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one width is enough')
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    await page.goto(`${SUBPATH}/mabadiliko/`)
    // A link written in the MDX body of content/pages/mabadiliko.mdx (inside the "Learn More" text).
    await expect(page.getByRole('link', { name: 'Support Our Ministries', includeHidden: true })).toHaveAttribute('href', `${SUBPATH}/support/`)
    await page.goto(`${SUBPATH}/`)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${SUBPATH}/contact/$`))
    const missing = await page.goto(`${SUBPATH}/no-such-page/`)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible()
  })
})
