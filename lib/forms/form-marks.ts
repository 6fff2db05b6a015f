/**
 * What the message forms' guard (lib/forms/guard.ts) reads of the forms, shared with the forms' own code:
 * the attributes that tie a form's HTML to the code that
 * guards it before its island starts (lib/forms/held-send.ts) and to the island (components/forms/MessageForm.tsx),
 * and the flag that says messages are kept on this phone.
 */

/** On a message form: its Send is held until its island starts, and the page has messages to send. */
export const HOLDS_SEND = 'data-hold-send'
/** On its Send button. */
export const SEND_BUTTON = 'data-send'
/** Set on the form by the guard when Send was pressed before the island started: the island sends it once it starts. */
export const HELD = 'data-held'
/**
 * Set on the form by the guard as the page opens: JavaScript runs here, so what Send shows where the form
 * cannot send speaks of this page, not of a browser without JavaScript (components/forms/ReachUs.tsx).
 */
export const GUARDED = 'data-guarded'
/** On the form's live region, where it says what became of a message (the guard writes in it too). */
export const STATUS = 'data-status'
/** The honeypot's field: people never see it, bots fill it in. */
export const HONEYPOT = 'website'

/**
 * Whether messages are kept on this phone, as one word in localStorage: the guard reads it on every page
 * with a form (lib/forms/guard.ts, outbox-wake.ts), and the form itself before it lists them, so the outbox
 * (lib/forms/outbox.ts, IndexedDB) is opened only when it holds something. Without localStorage (a worker,
 * storage turned off) it reads as "maybe", and the caller looks in the outbox itself.
 */
export const SAVED_MESSAGES_KEY = 'message-outbox'

type WebStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
/** The page's localStorage; a worker has none (and the worker's type check knows no such name). */
const storage = () => (globalThis as { localStorage?: WebStorage }).localStorage

export function mayHaveSavedMessages(): boolean {
  try {
    const local = storage()
    return local ? local.getItem(SAVED_MESSAGES_KEY) !== null : true
  } catch {
    return true
  }
}

export function markSavedMessages(any: boolean) {
  try {
    if (any) storage()?.setItem(SAVED_MESSAGES_KEY, 'saved')
    else storage()?.removeItem(SAVED_MESSAGES_KEY)
  } catch {
    // no localStorage (a worker): the pages find out by looking in the outbox
  }
}
