import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { atBasePath, withAdminPolicy } from './admin-page'

const page = fs.readFileSync('public/admin/index.html', 'utf8')
const sources = (html: string) => [...html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1])

describe('the admin page in the export', () => {
  it('loads its scripts from the site root, under the base path the site is built with', () => {
    expect(sources(atBasePath(page, ''))).toEqual(['/admin/decap-cms.js', '/admin/site-extensions.js'])
    expect(sources(atBasePath(page, '/ministry'))).toEqual(['/ministry/admin/decap-cms.js', '/ministry/admin/site-extensions.js'])
  })

  it('has its policy first in <head>, before any script', () => {
    const html = withAdminPolicy(page)
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf('<head>'))
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
  })
})
