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
 * drawing), worded by the rules below.
 */
import { givingView, type Giving } from '../congregation/giving'
import { catalogues } from '../i18n/messages'
import { defaultLocale, localePath, type Locale } from '../i18n/locales'
import type { CollectionName } from './files'
import { isPending, isStandInImage, markPending, placeholderWhat } from './pending'
import { fieldPath, parseFieldPath } from './problems'
import { blockShows, heroSlideShows, isNamed, isRealItem, realItems, testimonialShows, volunteersShow } from './public-view'
import { isPlaceholder, type MicrositeSection } from './schemas'
import { shownSections } from './congregation-layout'
import type { SourceEntry } from './source-entry'
import { todosIn } from './todo'
import { isImageRef, valueAt, type FieldPath } from './walk'

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

type Data = Record<string, unknown>

/* ------------------------------------------------------------------ the page */

/** The page a content file's facts show on: a congregation's or page's path, `/` for home, "every page's footer" for the site. */
export function pageOf(collection: CollectionName, data: Data | undefined, eventsPage?: string): string {
  const slug = typeof data?.slug === 'string' ? data.slug : undefined
  switch (collection) {
    case 'site':
      return "every page's footer"
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

/** The frontmatter as it would be once the facts at `paths` are supplied: a placeholder gets a value, a stand-in photo a real file, a `pending` note goes. */
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
    if (isImageRef(value) || typeof record.url === 'string' || typeof record.file === 'string') return record.pending ? 0 : 1
    return Object.entries(record).reduce((n, [k, v]) => n + (NOT_FACTS.has(k) ? 0 : factsIn(v)), 0)
  }
  return 1
}

/** "until leaders[0].name is supplied"; a note is answered, a photo sent. */
function until(fields: readonly string[]): string {
  if (fields.length === 1) {
    const [field] = fields as [string]
    if (field.endsWith('.pending') || field === 'pending') return `until ${field} is answered`
    if (field.endsWith('.src')) return `until a real photo is sent for ${field}`
    return `until ${field} is supplied`
  }
  return `until ${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]} are supplied`
}

/* ------------------------------------------------------------------ lists whose items the public site leaves out */

const str = (value: unknown) => (typeof value === 'string' ? value : undefined)
const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : '')

/** A person with their role where it is known: `leader 2 (Senior Pastor)`. */
const person = (kind: string, item: Data, i: number) => {
  const role = str(item.role) && !isPlaceholder(item.role) ? ` (${str(item.role)})` : ''
  return `${kind} ${i + 1}${role}`
}

type Part = {
  collections: readonly CollectionName[]
  /** The list's path, `*` for an index of an outer list: ['blocks', '*', 'list']. */
  list: readonly string[]
  /** public-view.ts's rule for an item that stays (asked of the frontmatter with its placeholders marked). */
  keep: (item: never) => boolean
  /** The item in words, from the frontmatter as written. */
  item: (item: Data, i: number, data: Data, at: FieldPath) => string
  /** The part of the page that goes with the last of its items, and whether it is hidden in `data` (default: no item stays). */
  whole?: { words: (data: Data, at: FieldPath) => string; hidden?: (data: Data) => boolean; section?: MicrositeSection }
}

const block = (data: Data, at: FieldPath) => `the block ${quoted(valueAt(data, [...at.slice(0, 2), 'heading']))}`

const volunteersHidden = (data: Data) => {
  const v = valueAt(data, ['program', 'volunteers']) as { items?: { name: unknown }[]; photos?: unknown[] } | undefined
  return !volunteersShow({ items: (v?.items ?? []).filter(isNamed), photos: realItems(v?.photos) ?? [] })
}

const PARTS: Part[] = [
  {
    collections: ['congregations'],
    list: ['heroSlides'],
    keep: heroSlideShows,
    item: (s) => `the hero slide ${quoted(s.title)}`,
    whole: { words: () => 'the hero banner (the page opens with its plain title banner instead)', section: 'hero' },
  },
  {
    collections: ['congregations'],
    list: ['leaders'],
    keep: isNamed,
    item: (l, i) => person('leader', l, i),
    whole: { words: () => 'the leaders section (with its link in the top bar)', section: 'leaders' },
  },
  {
    collections: ['congregations'],
    list: ['about', 'gallery'],
    keep: isRealItem,
    item: (_, i) => `photo ${i + 1} of the About section's gallery`,
    whole: { words: () => "the About section's photo gallery" },
  },
  { collections: ['pages'], list: ['blocks'], keep: blockShows, item: (b) => `the block ${quoted(b.heading)}` },
  {
    collections: ['pages'],
    list: ['blocks', '*', 'list'],
    keep: isRealItem,
    item: (_, i, data, at) => `point ${i + 1} of ${block(data, at)}`,
    whole: { words: (data, at) => `the list of ${block(data, at)}` },
  },
  { collections: ['pages'], list: ['leaders'], keep: isNamed, item: (l, i) => `the card of ${person('leader', l, i)}`, whole: { words: () => 'the list of leaders' } },
  {
    collections: ['pages'],
    list: ['leaders', '*', 'socials'],
    keep: isRealItem,
    item: (s, _, data, at) => `the ${str(s.network) ?? 'social'} link of ${person('leader', valueAt(data, at.slice(0, 2)) as Data, Number(at[1]))}`,
  },
  { collections: ['pages'], list: ['downloads'], keep: isRealItem, item: (d) => `the download ${quoted(d.label)}`, whole: { words: () => 'the list of downloads' } },
  { collections: ['pages'], list: ['gallery'], keep: isRealItem, item: (_, i) => `photo ${i + 1} of the gallery`, whole: { words: () => 'the photo gallery (with its heading)' } },
  {
    collections: ['pages'],
    list: ['program', 'volunteers', 'items'],
    keep: isNamed,
    item: (_, i) => `volunteer ${i + 1}`,
    whole: { words: () => "the volunteers section (with its link in the page's menu)", hidden: volunteersHidden },
  },
  {
    collections: ['pages'],
    list: ['program', 'volunteers', 'photos'],
    keep: isRealItem,
    item: (_, i) => `volunteer photo ${i + 1}`,
    whole: { words: () => "the volunteers section (with its link in the page's menu)", hidden: volunteersHidden },
  },
  {
    collections: ['pages'],
    list: ['program', 'testimonials', 'items'],
    keep: testimonialShows,
    item: (t, i) => `testimonial ${i + 1}${str(t.name) && !isPlaceholder(t.name) ? ` (${str(t.name)})` : ''}`,
    whole: { words: () => "the testimonials section (with its link in the page's menu)" },
  },
  { collections: ['site'], list: ['socials'], keep: isRealItem, item: (s) => `the ${str(s.network) ?? 'social'} link (on the home page too)` },
]

/** The parts whose items hold the field, outermost first, with the path of the item. */
function partsAt(collection: CollectionName, path: FieldPath): { part: Part; at: FieldPath }[] {
  return PARTS.filter((p) => p.collections.includes(collection))
    .flatMap((part) => {
      const n = part.list.length
      const matches = path.length > n && typeof path[n] === 'number' && part.list.every((k, i) => (k === '*' ? typeof path[i] === 'number' : path[i] === k))
      return matches ? [{ part, at: path.slice(0, n + 1) }] : []
    })
    .sort((a, b) => a.at.length - b.at.length)
}

/** The fields still missing inside a value, as paths. */
const missingIn = (value: unknown, at: FieldPath): FieldPath[] => todosIn('', value).map((t) => [...at, ...(t.field ? parseFieldPath(t.field)! : [])])

/* ------------------------------------------------------------------ facts that stay in their place */

type FactContext = { data: Data; now: Data; path: FieldPath; field: string }
type FactRule = { collections: readonly CollectionName[]; field: RegExp; words: (c: FactContext) => string | { page: string; words: string } }

const at = (c: FactContext, depth: number) => (valueAt(c.data, c.path.slice(0, depth)) ?? {}) as Data
const index = (c: FactContext, depth: number) => Number(c.path[depth - 1])
const GIVING_WORDS = catalogues.en.giving

const FACTS: FactRule[] = [
  { collections: ['congregations'], field: /^phone$/, words: () => 'the Call and WhatsApp buttons are not shown' },
  { collections: ['congregations'], field: /^location\.place$/, words: () => 'the meeting place is not shown, on the page or in the list of churches' },
  { collections: ['congregations'], field: /^location\.landmark$/, words: () => 'the landmark near the meeting place is not shown' },
  { collections: ['congregations'], field: /^founded$/, words: () => 'the year it was founded is not shown' },
  { collections: ['congregations'], field: /^description$/, words: () => 'search results and shared links show its main service without a description' },
  {
    collections: ['congregations'],
    field: /^giving\.(paybill|account|pastorNumber)$/,
    words: (c) => {
      const key = c.path[1] as 'paybill' | 'account' | 'pastorNumber'
      const view = givingView(c.now.giving as Giving | undefined)
      if (!view?.lines.some((l) => l.field === key)) return `nothing: the giving block shows the ${GIVING_WORDS.inSentence[view?.lines[0]?.field ?? 'paybill']} instead`
      return `the giving block says "${GIVING_WORDS.notListed.toLowerCase()}" instead of the ${GIVING_WORDS.inSentence[key]}`
    },
  },
  { collections: ['congregations'], field: /^about\.aboutUs$/, words: () => 'the "About Us" paragraph is not shown' },
  { collections: ['congregations'], field: /^about\.members$/, words: () => 'the number of members is not shown' },
  { collections: ['congregations'], field: /^heroSlides\[\d+\]\.body$/, words: (c) => `the hero slide ${quoted(at(c, 2).title)} shows its title and times without its text` },
  { collections: ['congregations'], field: /^weeklyPrograms\[\d+\]\.image\.src$/, words: (c) => `the weekly card ${quoted(at(c, 2).title)} shows a drawing instead of a photo` },
  { collections: ['congregations'], field: /^weeklyPrograms\[\d+\]\.text$/, words: (c) => `the text of the weekly card ${quoted(at(c, 2).title)} is not shown` },
  { collections: ['congregations'], field: /^services\[\d+\]\.starts$/, words: (c) => `the start time of ${quoted(at(c, 2).title)} is not shown` },
  { collections: ['congregations', 'pages'], field: /^leaders\[\d+\]\.bio$/, words: (c) => `the introduction of ${person('leader', at(c, 2), index(c, 2))} is not shown` },
  { collections: ['congregations', 'pages'], field: /^leaders\[\d+\]\.role$/, words: (c) => `the role of leader ${index(c, 2) + 1} is not shown` },
  {
    collections: ['congregations', 'pages'],
    field: /^leaders\[\d+\]\.photo\.src$/,
    words: (c) => `the photo of ${person('leader', at(c, 2), index(c, 2))} is not shown (initials stand in)`,
  },
  { collections: ['pages'], field: /^description$/, words: () => "search results and shared links show the site's description instead of the page's own" },
  { collections: ['pages'], field: /^intro$/, words: () => 'the introduction under the heading is not shown' },
  { collections: ['pages'], field: /^blocks\[\d+\]\.text$/, words: (c) => `the text of the block ${quoted(at(c, 2).heading)} is not shown (its list is)` },
  { collections: ['pages'], field: /^supportCards\[\d+\]\.cover\.src$/, words: (c) => `the support card ${quoted(at(c, 2).title)} shows its words without a photo` },
  { collections: ['pages'], field: /^program\.about\.pending$/, words: () => 'the rest of the description behind "Learn More" is not shown' },
  { collections: ['pages'], field: /^program\.video\.pending$/, words: () => 'the "Watch Video" button is not shown' },
  {
    collections: ['pages'],
    field: /^program\.video\.poster\.src$/,
    words: (c) =>
      isPending(valueAt(c.now, ['program', 'video', 'pending']))
        ? 'nothing yet: the "Watch Video" button shows only once program.video.pending is answered too'
        : 'the video shows a generated still before it plays',
  },
  { collections: ['pages'], field: /^program\.volunteers\.items\[\d+\]\.text$/, words: (c) => `the sentence about volunteer ${index(c, 4) + 1} is not shown` },
  {
    collections: ['pages'],
    field: /^program\.volunteers\.items\[\d+\]\.image\.src$/,
    words: (c) => `the photo of volunteer ${index(c, 4) + 1} is not shown (initials stand in)`,
  },
  {
    collections: ['pages'],
    field: /^program\.testimonials\.items\[\d+\]\.avatar\.src$/,
    words: (c) => `the photo of the author of testimonial ${index(c, 4) + 1} is not shown (initials stand in)`,
  },
  { collections: ['home'], field: /^video\.pending$/, words: () => "the background video is not shown (the welcome shows on the brand's colour alone)" },
  {
    collections: ['home'],
    field: /^video\.poster\.src$/,
    words: (c) =>
      isPending(valueAt(c.now, ['video', 'pending']))
        ? 'nothing yet: the background video and its still show only once video.pending is answered too'
        : 'the background video is not shown until its still is supplied too',
  },
  { collections: ['events'], field: /^summary$/, words: (c) => `the summary of the event ${quoted(c.data.title)} is not shown` },
  { collections: ['site'], field: /^registeredName$/, words: () => ({ page: 'every page', words: 'search engines get the short name instead of the registered name' }) },
  { collections: ['site'], field: /^url$/, words: () => ({ page: 'every page', words: "shared links and search engines get the host's address instead of the site's own" }) },
  { collections: ['site'], field: /^email$/, words: () => 'the e-mail address is not shown' },
]

/** Words for a fact without a rule of its own: the placeholder's words, or the photo's. */
function anyFact(c: FactContext): string {
  const value = valueAt(c.data, c.path)
  if (isPlaceholder(value)) return `${placeholderWhat(value)}: not shown`
  const image = valueAt(c.data, c.path.slice(0, -1))
  if (isImageRef(image)) return `the photo "${image.alt}" is a generated placeholder`
  return `${c.field} is not shown`
}

function factWords(collection: CollectionName, c: FactContext): { page?: string; words: string } {
  const rule = FACTS.find((r) => r.collections.includes(collection) && r.field.test(c.field))
  const words = rule ? rule.words(c) : anyFact(c)
  return typeof words === 'string' ? { words } : words
}

/* ------------------------------------------------------------------ the sentence */

/** What the public site leaves out until the fact at `query.field` of this entry's frontmatter (as written) is supplied. */
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
    if (part.whole?.section && !shown.has(part.whole.section)) return { words: `nothing: the page's "sections" leave out the ${part.whole.section} section`, weight: 1 }
    // The item's other missing facts, and those it waits on besides this one.
    const others = missingIn(valueAt(raw, item), item).filter((p) => fieldPath(p) !== field)
    const keeps = (paths: readonly FieldPath[]) => keep(valueAt(ifSupplied(paths), item))
    const needs = others.filter((o) => !keeps([path, ...others.filter((p) => p !== o)]))
    const shows = keep(valueAt(then, item))
    if (!shows && !(keeps([path, ...others]) && !keeps(others))) {
      // A fact inside an item that stays hidden while something else is missing.
      const inner = effect(k + 1)
      // Named the second time without its role: "leader 1", not "leader 1 (Senior Pastor)".
      const waits = needs.length ? `; ${words.replace(/ \([^)]*\)$/, '')} shows only once ${needs.map(fieldPath).join(' and ')} ${needs.length > 1 ? 'are' : 'is'} supplied` : ''
      return { ...inner, words: `${inner.words}${waits}`, weight: 1 }
    }
    const all = shows ? [field] : [field, ...needs.map(fieldPath)]
    const appears = factsIn(valueAt(shows ? then : ifSupplied([path, ...needs]), item))
    const list = (valueAt(now, item.slice(0, -1)) ?? []) as unknown[]
    const wholeHidden = part.whole && (part.whole.hidden ? part.whole.hidden(now) : !list.some((x, j) => j !== i && keep(x)))
    if (part.whole && wholeHidden) return { words: `${part.whole.words(raw, item)} is hidden ${until(all)}`, weight: appears + 1 }
    return { words: `${words} is left out ${until(all)}`, weight: appears }
  }

  const { page: where = page, words, weight } = effect(0)
  return { page: where, sentence: `${where}: ${words}`, weight: Math.max(1, weight) }
}

/** The unlocks of every content file's missing facts: finds each file's page (the events page's path, a translation's language). */
export function unlocksIn(entries: readonly SourceEntry[]): (file: string, field: string) => Unlock {
  const events = entries.find((e) => e.collection === 'pages' && e.locale === defaultLocale && e.raw?.layout === 'events')
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
