/**
 * The search library in the browser (Pagefind's `pagefind.js`, written into the export by the build's
 * search step, docs/search.md): fetched only when the visitor focuses the search field or a search
 * runs, never bundled with the islands. It loads the index of the page's language (`<html lang>`) and
 * fetches only the parts of it a query needs.
 */
import type { FoundPage } from './results'

/** A page found, whose data (address, title, excerpt) is fetched only when it is shown. */
export type FoundHandle = { id: string; score: number; data: () => Promise<FoundPage> }

type Found = { results: FoundHandle[] }

export type SearchLibrary = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (query: string, options?: { filters?: Record<string, string> }) => Promise<Found | null>
}

let loading: Promise<SearchLibrary> | undefined

/**
 * The library, loaded once: `bundle` is its folder's address (`/pagefind/` under the base path) and
 * `baseUrl` what results' addresses start with (the base path). A failed load is tried again next time.
 */
export function searchLibrary(bundle: string, baseUrl: string): Promise<SearchLibrary> {
  loading ??= (async () => {
    const address = `${bundle}pagefind.js`
    // An address known only in the browser: neither the islands' bundler nor Next.js may resolve it.
    const library = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ address)) as SearchLibrary
    // On the page's own thread: the index is small, and a worker would be one more file to fetch.
    await library.options({ baseUrl, basePath: bundle, noWorker: true, excerptLength: 24 })
    await library.init()
    return library
  })().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
