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
  /** A congregation's region: searched (it is also in the page's text) and a filter. */
  region?: string
}

/** An element whose words are the interface's, repeated on every page of its kind: not indexed. */
export const NOT_INDEXED = { 'data-pagefind-ignore': '' } as const

/**
 * The attributes of the element that holds a page's own content. Pagefind captures each value from
 * an attribute of the same element (`kind[data-kind]`), so one element carries them all.
 */
export function indexedContent(record: SearchRecord): Record<string, string> {
  const filters: Record<string, string | undefined> = { kind: record.kind, region: record.region }
  const meta: Record<string, string | undefined> = { title: record.title, description: record.description?.trim() || undefined }
  const given = (values: Record<string, string | undefined>) => Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined)
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': given(filters)
      .map(([key]) => `${key}[data-${key}]`)
      .join(', '),
    'data-pagefind-meta': given(meta)
      .map(([key]) => `${key}[data-${key}]`)
      .join(', '),
    ...Object.fromEntries([...given(filters), ...given(meta)].map(([key, value]) => [`data-${key}`, value])),
  }
}
