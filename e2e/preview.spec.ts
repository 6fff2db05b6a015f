/**
 * The editors' preview (npm run build:preview) in a browser: the page says it is a preview and is kept out of
 * search engines. That every missing fact shows in place, marked, is read from disk (e2e/files/preview.check.ts).
 * It runs on the preview of the ministry's content (out-preview/) and on the fixture site's (out-fixture-preview/).
 */
import { readEntries } from '../lib/content/load'
import { expect, test } from './fixtures'
import { contentRoot, pathOf } from './site-content'

test.describe("the editors' preview", { tag: '@preview-only' }, () => {
  test('says it is a preview, and is kept out of search engines', async ({ page }) => {
    const { entries } = readEntries(contentRoot())
    const congregation = entries.find((e) => e.collection === 'congregations')
    for (const [address, note] of [
      ['/', 'Preview for editors'],
      ['/sw/', 'Onyesho la awali kwa wahariri'],
      ...(congregation ? [[pathOf(String((congregation.raw as { slug: string }).slug)), 'Preview for editors']] : []),
    ] as const) {
      await page.goto(address)
      await expect(page.getByRole('note').filter({ hasText: note })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
    const robots = await (await page.request.get('/robots.txt')).text()
    expect(robots).toMatch(/Disallow: \/\s*$/m)
  })
})
