/**
 * What each answer unlocks: for a missing fact (a "TODO: ..." value or a generated stand-in image, as
 * content:todo lists them), what the public site leaves out until it is supplied, in one sentence that
 * names the page, e.g. `/raila/: the leaders section (with its link in the top bar) is hidden until
 * leaders[0].name is supplied`. content:todo prints it under each fact; the office's sheet shows it and
 * lists first the answers that unlock the most (`weight`).
 *
 * The decisions are public-view.ts's own predicates, asked twice: of the frontmatter as it is, and as
 * it would be once the fact is supplied. What goes from hidden to shown is what the answer unlocks: a
 * whole section (when nothing else in it is real), an item of a list (a leader, a slide, a block, a
 * photo of a gallery, a link), or only the fact in its place (a phone number, a photo instead of a
 * drawing), worded by the rules in unlocks/ (parts.ts for lists, facts.ts for facts in their place).
 */
import { defaultLocale, localePath, type Locale } from '../../lib/i18n/locales'
import type { CollectionName } from '../../lib/content/files'
import { isPending, isStandInImage, markPending } from '../../lib/content/pending'
import { fieldPath, parseFieldPath } from '../../lib/content/problems'
import { isPlaceholder } from '../../lib/content/schemas'
import { shownSections } from '../../lib/content/congregation-layout'
import type { SourceEntry } from '../../lib/content/source-entry'
import { isImageRef, valueAt, type FieldPath } from '../../lib/content/walk'
import { factWords } from './unlocks/facts'
import { missingIn, partsAt } from './unlocks/parts'
import { until, type Data } from './unlocks/words'

export type Unlock = {
  /** Where it shows: "/raila/", "/" (home), "every page's footer". */
  page: string
  /** One sentence naming the page: "/raila/: the meeting place is not shown, ...". */
  sentence: string
  /**
   * How many facts (a text, a number, a link, a document or a photo each) appear on the public site
   * once it is supplied; a section that appears counts one more, for its heading and link. At least 1.
   */
  weight: number
}

export type UnlockQuery = {
  collection: CollectionName
  /** The field path as content:todo prints it: `leaders[0].name`, `giving.account`, `blocks[2].list[0]`. */
  field: string
  /** The page it is on, where the entry alone does not say (the events page's path, a translation's path). */
  page?: string
}

/* ------------------------------------------------------------------ the page */

/**
 * The page a content file's facts show on: a congregation's or page's path (a giving file's congregation's), `/` for
 * home, "every page's footer" for the site.
 */
export function pageOf(collection: CollectionName, data: Data | undefined, eventsPage?: string): string {
  const slug =
    typeof data?.slug === 'string' ? data.slug : typeof data?.congregation === 'string' ? data.congregation : undefined
  switch (collection) {
    case 'site':
      return "every page's footer"
    case 'ministryGiving':
      return 'the support page'
    case 'giving':
      return slug ? `/${slug}/` : "the congregation's page"
    case 'menu':
      return "every page's menu"
    case 'home':
      return '/'
    case 'events':
      return eventsPage ?? 'the events page'
    case 'pages':
    case 'congregations':
      return slug ? `/${slug}/` : `the ${collection === 'pages' ? 'page' : 'congregation'}'s page`
  }
}

/* ------------------------------------------------------------------ supplying a fact */

const SUPPLIED_TEXT = 'supplied'

/**
 * The frontmatter as it would be once the facts at `paths` are supplied: a placeholder gets a value, a stand-in photo a
 * real file, a `pending` note goes.
 */
function supplied(data: Data, paths: readonly FieldPath[]): Data {
  const copy = structuredClone(data)
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1)) as Record<PropertyKey, unknown> | undefined
    const key = path[path.length - 1]!
    if (!parent || typeof parent !== 'object') continue
    const value = parent[key]
    if (key === 'pending' && !Array.isArray(parent)) delete parent[key]
    else if (key === 'src' && typeof value === 'string' && isStandInImage(value)) parent[key] = 'supplied.jpg'
    else if (isPlaceholder(value)) parent[key] = SUPPLIED_TEXT
  }
  return copy
}

/** Fields that are not facts a visitor reads: how something shows, or notes for editors. */
const NOT_FACTS = new Set(['alt', 'illustration', 'ordered', 'id', 'pending', 'sections', 'menuOrder', 'slug'])

/** How many facts a value shows: texts and numbers, with a link, a document or a photo one each; pending ones none. */
export function factsIn(value: unknown): number {
  if (value === undefined || value === null || isPending(value)) return 0
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + factsIn(v), 0)
  if (typeof value === 'object') {
    const record = value as Data
    if (isImageRef(value) || typeof record.url === 'string' || typeof record.file === 'string')
      return record.pending ? 0 : 1
    return Object.entries(record).reduce((n, [k, v]) => n + (NOT_FACTS.has(k) ? 0 : factsIn(v)), 0)
  }
  return 1
}

/* ------------------------------------------------------------------ the sentence */

/**
 * What the public site leaves out until the fact at `query.field` of this entry's frontmatter (as written) is supplied.
 */
export function unlocks(query: UnlockQuery, data: Data | undefined): Unlock {
  const raw = data ?? {}
  const { collection, field } = query
  const path = parseFieldPath(field) ?? [field]
  const page = query.page ?? pageOf(collection, raw)
  const now = markPending(raw)
  const ifSupplied = (paths: readonly FieldPath[]) => markPending(supplied(raw, paths))
  const then = ifSupplied([path])
  const shown = new Set(collection === 'congregations' ? shownSections(raw) : [])
  const parts = partsAt(collection, path)

  /** The effect from the `k`th part inwards, the parts outside it being shown. */
  const effect = (k: number): { page?: string; words: string; weight: number } => {
    const found = parts[k]
    if (!found) return { ...factWords(collection, { data: raw, now, path, field }), weight: 1 }
    const { part, at: item } = found
    const keep = part.keep as (item: unknown) => boolean
    if (keep(valueAt(now, item))) return effect(k + 1)
    const i = Number(item[item.length - 1])
    const words = part.item((valueAt(raw, item) ?? {}) as Data, i, raw, item)
    if (part.whole?.section && !shown.has(part.whole.section))
      return { words: `nothing: the page's "sections" leave out the ${part.whole.section} section`, weight: 1 }
    // The item's other missing facts, and those it waits on besides this one.
    const others = missingIn(valueAt(raw, item), item).filter((p) => fieldPath(p) !== field)
    const keeps = (paths: readonly FieldPath[]) => keep(valueAt(ifSupplied(paths), item))
    const needs = others.filter((o) => !keeps([path, ...others.filter((p) => p !== o)]))
    const shows = keep(valueAt(then, item))
    if (!shows && !(keeps([path, ...others]) && !keeps(others))) {
      // A fact inside an item that stays hidden while something else is missing.
      const inner = effect(k + 1)
      // Named the second time without its role: "leader 1", not "leader 1 (Senior Pastor)".
      const waits = needs.length
        ? `; ${words.replace(/ \([^)]*\)$/, '')} shows only once ${needs.map(fieldPath).join(' and ')} ${needs.length > 1 ? 'are' : 'is'} supplied`
        : ''
      return { ...inner, words: `${inner.words}${waits}`, weight: 1 }
    }
    const all = shows ? [field] : [field, ...needs.map(fieldPath)]
    const appears = factsIn(valueAt(shows ? then : ifSupplied([path, ...needs]), item))
    const list = (valueAt(now, item.slice(0, -1)) ?? []) as unknown[]
    const wholeHidden =
      part.whole && (part.whole.hidden ? part.whole.hidden(now) : !list.some((x, j) => j !== i && keep(x)))
    if (part.whole && wholeHidden)
      return { words: `${part.whole.words(raw, item)} is hidden ${until(all)}`, weight: appears + 1 }
    return { words: `${words} is left out ${until(all)}`, weight: appears }
  }

  const { page: where = page, words, weight } = effect(0)
  return { page: where, sentence: `${where}: ${words}`, weight: Math.max(1, weight) }
}

/**
 * The unlocks of every content file's missing facts: finds each file's page (the events page's path, a translation's
 * language).
 */
export function unlocksIn(entries: readonly SourceEntry[]): (file: string, field: string) => Unlock {
  const events = entries.find(
    (e) => e.collection === 'pages' && e.locale === defaultLocale && e.raw?.layout === 'events',
  )
  const eventsPage = typeof events?.raw?.slug === 'string' ? `/${events.raw.slug}/` : undefined
  const byFile = new Map(entries.map((e) => [e.file, e]))
  const bySource = new Map(entries.map((e) => [e.source, e]))
  return (file, field) => {
    const entry = byFile.get(file)
    if (!entry) return { page: file, sentence: `${file}: ${field} is not shown`, weight: 1 }
    const original = entry.locale === defaultLocale ? entry : (bySource.get(entry.original) ?? entry)
    const page = pageOf(entry.collection, original.raw, eventsPage)
    return unlocks({ collection: entry.collection, field, page: translated(entry.locale, page) }, entry.raw)
  }
}

/** A translation's page: `/raila/` -> `/sw/raila/`. */
function translated(locale: Locale, page: string): string {
  return locale === defaultLocale || !page.startsWith('/') ? page : localePath(locale, page)
}
