/**
 * The search's first answer (docs/search.md, "The search page"): as the visitor types, the pages whose title has every
 * word typed, each as the start of one of its words ("rai" finds "Raila"), listed at once from the list of every page
 * the search page already has (lib/search/site-index.ts), with no library and no index to fetch. The search of the
 * pages' text follows once typing pauses and replaces them. Pure, for the island (components/search/SiteSearch.tsx).
 */
import { normalise } from '../congregation/finder'
import type { SearchKind } from './kinds'
import type { ResultView } from './results'
import type { IndexLink, SiteIndex } from './site-index'

/** A page of the list of every page: its title, its address and its kind. */
export type TitledPage = { title: string; url: string; kind: SearchKind }

/**
 * Every page of the list (the events of the events page included), in its order; `href` makes the address of a path
 * without a language prefix.
 */
export function titledPages(index: SiteIndex, href: (path: string) => string): TitledPage[] {
  const flat = (links: readonly IndexLink[], kind: SearchKind): TitledPage[] =>
    links.flatMap((link) => [{ title: link.title, url: href(link.path), kind }, ...flat(link.children ?? [], kind)])
  return [
    ...index.congregations.flatMap(({ links }) => flat(links, 'congregation')),
    ...index.groups.flatMap(({ kind, links }) => flat(links, kind)),
  ]
}

/** Fewer letters than this find nothing: one letter would list most of the site. */
const TITLE_MIN_LETTERS = 2

/**
 * The pages whose title has each word typed as the start of one of its words, of the kind chosen ('' for every kind),
 * at most `limit`, as results without an excerpt.
 */
export function titleMatches(
  pages: readonly TitledPage[],
  q: string,
  kind: SearchKind | '',
  limit: number,
): ResultView[] {
  const wanted = normalise(q).split(' ').filter(Boolean)
  if (wanted.join('').length < TITLE_MIN_LETTERS) return []
  return pages
    .filter((page) => {
      if (kind && page.kind !== kind) return false
      const words = normalise(page.title).split(' ')
      return wanted.every((w) => words.some((word) => word.startsWith(w)))
    })
    .slice(0, limit)
    .map((page) => ({ url: page.url, title: page.title, kind: page.kind, excerpt: [] }))
}
