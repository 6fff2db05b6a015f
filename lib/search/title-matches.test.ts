import { describe, expect, it } from 'vitest'
import type { SiteIndex } from './site-index'
import { titledPages, titleMatches } from './title-matches'

const index: SiteIndex = {
  congregations: [
    {
      region: 'Nairobi',
      links: [
        { title: 'Raila', path: '/raila/' },
        { title: 'Kibera Mashariki', path: '/kibera/' },
      ],
    },
    { region: 'Lamu', links: [{ title: 'Kibokoni', path: '/kibokoni/' }] },
  ],
  groups: [
    { kind: 'ministry', links: [{ title: 'Mabadiliko Ya Wanadada', path: '/mabadiliko/' }] },
    {
      kind: 'event',
      links: [
        { title: 'Events', path: '/events/', children: [{ title: 'Raila Open Day', path: '/events/#m-2031-03' }] },
      ],
    },
    { kind: 'page', links: [{ title: 'Élimu na Maisha', path: '/elimu/' }] },
  ],
}
const pages = titledPages(index, (path) => `/sw${path}`)

describe("the search's first answer: titles", () => {
  it('lists every page of the list, the events of the events page too, with its address and kind', () => {
    expect(pages.map((p) => [p.title, p.url, p.kind])).toEqual([
      ['Raila', '/sw/raila/', 'congregation'],
      ['Kibera Mashariki', '/sw/kibera/', 'congregation'],
      ['Kibokoni', '/sw/kibokoni/', 'congregation'],
      ['Mabadiliko Ya Wanadada', '/sw/mabadiliko/', 'ministry'],
      ['Events', '/sw/events/', 'event'],
      ['Raila Open Day', '/sw/events/#m-2031-03', 'event'],
      ['Élimu na Maisha', '/sw/elimu/', 'page'],
    ])
  })

  const titles = (q: string, kind: Parameters<typeof titleMatches>[2] = '', limit = 10) =>
    titleMatches(pages, q, kind, limit).map((r) => r.title)

  it('finds a page whose title has every word typed as the start of one of its words, in any case and accent', () => {
    expect(titles('rai')).toEqual(['Raila', 'Raila Open Day'])
    expect(titles('KIB')).toEqual(['Kibera Mashariki', 'Kibokoni'])
    expect(titles('mash kib')).toEqual(['Kibera Mashariki'])
    expect(titles('elimu')).toEqual(['Élimu na Maisha'])
    expect(titles('wanadada mabadiliko')).toEqual(['Mabadiliko Ya Wanadada'])
  })

  it('not the middle of a word, not a title missing one word, not one letter', () => {
    expect(titles('ila')).toEqual([])
    expect(titles('raila kibera')).toEqual([])
    expect(titles('r')).toEqual([])
    expect(titles('  ')).toEqual([])
  })

  it('only the kind chosen, at most the limit, each a result with its address and no excerpt', () => {
    expect(titles('rai', 'event')).toEqual(['Raila Open Day'])
    expect(titles('ki', '', 1)).toEqual(['Kibera Mashariki'])
    expect(titleMatches(pages, 'raila', 'congregation', 10)).toEqual([
      { url: '/sw/raila/', title: 'Raila', kind: 'congregation', excerpt: [] },
    ])
  })
})
