/**
 * What a page tells the search index (docs/search.md), as attributes of its HTML that Pagefind reads
 * when the build indexes the export: which element holds the page's own content (its `<main>`, so the
 * header, menus and footer are left out), the page's title, its description, its kind and, for a
 * congregation, its region. Inside that content, interface words that every page of a kind repeats
 * (section headings, buttons, the giving steps) are marked `NOT_INDEXED`.
 */
import type { SearchKind } from './kinds'

/** One page as the index records it. */
export type SearchRecord = {
  kind: SearchKind
  /** The title results show: the page's own, as its `<title>` has it (without the site's name). */
  title: string
  /** The page's description: searched, and shown in results where the words found are not in its text. */
  description?: string
  /** A congregation's region: searched (as metadata, and in the page's text) and a filter. */
  region?: string
}

/** An element whose words are the interface's, repeated on every page of its kind: not indexed. */
export const NOT_INDEXED = { 'data-pagefind-ignore': '' } as const

/**
 * The attributes of the element that holds a page's own content. Pagefind captures each value from
 * an attribute of the same element (`kind[data-kind]`), so one element carries them all.
 */
export function indexedContent(record: SearchRecord): Record<string, string> {
  const values: Record<string, string | undefined> = {
    kind: record.kind,
    region: record.region,
    title: record.title,
    description: record.description?.trim() || undefined,
  }
  const given = Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined)
  const captures = (keys: string[]) =>
    given
      .filter(([key]) => keys.includes(key))
      .map(([key]) => `${key}[data-${key}]`)
      .join(', ')
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': captures(['kind', 'region']),
    // Metadata is searched too: a region's name finds its congregations even where a page does not show it.
    'data-pagefind-meta': captures(['title', 'description', 'region']),
    ...Object.fromEntries(given.map(([key, value]) => [`data-${key}`, value])),
  }
}
