/**
 * The content manager (Decap CMS, docs/cms.md) in the export: the fixture site's /admin/ loads under its
 * own Content-Security-Policy with nothing from another site. How editors use it (`npm run cms` in a copy,
 * through its forms, then built) is in e2e/content-changes.spec.ts.
 */
import { expect, test } from './fixtures'

test.describe('the content manager in the export (/admin/)', { tag: '@desktop-only' }, () => {
  test('loads under its own Content-Security-Policy, with every script from the site itself, saying where the GitHub key is kept', async ({
    page,
    baseURL,
  }, testInfo) => {
    testInfo.annotations.push({ type: 'no-axe', description: "Decap CMS's interface" })
    // e2e/fixtures.ts fails the test on any violation of the policy reported in the console.
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    const response = await page.goto('/admin/')
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    // Scripts from the site only (ajv's compiled schema needs eval: scripts/build/admin-page.ts), and no local address.
    const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ')
    expect(scriptSources).toEqual(["'self'", "'unsafe-eval'"])
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1/)
    expect(response?.status()).toBe(200)
    // Until the content manager has its own address, the page says first where the GitHub key is kept
    // (scripts/build/admin-notice.ts).
    const notice = page
      .getByRole('complementary')
      .filter({ has: page.getByRole('heading', { name: 'Where your GitHub key is kept' }) })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('heading', { name: 'Ufunguo wako wa GitHub unahifadhiwa wapi' })).toBeVisible()
    // Decap has started: its login screen, with the github backend of the site's config.
    await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 })
    const own = new URL(baseURL!).origin
    expect(
      requested.filter((url) => !url.startsWith(own) && !url.startsWith('data:') && !url.startsWith('blob:')),
      'requests to other sites',
    ).toEqual([])
    expect(requested).toContain(`${own}/admin/decap-cms.js`)
  })
})
