/**
 * The mark of a page that ships no script at all (a congregation's poster, docs/islands.md, "Pages without any
 * script"): on its `<main>`. The islands step removes Next.js's runtime from every page; on a page with this mark the
 * offline step adds no registration script either, and stops the build if any `<script>` is left in it (an island, a
 * JSON-LD block).
 */
export const SCRIPT_FREE_ATTRIBUTE = 'data-script-free'

/** The attribute as props of the page's `<main>`. */
export const SCRIPT_FREE = { [SCRIPT_FREE_ATTRIBUTE]: '' } as const

/** Whether a page's HTML carries the mark on its `<main>`. */
export function isScriptFree(html: string): boolean {
  return new RegExp(`<main\\b[^>]*\\s${SCRIPT_FREE_ATTRIBUTE}(=|\\s|>)`).test(html)
}
