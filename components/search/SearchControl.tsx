/**
 * The way to the search page from every page's bar (docs/search.md). Plain HTML, no script: nothing of
 * the search is downloaded until the visitor is on the search page. The site header has a search form
 * (a GET to the search page with `q`, its field shown from 768 px, its button alone below); a
 * congregation's and a program's bars have a link with the same icon.
 */
import { getLocale, messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { QUERY_PARAM, searchPath } from '@/lib/search/paths'

/** A magnifying glass, drawn in the text's colour. */
function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M13 13l5 5" />
    </svg>
  )
}

const pill = 'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border'

/** The site header's search form: GET to the search page, so it works without JavaScript. */
export function SearchForm() {
  const t = messages().search
  return (
    <form
      role="search"
      aria-label={t.label}
      action={withBase(searchPath(getLocale()))}
      method="get"
      className="flex shrink-0 items-center gap-1"
    >
      <label htmlFor="site-search" className="sr-only">
        {t.label}
      </label>
      <input
        id="site-search"
        type="search"
        name={QUERY_PARAM}
        className="hidden h-8 w-40 rounded border border-slate-500 bg-white px-2 text-sm text-slate-900 md:flex"
      />
      <button type="submit" className={`${pill} border-brand-700 text-brand-800 hover:bg-brand-50`}>
        <SearchIcon />
        <span className="sr-only">{t.submit}</span>
      </button>
    </form>
  )
}

/** A link to the search page, for the dark bars of congregation and program pages. */
export function SearchLink() {
  return (
    <a href={withBase(searchPath(getLocale()))} className={`${pill} border-white/60 text-white hover:bg-white/10`}>
      <SearchIcon />
      <span className="sr-only">{messages().search.label}</span>
    </a>
  )
}
