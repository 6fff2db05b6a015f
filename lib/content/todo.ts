/** Finds what the ministry still has to supply: "TODO:" placeholders and placeholder images, by file and field. */
import { fieldPath } from './problems'
import { isPlaceholder, PLACEHOLDER_PREFIX } from './schemas'
import { isImageRef } from './walk'

export type Todo = { file: string; field: string; what: string }

/** Images in content/media/placeholders are generated stand-ins. */
export const PLACEHOLDER_IMAGE_DIR = 'placeholders/'

/** In file order. */
export function todosIn(file: string, data: unknown, path: PropertyKey[] = []): Todo[] {
  if (isPlaceholder(data)) return [{ file, field: fieldPath(path), what: data.slice(PLACEHOLDER_PREFIX.length).trim() }]
  if (isImageRef(data) && data.src.startsWith(PLACEHOLDER_IMAGE_DIR))
    return [{ file, field: fieldPath([...path, 'src']), what: `a real image for "${data.alt}" (now a generated placeholder)` }]
  if (Array.isArray(data)) return data.flatMap((v, i) => todosIn(file, v, [...path, i]))
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => todosIn(file, v, [...path, k]))
  return []
}
