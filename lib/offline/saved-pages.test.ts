import { describe, expect, it } from 'vitest'
import { decodeEntities, givingOf, isListedPage, pageTitle, savedLists, savedPagesOf, sitePath } from './saved-pages'

const origin = 'https://example.test'

describe('the pages the offline page lists', () => {
  const cached = [
    `${origin}/raila/`,
    `${origin}/sw/raila/`,
    `${origin}/`,
    `${origin}/sw/`,
    `${origin}/raila/?utm_source=whatsapp`,
    `${origin}/offline/`,
    `${origin}/sw/offline/`,
    `${origin}/admin/`,
    `${origin}/404.html`,
    `${origin}/raila/raila-services.ics`,
    'https://elsewhere.test/church/',
  ]

  it('are the saved pages of the visitor language, each once, without the offline and not-found pages, files or the content manager', () => {
    expect(savedPagesOf(cached, 'en', origin, '')).toEqual(['/raila/', '/'])
    expect(savedPagesOf(cached, 'sw', origin, '')).toEqual(['/sw/raila/', '/sw/'])
  })

  it('under a base path, are read below it', () => {
    const below = [`${origin}/ministry/sw/raila/`, `${origin}/ministry/church/`, `${origin}/other/church/`]
    expect(savedPagesOf(below, 'sw', origin, '/ministry')).toEqual(['/sw/raila/'])
    expect(savedPagesOf(below, 'en', origin, '/ministry')).toEqual(['/church/'])
    expect(sitePath(`${origin}/ministry`, origin, '/ministry')).toBe('/')
    expect(sitePath(`${origin}/ministryx/`, origin, '/ministry')).toBeUndefined()
  })

  it('never include the content manager or files', () => {
    expect(isListedPage('/admin/')).toBe(false)
    expect(isListedPage('/_next/static/islands/islands-entry-ABC.js')).toBe(false)
    expect(isListedPage('/media/photo.webp')).toBe(false)
    expect(isListedPage('/sw/offline/')).toBe(false)
    expect(isListedPage('/sw/who-we-are/')).toBe(true)
  })
})

describe('a saved page read for the offline page', () => {
  it('gives its title without the site name, with its characters', () => {
    expect(pageTitle('<head><title>Raila congregation | The Ministry</title></head>')).toBe('Raila congregation')
    expect(pageTitle('<title>Who we are &amp; what we believe | A | B</title>')).toBe(
      'Who we are & what we believe | A',
    )
    expect(pageTitle('<title>The Ministry</title>')).toBe('The Ministry')
    expect(pageTitle('<p>no title</p>')).toBeUndefined()
    expect(decodeEntities('Mama&#x27;s &#39;home&#39; &lt;3 &nbsp;&unknown;')).toBe("Mama's 'home' <3 \u00a0&unknown;")
  })

  const page = (giving: string) =>
    `<main><section id="home" aria-labelledby="home-heading"><p>Welcome</p></section>${giving}</main>` +
    '<footer><p>Give by M-Pesa paybill <strong data-giving="paybill" class="text-white">111111</strong></p></footer>'

  it("gives the paybill and account of a congregation's giving section, not the footer's", () => {
    const html = page(
      '<section id="give" aria-labelledby="give-heading" class="x"><dl><div><dt>Paybill</dt><dd><span data-giving="paybill" class="font-mono">247247</span><island-root data-island="copy-button"><button>Copy</button></island-root></dd></div>' +
        '<div><dt>Account</dt><dd><span data-giving="account" class="font-mono">0070 RAILA</span></dd></div></dl><ol><li data-giving="paybill">Business number: 247247</li></ol></section>',
    )
    expect(givingOf(html)).toEqual({ paybill: '247247', account: '0070 RAILA' })
  })

  it('gives a paybill without an account, and nothing for a page without a paybill in its giving section', () => {
    expect(givingOf(page('<section id="give"><span data-giving="paybill">247247</span></section>'))).toEqual({
      paybill: '247247',
    })
    expect(
      givingOf(page('<section id="give"><span data-giving="pastorNumber">0712345678</span></section>')),
    ).toBeUndefined()
    expect(givingOf(page(''))).toBeUndefined()
  })
})

describe('the lists the offline page shows', () => {
  const congregation = (title: string, paybill: string) =>
    `<title>${title} | The Ministry</title><section id="give"><span data-giving="paybill">${paybill}</span></section>`

  it('list every saved page by title, and the paybill of each saved congregation page with the moment it was saved', () => {
    const { pages, giving } = savedLists([
      { path: '/raila/', html: congregation('Raila', '247247'), savedAt: 2 },
      {
        path: '/',
        html: '<title>Home | The Ministry</title><footer><strong data-giving="paybill">111111</strong></footer>',
        savedAt: 1,
      },
      { path: '/moa/', html: congregation('Moa', '333333'), savedAt: 3 },
    ])
    expect(pages.map((p) => p.title)).toEqual(['Home', 'Moa', 'Raila'])
    expect(giving).toEqual([
      { path: '/moa/', title: 'Moa', paybill: '333333', savedAt: 3 },
      { path: '/raila/', title: 'Raila', paybill: '247247', savedAt: 2 },
    ])
  })

  it('give no paybill of a page saved without its moment', () => {
    const { pages, giving } = savedLists([{ path: '/raila/', html: congregation('Raila', '247247') }])
    expect(pages).toEqual([{ path: '/raila/', title: 'Raila' }])
    expect(giving).toEqual([])
  })
})
