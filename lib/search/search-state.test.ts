import { describe, expect, it } from 'vitest'
import { catalogues } from '../i18n/messages'
import {
  addressOf,
  historyStep,
  initialSearch,
  openingAction,
  queryOf,
  searchReducer,
  statusOf,
  type SearchState,
} from './search-state'

const en = catalogues.en.search
const sw = catalogues.sw.search

describe('the search page state', () => {
  it('reads the query from the address, and an unknown kind as every kind', () => {
    expect(queryOf('?q=kibera+church&kind=congregation')).toEqual({ q: 'kibera church', kind: 'congregation' })
    expect(queryOf('?q=maombi%20ya%20jumatano')).toEqual({ q: 'maombi ya jumatano', kind: '' })
    expect(queryOf('?kind=blog')).toEqual({ q: '', kind: '' })
    expect(queryOf('')).toEqual({ q: '', kind: '' })
  })

  it('writes the address a result list can be shared by: the words as searched, and the page alone when nothing is asked', () => {
    expect(addressOf('/search/', { q: '  kibera   church ', kind: '' })).toBe('/search/?q=kibera+church')
    expect(addressOf('/sw/tafuta/', { q: 'vijana', kind: 'ministry' })).toBe('/sw/tafuta/?q=vijana&kind=ministry')
    expect(addressOf('/search/', { q: ' ', kind: '' })).toBe('/search/')
    expect(queryOf(addressOf('/search/', { q: 'give & pray', kind: 'page' }).split('/search/')[1]!)).toEqual({
      q: 'give & pray',
      kind: 'page',
    })
  })

  it('gives a search the visitor made its own history entry, and replaces the entry while its words are typed', () => {
    const kibera = { q: 'kibera', kind: '' as const }
    // The page opened with ?q=kibera (kept): new words get an entry of their own, so back returns to kibera.
    expect(historyStep(kibera, { q: 'youth', kind: '' }, true)).toBe('push')
    // Still typing the words of that new entry: it is replaced.
    expect(historyStep({ q: 'you', kind: '' }, { q: 'youth', kind: '' }, false)).toBe('replace')
    // The page opened without a query: the first words replace it.
    expect(historyStep({ q: '', kind: '' }, kibera, true)).toBe('replace')
    // The same query (spaces aside): nothing changes.
    expect(historyStep(kibera, { q: ' kibera ', kind: '' }, true)).toBe('none')
    expect(historyStep(kibera, { q: 'kibera', kind: 'congregation' }, true)).toBe('push')
  })

  it('keeps what was typed and chosen, and the query the results are for', () => {
    let state = searchReducer(initialSearch, { type: 'opened', query: { q: 'kibera', kind: '' } })
    state = searchReducer(state, { type: 'searching' })
    state = searchReducer(state, { type: 'typed', q: 'kiberaa' })
    state = searchReducer(state, { type: 'found', query: { q: 'kibera', kind: '' }, total: 12, results: [] })
    expect(state).toMatchObject({ q: 'kiberaa', status: 'done', shown: { q: 'kibera' }, total: 12 })
    const page = { url: '/a/', title: 'A', kind: 'page' as const, excerpt: [] }
    state = searchReducer(searchReducer(state, { type: 'found', query: state.shown, total: 12, results: [page] }), {
      type: 'more',
      results: [page, page],
    })
    expect(state.results).toHaveLength(3)
    expect(searchReducer(state, { type: 'cleared' })).toMatchObject({ status: 'idle', total: 0, results: [] })
  })

  it('lists the pages whose title has the letters at once, while their text is searched; no letters, nothing', () => {
    const raila = { url: '/raila/', title: 'Raila', kind: 'congregation' as const, excerpt: [] }
    let state = searchReducer(initialSearch, { type: 'typed', q: 'rai' })
    state = searchReducer(state, { type: 'titles', query: { q: 'rai', kind: '' }, results: [raila] })
    expect(state).toMatchObject({ status: 'searching', shown: { q: 'rai' }, total: 1, results: [raila] })
    expect(statusOf(state, en)).toEqual({ template: en.searching, values: {} })
    // The search of the text replaces them.
    const found = { ...raila, excerpt: [{ text: 'Raila', found: true }] }
    state = searchReducer(state, { type: 'found', query: { q: 'rai', kind: '' }, total: 4, results: [found] })
    expect(state).toMatchObject({ status: 'done', total: 4, results: [found] })
    // The field emptied: nothing shown, nothing said.
    state = searchReducer(state, { type: 'titles', query: { q: '  ', kind: '' }, results: [] })
    expect(state).toMatchObject({ status: 'idle', total: 0, results: [] })
  })

  it('says nothing until a search is made, then how many pages were found, in the page language', () => {
    const done = (total: number): SearchState => ({
      ...initialSearch,
      status: 'done',
      shown: { q: ' maombi ', kind: '' },
      total,
    })
    expect(statusOf(initialSearch, en)).toBeUndefined()
    expect(statusOf(done(1), en)).toEqual({ template: '1 page found for “{query}”', values: { query: 'maombi' } })
    expect(statusOf(done(7), sw)).toEqual({ template: sw.many, values: { count: 7, query: 'maombi' } })
    // No page had every word: the pages with some of them, said so.
    expect(statusOf({ ...done(3), partial: true }, en)).toEqual({
      template: en.some,
      values: { count: 3, query: 'maombi' },
    })
    expect(statusOf({ ...done(1), partial: true }, sw)).toEqual({ template: sw.someOne, values: { query: 'maombi' } })
    // No result and a search that could not start offer the list of every page.
    expect(statusOf(done(0), en)?.template).toContain('{index}')
    expect(statusOf({ ...initialSearch, status: 'failed' }, sw)?.template).toContain('{index}')
  })
})

describe('what the island does with the address as it starts, and on back or forward', () => {
  const none = { q: '', kind: '' } as const
  const typedByVisitor = { q: 'Chw', kind: '' } as const

  it('keeps the letters the visitor typed as it started when the address asks nothing', () => {
    expect(openingAction(none, typedByVisitor, true)).toEqual({ type: 'typed', q: 'Chw' })
    // Applied after an earlier "typed" of the same letters, the state holds them (React's order may be either).
    const state = [{ type: 'typed', q: 'C' } as const, openingAction(none, typedByVisitor, true)!].reduce(
      searchReducer,
      initialSearch,
    )
    expect(state.q).toBe('Chw')
  })

  it('does nothing when neither the address nor the form holds anything', () => {
    expect(openingAction(none, none, true)).toBeUndefined()
  })

  it("takes the address's query when it asks for something, even over letters typed", () => {
    expect(openingAction({ q: 'kibera', kind: '' }, typedByVisitor, true)).toEqual({
      type: 'opened',
      query: { q: 'kibera', kind: '' },
    })
    expect(openingAction({ q: '', kind: 'event' }, typedByVisitor, true)).toEqual({
      type: 'opened',
      query: { q: '', kind: 'event' },
    })
  })

  it('on back or forward, the address replaces what was typed, an empty one too', () => {
    expect(openingAction(none, typedByVisitor, false)).toEqual({ type: 'opened', query: none })
  })
})
