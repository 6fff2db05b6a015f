import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { KEY_NOTICE, KEY_NOTICE_ID, withKeyNotice } from './admin-notice'
import { atBasePath, decapBundleFiles, secureAdmin, withAdminPolicy } from './admin-page'

const page = fs.readFileSync('public/admin/index.html', 'utf8')
const sources = (html: string) => [...html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1])

describe('the admin page in the export', () => {
  it('loads its scripts from the site root, under the base path the site is built with', () => {
    expect(sources(atBasePath(page, ''))).toEqual(['/admin/decap-cms.js', '/admin/site-extensions.js'])
    expect(sources(atBasePath(page, '/ministry'))).toEqual([
      '/ministry/admin/decap-cms.js',
      '/ministry/admin/site-extensions.js',
    ])
  })

  it('has its policy first in <head>, before any script', () => {
    const html = withAdminPolicy(page)
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf('<head>'))
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
  })

  it('says first in <body>, in English and Kiswahili, that the GitHub key is kept where the public pages run', () => {
    // In the page as a browser reads it: not inside a comment (the page's own comment names <body>).
    const html = withKeyNotice(page).replace(/<!--[\s\S]*?-->/g, '')
    const notice = html.indexOf(`<aside id="${KEY_NOTICE_ID}"`)
    expect(notice).toBeGreaterThan(html.indexOf('<body>'))
    expect(notice).toBeLessThan(html.indexOf('<noscript>'))
    expect(notice).toBeLessThan(html.indexOf('<script'))
    expect(html).toContain('<section lang="sw"')
    for (const { heading, text } of Object.values(KEY_NOTICE)) {
      expect(html).toContain(heading)
      expect(html).toContain(text.join(' '))
    }
    // Plain HTML: nothing the policy would block, nothing Decap needs.
    expect(html.slice(notice, html.indexOf('</aside>'))).not.toMatch(/<script|<img|<link|on\w+=/)
  })
})

describe("the export's /admin/ folder", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-page-'))
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))
  const exportWith = (name: string, cmsUrl?: string) => {
    const out = path.join(tmp, name)
    fs.mkdirSync(path.join(out, 'admin'), { recursive: true })
    for (const file of ['index.html', 'config.yml', 'site-extensions.js'])
      fs.copyFileSync(path.join('public', 'admin', file), path.join(out, 'admin', file))
    secureAdmin(out, '', cmsUrl)
    return {
      files: fs.readdirSync(path.join(out, 'admin')).sort(),
      html: fs.readFileSync(path.join(out, 'admin', 'index.html'), 'utf8'),
    }
  }

  it('runs Decap on the public address with the notice until the content manager has its own address', () => {
    const { files, html } = exportWith('on-site')
    expect(files).toEqual([...decapBundleFiles(), 'config.yml', 'index.html', 'site-extensions.js'].sort())
    expect(html).toContain(`<aside id="${KEY_NOTICE_ID}"`)
    expect(sources(html)).toEqual(['/admin/decap-cms.js', '/admin/site-extensions.js'])
  })

  it('with NEXT_PUBLIC_CMS_URL, only points there: no Decap, no config, no script', () => {
    const { files, html } = exportWith('moved', 'https://cms.example.org/')
    expect(files).toEqual(['index.html'])
    expect(html).not.toMatch(/<script/)
    expect(html).not.toContain(KEY_NOTICE_ID)
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://cms.example.org/" />')
    expect(html).toContain('<a href="https://cms.example.org/">')
    expect(html).toMatch(/<head>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'none';/)
  })
})
