/**
 * The service worker's caches and their limits (docs/offline.md). Named here so that the worker, the
 * benchmark and the tests read the same names.
 */
export const CACHES = {
  /** The shell every page needs, precached at install (Serwist's precache). */
  shell: 'site-shell',
  /** Pages, network first, saved as they are opened. */
  pages: 'site-pages',
  /** Hashed build files (island modules, stylesheets), cache first, kept while a saved page needs them. */
  build: 'site-build',
  images: 'site-images',
  calendars: 'site-calendars',
  /** The search index and its library, as the search page fetched them (docs/search.md). */
  search: 'site-search',
} as const

/** How long a page waits for the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3

export const LIMITS = {
  /** Saved pages: about 30 KB each. */
  pages: 60,
  images: 60,
  calendars: 10,
  /** The search's files: the library, its WebAssembly and a few KB of index each. */
  search: 80,
  /** A congregation's calendar file follows its services: kept a day at most. */
  calendarSeconds: 24 * 60 * 60,
} as const
