/** Finds what the ministry still has to supply: "TODO:" placeholders and placeholder images, by file and field. */
import { fieldPath } from './problems'
import { PLACEHOLDER_PREFIX } from './schemas'

export type Todo = { file: string; field: string; what: string }

/** Images in content/media/placeholders are generated stand-ins. */
export const PLACEHOLDER_IMAGE_DIR = 'placeholders/'

export function todosIn(file: string, data: unknown, path: (string | number)[] = []): Todo[] {
  if (typeof data === 'string') {
    if (data.startsWith(PLACEHOLDER_PREFIX)) return [{ file, field: fieldPath(path), what: data.slice(PLACEHOLDER_PREFIX.length).trim() }]
    return []
  }
  if (Array.isArray(data)) return data.flatMap((v, i) => todosIn(file, v, [...path, i]))
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>
    if (typeof record.src === 'string' && typeof record.alt === 'string' && record.src.startsWith(PLACEHOLDER_IMAGE_DIR))
      return [{ file, field: fieldPath([...path, 'src']), what: `a real image for "${record.alt}" (now a generated placeholder)` }]
    return Object.entries(record).flatMap(([k, v]) => todosIn(file, v, [...path, k]))
  }
  return []
}
