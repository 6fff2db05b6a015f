/**
 * The content in another language: every entry with its translation laid over its original (see
 * translation.ts), internal links pointing at that language's pages, and the entries without a
 * translation left in English (their `lang` says so; pages mark that text and add a note).
 */
import { localePath, type Locale } from '../../i18n/locales'
import { addressesIn } from '../links'
import { isDraft, overlay, REVIEW_FIELD } from '../translation'
import type { CongregationRead, ContentRead, Entry } from '../types'
import { stringsIn, type FieldPath } from '../walk'

/** A translation file, checked, as the loader hands it over. */
export type Translation = {
  file: string
  source: string
  original: string
  locale: Locale
  raw: Record<string, unknown>
  body: boolean
}

function setAt(value: unknown, path: FieldPath, to: unknown): void {
  let v = value as Record<PropertyKey, unknown>
  for (const p of path.slice(0, -1)) v = v[p as never] as Record<PropertyKey, unknown>
  v[path.at(-1) as never] = to
}

/** Internal links in the data lead to pages in `locale`. */
function localizeLinks<T>(locale: Locale, data: T): T {
  const copy = structuredClone(data)
  for (const { path, href } of addressesIn(copy)) setAt(copy, path, localePath(locale, href))
  return copy
}

export function localize(content: ContentRead, translations: Translation[], locale: Locale): ContentRead {
  const of = new Map(translations.filter((t) => t.locale === locale).map((t) => [t.original, t]))
  const sourceOf = (file: string) => file.replace(/^content\//, '')
  const translate = <E extends Entry<unknown>>(e: E): E => {
    const t = of.get(sourceOf(e.file))
    if (!t) return { ...e, data: localizeLinks(locale, e.data) }
    // A translation with nothing translated yet (a new file's) leaves the text in English.
    const translatesText = stringsIn({ ...t.raw, [REVIEW_FIELD]: undefined }).some((s) => s.value.trim() !== '')
    return {
      ...e,
      data: localizeLinks(locale, overlay(e.data, t.raw)),
      lang: translatesText ? locale : e.lang,
      source: t.body ? t.source : e.source,
      bodyLang: t.body ? locale : e.bodyLang,
      translation: { file: t.file, draft: isDraft(t.raw) },
    }
  }
  const single = <T>(file: string, data: T): T => {
    const t = of.get(file)
    return localizeLinks(locale, t ? overlay(data, t.raw) : data)
  }
  const congregation = (e: CongregationRead): CongregationRead => {
    const translated = translate(e)
    const c = translated.data
    // Slides and cards name services by their English titles; they show the translated ones.
    const titles = new Map(e.data.services.map((s, i) => [s.title, c.services[i]!.title]))
    const rename = (list: string[] | undefined) => list?.map((title) => titles.get(title) ?? title)
    const data = {
      ...c,
      heroSlides: c.heroSlides?.map((s) => ({ ...s, services: rename(s.services) })),
      weeklyPrograms: c.weeklyPrograms?.map((p) => ({ ...p, services: rename(p.services)! })),
    }
    return { ...translated, data }
  }
  return {
    ...content,
    locale,
    site: single('site.en.mdx', content.site),
    menu: single('menu.en.mdx', content.menu),
    home: translate(content.home),
    pages: content.pages.map(translate),
    events: content.events.map(translate),
    congregations: content.congregations.map(congregation),
    paths: Object.fromEntries(
      Object.entries(content.paths).map(([k, p]) => [k, localePath(locale, p)]),
    ) as ContentRead['paths'],
    anchors: Object.fromEntries(Object.entries(content.anchors).map(([p, ids]) => [localePath(locale, p), ids])),
  }
}
