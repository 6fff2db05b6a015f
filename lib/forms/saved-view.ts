/**
 * How a form lists its messages kept on the phone (components/forms/SavedMessageList.tsx), as pure
 * functions: by their number, their words shown only on a tap (a phone may be shared).
 */
import { fill } from '../i18n/messages/fill'

/** The list's heading: how many messages wait, in the page's words (`one`, `many`). */
export function waitingHeading(count: number, text: { one: string; many: string }): string {
  return count === 1 ? text.one : fill(text.many, { count })
}

/** The messages whose words are shown (`open`, by id) after a tap on one's Show or Hide. */
export function toggledOpen(open: readonly string[], id: string): string[] {
  return open.includes(id) ? open.filter((other) => other !== id) : [...open, id]
}

/** The outbox's key for a form: the page it is on and the form's own key (its rate-limit id). */
export const outboxFormKey = (pathname: string, formKey: string) => `${pathname} ${formKey}`
