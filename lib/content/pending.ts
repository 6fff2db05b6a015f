/**
 * A fact the ministry has not supplied yet, as pages receive it. Editors write `"TODO: what is missing"`
 * (placeholder.ts); the loader turns each such value into a `Pending` that says what is missing, and
 * marks generated stand-in images the same way. Components never see the raw "TODO:" text: they render
 * a Pending with components/site/Pending.tsx, which decides how it shows in each build (build-mode.ts).
 */
import { isPlaceholder, PLACEHOLDER_PREFIX } from './placeholder'

/**
 * The attribute the preview marks a pending fact with (components/site/pending-mark.ts); the proofreader and the giving
 * guard read it.
 */
export const PENDING_ATTRIBUTE = 'data-pending'

/** What is still missing, in the office's words ("the name and title of the senior pastor of Raila"). */
export type Pending = { readonly pending: string }

export function isPending(value: unknown): value is Pending {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { pending?: unknown }).pending === 'string' &&
    Object.keys(value).length === 1
  )
}

/** The value, or undefined while it is pending: what a page may show as fact. */
export function real<T>(value: T | Pending | undefined): T | undefined {
  return value === undefined || isPending(value) ? undefined : value
}

/**
 * Generated stand-ins for photos the ministry has not sent yet: images in a `placeholders/` folder of
 * content/media (at any depth, e.g. `congregations/grogon/placeholders/`) or named `placeholder-...`.
 */
export function isStandInImage(src: string): boolean {
  return /(?:^|\/)placeholders\//.test(src) || /(?:^|\/)placeholder-[^/]*$/.test(src)
}

/** What a stand-in image waits for, as content:todo and the office sheet say it. */
export function standInWhat(alt: string): string {
  return `a real image for "${alt}" (now a generated placeholder)`
}

/** Whether an MDX body has a paragraph that is not a lone "TODO: ..." placeholder (which only the preview shows). */
export function hasRealBody(body: string): boolean {
  return body.split(/\n\s*\n/).some((paragraph) => paragraph.trim() !== '' && !isPlaceholder(paragraph.trim()))
}

/** A placeholder's words without the prefix. */
export function placeholderWhat(value: string): string {
  return value.slice(PLACEHOLDER_PREFIX.length).trim()
}

/**
 * Every "TODO: ..." value inside `value` turned into a Pending, and every stand-in image given a
 * `pending` note beside its fields (the preview still shows it; the public build does not).
 */
export function markPending<T>(value: T): T {
  if (isPlaceholder(value)) return { pending: placeholderWhat(value) } as T
  if (Array.isArray(value)) return value.map(markPending) as T
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const marked = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, markPending(v)]))
    if (typeof record.src === 'string' && typeof record.alt === 'string' && isStandInImage(record.src))
      marked.pending = { pending: standInWhat(record.alt) }
    return marked as T
  }
  return value
}
