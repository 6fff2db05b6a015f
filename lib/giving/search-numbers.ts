/**
 * The giving guard on the site's search index (docs/giving.md, "The build's guard"; the index: docs/search.md).
 * A search result shows a page's title, its description and an excerpt of its words, all from the page's
 * fragment in `out/pagefind/fragment/`. Pagefind writes each fragment gzip-compressed: after decompressing,
 * the bytes start with the signature `pagefind_dcd` and the rest is JSON, either one page's fragment
 * (`url`, `content`, `meta`, `filters`, `anchors`) or, when a language has more pages than Pagefind's
 * `maxFragments`, a group of them by their hash. Every string of it is read by the rule of numbers.ts.
 * A page's blocks run together in a fragment, so a money word counts in a number's own sentence, and a
 * guarded or declared number the pages show in their marks or placeholders may show here unmarked.
 */
import { gunzipSync } from 'node:zlib'
import { givingNumbersInText, type GuardedFacts, type NumberFinding } from './numbers'
import { jsonTexts } from './link-texts'

/** One page in the search index, as Pagefind writes it. */
export type SearchFragment = {
  url: string
  content: string
  meta?: Record<string, string>
  filters?: Record<string, string[]>
  anchors?: { element?: string; id?: string; text?: string }[]
}

const SIGNATURE = 'pagefind_dcd'

/** The pages of a fragment file of Pagefind's index (one page, or a group of them). */
export function decodeSearchFragment(bytes: Uint8Array): SearchFragment[] {
  const signed = (data: Uint8Array) => Buffer.from(data.subarray(0, SIGNATURE.length)).toString('latin1') === SIGNATURE
  const data = signed(bytes) ? bytes : new Uint8Array(gunzipSync(bytes))
  if (!signed(data)) throw new Error(`not a Pagefind fragment: its data does not start with "${SIGNATURE}"`)
  const json = JSON.parse(Buffer.from(data.subarray(SIGNATURE.length)).toString('utf8')) as unknown
  const isFragment = (value: unknown): value is SearchFragment =>
    !!value && typeof value === 'object' && typeof (value as SearchFragment).url === 'string'
  if (isFragment(json)) return [json]
  if (json && typeof json === 'object') return Object.values(json).filter(isFragment)
  return []
}

/**
 * Every number in a search fragment (its bytes, or a page of it decoded) that says where money goes without
 * being a guarded giving fact. `shown`: the digits of the guarded and declared numbers the pages show in their
 * marks and placeholders (givingNumbersOnPage collects them).
 */
export function givingNumbersInSearchFragment(
  fragment: Uint8Array | SearchFragment,
  facts: GuardedFacts,
  shown: ReadonlySet<string> = new Set(),
): (NumberFinding & { page: string })[] {
  const pages = fragment instanceof Uint8Array ? decodeSearchFragment(fragment) : [fragment]
  return pages.flatMap((page) => {
    const where = { shownOnPages: shown, sentenceOnly: true }
    const findings = [
      ...givingNumbersInText(page.content ?? '', facts, { ...where, place: "the search index's excerpt" }),
      ...jsonTexts(
        { meta: page.meta ?? {}, filters: page.filters ?? {}, anchors: (page.anchors ?? []).map((a) => a.text ?? '') },
        { ...where, place: "the search index's result" },
      ).flatMap((t) => givingNumbersInText(t.text, facts, t.where)),
    ]
    return findings.map((f) => ({ ...f, page: page.url }))
  })
}
