import { describe, expect, it } from 'vitest'
import type { IslandBundle } from './bundle'
import { withIslands } from './page'

/** The shape of a page of Next.js 16's export (Turbopack), trimmed. */
const nextPage = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<title>Raila</title></head><body>' +
  body +
  '<script type="application/ld+json">{"@type":"Church","name":"$RC is not a script here"}</script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\"P\\":null}"])</script>' +
  '<script>$RB=[];$RV=function(a){$RT=performance.now()}</script><script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '</body></html>'

const bundle: IslandBundle = {
  loader: '_next/static/islands/islands-entry-L.js',
  shell: [
    '_next/static/islands/islands-entry-L.js',
    '_next/static/islands/hydrate-H.js',
    '_next/static/islands/chunk-R.js',
  ],
  islands: new Map([
    [
      'copy-button',
      {
        code: '_next/static/islands/copy-button-C.js',
        modules: ['_next/static/islands/copy-button-C.js', '_next/static/islands/chunk-R.js'],
        ahead: ['_next/static/islands/copy-button-C.js', '_next/static/islands/replay-P.js'],
        styles: [],
      },
    ],
    [
      'message-form',
      {
        code: '_next/static/islands/message-form-M.js',
        modules: ['_next/static/islands/message-form-M.js'],
        ahead: [
          '_next/static/islands/message-form-M.js',
          '_next/static/islands/hydrate-H.js',
          '_next/static/islands/react/chunk-R.js',
        ],
        styles: [],
        early: '_next/static/islands/message-form-early-E.js',
      },
    ],
    [
      'copy-numbers',
      {
        modules: [],
        ahead: [],
        styles: [],
        early: '_next/static/islands/copy-numbers-early-N.js',
      },
    ],
    [
      'testimonials',
      {
        code: '_next/static/islands/testimonials-T.js',
        modules: ['_next/static/islands/testimonials-T.js'],
        ahead: ['_next/static/islands/testimonials-T.js'],
        styles: ['_next/static/islands/testimonials-T.css'],
      },
    ],
  ]),
}
const url = (file: string) => `/ministry/${file}`
const copyButton =
  '<island-root data-island="copy-button" data-props="{}" class="contents"><button type="button">Copy</button></island-root>'
const form =
  '<island-root data-island="message-form" data-load="interaction" data-props="{}" class="contents"><form></form></island-root>'
const quotes =
  '<island-root data-island="testimonials" data-load="near" data-props="{}" class="contents"><div>Quotes</div></island-root>'

const scripts = (html: string) => [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])
const links = (html: string) => [...html.matchAll(/<link[^>]*>/g)].map((m) => m[0])

describe('a page without Next.js runtime', () => {
  it('has none of the framework scripts, preloads or flight payload, and keeps its data and styles', () => {
    const { html, removed } = withIslands(nextPage(`<main>${copyButton}</main>`), bundle, url)
    expect(removed).toBe(8)
    expect(html).not.toMatch(/__next_f|TURBOPACK|\$RB|\/_next\/static\/chunks\/[^"]*\.js/)
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"Church","name":"$RC is not a script here"}</script>',
    )
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>')
    expect(html).toContain(
      copyButton.replace(
        'class="contents">',
        'class="contents" data-code="/ministry/_next/static/islands/copy-button-C.js">',
      ),
    )
  })

  it("names each island's code on its element, under the base path, in place of any address already there", () => {
    const { html } = withIslands(nextPage(`<main>${copyButton}${form}</main>`), bundle, url)
    expect(
      [...html.matchAll(/<island-root[^>]*>/g)].map((m) =>
        m[0].match(/data-island="([^"]*)".*data-code="([^"]*)"/)?.slice(1),
      ),
    ).toEqual([
      ['copy-button', '/ministry/_next/static/islands/copy-button-C.js'],
      ['message-form', '/ministry/_next/static/islands/message-form-M.js'],
    ])
    const forged = copyButton.replace('data-props', 'data-code="/elsewhere.js" data-props')
    const codes = [
      ...withIslands(nextPage(`<main>${forged}</main>`), bundle, url).html.matchAll(/data-code="([^"]*)"/g),
    ].map((m) => m[1])
    expect(codes).toEqual(['/ministry/_next/static/islands/copy-button-C.js'])
  })

  it('names the files to fetch ahead, beside its code, only on an island that waits for the visitor', () => {
    const forged = form.replace('data-props', 'data-ahead="/elsewhere.js" data-props')
    const { html } = withIslands(nextPage(`<main>${copyButton}${forged}${quotes}</main>`), bundle, url)
    const ahead = [...html.matchAll(/<island-root[^>]*>/g)].map((m) => m[0].match(/data-ahead="([^"]*)"/g))
    expect(ahead).toEqual([
      null,
      [
        'data-ahead="/ministry/_next/static/islands/message-form-M.js /ministry/_next/static/islands/hydrate-H.js /ministry/_next/static/islands/react/chunk-R.js"',
      ],
      null,
    ])
  })

  it('loads the islands loader under the base path, and preloads no island code: it is fetched after the first paint', () => {
    const { html, islands } = withIslands(nextPage(`<main>${copyButton}</main>`), bundle, url)
    expect(islands).toEqual(['copy-button'])
    expect(scripts(html)).toEqual([
      '<script type="module" src="/ministry/_next/static/islands/islands-entry-L.js">',
      '<script type="application/ld+json">',
    ])
    expect(links(html).filter((l) => l.includes('preload'))).toEqual([])
    // In the head, where the browser finds it first (a module script waits for the page all the same).
    expect(html.indexOf('islands-entry-L.js')).toBeLessThan(html.indexOf('</head>'))
  })

  it("runs an island's early script after the loader, once, on the pages that have the island", () => {
    const { html, islands } = withIslands(nextPage(`<main>${copyButton}${form}${form}</main>`), bundle, url)
    expect(islands).toEqual(['copy-button', 'message-form'])
    expect(scripts(html)).toEqual([
      '<script type="module" src="/ministry/_next/static/islands/islands-entry-L.js">',
      '<script type="module" src="/ministry/_next/static/islands/message-form-early-E.js">',
      '<script type="application/ld+json">',
    ])
    expect(links(html).filter((l) => l.includes('preload'))).toEqual([])
  })

  it('gives an island that is only its early script no code, and a page with only such islands no loader', () => {
    const numbers =
      '<island-root data-island="copy-numbers" data-props="{}" class="contents"><button>Copy</button></island-root>'
    const alone = withIslands(nextPage(`<main>${numbers}</main>`), bundle, url).html
    expect(alone).not.toContain('data-code')
    expect(scripts(alone)).toEqual([
      '<script type="module" src="/ministry/_next/static/islands/copy-numbers-early-N.js">',
      '<script type="application/ld+json">',
    ])
    const withForm = withIslands(nextPage(`<main>${numbers}${form}</main>`), bundle, url).html
    expect(scripts(withForm)).toEqual([
      '<script type="module" src="/ministry/_next/static/islands/islands-entry-L.js">',
      '<script type="module" src="/ministry/_next/static/islands/copy-numbers-early-N.js">',
      '<script type="module" src="/ministry/_next/static/islands/message-form-early-E.js">',
      '<script type="application/ld+json">',
    ])
  })

  it('links the CSS of every island on the page in the head, even one that starts later', () => {
    const { html } = withIslands(nextPage(`<main>${quotes}</main>`), bundle, url)
    expect(links(html)).toContain('<link rel="stylesheet" href="/ministry/_next/static/islands/testimonials-T.css"/>')
    expect(links(html).filter((l) => l.includes('modulepreload'))).toEqual([])
  })

  it('ships no script at all on a page without islands', () => {
    const { html } = withIslands(nextPage('<main><h1>Our history</h1></main>'), bundle, url)
    expect(scripts(html)).toEqual(['<script type="application/ld+json">'])
    expect(links(html).some((l) => l.includes('/islands/'))).toBe(false)
  })

  it('leaves an inline script it does not know, for the export guard to report', () => {
    const page = nextPage('<main></main>').replace('</body>', '<script>window.unknown = 1</script></body>')
    expect(withIslands(page, bundle, url).html).toContain('<script>window.unknown = 1</script>')
  })

  it('refuses an island that has no entry, naming the page', () => {
    expect(() =>
      withIslands(
        nextPage('<island-root data-island="map-widget" data-props="{}"></island-root>'),
        bundle,
        url,
        'church/index.html',
      ),
    ).toThrow(/church\/index.html: no island is called "map-widget"/)
  })

  it('gives the same page when run twice', () => {
    const once = withIslands(nextPage(`<main>${copyButton}${quotes}</main>`), bundle, url).html
    expect(withIslands(once, bundle, url).html).toBe(once)
  })
})
