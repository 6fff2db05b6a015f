import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content/load'
import { aliasesInEveryLanguage } from '../../lib/content/routes'
import {
  A_DAY,
  HEADER_RULES_LIMIT,
  HSTS,
  IMMUTABLE,
  NO_CACHE,
  REFERRER_POLICY,
  REVALIDATE,
  cacheRules,
  headerRules,
  headersFile,
  metaTags,
  nginxConfig,
  redirectsFile,
  securityHeaders,
} from './host-rules'

const aliases = [
  { from: 'about', to: '/who-we-are/' },
  { from: 'home', to: '/' },
]

/** What each kind of file must be sent with, on every host, for a site under /ministry. */
const expectedCaching: [string, string][] = [
  ['/ministry/', REVALIDATE],
  ['/ministry/church/', REVALIDATE],
  ['/ministry/sw/makanisa/', REVALIDATE],
  ['/ministry/raila/raila-services.ics', REVALIDATE],
  ['/ministry/pagefind/pagefind-entry.json', REVALIDATE],
  ['/ministry/manifest.webmanifest', REVALIDATE],
  ['/ministry/_next/static/chunks/app-3f2a.js', IMMUTABLE],
  ['/ministry/media/congregations/raila/front.webp', A_DAY],
  ['/ministry/documents/annual-report.pdf', A_DAY],
  ['/ministry/pagefind/fragment/en_3a1b.pf_fragment', IMMUTABLE],
  ['/ministry/pagefind/index/en_9c.pf_index', IMMUTABLE],
  ['/ministry/pagefind/filter/en_77.pf_filter', IMMUTABLE],
  ['/ministry/sw.js', NO_CACHE],
]

/** Both hosts match a `_headers` path exactly, `*` standing for any characters. */
const matches = (pattern: string, url: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(url)

/**
 * The headers Cloudflare Pages sends for `url`: every matching rule's, two values of one header joined, its own
 * Cache-Control where none is set.
 */
function cloudflare(file: string, url: string): Record<string, string> {
  const sent: Record<string, string> = {}
  for (const rule of headerRules(file).filter((r) => matches(r.path, url)))
    for (const [name, value] of rule.headers) {
      expect(name.startsWith('!'), 'a detach line, which Netlify refuses').toBe(false)
      sent[name] = sent[name] === undefined ? value : `${sent[name]}, ${value}`
    }
  return { 'Cache-Control': REVALIDATE, ...sent }
}

/**
 * The headers Netlify sends for `url`: the matching rules' headers, a later rule's value replacing an earlier one's.
 */
function netlify(file: string, url: string): Record<string, string> {
  const sent = Object.assign(
    {},
    ...headerRules(file)
      .filter((r) => matches(r.path, url))
      .map((r) => Object.fromEntries(r.headers)),
  )
  return { 'Cache-Control': REVALIDATE, ...sent }
}

/**
 * The headers nginx sends for `url` with the include: an `=` location, else the longest `^~` prefix, else
 * the first matching regex, else the server's own; a location with add_header lines replaces the server's.
 */
function nginx(conf: string, url: string): Record<string, string> {
  const headersOf = (lines: string) =>
    Object.fromEntries([...lines.matchAll(/^\s*add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1]!, m[2]!]))
  const locations = [...conf.matchAll(/^location (=|\^~|~) (\S+) \{\n([\s\S]*?)^\}$/gm)].map(
    ([, kind, match, body]) => ({ kind: kind!, match: match!, body: body! }),
  )
  const chosen =
    locations.find((l) => l.kind === '=' && l.match === url) ??
    locations
      .filter((l) => l.kind === '^~' && url.startsWith(l.match))
      .sort((a, b) => b.match.length - a.match.length)[0] ??
    locations.find((l) => l.kind === '~' && new RegExp(l.match).test(url))
  return headersOf(chosen ? chosen.body : conf.slice(0, conf.indexOf('\nlocation ')))
}

describe('host rules', () => {
  it('docs/nginx.conf is what `npm run -s nginx:conf` makes of the content (regenerate it when this fails)', async () => {
    const { site } = await loadContent('en')
    expect(fs.readFileSync(path.join(process.cwd(), 'docs', 'nginx.conf'), 'utf8')).toBe(
      nginxConfig(aliasesInEveryLanguage(site.aliases), ''),
    )
    // Loading every content file takes about 4.5 s on 2 cores, more when other tests share them.
  }, 30_000)

  it('nginx: aliases, 404 page and caching all keep the base path', () => {
    const conf = nginxConfig(aliases, '/ministry')
    expect(conf).toContain('location ~ ^/ministry/about/?$ { return 301 /ministry/who-we-are/; }')
    expect(conf).toContain('location ~ ^/ministry/home/?$ { return 301 /ministry/; }')
    expect(conf).toContain('error_page 404 /ministry/404.html;')
    expect(conf).toContain('location ^~ /ministry/_next/static/ {')
    expect(conf).toContain('location ^~ /ministry/media/ {')
    expect(conf).toContain('location ^~ /ministry/documents/ {')
  })

  it('nginx: every location that sets its own header repeats the security headers', () => {
    const blocks = nginxConfig(aliases, '')
      .split(/\nlocation /)
      .slice(1)
      .filter((block) => block.includes('add_header'))
    expect(blocks).toHaveLength(cacheRules.length + 1) // and the calendar files
    for (const block of blocks) for (const [name] of securityHeaders) expect(block).toContain(`add_header ${name} `)
  })

  it('Permissions-Policy lets the site itself, and no frame, ask for the location ("Near me"); no camera or microphone', () => {
    const policy = Object.fromEntries(securityHeaders)['Permissions-Policy']!.split(/,\s*/)
    expect(policy).toEqual(
      expect.arrayContaining(['geolocation=(self)', 'camera=()', 'microphone=()', 'interest-cohort=()']),
    )
    for (const file of [headersFile(''), nginxConfig(aliases, '')]) expect(file).toContain('geolocation=(self)')
  })

  it('calendar files are served as text/calendar by nginx (its mime.types has no .ics; the other hosts type them by extension)', () => {
    expect(nginxConfig(aliases, '/ministry')).toMatch(
      /location ~ \^\/ministry\/\.\+\\\.ics\$ \{\n  types \{ \}\n  default_type "text\/calendar; charset=utf-8";/,
    )
  })

  it('every host gets the same security headers and the same caching for every kind of file', () => {
    const headers = headersFile('/ministry')
    const conf = nginxConfig(aliases, '/ministry')
    for (const [url, cache] of expectedCaching)
      for (const [host, sent] of [
        ['Cloudflare Pages', cloudflare(headers, url)],
        ['Netlify', netlify(headers, url)],
        ['nginx', nginx(conf, url)],
      ] as const) {
        expect(sent['Cache-Control'], `${host}: ${url}`).toBe(cache)
        for (const [name, value] of securityHeaders) expect(sent[name], `${host}: ${url}: ${name}`).toBe(value)
      }
  })

  it('HSTS for a year on every host that sends headers; the referrer policy also as a <meta> for GitHub Pages', () => {
    expect(Object.fromEntries(securityHeaders)['Strict-Transport-Security']).toBe(HSTS)
    expect(HSTS).toMatch(/^max-age=31536000\b/)
    expect(metaTags).toBe(`<meta name="referrer" content="${REFERRER_POLICY}"/>`)
    expect(Object.fromEntries(securityHeaders)['Referrer-Policy']).toBe(REFERRER_POLICY)
  })

  it("_headers has a fixed handful of rules, far under Cloudflare's limit, however many pages there are", () => {
    const rules = headerRules(headersFile(''))
    expect(rules.length).toBeLessThanOrEqual(10)
    expect(rules.length).toBeLessThan(HEADER_RULES_LIMIT)
    expect(rules.map((r) => r.path)).not.toContain('/church/')
  })

  it('the service worker is never served from a stored copy, under the base path', () => {
    expect(headersFile('/ministry')).toContain('/ministry/sw.js\n  Cache-Control: no-cache')
    expect(nginxConfig(aliases, '/ministry')).toMatch(
      /location = \/ministry\/sw\.js \{\n(  add_header .*\n)*  add_header Cache-Control "no-cache" always;/,
    )
  })

  it('_redirects and _headers keep the base path', () => {
    expect(redirectsFile(aliases, '/ministry').split('\n')).toEqual(
      expect.arrayContaining([
        '/ministry/about /ministry/who-we-are/ 301',
        '/ministry/about/ /ministry/who-we-are/ 301',
        '/ministry/home /ministry/ 301',
      ]),
    )
    const headers = headersFile('/ministry')
    expect(headers).toContain('/ministry/*\n  Strict-Transport-Security: max-age=31536000')
    expect(headers).toContain('/ministry/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable')
  })

  it("the search index's hashed parts are cached for good, under the base path; its entry file is not", () => {
    const headers = headersFile('/ministry')
    for (const folder of ['fragment', 'index', 'filter'])
      expect(headers).toContain(`/ministry/pagefind/${folder}/*\n  Cache-Control: public, max-age=31536000, immutable`)
    expect(headers).not.toContain('pagefind-entry')
    for (const folder of ['fragment', 'index', 'filter'])
      expect(nginxConfig(aliases, '/ministry')).toContain(`location ^~ /ministry/pagefind/${folder}/ {`)
  })
})
