/** The one walker over frontmatter values for images: `{ src, alt }` objects, with their field paths. */
export type FoundImage = { path: PropertyKey[]; src: string; alt: string }

export function isImageRef(value: unknown): value is { src: string; alt: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  return typeof record.src === 'string' && typeof record.alt === 'string'
}

export function imagesIn(value: unknown, path: PropertyKey[] = []): FoundImage[] {
  if (isImageRef(value)) return [{ path, src: value.src, alt: value.alt }]
  if (Array.isArray(value)) return value.flatMap((v, i) => imagesIn(v, [...path, i]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => imagesIn(v, [...path, k]))
  return []
}
