/**
 * A search result as the search page shows it (docs/search.md), from what the search library returns
 * for it: the page's address, title and kind, and an excerpt with the words found marked. Pure
 * functions, for the search page's island (components/search/SiteSearch.tsx).
 */
import { isSearchKind, type SearchKind } from './kinds'

/** What Pagefind gives for one result (its `data()`), as far as the page uses it. */
export type FoundPage = {
  url: string
  /** Text with `<`, `>` written as `&lt;`, `&gt;` and the words found in `<mark>`. */
  excerpt: string
  meta: Record<string, string | undefined>
  filters?: Record<string, string[] | undefined>
}

/** A piece of an excerpt: words found are marked. */
export type ExcerptPart = { text: string; found: boolean }

export type ResultView = { url: string; title: string; kind: SearchKind; excerpt: ExcerptPart[] }

/** The excerpt as text pieces, the words found marked: shown as text, never as HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  // split() with a capturing group puts each marked word at the odd indexes.
  return excerpt
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((text, i) => ({ text: unescape(text), found: i % 2 === 1 }))
    .filter((part) => part.text !== '')
}

/**
 * One result: its excerpt is where the words were found in the page's text; when they were found only
 * in its title or description (the excerpt marks none), the page's description stands in for it.
 */
export function resultView(page: FoundPage): ResultView {
  const kind = page.filters?.kind?.find(isSearchKind) ?? 'page'
  const parts = excerptParts(page.excerpt)
  const description = page.meta.description?.trim()
  const excerpt = parts.some((p) => p.found) || !description ? parts : [{ text: description, found: false }]
  return { url: page.url, title: page.meta.title?.trim() || page.url, kind, excerpt }
}
