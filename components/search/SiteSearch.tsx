'use client'

/**
 * The search on the search page (docs/search.md). The form is in the page's HTML; this island, and with it the
 * search library and the index of the page's language, are fetched only when the visitor acts on the form
 * (a tap, a focus, a key) or a query is in the address. As the visitor types, the pages whose title has the letters
 * are listed at once, from the list of every page (lib/search/title-matches.ts); the search of the pages' text follows
 * (after a pause) or when Search is pressed, and replaces them, each with its
 * title, kind and an excerpt with the words found; a live region says how many were found. The query is
 * kept in the address (`?q=`), so results can be shared, reloaded and found again with the back button.
 * The state is lib/search/search-state.ts; a result's view is lib/search/results.ts.
 */
import { rich } from '@/lib/i18n/messages/rich'
import type { SearchKind } from '@/lib/search/kinds'
import { searchLibrary, type FoundHandle } from '@/lib/search/library'
import { QUERY_PARAM, KIND_PARAM } from '@/lib/search/paths'
import { resultView } from '@/lib/search/results'
import { titleMatches, type TitledPage } from '@/lib/search/title-matches'
import { mergedByWords, wordsAlone } from '@/lib/search/some-words'
import {
  PAGE_SIZE,
  addressOf,
  historyStep,
  initialSearch,
  openingAction,
  queryOf,
  searchReducer,
  searchedWords,
  statusOf,
  type Query,
  type SearchText,
} from '@/lib/search/search-state'
import { useCallback, useEffect, useReducer, useRef } from 'react'

/** How long typing must pause before the words typed are searched. */
const TYPING_PAUSE_MS = 300

/** The words and kind the form's fields hold (the visitor's), else the state's. */
function queryOfForm(form: HTMLFormElement, state: Query): Query {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
  return { q: field(QUERY_PARAM)?.value ?? state.q, kind: (field(KIND_PARAM)?.value ?? state.kind) as Query['kind'] }
}

const control =
  'mt-1 block min-h-11 w-full rounded border border-slate-500 bg-white px-3 py-2 text-base font-normal text-slate-900'
const button =
  'inline-flex min-h-11 items-center rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50'

export function SiteSearch({
  text,
  action,
  bundle,
  baseUrl,
  kinds,
  indexHref,
  titles,
}: {
  text: SearchText
  /** The search page's own address, where the form goes without a script. */
  action: string
  /** The search library's folder (under the base path) and what results' addresses start with. */
  bundle: string
  baseUrl: string
  /** The kinds of page this language has, for the kind filter. */
  kinds: SearchKind[]
  /** The list of every page below (`#site-index`), which no result and a search that cannot start offer. */
  indexHref: string
  /** That list's pages, whose titles answer the letters typed at once. */
  titles: TitledPage[]
}) {
  const [state, dispatch] = useReducer(searchReducer, initialSearch)
  // The state as last rendered, for the typing timer and "Show more", which run later.
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  })
  // Each search has a number: the answer of one overtaken by a later one is dropped.
  const run = useRef(0)
  const rest = useRef<FoundHandle[]>([])
  const timer = useRef<number | undefined>(undefined)
  // Whether the address's query is one the visitor made (pressed Search, chose a kind, or opened): a new one then gets
  // a history entry of its own.
  const kept = useRef(false)
  const list = useRef<HTMLOListElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const focusFrom = useRef<number | undefined>(undefined)
  // The address's query part as this page last read or wrote it: a move to "#site-index" changes only its fragment.
  const latestAddress = useRef<string | undefined>(undefined)

  const search = useCallback(
    async (query: Query) => {
      const id = ++run.current
      const words = searchedWords(query.q)
      if (!words) return dispatch({ type: 'cleared' })
      dispatch({ type: 'searching' })
      try {
        const library = await searchLibrary(bundle, baseUrl)
        const options = query.kind ? { filters: { kind: query.kind } } : {}
        let found = (await library.search(words, options))?.results ?? []
        // No page has every word ("how do I give"): the pages with some of them, those with more first.
        const alone = found.length === 0 ? wordsAlone(words) : []
        if (alone.length > 1)
          found = mergedByWords(
            await Promise.all(alone.map(async (word) => (await library.search(word, options))?.results ?? [])),
          )
        if (id !== run.current) return
        const first = await Promise.all(found.slice(0, PAGE_SIZE).map((r) => r.data()))
        if (id !== run.current) return
        rest.current = found.slice(PAGE_SIZE)
        dispatch({
          type: 'found',
          query,
          total: found.length,
          partial: alone.length > 1 && found.length > 0,
          results: first.map(resultView),
        })
      } catch (error) {
        console.error(error)
        if (id === run.current) dispatch({ type: 'failed', query })
      }
    },
    [bundle, baseUrl],
  )

  /** Puts the query in the address: a new history entry, or in place of this one while it is being typed. */
  const follow = useCallback((query: Query, keep: boolean) => {
    const step = historyStep(queryOf(window.location.search), query, kept.current)
    const address = addressOf(window.location.pathname, query)
    if (step === 'push') window.history.pushState(null, '', address)
    if (step === 'replace') window.history.replaceState(null, '', address)
    kept.current = keep || (step === 'none' && kept.current)
    latestAddress.current = window.location.search
  }, [])

  /**
   * Letters typed: the pages whose title has them at once, then their text searched once typing pauses, and the
   * address follows in place of this entry. The answer of a search of fewer letters, still on its way, is dropped.
   */
  const typed = useCallback(
    (q: string) => {
      dispatch({ type: 'typed', q })
      run.current++
      const query = { q, kind: latest.current.kind }
      dispatch({ type: 'titles', query, results: titleMatches(titles, q, query.kind, PAGE_SIZE) })
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => {
        follow(query, false)
        void search(query)
      }, TYPING_PAUSE_MS)
    },
    [follow, search, titles],
  )

  // The island starts when the visitor comes to the search, or opens the page with a query (docs/islands.md):
  // the library and the index start loading then, before the first words are searched.
  useEffect(() => {
    void searchLibrary(bundle, baseUrl).catch(() => undefined)
  }, [bundle, baseUrl])

  // The address's query, when the page opens and when back or forward bring another.
  useEffect(() => {
    const open = () => {
      // Back or forward between the list of every page (#site-index) and the search above it: the same query.
      if (window.location.search === latestAddress.current) return
      const first = latestAddress.current === undefined
      latestAddress.current = window.location.search
      const address = queryOf(window.location.search)
      const action = openingAction(address, form.current ? queryOfForm(form.current, address) : address, first)
      // Letters the visitor typed as the island started: searched as typing is, after a pause.
      if (action?.type === 'typed') return typed(action.q)
      if (action?.type !== 'opened') return
      window.clearTimeout(timer.current)
      kept.current = true
      dispatch(action)
      void search(action.query)
    }
    open()
    window.addEventListener('popstate', open)
    return () => window.removeEventListener('popstate', open)
  }, [search, typed])

  // After "Show more", focus goes to the first result it added.
  useEffect(() => {
    if (focusFrom.current === undefined) return
    list.current?.querySelectorAll('a')[focusFrom.current]?.focus()
    focusFrom.current = undefined
  }, [state.results.length])

  const submit = (query: Query) => {
    window.clearTimeout(timer.current)
    follow(query, true)
    void search(query)
  }

  const more = async () => {
    const next = rest.current.slice(0, PAGE_SIZE)
    rest.current = rest.current.slice(PAGE_SIZE)
    const id = run.current
    const pages = await Promise.all(next.map((r) => r.data()))
    if (id !== run.current) return
    focusFrom.current = latest.current.results.length
    dispatch({ type: 'more', results: pages.map(resultView) })
  }

  const status = statusOf(state, text)
  const indexLink = (
    <a href={indexHref} className="text-brand-700 underline">
      {text.index}
    </a>
  )
  return (
    <div className="mt-6">
      <form
        ref={form}
        role="search"
        aria-label={text.label}
        action={action}
        method="get"
        data-search-form=""
        onSubmit={(e) => {
          e.preventDefault()
          // What the form holds, not this render's state: Enter pressed as the island starts may come before
          // React has rendered the last letters typed (docs/islands.md), and those letters are the search.
          const query = queryOfForm(e.currentTarget, state)
          dispatch({ type: 'opened', query })
          submit(query)
        }}
        className="grid gap-4 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:grid-cols-2"
      >
        <div>
          <label htmlFor="search-words" className="font-semibold text-slate-800">
            {text.label}
          </label>
          <input
            id="search-words"
            type="search"
            name={QUERY_PARAM}
            autoComplete="off"
            aria-describedby="search-hint"
            value={state.q}
            onChange={(e) => typed(e.target.value)}
            className={control}
          />
          <p id="search-hint" className="mt-1 text-sm text-slate-700">
            {text.hint}
          </p>
        </div>
        <div>
          <label htmlFor="search-kind" className="font-semibold text-slate-800">
            {text.kind}
          </label>
          <select
            id="search-kind"
            name={KIND_PARAM}
            value={state.kind}
            onChange={(e) => {
              const kind = e.target.value as SearchKind | ''
              dispatch({ type: 'chose', kind })
              submit({ q: state.q, kind })
            }}
            className={control}
          >
            <option value="">{text.allKinds}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {text.groups[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={button}>
            {text.submit}
          </button>
        </div>
      </form>
      <p id="search-status" role="status" className="mt-4 font-semibold text-slate-800">
        {status ? rich(status.template, { ...status.values, index: indexLink }) : null}
      </p>
      {state.results.length > 0 ? (
        <ol ref={list} aria-labelledby="search-status" className="mt-4 divide-y divide-brand-100">
          {state.results.map((result) => (
            <li key={result.url} className="py-4">
              <h2 className="text-xl font-bold">
                <a href={result.url} className="text-brand-700 underline">
                  {result.title}
                </a>
              </h2>
              <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">
                {text.kinds[result.kind]}
              </p>
              {result.excerpt.length > 0 ? (
                <p className="mt-1 text-slate-700">
                  {result.excerpt.map((part, i) => (part.found ? <mark key={i}>{part.text}</mark> : part.text))}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {state.status === 'done' && state.results.length < state.total ? (
        <p className="mt-4">
          <button type="button" onClick={() => void more()} className={button}>
            {text.more}
          </button>
        </p>
      ) : null}
    </div>
  )
}
