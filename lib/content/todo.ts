/** Finds what the ministry still has to supply: "TODO:" placeholders and placeholder images, by file and field. */
import { defaultLocale } from '../i18n/locales'
import { fieldPath } from './problems'
import { isPlaceholder, PLACEHOLDER_PREFIX } from './schemas'
import type { SourceEntry } from './source-entry'
import { REVIEW_FIELD } from './translation'
import { collect, isImageRef } from './walk'

export type Todo = { file: string; field: string; what: string }

/** Images in content/media/placeholders are generated stand-ins. */
export const PLACEHOLDER_IMAGE_DIR = 'placeholders/'

/** In file order. */
export function todosIn(file: string, data: unknown): Todo[] {
  return collect<Todo>(data, (value, path) => {
    if (isPlaceholder(value)) return [{ file, field: fieldPath(path), what: value.slice(PLACEHOLDER_PREFIX.length).trim() }]
    if (isImageRef(value) && value.src.startsWith(PLACEHOLDER_IMAGE_DIR))
      return [{ file, field: fieldPath([...path, 'src']), what: `a real image for "${value.alt}" (now a generated placeholder)` }]
    return undefined
  })
}

/** Every placeholder of the content, file by file: what `npm run content:todo` counts. A translation's review placeholder is counted with the translations instead. */
export function placeholdersIn(entries: readonly SourceEntry[]): Todo[] {
  return entries.flatMap((e) => todosIn(e.file, e.raw).filter((t) => e.locale === defaultLocale || t.field !== REVIEW_FIELD))
}
