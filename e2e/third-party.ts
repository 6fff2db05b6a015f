/** Helpers for the specs that fake the site's two third parties (EmailJS, PayPal) and check which code pages load. */
import type { Page, Request } from '@playwright/test'

export const EMAILJS_SEND_FORM = 'https://api.emailjs.com/api/v1.0/email/send-form'
export const PAYPAL_SDK = /^https:\/\/www\.paypal\.com\/sdk\/js\?/

/** The fields of a multipart form POST, as strings. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0)
  const data = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers()['content-type'] ?? '' } }).formData()
  return Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]))
}

/** A promise and the function that settles it, to hold a faked response until the test lets it go. */
export function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** Records the URL of every script and stylesheet the page requests from now on. */
export function recordCode(page: Page): Set<string> {
  const urls = new Set<string>()
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) urls.add(request.url())
  })
  return urls
}

const bodies = new Map<string, string>()

/** Which of these URLs (same-origin code) contain a marker string, e.g. a library's endpoint. */
export async function codeContaining(page: Page, urls: Iterable<string>, marker: string): Promise<string[]> {
  const found: string[] = []
  const origin = new URL(page.url()).origin
  for (const url of urls) {
    if (!bodies.has(url)) bodies.set(url, new URL(url).origin === origin ? await (await page.request.get(url)).text() : '')
    if (bodies.get(url)!.includes(marker)) found.push(url)
  }
  return found
}

/** Every page of the site, from the sitemap, as paths. */
export async function sitePaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}
