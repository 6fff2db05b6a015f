import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../lib/content/load'
import { aliasesInEveryLanguage } from '../lib/content/routes'
import { headersFile, nginxConfig, redirectsFile, securityHeaders } from './host-rules'

const aliases = [{ from: 'about', to: '/who-we-are/' }, { from: 'home', to: '/' }]

describe('host rules', () => {
  it('docs/nginx.conf is what `npm run -s nginx:conf` makes of the content (regenerate it when this fails)', async () => {
    const { site } = await loadContent()
    expect(fs.readFileSync(path.join(process.cwd(), 'docs', 'nginx.conf'), 'utf8')).toBe(nginxConfig(aliasesInEveryLanguage(site.aliases), ''))
    // Loading every content file takes about 4.5 s on 2 cores, more when other tests share them.
  }, 30_000)

  it('nginx: aliases, 404 page and caching all keep the base path', () => {
    const conf = nginxConfig(aliases, '/ministry')
    expect(conf).toContain('location ~ ^/ministry/about/?$ { return 301 /ministry/who-we-are/; }')
    expect(conf).toContain('location ~ ^/ministry/home/?$ { return 301 /ministry/; }')
    expect(conf).toContain('error_page 404 /ministry/404.html;')
    expect(conf).toContain('location /ministry/_next/static/ {')
    expect(conf).toContain('location ~ ^/ministry/(media|documents)/ {')
  })

  it('nginx: every location that sets its own header repeats the security headers', () => {
    const blocks = nginxConfig(aliases, '')
      .split(/\nlocation /)
      .slice(1)
      .filter((block) => block.includes('add_header'))
    expect(blocks).toHaveLength(5)
    for (const block of blocks) for (const [name] of securityHeaders) expect(block).toContain(`add_header ${name} `)
  })

  it('Permissions-Policy lets the site itself, and no frame, ask for the location ("Near me"); no camera or microphone', () => {
    const policy = Object.fromEntries(securityHeaders)['Permissions-Policy']!.split(/,\s*/)
    expect(policy).toEqual(expect.arrayContaining(['geolocation=(self)', 'camera=()', 'microphone=()', 'interest-cohort=()']))
    for (const file of [headersFile([], ''), nginxConfig(aliases, '')]) expect(file).toContain('geolocation=(self)')
  })

  it('calendar files are served as text/calendar by every host', () => {
    expect(headersFile([], '/ministry', ['/raila/raila-services.ics'])).toContain('/ministry/raila/raila-services.ics\n  Content-Type: text/calendar; charset=utf-8')
    expect(nginxConfig(aliases, '/ministry')).toMatch(/location ~ \^\/ministry\/\.\+\\\.ics\$ \{\n  types \{ \}\n  default_type "text\/calendar; charset=utf-8";/)
  })

  it('the service worker is never served from a stored copy, under the base path', () => {
    expect(headersFile([], '/ministry')).toContain('/ministry/sw.js\n  Cache-Control: no-cache')
    expect(nginxConfig(aliases, '/ministry')).toMatch(/location = \/ministry\/sw\.js \{\n(  add_header .*\n)*  add_header Cache-Control "no-cache" always;/)
  })

  it('_redirects and _headers keep the base path', () => {
    expect(redirectsFile(aliases, '/ministry').split('\n')).toEqual(
      expect.arrayContaining(['/ministry/about /ministry/who-we-are/ 301', '/ministry/about/ /ministry/who-we-are/ 301', '/ministry/home /ministry/ 301']),
    )
    const headers = headersFile(['/', '/church/'], '/ministry')
    expect(headers).toContain('/ministry/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable')
    expect(headers).toContain('/ministry/church/\n  Cache-Control: public, max-age=0, must-revalidate')
  })

  it("the search index's hashed parts are cached for good, under the base path; its entry file is not", () => {
    const headers = headersFile([], '/ministry')
    for (const folder of ['fragment', 'index', 'filter']) expect(headers).toContain(`/ministry/pagefind/${folder}/*\n  Cache-Control: public, max-age=31536000, immutable`)
    expect(headers).not.toContain('pagefind-entry')
    expect(nginxConfig(aliases, '/ministry')).toContain('location ~ ^/ministry/pagefind/(fragment|index|filter)/ {')
  })
})
