/** Finds what the ministry still has to supply: "TODO:" placeholders and placeholder images, by file and field. */
import { defaultLocale } from '../../lib/i18n/locales'
import { fieldPath } from '../../lib/content/problems'
import { isStandInImage, placeholderWhat, standInWhat } from '../../lib/content/pending'
import { isPlaceholder } from '../../lib/content/schemas'
import type { SourceEntry } from '../../lib/content/source-entry'
import { REVIEW_FIELD } from '../../lib/content/translation'
import { collect, isImageRef } from '../../lib/content/walk'

export type Todo = { file: string; field: string; what: string }

/** In file order. */
export function todosIn(file: string, data: unknown): Todo[] {
  return collect<Todo>(data, (value, path) => {
    if (isPlaceholder(value)) return [{ file, field: fieldPath(path), what: placeholderWhat(value) }]
    if (isImageRef(value) && isStandInImage(value.src))
      return [{ file, field: fieldPath([...path, 'src']), what: standInWhat(value.alt) }]
    return undefined
  })
}

/**
 * Every placeholder of the content, file by file: what `npm run content:todo` counts. A translation's review
 * placeholder is counted with the translations instead.
 */
export function placeholdersIn(entries: readonly SourceEntry[]): Todo[] {
  return entries.flatMap((e) =>
    todosIn(e.file, e.raw).filter((t) => e.locale === defaultLocale || t.field !== REVIEW_FIELD),
  )
}
