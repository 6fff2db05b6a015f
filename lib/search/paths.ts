/**
 * Where the site's search lives (docs/search.md): the search page of each language, with an address in
 * that language, and the index the build writes beside the pages.
 */
import { localeInfo, locales, type Locale } from '../i18n/locales'

/** The search page's slug in each language: `/search/`, `/sw/tafuta/`. Both are reserved (no content may take them). */
export const SEARCH_SLUGS: Record<Locale, string> = { en: 'search', sw: 'tafuta' }

/** The search page of a language, below the base path. */
export const searchPath = (locale: Locale) => `${localeInfo[locale].prefix}/${SEARCH_SLUGS[locale]}/`

/** The search page's address in every language, for its language switch, alternates and the sitemap. */
export const searchAddresses = () =>
  Object.fromEntries(locales.map((l) => [l, searchPath(l)])) as Record<Locale, string>

/** The folder of the search index and its library (Pagefind's bundle), below the export's root. */
export const SEARCH_INDEX_DIR = 'pagefind'

/** The folders of the index's parts, each file named by its content's hash: a file there never changes. */
export const SEARCH_HASHED_FOLDERS = ['fragment', 'index', 'filter'] as const

/**
 * A file of the search index named by its content's hash (a part, or a language's `pagefind.en_<hash>.pf_meta`), by its
 * path below the base path.
 */
export function isHashedIndexFile(path: string): boolean {
  const [dir, name, more] = path.split('/').slice(1)
  if (dir !== SEARCH_INDEX_DIR || !name) return false
  return more !== undefined
    ? (SEARCH_HASHED_FOLDERS as readonly string[]).includes(name)
    : /^pagefind\.[\w-]+\.pf_meta$/.test(name)
}

/**
 * The query's name in the search page's address (`/search/?q=kibera`), and the kind of page it is limited to
 * (`&kind=congregation`).
 */
export const QUERY_PARAM = 'q'
export const KIND_PARAM = 'kind'
