import { describe, expect, it } from 'vitest'
import { webManifest } from './app-manifest'
import { scriptsIn, stylesheetsOf, withOfflineSupport } from './page'

const head = (more: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/site.css"/>${more}</head><body><h1>Page</h1></body></html>`

describe('the offline step on a page', () => {
  const files = { manifest: '/sw/manifest.webmanifest', register: '/_next/static/offline/sw-register-AAAA.js' }

  it("adds the language's manifest and the registration script (deferred, external) at the end of the head, once however often it runs", () => {
    const once = withOfflineSupport(head(''), files)
    expect(once).toContain(
      '<link rel="manifest" href="/sw/manifest.webmanifest"/><script src="/_next/static/offline/sw-register-AAAA.js" defer></script></head>',
    )
    expect(withOfflineSupport(once, files)).toBe(once)
    // A new build's registration script replaces the old one.
    expect(withOfflineSupport(once, { ...files, register: '/_next/static/offline/sw-register-BBBB.js' })).not.toContain(
      'AAAA',
    )
  })

  it('adds no script to a page marked script-free (a poster), and stops the build if one is left in it', () => {
    const poster = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>Poster</title></head><body><main id="main" data-script-free="">${body}</main></body></html>`
    const once = withOfflineSupport(poster('<h1>Raila</h1>'), files)
    expect(once).toContain('<link rel="manifest" href="/sw/manifest.webmanifest"/></head>')
    expect(scriptsIn(once)).toEqual([])
    expect(withOfflineSupport(once, files)).toBe(once)
    expect(() =>
      withOfflineSupport(poster('<script type="application/ld+json">{"@type":"Church"}</script>'), {
        ...files,
        page: '/raila/poster/',
      }),
    ).toThrow(
      '/raila/poster/ is marked data-script-free (a page that ships no script) but has a script: <script type="application/ld+json"> {"@type":"Church"}',
    )
    // Any other page keeps its scripts and gets the registration.
    expect(
      scriptsIn(withOfflineSupport(head('<script src="/_next/static/islands/loader-L.js"></script>'), files)),
    ).toEqual([
      '<script src="/_next/static/islands/loader-L.js">',
      '<script src="/_next/static/offline/sw-register-AAAA.js">',
    ])
  })

  it("finds the stylesheets a page links, which are the offline page's part of the shell", () => {
    const page = head(
      '<link rel="preload" as="image" href="/media/a.webp"/><link rel="stylesheet" href="/_next/static/islands/swiper-S.css"/>',
    )
    expect(stylesheetsOf(page)).toEqual(['/_next/static/chunks/site.css', '/_next/static/islands/swiper-S.css'])
  })
})

describe("each language's web app manifest", () => {
  it("starts at that language's home page, says its language, and names the icons Android asks for", () => {
    const manifest = webManifest('sw', { name: 'The Ministry', description: 'Huduma' }, '/ministry')
    expect(manifest).toMatchObject({
      name: 'The Ministry',
      lang: 'sw',
      start_url: '/ministry/sw/',
      scope: '/ministry/',
      theme_color: expect.stringMatching(/^#/),
    })
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    expect(manifest.icons[0]!.src).toBe('/ministry/icons/icon-192.png')
    expect(webManifest('en', { name: 'The Ministry', description: 'Ministry' }, '').start_url).toBe('/')
  })
})
