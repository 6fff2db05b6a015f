/**
 * The search page's state (components/search/SiteSearch.tsx, docs/search.md): what is typed and
 * chosen, what the results are for, and the address that keeps them (`?q=kibera&kind=congregation`),
 * so a result list can be shared, reloaded and found again with the back button. Pure functions; the
 * island wires the page's events and the search library to them.
 */
import type { Messages } from '../i18n/messages/types'
import { isSearchKind, type SearchKind } from './kinds'
import { KIND_PARAM, QUERY_PARAM } from './paths'
import type { ResultView } from './results'

/** What the visitor asks for: the words typed, and the kind of page chosen ('' for every kind). */
export type Query = { q: string; kind: SearchKind | '' }

/** The search page's words (the catalogue's `search`), passed to the island as props. */
export type SearchText = Messages['search']

/** How many results show at first, and how many more each "Show more" adds. */
export const PAGE_SIZE = 10

export type SearchState = Query & {
  /**
   * `idle`: nothing asked yet (or the field emptied); `searching`; `done`; `failed`: the library or the index could not
   * load.
   */
  status: 'idle' | 'searching' | 'done' | 'failed'
  /** The query the results are for (what the status reads out). */
  shown: Query
  total: number
  /** Whether no page had every word, and the results have some of them (lib/search/some-words.ts). */
  partial: boolean
  results: ResultView[]
}

export const initialSearch: SearchState = {
  q: '',
  kind: '',
  status: 'idle',
  shown: { q: '', kind: '' },
  total: 0,
  partial: false,
  results: [],
}

export type SearchAction =
  | { type: 'typed'; q: string }
  | { type: 'chose'; kind: SearchKind | '' }
  /** The address changed (the page opened, or back and forward): its query replaces what was typed. */
  | { type: 'opened'; query: Query }
  /** Letters typed: the pages whose title has them, listed at once (lib/search/title-matches.ts) as the text is searched. */
  | { type: 'titles'; query: Query; results: ResultView[] }
  | { type: 'searching' }
  | { type: 'found'; query: Query; total: number; partial?: boolean; results: ResultView[] }
  | { type: 'more'; results: ResultView[] }
  | { type: 'cleared' }
  | { type: 'failed'; query: Query }

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'typed':
      return { ...state, q: action.q }
    case 'chose':
      return { ...state, kind: action.kind }
    case 'opened':
      return { ...state, ...action.query }
    case 'titles':
      if (!searchedWords(action.query.q)) return searchReducer(state, { type: 'cleared' })
      return {
        ...state,
        status: 'searching',
        shown: action.query,
        total: action.results.length,
        partial: false,
        results: action.results,
      }
    case 'searching':
      return { ...state, status: 'searching' }
    case 'found':
      return {
        ...state,
        status: 'done',
        shown: action.query,
        total: action.total,
        partial: action.partial ?? false,
        results: action.results,
      }
    case 'more':
      return { ...state, results: [...state.results, ...action.results] }
    case 'cleared':
      return { ...state, status: 'idle', shown: { q: '', kind: state.kind }, total: 0, results: [] }
    case 'failed':
      return { ...state, status: 'failed', shown: action.query, total: 0, results: [] }
  }
}

/**
 * What the island does with the address's query when it runs (`first`) and when back or forward bring
 * another. Back or forward: the address's query replaces what was typed. As it starts, an address that
 * asks nothing leaves the form alone: the visitor may already have typed there (the island starts at
 * their first key, and a letter typed while it starts reaches the field before React hears of it), and
 * those letters are taken as typed.
 */
export function openingAction(address: Query, form: Query, first: boolean): SearchAction | undefined {
  if (!first || searchedWords(address.q) || address.kind) return { type: 'opened', query: address }
  return form.q ? { type: 'typed', q: form.q } : undefined
}

/** The words as searched: spaces at either end and repeated ones do not count. */
export const searchedWords = (q: string) => q.trim().replace(/\s+/g, ' ')

/** The query an address holds (`?q=kibera+church&kind=congregation`); an unknown kind is every kind. */
export function queryOf(search: string): Query {
  const params = new URLSearchParams(search)
  const kind = params.get(KIND_PARAM)
  return { q: params.get(QUERY_PARAM) ?? '', kind: isSearchKind(kind) ? kind : '' }
}

/** The search page's address for a query: `/search/?q=kibera+church`, the page alone when nothing is asked. */
export function addressOf(path: string, { q, kind }: Query): string {
  const params = new URLSearchParams()
  if (searchedWords(q)) params.set(QUERY_PARAM, searchedWords(q))
  if (kind) params.set(KIND_PARAM, kind)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * How the address follows a new query: `none` when it already holds it; `push` (a new history entry,
 * so back returns to the earlier results) when the entry it replaces was a search the visitor made
 * or opened; `replace` while the visitor is still typing the words of this entry.
 */
export function historyStep(current: Query, next: Query, currentIsKept: boolean): 'none' | 'push' | 'replace' {
  if (searchedWords(current.q) === searchedWords(next.q) && current.kind === next.kind) return 'none'
  return currentIsKept && searchedWords(current.q) !== '' ? 'push' : 'replace'
}

/**
 * What the live region says, as a catalogue text and its values: nothing until a search is made, then
 * whether and how much was found. The texts of no result and of a search that could not start hold an
 * `{index}` placeholder, filled by the island with a link to the list of every page.
 */
export function statusOf(
  state: SearchState,
  text: SearchText,
): { template: string; values: Record<string, string | number> } | undefined {
  const query = searchedWords(state.shown.q)
  switch (state.status) {
    case 'idle':
      return undefined
    case 'searching':
      return { template: text.searching, values: {} }
    case 'failed':
      return { template: text.failed, values: {} }
    case 'done':
      if (state.total === 0) return { template: text.none, values: { query } }
      if (state.partial)
        return state.total === 1
          ? { template: text.someOne, values: { query } }
          : { template: text.some, values: { count: state.total, query } }
      return state.total === 1
        ? { template: text.one, values: { query } }
        : { template: text.many, values: { count: state.total, query } }
  }
}
