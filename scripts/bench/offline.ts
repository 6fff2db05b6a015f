/**
 * The benchmark's measure of the service worker (docs/offline.md), for one route on a phone: the bytes
 * of a first visit (the page and what the worker fetches as it installs: the precached shell), of a
 * second visit (the page's HTML alone, the rest from the worker's caches), and whether the page opens
 * again offline (the browser offline and the server gone). Bytes are what came over the network,
 * headers included; what the worker answers from its caches costs none.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium, type Request } from '@playwright/test'
import { CACHES } from '../../lib/offline/caches'
import { serveFolder } from '../serve/serve-files'
import { CHROMIUM_ARGS, systemChromium } from '../chromium.cjs'
import { PHONE } from './phone'

export type OfflineMeasure = {
  route: string
  /** A first visit, cold: the page and everything the worker fetched while installing. */
  firstVisit: number
  /** Of which the worker's own fetches: the shell's files the page had not loaded already. */
  firstVisitWorker: number
  /** The shell the worker precached: its files, and their size gzipped (as the server sends them). */
  shellFiles: number
  shellBytes: number
  /** The same page again, with a connection. */
  secondVisit: number
  secondVisitRequests: number
  /** The page opened again with the connection gone, with the same main heading. */
  opensOffline: boolean
}

export type OfflineBudget = { route: string; maxShellKB?: number; maxSecondVisitKB?: number; opensOffline?: boolean }

export async function offlineVisits(dir: string, route: string): Promise<OfflineMeasure> {
  const site = await serveFolder(dir)
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      ...PHONE,
      serviceWorkers: 'allow',
    })
    let counted: Promise<{ bytes: number; worker: boolean }>[] = []
    // Every request of the page and of its worker; those the worker answered did not use the network.
    context.on('requestfinished', (request: Request) => {
      counted.push(
        (async () => {
          const response = await request.response()
          if (!response || response.fromServiceWorker()) return { bytes: 0, worker: false }
          const sizes = await request.sizes()
          return { bytes: sizes.responseBodySize + sizes.responseHeadersSize, worker: request.serviceWorker() !== null }
        })(),
      )
    })
    const total = async () => {
      const all = await Promise.all(counted)
      counted = []
      return {
        bytes: all.reduce((s, c) => s + c.bytes, 0),
        worker: all.filter((c) => c.worker).reduce((s, c) => s + c.bytes, 0),
        requests: all.filter((c) => c.bytes > 0).length,
      }
    }
    const page = await context.newPage()
    await page.goto(`${site.origin}${route}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    // Saved, with the files it loads, once the worker has taken over.
    for (let i = 0; i < 100; i++) {
      if (
        await page.evaluate(
          (name) =>
            caches
              .open(name)
              .then((c) => c.match(location.href))
              .then((r) => r !== undefined),
          CACHES.pages,
        )
      )
        break
      await page.waitForTimeout(100)
    }
    await page.waitForLoadState('networkidle')
    const first = await total()
    const shell = await page.evaluate(
      (name) =>
        caches
          .open(name)
          .then((c) => c.keys())
          .then((k) => k.map((r) => new URL(r.url).pathname)),
      CACHES.shell,
    )
    const shellBytes = shell.reduce(
      (sum, address) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, address))).length,
      0,
    )
    const heading = await page.locator('h1').first().textContent()

    await page.goto(`${site.origin}${route}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const second = await total()

    await context.setOffline(true)
    await site.close()
    const opensOffline = await page
      .reload({ waitUntil: 'load' })
      .then(async () => (await page.locator('h1').first().textContent()) === heading)
      .catch(() => false)
    return {
      route,
      firstVisit: first.bytes,
      firstVisitWorker: first.worker,
      shellFiles: shell.length,
      shellBytes,
      secondVisit: second.bytes,
      secondVisitRequests: second.requests,
      opensOffline,
    }
  } finally {
    await browser.close()
    await site.close()
  }
}

export function offlineBreaches(m: OfflineMeasure, budget: OfflineBudget): string[] {
  const kb = (n: number) => n / 1024
  const out: string[] = []
  if (budget.maxShellKB !== undefined && kb(m.shellBytes) > budget.maxShellKB)
    out.push(`${m.route}: the service worker's shell ${kb(m.shellBytes).toFixed(1)} KB > ${budget.maxShellKB} KB`)
  if (budget.maxSecondVisitKB !== undefined && kb(m.secondVisit) > budget.maxSecondVisitKB)
    out.push(`${m.route}: a second visit ${kb(m.secondVisit).toFixed(1)} KB > ${budget.maxSecondVisitKB} KB`)
  if (budget.opensOffline && !m.opensOffline) out.push(`${m.route}: does not open offline after one visit`)
  return out
}

export function offlineTable(m: OfflineMeasure): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  return [
    `Service worker, ${m.route} on a phone (KB over the network, headers included):`,
    `  first visit   ${kb(m.firstVisit)}, of which ${kb(m.firstVisitWorker)} fetched by the worker (the shell's files the page had not loaded)`,
    `  shell         ${m.shellFiles} files, ${kb(m.shellBytes)} gzipped (precached on the first visit)`,
    `  second visit  ${kb(m.secondVisit)} in ${m.secondVisitRequests} request${m.secondVisitRequests === 1 ? '' : 's'}`,
    `  offline after one visit: ${m.opensOffline ? 'opens, with its content' : 'does NOT open'}`,
  ].join('\n')
}
