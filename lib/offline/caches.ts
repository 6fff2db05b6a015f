/**
 * The service worker's caches and their limits (docs/offline.md). Named here so that the worker, the
 * benchmark and the tests read the same names.
 */
export const CACHES = {
  /** The shell every page needs, precached at install (Serwist's precache). */
  shell: 'site-shell',
  /** Pages, network first, saved as they are opened, each with the moment it was saved (`SAVED_AT_HEADER`). */
  pages: 'site-pages',
  /**
   * A new deploy's worker, while it installs, fetches here the saved pages that show a giving fact (and the
   * pages open on its first visit); it moves them into `pages` as it takes over, and drops those it could not fetch.
   */
  deployPages: 'site-pages-next',
  /** Hashed build files (island modules, stylesheets), cache first, kept while a saved page needs them. */
  build: 'site-build',
  images: 'site-images',
  calendars: 'site-calendars',
  /** The search index and its library, as the search page fetched them (docs/search.md). */
  search: 'site-search',
} as const

/** How long a page waits for the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3

/**
 * The header the worker adds to a page it saves: the moment it saved it (an ISO date), read when it serves the copy.
 */
export const SAVED_AT_HEADER = 'X-Saved-At'

/**
 * How old a saved page may be and still show its giving numbers (paybills, accounts, M-Pesa numbers), in
 * days. Older, the worker shows "ask the church office" in their place until the page is opened again
 * with a connection: an account the ministry changed a month ago must not be shown to a member offline.
 */
export const SAVED_GIVING_MAX_DAYS = 30

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
