/**
 * What the church office is asked, from the content's placeholders: the facts to write into the sheet
 * (one per "TODO: ..." value), the files to send (photos standing in as generated placeholders, PDFs
 * and videos marked `pending`), and the Kiswahili translations awaiting a reviewer. Grouped by page.
 * Each fact and file says what it unlocks on the public site (scripts/editors/unlocks.ts), and the answers
 * that unlock the most come first: pages in order of their weightiest answer (then of all their answers
 * together), each page's rows in order of weight; ties keep the site's order (the whole site, the home
 * page, pages, events, then congregations by region in menu order). Translations keep the site's order.
 */
import path from 'node:path'
import { parseFieldPath } from '../../../lib/content/problems'
import { collections, isPlaceholder } from '../../../lib/content/schemas'
import type { SourceEntry } from '../../../lib/content/source-entry'
import { todosIn } from '../placeholders'
import { REVIEW_FIELD } from '../../../lib/content/translation'
import { translationStatus } from '../translation-status'
import { unlocksIn, type Unlock } from '../unlocks'
import { valueAt } from '../../../lib/content/walk'
import { givingFileSlug } from '../../../lib/content/pipeline/giving'
import { defaultLocale, localePath } from '../../../lib/i18n/locales'
import { fieldAt, schemaFields, type Field, type Value } from '../schema-fields'

/** Where a question belongs: the page it is on, for grouping and for the office to look at. */
export type PageOf = { area: string; page: string; address: string }

/** What an answer unlocks on the public site, and how much (for the order of the rows). */
export type Unlocks = {
  /** One sentence naming the page, e.g. "/raila/: the meeting place is not shown, ...". */
  unlocks: string
  weight: Unlock['weight']
}

export type FactQuestion = PageOf &
  Unlocks & {
    file: string
    field: string
    /** What is missing, in the placeholder's words. */
    question: string
    /** How an answer is written, e.g. "0712 345 678" or "6 digits". */
    form: string
    placeholder: string
  }

export type FileRequest = PageOf &
  Unlocks & {
    file: string
    field: string
    /** What to send. */
    what: string
    /** The name the file should have (where the site keeps it). */
    name: string
    placeholder: string
  }

export type ReviewRequest = PageOf & {
  file: string
  field: string
  /** The Kiswahili page's address. */
  translated: string
  placeholder: string
}

export type OfficeQuestions = { facts: FactQuestion[]; files: FileRequest[]; reviews: ReviewRequest[] }

const fieldsOf = new Map(Object.entries(collections).map(([name, c]) => [name, schemaFields(c.schema)]))

/** The field a path names in a collection's schema. */
export function schemaFieldAt(collection: string, path: ReadonlyArray<PropertyKey>): Field | undefined {
  return fieldAt(fieldsOf.get(collection) ?? [], path)
}

/** How an answer to a field is written, in the office's words. */
export function answerForm(value: Value | undefined): string {
  if (!value) return 'text'
  if (value.form) return value.form
  if (value.kind === 'text' && value.format === 'uri') return 'a full address starting with https://'
  if (value.kind === 'text' && value.format === 'email') return 'an e-mail address'
  if (value.kind === 'number') return value.whole ? 'a whole number' : 'a number'
  return 'text'
}

const AREAS = { site: 'Whole site', home: 'Home page', pages: 'Pages', events: 'Events' } as const

const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The page each content file is shown on, and the order of the groups. */
function pagesOf(entries: readonly SourceEntry[]): {
  of: (e: SourceEntry) => PageOf
  rank: (e: SourceEntry) => (string | number)[]
} {
  const regions =
    (entries.find((e) => e.collection === 'menu')?.raw?.regions as unknown[] | undefined)?.map(String) ?? []
  const eventsPage = entries.find((e) => e.collection === 'pages' && e.raw?.layout === 'events')
  const eventsAddress = eventsPage ? `/${str(eventsPage.raw?.slug)}/` : 'the events page'
  // A giving file is shown on its congregation's page, and grouped with it.
  const congregationOf = (e: SourceEntry) =>
    entries.find(
      (c) => c.collection === 'congregations' && c.locale === e.locale && c.raw?.slug === givingFileSlug(e.file),
    ) ?? e
  const of = (e: SourceEntry): PageOf => {
    const raw = e.raw ?? {}
    switch (e.collection) {
      case 'ministryGiving':
        return { area: AREAS.site, page: 'Giving to the ministry (footer, support page)', address: 'every page' }
      case 'giving':
        return congregationOf(e) === e
          ? { area: 'Congregations', page: e.file, address: `/${givingFileSlug(e.file)}/` }
          : of(congregationOf(e))
      case 'site':
        return { area: AREAS.site, page: 'Every page (header, footer, sharing)', address: 'every page' }
      case 'menu':
        return { area: AREAS.site, page: 'Main menu', address: 'every page' }
      case 'home':
        return { area: AREAS.home, page: 'Home page', address: '/' }
      case 'pages':
        return { area: AREAS.pages, page: str(raw.title) ?? e.file, address: `/${str(raw.slug)}/` }
      case 'events':
        return { area: AREAS.events, page: str(raw.title) ?? e.file, address: eventsAddress }
      case 'congregations':
        return {
          area: `Congregations in ${str(raw.region)}`,
          page: str(raw.name) ?? e.file,
          address: `/${str(raw.slug)}/`,
        }
    }
  }
  const rank = (e: SourceEntry): (string | number)[] => {
    if (e.collection === 'giving' && congregationOf(e) !== e) return rank(congregationOf(e))
    const raw = e.raw ?? {}
    const area = ['site', 'ministryGiving', 'menu', 'home', 'pages', 'events'].indexOf(e.collection)
    if (area >= 0) return [area, 0, str(raw.month) ?? '', Number(raw.order ?? 0), of(e).page.toLowerCase()]
    const region = regions.indexOf(str(raw.region) ?? '')
    return [6, region < 0 ? regions.length : region, '', Number(raw.menuOrder ?? 0), of(e).page.toLowerCase()]
  }
  return { of, rank }
}

function compare(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!
    const y = b[i]!
    if (x !== y) return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
  }
  return 0
}

/** "What is missing" with a capital letter. */
const capitalized = (what: string) => what.charAt(0).toUpperCase() + what.slice(1)

/** A name for a file from its field: `leaders[0].photo.src` -> "leaders-1-photo". */
function fileStem(field: string): string {
  return field
    .replace(/\.src$/, '')
    .replace(/\[(\d+)\]/g, (_, i: string) => `-${Number(i) + 1}`)
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/\./g, '-')
    .toLowerCase()
}

/** The folder inside content/media for a file's photos: `congregations/raila`, `pages/gala`, `home`. */
function mediaFolder(e: SourceEntry): string {
  const slug = str(e.raw?.slug)
  if (e.collection === 'events') return `events/${path.posix.basename(e.source).replace(/\.\w+\.mdx$/, '')}`
  return slug ? `${e.collection}/${slug}` : e.collection
}

/**
 * Rows grouped by page, the answers that unlock the most first: pages by their weightiest row, then by
 * the weight of all their rows; rows within a page by weight. Ties keep the order they come in.
 */
export function byUnlocks<T extends PageOf & Unlocks>(rows: readonly T[]): T[] {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const key = `${row.area}\u0000${row.page}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const weigh = (group: T[]) => ({
    max: Math.max(...group.map((r) => r.weight)),
    total: group.reduce((n, r) => n + r.weight, 0),
  })
  return [...groups.values()]
    .map((group, i) => ({ group, i, ...weigh(group) }))
    .sort((a, b) => b.max - a.max || b.total - a.total || a.i - b.i)
    .flatMap(({ group }) =>
      group
        .map((row, i) => ({ row, i }))
        .sort((a, b) => b.row.weight - a.row.weight || a.i - b.i)
        .map(({ row }) => row),
    )
}

/** Every question for the office, grouped by page, the answers that unlock the most first (see above). */
export function officeQuestions(entries: readonly SourceEntry[]): OfficeQuestions {
  const originals = entries.filter((e) => e.locale === defaultLocale)
  const { of, rank } = pagesOf(entries)
  const unlocksOf = unlocksIn(entries)
  const sorted = [...originals].sort((a, b) => compare(rank(a), rank(b)) || a.file.localeCompare(b.file))
  const facts: FactQuestion[] = []
  const files: FileRequest[] = []
  for (const e of sorted) {
    const page = of(e)
    for (const todo of todosIn(e.file, e.raw)) {
      const { sentence, weight } = unlocksOf(e.file, todo.field)
      const unlocks: Unlocks = { unlocks: sentence, weight }
      const at = parseFieldPath(todo.field)!
      const value = valueAt(e.raw, at)
      if (!isPlaceholder(value)) {
        // A generated stand-in image: the office sends a photo.
        const name = `${mediaFolder(e)}/${fileStem(todo.field)}.jpg`
        files.push({
          ...page,
          ...unlocks,
          file: e.file,
          field: todo.field,
          what: capitalized(todo.what),
          name: `content/media/${name}`,
          placeholder: String(value),
        })
        continue
      }
      const field = schemaFieldAt(e.collection, at)
      const into = field?.answerInto
      if (at[at.length - 1] === 'pending' && !into) {
        // A note about a file (a PDF, a video) or a longer text the office sends rather than types.
        const parent = valueAt(e.raw, at.slice(0, -1)) as Record<string, unknown> | undefined
        const named = str(parent?.file) ?? str(parent?.src)
        const name = named
          ? str(parent?.file)
            ? `content/documents/${named}`
            : `public${named}`
          : 'a document or an e-mail with the text'
        files.push({
          ...page,
          ...unlocks,
          file: e.file,
          field: todo.field,
          what: capitalized(todo.what),
          name,
          placeholder: value,
        })
        continue
      }
      const target = into ? schemaFieldAt(e.collection, [...at.slice(0, -1), into]) : field
      const item = target?.value.kind === 'list' ? target.value.item : undefined
      // A list's only item may be answered with the whole list, one point per line (apply-answers.ts).
      const only = item && (valueAt(e.raw, at.slice(0, -1)) as unknown[]).length === 1
      const form = item
        ? only
          ? 'the points of the list, one per line'
          : 'this point only, on one line'
        : answerForm(target?.value)
      facts.push({
        ...page,
        ...unlocks,
        file: e.file,
        field: todo.field,
        question: capitalized(todo.what),
        form,
        placeholder: value,
      })
    }
  }
  const byFile = new Map(entries.map((e) => [e.file, e]))
  const reviews = translationStatus(entries)
    .drafts.map((d) => ({ draft: d, entry: byFile.get(d.file)! }))
    .map(({ draft, entry }) => ({ draft, entry, original: originals.find((o) => o.source === entry.original)! }))
    .sort((a, b) => compare(rank(a.original), rank(b.original)))
    .map(({ draft, entry, original }): ReviewRequest => {
      const page = of(original)
      const translated = page.address.startsWith('/') ? localePath(draft.locale, page.address) : page.address
      return {
        ...page,
        file: entry.file,
        field: REVIEW_FIELD,
        translated,
        placeholder: String(entry.raw?.[REVIEW_FIELD] ?? ''),
      }
    })
  return { facts: byUnlocks(facts), files: byUnlocks(files), reviews }
}
