/**
 * What the offline specs (offline.spec.ts, offline-giving.spec.ts) share: the fixture's export served on an
 * address of its own (scripts/serve/serve-files.ts), so that going offline is the server gone as well as the
 * browser's offline switch and a new deploy is another folder; a visit that waits until the service
 * worker has saved the page; and copies of the export as a new deploy would be.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { CACHES } from '../lib/offline/caches'
import { listFiles, relativePath } from '../lib/list-files'
import { serveFolder } from '../scripts/serve/serve-files'
import { expect } from './fixtures'
import { escapeRegExp } from './site-content'

export type Site = Awaited<ReturnType<typeof serveFolder>>
export { serveFolder }

/**
 * Opens a page with a connection, as a visitor who reads it does: until the service worker has saved it
 * and the islands that start with the page have started (at the first idle moment at the latest), so
 * their code is saved too. An island marked `near` that the visitor never neared is not.
 */
export async function visit(page: Page, site: Site, path: string) {
  await page.goto(`${site.origin}${path}`)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(
      () =>
        page.evaluate(
          (name) =>
            caches
              .open(name)
              .then((c) => c.match(location.href))
              .then((r) => r !== undefined),
          CACHES.pages,
        ),
      { message: `${path} is saved` },
    )
    .toBe(true)
  await expect(
    // Those with code for the loader: an island that is only its early script (a copy button) has none to start.
    page.locator('island-root[data-code]:not([data-load]):not([data-hydrated])'),
    'the islands that start with the page have started',
  ).toHaveCount(0)
}

/** The phone loses its connection: the browser is offline and the site's server is gone. */
export async function goOffline(page: Page, site: Site) {
  await page.context().setOffline(true)
  await site.close()
}

/**
 * Waits until the new deploy's worker has taken over: its shell holds the file `marker` names, and no earlier one
 * (dropped last as it takes over).
 */
export async function newWorkerActive(page: Page, marker: RegExp, earlier: RegExp) {
  await expect
    .poll(
      async () => {
        const keys = await page.evaluate(
          (name) =>
            caches
              .open(name)
              .then((c) => c.keys())
              .then((k) => k.map((r) => r.url)),
          CACHES.shell,
        )
        return keys.some((url) => marker.test(url)) && !keys.some((url) => earlier.test(url))
      },
      { message: "the new deploy's worker has taken over" },
    )
    .toBe(true)
}

const copyOf = (dir: string) => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'next-deploy-'))
  fs.cpSync(dir, copy, { recursive: true })
  return copy
}

/**
 * A copy of the export as a new deploy would be: every island module renamed (its hash changed), with
 * every page, module and the service worker naming the new files, and the old files gone.
 */
export function deployWithNewModules(dir: string) {
  const copy = copyOf(dir)
  const islands = path.join(copy, '_next/static/islands')
  const names = new Map<string, string>()
  for (const file of fs.readdirSync(islands)) {
    const renamed = file.replace(/-([A-Z0-9]{8})\.(js|css)$/, '-$1N.$2')
    if (renamed === file) continue
    names.set(file, renamed)
    fs.renameSync(path.join(islands, file), path.join(islands, renamed))
  }
  const pattern = new RegExp([...names.keys()].map(escapeRegExp).join('|'), 'g')
  for (const file of listFiles(copy, { extensions: ['.html', '.js', '.css'] })) {
    const text = fs.readFileSync(file, 'utf8')
    const replaced = text.replace(pattern, (n) => names.get(n)!)
    if (replaced !== text) fs.writeFileSync(file, replaced)
  }
  return {
    dir: copy,
    /** A file of the new deploy's islands. */
    renamed: (url: string) => /-[A-Z0-9]{8}N\.(js|css)$/.test(url),
    marker: /\/_next\/static\/islands\/islands-entry-[A-Z0-9]{8}N\.js$/,
    earlier: /\/_next\/static\/islands\/islands-entry-[A-Z0-9]{8}\.js$/,
  }
}

/**
 * A copy of the export as the next deploy would be after the treasurer changed the paybills: each of
 * `paybills` replaced, everywhere a page holds it (its giving section, the footer, a copy button's
 * value, an island's props), by another number found nowhere in the export; and the service worker's
 * precache list naming a new revision of the offline pages, as the build writes it whenever a page's giving
 * facts change (scripts/build/offline/giving-version.ts), and of any other precached page that changed. Nothing else
 * changes, so this is
 * the deploy a changed giving file makes, without a second build of the fixture site (minutes of CI).
 * The search index, compressed, is left as it was: no test here searches.
 */
export function deployWithNewPaybills(dir: string, paybills: readonly string[]) {
  const copy = copyOf(dir)
  const pages = listFiles(copy, { extensions: ['.html'] })
  const everything = pages.map((file) => fs.readFileSync(file, 'utf8')).join('\n')
  const replacement = new Map<string, string>()
  for (const paybill of new Set(paybills)) {
    // The same number of digits, another first digit: a paybill, and none the export holds.
    let next = paybill
    for (let digit = 1; digit <= 9 && (next === paybill || everything.includes(next)); digit++)
      next = `${(Number(paybill[0]) + digit) % 10 || 1}${paybill.slice(1)}`
    expect(everything.includes(next), `a new paybill for ${paybill} that the export does not hold`).toBe(false)
    replacement.set(paybill, next)
  }
  const pattern = new RegExp(`(?<![\\w-])(${[...replacement.keys()].map(escapeRegExp).join('|')})(?![\\w-])`, 'g')
  const changed = new Set<string>()
  for (const file of pages) {
    const text = fs.readFileSync(file, 'utf8')
    const replaced = text.replace(pattern, (p) => replacement.get(p)!)
    if (replaced === text) continue
    fs.writeFileSync(file, replaced)
    changed.add(relativePath(copy, file))
  }
  const worker = path.join(copy, 'sw.js')
  const revised = new Map<string, string>()
  // An entry of the precache list, as @serwist/build writes it: {"revision":"<md5>","url":"<path below out/>"}.
  const source = fs
    .readFileSync(worker, 'utf8')
    .replace(/\{"revision":"([0-9a-f]+)","url":"([^"]+)"\}/g, (entry, revision: string, url: string) => {
      if (!changed.has(url) && !/(^|\/)offline\/index\.html$/.test(url)) return entry
      const next = crypto
        .createHash('md5')
        .update(`${revision}\n${[...replacement.values()].join(' ')}`)
        .digest('hex')
      revised.set(revision, next)
      return `{"revision":"${next}","url":"${url}"}`
    })
  expect(revised.size, 'the offline pages, precached').toBeGreaterThan(0)
  fs.writeFileSync(worker, source)
  const revisions = (list: string[]) => new RegExp(`__WB_REVISION__=(${list.join('|')})$`)
  return {
    dir: copy,
    /** The paybill of the new deploy in place of one of the export. */
    paybill: (old: string) => replacement.get(old)!,
    /** A precached page of the new deploy, and of the earlier one, as the worker's shell names them. */
    marker: revisions([...revised.values()]),
    earlier: revisions([...revised.keys()]),
  }
}
