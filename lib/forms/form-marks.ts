/**
 * The attributes that tie a message form's HTML to the code that guards it before its island starts
 * (lib/forms/held-send.ts, in the islands' loader) and to the island itself (components/forms/MessageForm.tsx).
 */

/** On a message form: its Send is held until its island starts, and the page has messages to send. */
export const HOLDS_SEND = 'data-hold-send'
/** On its Send button. */
export const SEND_BUTTON = 'data-send'
/** Set on the form by the loader when Send was pressed before the island started: the island sends it once it starts. */
export const HELD = 'data-held'
