/** Finds what the ministry still has to supply: "TODO:" placeholders and placeholder images, by file and field. */
import { fieldPath } from './problems'
import { isPlaceholder, PLACEHOLDER_PREFIX } from './schemas'
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
