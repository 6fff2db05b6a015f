/**
 * `npm run test:hosts`: each host's config proven on that host's own server, not only read as text.
 * The export in out/ (`npm run build` first) is served by nginx with the generated include and by
 * Cloudflare's `wrangler pages dev`; for each, a page, a hashed asset, a medium, a search index part,
 * an unknown path, an alias, the service worker and a calendar file must answer with the status, the
 * headers and the body docs/deploy.md promises. GitHub Pages has no local server and sends none of the
 * site's headers (docs/deploy.md); Netlify's `netlify dev --offline` stops as it starts, fetching its
 * edge-functions runtime, so scripts/build/host-rules.test.ts reads `_headers` as Netlify applies it instead.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listFiles, relativePath } from '../../../lib/list-files'
import {
  A_DAY,
  HEADER_RULES_LIMIT,
  IMMUTABLE,
  NO_CACHE,
  REVALIDATE,
  headerRules,
  securityHeaders,
  type Alias,
} from '../../build/host-rules'
import { startNginx, startWrangler, type HostServer } from './servers'

const out = path.resolve(process.env.HOSTS_EXPORT ?? 'out')

/** The address of the first file below `folder` of the export whose address passes `test`. */
function firstFile(folder: string, test: (url: string) => boolean = () => true): string {
  const found = listFiles(path.join(out, folder))
    .map((file) => `/${relativePath(out, file)}`)
    .find(test)
  if (!found) throw new Error(`no file in out/${folder} to ask for`)
  return found
}

/**
 * The alias paths the build wrote into `_redirects`, each once (without its trailing slash); the nginx include is made
 * from the same list.
 */
function aliases(): Alias[] {
  return fs
    .readFileSync(path.join(out, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([from, , status]) => from?.startsWith('/') && !from.endsWith('/') && status === '301')
    .map(([from, to]) => ({ from: from!.slice(1), to: to! }))
}

type Expected = { status: number; cache: string | RegExp; type: RegExp; body?: string }

/**
 * An answer for a path with no file: checked again at the next visit, or not kept at all (Cloudflare sends `no-store`).
 */
const NOT_KEPT = new RegExp(`^(${REVALIDATE}|no-store)$`)

const hosts: [string, (aliases: Alias[]) => Promise<HostServer>][] = [
  ['nginx', (list) => startNginx(out, list)],
  ['Cloudflare Pages (wrangler pages dev)', () => startWrangler(out)],
]

describe.each(hosts)('%s serves the export as docs/deploy.md says', (_name, start) => {
  let server: HostServer
  const list = aliases()

  beforeAll(async () => {
    if (!fs.existsSync(path.join(out, 'index.html'))) throw new Error(`${out} has no export: run npm run build first`)
    server = await start(list)
  }, 240_000)
  afterAll(() => server?.stop())

  const get = (url: string) =>
    fetch(server.origin + url, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } })

  const files: [string, () => string, Expected][] = [
    [
      'a page',
      () => '/',
      {
        status: 200,
        cache: REVALIDATE,
        type: /^text\/html/,
        body: fs.readFileSync(path.join(out, 'index.html'), 'utf8'),
      },
    ],
    [
      'a hashed build asset',
      () => firstFile('_next/static', (url) => url.endsWith('.js')),
      { status: 200, cache: IMMUTABLE, type: /javascript/ },
    ],
    [
      'a medium',
      () => firstFile('media', (url) => url.endsWith('.webp')),
      { status: 200, cache: A_DAY, type: /^image\/webp/ },
    ],
    ['a part of the search index', () => firstFile('pagefind/fragment'), { status: 200, cache: IMMUTABLE, type: /./ }],
    [
      "the search index's entry file",
      () => '/pagefind/pagefind-entry.json',
      { status: 200, cache: REVALIDATE, type: /json/ },
    ],
    ['the service worker', () => '/sw.js', { status: 200, cache: NO_CACHE, type: /javascript/ }],
    [
      'a calendar file',
      () => firstFile('', (url) => url.endsWith('.ics')),
      { status: 200, cache: REVALIDATE, type: /^text\/calendar/ },
    ],
    [
      'an unknown path',
      () => '/no-such-page/',
      { status: 404, cache: NOT_KEPT, type: /^text\/html/, body: fs.readFileSync(path.join(out, '404.html'), 'utf8') },
    ],
  ]

  it.each(files)('%s: its status, security headers, caching, type and body', async (_what, url, expected) => {
    const response = await get(url())
    expect(response.status, url()).toBe(expected.status)
    for (const [name, value] of securityHeaders) expect(response.headers.get(name), `${url()}: ${name}`).toBe(value)
    if (typeof expected.cache === 'string') expect(response.headers.get('cache-control'), url()).toBe(expected.cache)
    else expect(response.headers.get('cache-control'), url()).toMatch(expected.cache)
    expect(response.headers.get('content-type'), url()).toMatch(expected.type)
    const body = await response.text()
    if (expected.body !== undefined) expect(body).toBe(expected.body)
    else expect(body.length).toBeGreaterThan(0)
  })

  it('an alias path redirects for good (301) to its page, with and without its trailing slash', async () => {
    expect(list.length).toBeGreaterThan(0)
    for (const alias of list)
      for (const url of [`/${alias.from}`, `/${alias.from}/`]) {
        const response = await get(url)
        expect(response.status, url).toBe(301)
        expect(new URL(response.headers.get('location')!, server.origin).pathname, url).toBe(alias.to)
      }
  })

  it('reads every rule of _headers (none skipped over a limit)', () => {
    expect(headerRules(fs.readFileSync(path.join(out, '_headers'), 'utf8')).length).toBeLessThan(HEADER_RULES_LIMIT)
    expect(server.log()).not.toMatch(/Maximum number of rules|Skipping remaining/i)
  })
})
