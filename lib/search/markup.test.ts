import { describe, expect, it } from 'vitest'
import { indexedContent } from './markup'
import { isHashedIndexFile, searchPath } from './paths'

describe('what a page tells the search index', () => {
  it("marks the page's content with its title, description, kind and region, each captured from an attribute", () => {
    expect(
      indexedContent({
        kind: 'congregation',
        title: 'Kibera congregation',
        description: 'Sundays, 10:00 AM, in Kibera.',
        region: 'Nairobi',
      }),
    ).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'kind[data-kind], region[data-region]',
      'data-pagefind-meta': 'region[data-region], title[data-title], description[data-description]',
      'data-kind': 'congregation',
      'data-region': 'Nairobi',
      'data-title': 'Kibera congregation',
      'data-description': 'Sundays, 10:00 AM, in Kibera.',
    })
  })

  it('leaves out what a page does not have', () => {
    expect(indexedContent({ kind: 'page', title: 'Contact us', description: ' ' })).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'kind[data-kind]',
      'data-pagefind-meta': 'title[data-title]',
      'data-kind': 'page',
      'data-title': 'Contact us',
    })
  })
})

describe('where the search lives', () => {
  it('has a search page in each language, with an address in that language', () => {
    expect(searchPath('en')).toBe('/search/')
    expect(searchPath('sw')).toBe('/sw/tafuta/')
  })

  it("tells the index's files named by their content's hash from those that change with each build", () => {
    expect(isHashedIndexFile('/pagefind/fragment/en_45bb61c.pf_fragment')).toBe(true)
    expect(isHashedIndexFile('/pagefind/index/sw_cb96fd1.pf_index')).toBe(true)
    expect(isHashedIndexFile('/pagefind/pagefind.en_61a3aeb62b.pf_meta')).toBe(true)
    expect(isHashedIndexFile('/pagefind/pagefind-entry.json')).toBe(false)
    expect(isHashedIndexFile('/pagefind/pagefind.js')).toBe(false)
    expect(isHashedIndexFile('/pagefind/wasm.en.pagefind')).toBe(false)
    expect(isHashedIndexFile('/fragment/x.pf_fragment')).toBe(false)
  })
})
