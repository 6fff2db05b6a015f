/** The one walker over frontmatter values (images, placeholders, addresses, strings), with field paths. */
export type FieldPath = PropertyKey[]

/**
 * Every value inside `value`, depth first in file order: `pick` says what a value yields; returning
 * undefined looks inside it (list items, group fields), returning a list (even empty) stops there.
 */
export function collect<T>(
  value: unknown,
  pick: (value: unknown, path: FieldPath) => T[] | undefined,
  path: FieldPath = [],
): T[] {
  const picked = pick(value, path)
  if (picked) return picked
  if (Array.isArray(value)) return value.flatMap((v, i) => collect(v, pick, [...path, i]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => collect(v, pick, [...path, k]))
  return []
}

/** The value at a field path (`['leaders', 0, 'bio']`), or undefined where the path leads nowhere. */
export function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    data,
  )
}

export type FoundImage = { path: FieldPath; src: string; alt: string }

export function isImageRef(value: unknown): value is { src: string; alt: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  return typeof record.src === 'string' && typeof record.alt === 'string'
}

/** Every image (`{ src, alt }`) with its field path. */
export function imagesIn(value: unknown): FoundImage[] {
  return collect(value, (v, path) => (isImageRef(v) ? [{ path, src: v.src, alt: v.alt }] : undefined))
}

/** Every string with its field path. */
export function stringsIn(value: unknown): { path: FieldPath; value: string }[] {
  return collect(value, (v, path) => (typeof v === 'string' ? [{ path, value: v }] : undefined))
}
