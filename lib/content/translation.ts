/**
 * Translations: a `.sw.mdx` file beside its English original holds only the text that changes with the
 * language (lib/content/translatable.ts), matched to the original field by field and list item by list
 * item. Facts (numbers, names, images, slugs, order) come from the original; a translation that repeats
 * one, names a field the original lacks, or translates a placeholder is rejected with the fix.
 */
import type { CollectionName } from './files'
import { fieldPath, type Problem } from './problems'
import { CLOCK_TIME_IN_PROSE, isPlaceholder, looksLikePlaceholder, TIME_IN_PROSE_MESSAGE } from './schemas'
import type { SourceEntry } from './source-entry'
import { isTranslatable, translatableHere } from './translatable'
import type { FieldPath } from './walk'

/** The field that says whether a Kiswahili speaker of the ministry has reviewed the translation. */
export const REVIEW_FIELD = 'reviewed'
export const REVIEW_PLACEHOLDER =
  'TODO: a Kiswahili speaker of the ministry reviews this translation, then writes their name and the date here'

/** A draft is a translation whose `reviewed` is still a placeholder. */
export function isDraft(raw: Record<string, unknown> | undefined): boolean {
  return !raw || typeof raw[REVIEW_FIELD] !== 'string' || isPlaceholder(raw[REVIEW_FIELD])
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** Every problem of a translation, checked against its original's values as written. */
export function translationProblems(t: SourceEntry, original: SourceEntry): Problem[] {
  const problems: Problem[] = []
  const raw = t.raw
  const english = original.raw
  if (!raw || !english) return problems
  const add = (path: FieldPath, message: string) =>
    problems.push({ file: t.file, field: fieldPath(path), ...t.parsed.locate(path), message })
  const review = raw[REVIEW_FIELD]
  if (typeof review !== 'string' || !review.trim())
    add(
      [REVIEW_FIELD],
      `a translation says whether it has been reviewed: write ${REVIEW_FIELD}: "${REVIEW_PLACEHOLDER}" until a Kiswahili speaker of the ministry has reviewed it`,
    )
  else if (looksLikePlaceholder(review) && !isPlaceholder(review))
    add([REVIEW_FIELD], 'expected a placeholder written as "TODO: what is missing"')

  const visit = (value: unknown, base: unknown, path: FieldPath) => {
    const last = path.at(-1)
    if (path.length === 1 && last === REVIEW_FIELD) return
    if (base === undefined) {
      const here = translatableHere(t.collection, path.slice(0, -1))
      if (typeof last === 'number') {
        const n = countAt(english, path.slice(0, -1))
        add(
          path,
          `the English list has ${n} item${n === 1 ? '' : 's'}; a translation follows it item by item, so remove this one`,
        )
      } else
        add(
          path,
          isTranslatable(t.collection, path)
            ? `${original.file} has no "${String(last)}" here; translate only what the English file has`
            : `unknown field "${String(last)}"${here.length ? `; a translation holds only ${here.map((h) => `"${h}"`).join(', ')} here` : '; a translation holds no text here, remove it'}`,
        )
      return
    }
    if (Array.isArray(value)) {
      if (!Array.isArray(base)) return add(path, `${original.file} has no list here; write it as the English file does`)
      value.forEach((v, i) => visit(v, base[i], [...path, i]))
      return
    }
    if (isRecord(value)) {
      if (!isRecord(base))
        return add(path, `${original.file} has no group of fields here; write it as the English file does`)
      for (const [k, v] of Object.entries(value)) visit(v, base[k], [...path, k])
      return
    }
    if (!isTranslatable(t.collection, path))
      return add(
        path,
        `"${String(last)}" is a fact that does not change with the language: it comes from ${original.file}, so remove it here`,
      )
    if (typeof base === 'string' && isPlaceholder(base))
      return add(
        path,
        `the English is still a placeholder ("${base}"); leave it out here until the English file has the text`,
      )
    // An empty text is one not translated yet (the content manager writes a cleared field so): the English shows.
    if (value === '' || (typeof value === 'string' && !value.trim())) return
    if (typeof value !== 'string')
      return add(path, 'expected the translated text; to show the English text instead, remove the field')
    if (looksLikePlaceholder(value))
      return add(
        path,
        'a translation holds text only; to show the English text until it is translated, remove the field',
      )
    if (t.collection === 'congregations') {
      const found = CLOCK_TIME_IN_PROSE.exec(value)
      if (found) add(path, TIME_IN_PROSE_MESSAGE(found[0]))
    }
  }
  for (const [k, v] of Object.entries(raw)) visit(v, english[k], [k])
  return problems
}

function countAt(value: unknown, path: FieldPath): number {
  let v: unknown = value
  for (const p of path)
    v = isRecord(v) || Array.isArray(v) ? (v as Record<PropertyKey, unknown>)[p as never] : undefined
  return Array.isArray(v) ? v.length : 0
}

/**
 * The original's values with a translation laid over them: each translated string replaces the one at
 * the same place; everything else (facts, and text not translated yet) stays as in the original.
 */
export function overlay<T>(base: T, translation: unknown): T {
  if (typeof translation === 'string') return (typeof base === 'string' && translation.trim() ? translation : base) as T
  if (Array.isArray(base) && Array.isArray(translation))
    return base.map((b, i) => (i < translation.length ? overlay(b, translation[i]) : b)) as T
  if (isRecord(base) && isRecord(translation)) {
    const out: Record<string, unknown> = { ...base }
    for (const [k, v] of Object.entries(translation)) if (k in base) out[k] = overlay(base[k], v)
    return out as T
  }
  return base
}

/** Strings the original has that its translation leaves in English (for content:todo), as field paths. */
export function untranslated(
  collection: CollectionName,
  english: unknown,
  translation: unknown,
  path: FieldPath = [],
): string[] {
  if (typeof english === 'string') {
    if (!isTranslatable(collection, path) || isPlaceholder(english)) return []
    return typeof translation === 'string' && translation.trim() ? [] : [fieldPath(path)]
  }
  if (Array.isArray(english))
    return english.flatMap((e, i) =>
      untranslated(collection, e, Array.isArray(translation) ? translation[i] : undefined, [...path, i]),
    )
  if (isRecord(english))
    return Object.entries(english).flatMap(([k, v]) =>
      untranslated(collection, v, isRecord(translation) ? translation[k] : undefined, [...path, k]),
    )
  return []
}
