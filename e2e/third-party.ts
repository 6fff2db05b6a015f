/** Helpers for the specs that fake the site's two third parties (EmailJS, PayPal) and check which code pages load. */
import path from 'node:path'
import type { Page, Request } from '@playwright/test'

export const EMAILJS_SEND_FORM = 'https://api.emailjs.com/api/v1.0/email/send-form'
/** Both of EmailJS's endpoints: send-form (a form's own send) and send (a message kept on the phone). */
export const EMAILJS_API = /^https:\/\/api\.emailjs\.com\/api\/v1\.0\/email\//
export const PAYPAL_SDK = /^https:\/\/www\.paypal\.com\/sdk\/js\?/
/** The fake PayPal SDK the tests serve for PayPal's script (e2e/fakes/paypal-sdk.js). */
export const FAKE_PAYPAL_SDK = path.join(__dirname, 'fakes', 'paypal-sdk.js')

/** Answers every EmailJS request as the real API does when it accepts one, and lists the requests. */
export async function fakeEmailJs(page: Page): Promise<Request[]> {
  const requests: Request[] = []
  await page.route(EMAILJS_API, async (route) => {
    requests.push(route.request())
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })
  })
  return requests
}

/** Serves the fake SDK for every request of PayPal's script (after `hold`, if given), and lists the requests. */
export async function fakePayPal(page: Page, { hold }: { hold?: Promise<void> } = {}): Promise<Request[]> {
  const requests: Request[] = []
  await page.route(PAYPAL_SDK, async (route) => {
    requests.push(route.request())
    if (hold) await hold
    await route.fulfill({ path: FAKE_PAYPAL_SDK, contentType: 'application/javascript' })
  })
  return requests
}

/** An order the fake PayPal SDK was asked to create. */
export type PayPalOrder = { intent: string; purchase_units: { amount: { currency_code: string; value: string } }[] }

/** The orders the fake PayPal SDK was asked to create on this page. */
export const paypalOrders = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakePayPal: { orders: PayPalOrder[] } }).__fakePayPal.orders)

/** The fields of a multipart form POST, as strings. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0)
  const data = await new Response(new Uint8Array(body), {
    headers: { 'content-type': request.headers()['content-type'] ?? '' },
  }).formData()
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
    if (!bodies.has(url))
      bodies.set(url, new URL(url).origin === origin ? await (await page.request.get(url)).text() : '')
    if (bodies.get(url)!.includes(marker)) found.push(url)
  }
  return found
}

/** Every page of the site, from the sitemap, as paths. */
export async function sitePaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

/**
 * A string only React DOM's code holds (the address of its error messages), the bulk of React (about 70 KB gzipped):
 * how a test tells React's shared chunk among the islands' code, whatever the bundler named it.
 */
export const REACT_CODE = 'react.dev/errors/'

/**
 * Opens a page and waits as a visitor who only reads does (the load, the network quiet, then 3 s), recording
 * the code it requests: a test then checks that React is not among it (`codeContaining(page, code, REACT_CODE)`).
 */
export async function openAndIdle(page: Page, url: string): Promise<Set<string>> {
  const code = recordCode(page)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3_000)
  return code
}

/** The islands' code: the loader, each island's code and early script, the shared chunks. */
export const ISLAND_CODE = /\/_next\/static\/islands\/.+\.js$/

/**
 * Holds every file of the islands' code the page asks for from now on (an island's chunk, React, the code
 * that hydrates) until `open` is called, and lists them in `asked`: a test does what a visitor does before
 * the island runs, for certain, and then lets it run.
 */
export async function holdIslandCode(page: Page) {
  const held = gate()
  const asked: string[] = []
  await page.route(ISLAND_CODE, async (route) => {
    asked.push(route.request().url())
    await held.opened
    await route.continue()
  })
  return { ...held, asked }
}
