import { locales } from '../lib/i18n/locales'
import { searchPath } from '../lib/search/paths'
import { expect, test } from './fixtures'
import { pathOf, siteContent } from './site-content'

test.describe('content security policy', () => {
  test("each page carries a policy that allows scripts from the site's files only, with no inline-script hashes", async ({
    request,
  }) => {
    const { congregations } = await siteContent()
    for (const path of ['/', '/history/', pathOf(congregations[0]!.data.slug), '/no-such-page']) {
      const html = await (await request.get(path)).text()
      const policy = /<head><meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
      expect(policy, path).toBeDefined()
      expect(policy).toContain("default-src 'self'")
      expect(policy).toMatch(/script-src 'self'(;| https)/)
      expect(policy).not.toContain('sha256-')
      expect(policy).not.toContain("'unsafe-eval'")
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      // The site's own service worker and no other (docs/offline.md).
      expect(policy).toContain("worker-src 'self';")
      // What a host that sends none of the site's headers (GitHub Pages) still applies: the page's own.
      expect(html, path).toContain('<meta name="referrer" content="strict-origin-when-cross-origin"/>')
    }
  })

  test('only the search page may compile WebAssembly (its search library), with no other kind of eval', async ({
    request,
  }) => {
    const policyOf = async (path: string) =>
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await (await request.get(path)).text())?.[1]
    for (const locale of locales) {
      const policy = await policyOf(searchPath(locale))
      expect(policy, searchPath(locale)).toMatch(/script-src 'self' 'wasm-unsafe-eval';/)
      expect(policy).not.toContain("'unsafe-eval'")
    }
    const { congregations } = await siteContent()
    for (const path of ['/', pathOf(congregations[0]!.data.slug), '/sw/'])
      expect(await policyOf(path), path).not.toContain('wasm-unsafe-eval')
  })

  test('only the home page may frame the map; no page frames anything else', async ({ request }) => {
    const home = await (await request.get('/')).text()
    expect(home).toContain('frame-src https://www.openstreetmap.org;')
    const history = await (await request.get('/history/')).text()
    expect(history).toContain("frame-src 'none'")
  })

  test('an inline script is blocked', async ({ page }, testInfo) => {
    testInfo.annotations.push({ type: 'csp-violation-expected', description: 'injects an inline script' })
    const messages: string[] = []
    page.on('console', (m) => messages.push(m.text()))
    await page.goto(pathOf((await siteContent()).pages[0]!.data.slug))
    const ran = await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__injected = true'
      document.body.append(s)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    expect(messages.some((m) => /Content Security Policy/.test(m))).toBe(true)
  })
})
