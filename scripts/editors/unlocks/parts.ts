/**
 * Lists whose items the public site leaves out (public-view.ts's own rules for an item that stays),
 * each with its items and the part of the page that goes with the last of them, in words.
 */
import type { CollectionName } from '../../../lib/content/files'
import {
  blockShows,
  heroSlideShows,
  isNamed,
  isRealItem,
  realItems,
  testimonialShows,
  volunteersShow,
} from '../../../lib/content/pipeline/public-view'
import { parseFieldPath } from '../../../lib/content/problems'
import { isPlaceholder, type MicrositeSection } from '../../../lib/content/schemas'
import { valueAt, type FieldPath } from '../../../lib/content/walk'
import { todosIn } from '../placeholders'
import { person, quoted, str, type Data } from './words'

export type Part = {
  collections: readonly CollectionName[]
  /** The list's path, `*` for an index of an outer list: ['blocks', '*', 'list']. */
  list: readonly string[]
  /** public-view.ts's rule for an item that stays (asked of the frontmatter with its placeholders marked). */
  keep: (item: never) => boolean
  /** The item in words, from the frontmatter as written. */
  item: (item: Data, i: number, data: Data, at: FieldPath) => string
  /**
   * The part of the page that goes with the last of its items, and whether it is hidden in `data` (default: no item
   * stays).
   */
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
  {
    collections: ['pages'],
    list: ['leaders'],
    keep: isNamed,
    item: (l, i) => `the card of ${person('leader', l, i)}`,
    whole: { words: () => 'the list of leaders' },
  },
  {
    collections: ['pages'],
    list: ['leaders', '*', 'socials'],
    keep: isRealItem,
    item: (s, _, data, at) =>
      `the ${str(s.network) ?? 'social'} link of ${person('leader', valueAt(data, at.slice(0, 2)) as Data, Number(at[1]))}`,
  },
  {
    collections: ['pages'],
    list: ['downloads'],
    keep: isRealItem,
    item: (d) => `the download ${quoted(d.label)}`,
    whole: { words: () => 'the list of downloads' },
  },
  {
    collections: ['pages'],
    list: ['gallery'],
    keep: isRealItem,
    item: (_, i) => `photo ${i + 1} of the gallery`,
    whole: { words: () => 'the photo gallery (with its heading)' },
  },
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
  {
    collections: ['site'],
    list: ['socials'],
    keep: isRealItem,
    item: (s) => `the ${str(s.network) ?? 'social'} link (on the home page too)`,
  },
]

/** The parts whose items hold the field, outermost first, with the path of the item. */
export function partsAt(collection: CollectionName, path: FieldPath): { part: Part; at: FieldPath }[] {
  return PARTS.filter((p) => p.collections.includes(collection))
    .flatMap((part) => {
      const n = part.list.length
      const matches =
        path.length > n &&
        typeof path[n] === 'number' &&
        part.list.every((k, i) => (k === '*' ? typeof path[i] === 'number' : path[i] === k))
      return matches ? [{ part, at: path.slice(0, n + 1) }] : []
    })
    .sort((a, b) => a.at.length - b.at.length)
}

/** The fields still missing inside a value, as paths. */
export const missingIn = (value: unknown, at: FieldPath): FieldPath[] =>
  todosIn('', value).map((t) => [...at, ...(t.field ? parseFieldPath(t.field)! : [])])
