/** How an unlock's sentence names things: a quoted title, a person with their role, what an answer waits for. */
import { isPlaceholder } from '../../../lib/content/schemas'

export type Data = Record<string, unknown>

export const str = (value: unknown) => (typeof value === 'string' ? value : undefined)
export const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : '')

/** A person with their role where it is known: `leader 2 (Senior Pastor)`. */
export const person = (kind: string, item: Data, i: number) => {
  const role = str(item.role) && !isPlaceholder(item.role) ? ` (${str(item.role)})` : ''
  return `${kind} ${i + 1}${role}`
}

/** "until leaders[0].name is supplied"; a note is answered, a photo sent. */
export function until(fields: readonly string[]): string {
  if (fields.length === 1) {
    const [field] = fields as [string]
    if (field.endsWith('.pending') || field === 'pending') return `until ${field} is answered`
    if (field.endsWith('.src')) return `until a real photo is sent for ${field}`
    return `until ${field} is supplied`
  }
  return `until ${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]} are supplied`
}
