import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import matter from 'gray-matter'
import { afterAll, describe, expect, it } from 'vitest'
import { KEY_NOTICE_ID } from './admin-notice'
import { adminSiteHeaders, cmsAddress, writeAdminSite } from './admin-site'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-site-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** A stand-in for Decap's dist/ folder: the app, a chunk, an encoder, the licences, and a source map that stays out. */
const dist = path.join(tmp, 'dist')
fs.mkdirSync(dist)
for (const name of [
  'decap-cms.js',
  '12.decap-cms.js',
  'encoder.wasm',
  'decap-cms.js.LICENSE.txt',
  'decap-cms.js.map',
  '12.cms.js',
])
  fs.writeFileSync(path.join(dist, name), name)

const dir = path.join(tmp, 'out-admin')
fs.mkdirSync(dir)
fs.writeFileSync(path.join(dir, 'left-from-before.html'), 'old')
const written = writeAdminSite(dir, 'https://www.example.org/', dist)
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8')
const page = read('index.html')
const sources = [...page.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1])
const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1]

describe("the content manager's own site (npm run build:cms)", () => {
  it('holds the admin page, its config, its extensions, its headers and the bundle Decap loads: nothing else', () => {
    const expected = [
      '12.decap-cms.js',
      '_headers',
      'config.yml',
      'decap-cms.js',
      'decap-cms.js.LICENSE.txt',
      'encoder.wasm',
      'index.html',
      'site-extensions.js',
    ]
    expect(written).toEqual(expected)
    expect(fs.readdirSync(dir).sort()).toEqual(expected)
  })

  it('loads its scripts from beside the page, under its own policy, and says nothing about a key kept on the public address', () => {
    expect(sources).toEqual(['decap-cms.js', 'site-extensions.js'])
    expect(page.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(page.indexOf('<script'))
    expect(/(?:^|; )script-src ([^;]*)/.exec(metaPolicy ?? '')?.[1]).toBe("'self' 'unsafe-eval'")
    expect(metaPolicy).toMatch(/connect-src 'self' https:\/\/api\.github\.com;/)
    expect(metaPolicy).not.toMatch(/localhost|127\.0\.0\.1/)
    expect(page).not.toContain(KEY_NOTICE_ID)
  })

  it('sends the same policy as a header, with frame-ancestors, and no location for anyone', () => {
    const headers = read('_headers')
    expect(headers).toBe(adminSiteHeaders())
    const header = /^ {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1]
    expect(header).toBe(`${metaPolicy}; frame-ancestors 'none'`)
    expect(headers).toMatch(/geolocation=\(\)/)
  })

  it('leads back to the public site, with the committed backend and a key for public repositories only', () => {
    const config = matter(`---\n${read('config.yml')}\n---\n`).data as {
      site_url: string
      display_url: string
      backend: Record<string, string>
    }
    const committed = matter(`---\n${fs.readFileSync('public/admin/config.yml', 'utf8')}\n---\n`).data as {
      backend: Record<string, string>
    }
    expect(config.site_url).toBe('https://www.example.org/')
    expect(config.display_url).toBe('https://www.example.org/')
    expect(config.backend).toEqual(committed.backend)
    expect(config.backend.auth_scope).toBe('public_repo')
  })
})

describe('NEXT_PUBLIC_CMS_URL, the content manager on its own address', () => {
  const site = 'https://www.example.org'
  it('is optional', () => {
    expect(cmsAddress(undefined, site)).toBeUndefined()
    expect(cmsAddress('', site)).toBeUndefined()
  })

  it('is an https address of another origin than the public site', () => {
    expect(cmsAddress('https://cms.example.org', site)).toBe('https://cms.example.org/')
    expect(() => cmsAddress('https://www.example.org/cms/', site)).toThrow(/its own/)
    expect(() => cmsAddress('http://cms.example.org/', site)).toThrow(/https/)
    expect(() => cmsAddress('cms.example.org', site)).toThrow(/not an address/)
  })
})
