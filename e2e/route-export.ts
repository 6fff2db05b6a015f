/**
 * Serves an export built in a temporary copy of the project to the browser (page.route), with the host's security
 * headers.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { securityHeaders } from '../scripts/build/host-rules'

export async function routeExport(page: Page, origin: string, out: string): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    let p = decodeURIComponent(new URL(route.request().url()).pathname)
    if (p.endsWith('/')) p += 'index.html'
    const file = path.join(out, p)
    if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' })
    // Playwright sets the content type from the file's extension; the headers are the host's (out/_headers).
    await route.fulfill({ path: file, headers: Object.fromEntries(securityHeaders) })
  })
}
