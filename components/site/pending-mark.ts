/**
 * The preview's mark on a fact the ministry has not supplied yet, the one spelling of it: the attribute that
 * says what it waits for (read by the proofreader and the giving guard) and the dashed amber outline editors
 * see. Plain values, so a widget that hydrates (the gallery) marks its stand-ins as components/site/Pending.tsx does.
 */
import { PENDING_ATTRIBUTE } from '@/lib/content/pending'

/** The outline around anything the preview marks. */
export const PENDING_OUTLINE = 'outline-2 outline-offset-2 outline-amber-600 outline-dashed'

/**
 * The attributes of a marked element: what it waits for, and the words shown when it is pointed at ("To supply: ...").
 */
export function pendingMark(what: string, note?: string): { [PENDING_ATTRIBUTE]: string; title?: string } {
  return { [PENDING_ATTRIBUTE]: what, ...(note ? { title: note } : {}) }
}
