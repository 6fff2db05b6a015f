import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content/load'
import { makeContent } from '../../lib/content/testing/fixture'
import { searchBreaches, searchMarkupBytes, typicalQueries, withoutSearch } from './search'

const budget = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'bench/budgets.json'), 'utf8')).search

describe("the bench's measures of the search", () => {
  const page = `<!DOCTYPE html><html lang="en"><head></head><body><header><a href="/">Home</a><form role="search" aria-label="Search the site" action="/search/" method="get"><input type="search" name="q"/><button type="submit">Search</button></form></header><main id="main" data-pagefind-body="" data-pagefind-filter="kind[data-kind]" data-kind="page" data-title="Youth"><h2 data-pagefind-ignore="">Give</h2><p>Youth text.</p><a href="/search/?q=x">x</a></main></body></html>`

  it("takes out of a page what the search put in: the header's form, links to the search page and the index's attributes", () => {
    expect(withoutSearch(page, ['/search/', '/sw/tafuta/'])).toBe(
      '<!DOCTYPE html><html lang="en"><head></head><body><header><a href="/">Home</a></header><main id="main"><h2>Give</h2><p>Youth text.</p></main></body></html>',
    )
    expect(searchMarkupBytes(page, ['/search/'])).toBeGreaterThan(0)
    expect(searchMarkupBytes('<html><body><main><p>Plain</p></main></body></html>', ['/search/'])).toBe(0)
  })

  it('budgets the first results of each typical query', () => {
    const query = (bytes: number) => ({
      route: '/search/',
      query: 'Raila',
      bytes,
      requests: 6,
      status: '1 page found for “Raila”',
    })
    expect(searchBreaches([query(150 * 1024)], budget)).toEqual([])
    expect(searchBreaches([query(151 * 1024)], budget)).toEqual([
      '/search/: the first results for "Raila" cost 151.0 KB of the search > 150 KB',
    ])
  })

  it("types a congregation's name, its region and a ministry's title, in both languages, from content", async () => {
    const files = {
      'pages/youth.en.mdx': '---\ntitle: Youth\nslug: youth\ndescription: Youth.\n---\nYouth.\n',
      'pages/youth.sw.mdx': '---\ntitle: Vijana\ndescription: Vijana.\nreviewed: "TODO: a review"\n---\nVijana.\n',
      'menu.en.mdx':
        '---\nregions: [Nairobi, Lamu]\nitems:\n  - title: Home\n    url: /\n  - title: Ministries\n    kind: ministry\n    children:\n      - { title: Youth, url: /youth/ }\n---\n',
    }
    const root = makeContent(files)
    const [en, sw] = [await loadContent('en', root), await loadContent('sw', root)]
    const c = en.congregations[0]!.data
    expect(typicalQueries(en, sw)).toEqual([
      { route: '/search/', query: c.name },
      { route: '/search/', query: c.region },
      { route: '/search/', query: 'Youth' },
      { route: '/sw/tafuta/', query: c.name },
      { route: '/sw/tafuta/', query: 'Vijana' },
    ])
  }, 30_000)
})
