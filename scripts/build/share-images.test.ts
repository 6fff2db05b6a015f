import { describe, expect, it } from 'vitest'
import { pageCard } from '../../lib/share/share-card'
import { metaProperties } from '../../lib/share/meta-tags'
import { cardHash, pictureProblems } from './share-images'

const origin = 'https://example.org'
const raila = pageCard({ address: '/raila/', locale: 'en', title: 'Raila', siteName: 'Example' })
const railaSw = pageCard({ address: '/sw/raila/', locale: 'sw', title: 'Raila', siteName: 'Example' })
const head = (image: string, alt: string) =>
  `<head><meta property="og:image" content="${image}"/><meta property="og:image:alt" content="${alt.replace(/'/g, '&#x27;')}"/></head>`

describe('the share step', () => {
  it("reads a page's meta tags, HTML entities decoded", () => {
    expect(metaProperties(head('https://example.org/share/en/raila.png', "it's")).get('og:image:alt')).toBe("it's")
  })

  it('passes pages that name the pictures it wrote with their alt text, and pages without one that have no card', () => {
    const pages = [
      { path: '/raila/', html: head(`${origin}/ministry/share/en/raila.png`, raila.alt) },
      { path: '/about/', html: '<head><meta http-equiv="refresh" content="0; url=/who/"/></head>' },
    ]
    expect(pictureProblems(pages, [raila], { origin, base: '/ministry' })).toEqual([])
  })

  it("fails a page that names a picture it did not write, another page's, one elsewhere, or none", () => {
    const problems = pictureProblems(
      [
        { path: '/raila/', html: head(`${origin}/share/en/kibera.png`, raila.alt) },
        { path: '/sw/raila/', html: head(`${origin}/share/en/raila.png`, raila.alt) },
        { path: '/x/', html: head('http://localhost:3000/share/en/raila.png', raila.alt) },
      ],
      [raila, railaSw],
      { origin, base: '' },
    )
    expect(problems).toEqual([
      '/raila/ names the picture /share/en/kibera.png, which the share step did not write',
      '/sw/raila/ names the picture of another page (/raila/): /share/en/raila.png',
      '/x/ names the picture http://localhost:3000/share/en/raila.png, which is not at the deployed site (https://example.org/)',
    ])
    expect(pictureProblems([{ path: '/raila/', html: '<head></head>' }], [raila], { origin, base: '' })).toEqual([
      '/raila/ names no og:image, but its picture /share/en/raila.png was made for it',
    ])
  })

  it("passes a poster that shows its congregation page's picture, and no other page that does", () => {
    const pages = [
      { path: '/raila/poster/', html: head(`${origin}/share/en/raila.png`, raila.alt) },
      { path: '/kibera/poster/', html: head(`${origin}/share/en/raila.png`, raila.alt) },
    ]
    const borrowed = new Map([
      ['/raila/poster/', '/raila/'],
      ['/kibera/poster/', '/kibera/'],
    ])
    expect(pictureProblems(pages, [raila], { origin, base: '', borrowed })).toEqual([
      '/kibera/poster/ names the picture of another page (/raila/): /share/en/raila.png',
    ])
  })

  it("fails a page whose alt text is not its picture's words", () => {
    expect(
      pictureProblems([{ path: '/raila/', html: head(`${origin}/share/en/raila.png`, 'old words') }], [raila], {
        origin,
        base: '',
      }),
    ).toEqual([`/raila/: its og:image:alt is not its picture's words ("${raila.alt}")`])
  })

  it('caches a picture by its words alone: the same words in two languages are one picture, other words another', () => {
    const fonts = { hash: 'f' }
    expect(cardHash(raila, fonts)).toBe(cardHash({ ...railaSw, alt: raila.alt }, fonts))
    expect(cardHash(raila, fonts)).not.toBe(cardHash({ ...raila, title: 'Kibera' }, fonts))
    expect(cardHash(raila, fonts)).not.toBe(cardHash(raila, { hash: 'g' }))
  })
})
