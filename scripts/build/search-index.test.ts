import { describe, expect, it } from 'vitest'
import { markedPages } from './search-index'

describe('the search step', () => {
  it('counts the pages of each language that mark content to index, by their <html lang>', () => {
    const page = (lang: string, main: string) =>
      `<!DOCTYPE html><html lang="${lang}"><head></head><body><header></header>${main}</body></html>`
    expect(
      markedPages([
        page('en', '<main id="main" data-pagefind-body="" data-kind="page">Text</main>'),
        page('en', '<main id="main" tabindex="-1" data-pagefind-body data-kind="congregation">Text</main>'),
        page('sw', '<main id="main" data-pagefind-body="">Maandishi</main>'),
        // The search page, the offline page, a redirect: no mark, not indexed.
        page('en', '<main id="main">Search</main>'),
      ]),
    ).toEqual({ en: 2, sw: 1 })
  })
})
