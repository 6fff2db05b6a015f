/**
 * The sending state of a contact form, as a pure state machine shared by every form of the site:
 * idle → sending → sent | saved | failed; a submit while sending is ignored, so a second click cannot send twice.
 * `saved`: there was no connection, so the message waits on the phone (lib/forms/outbox.ts);
 * `saved-sent`: a message that waited has gone since; `too-long`: a field is longer than its limit
 * (lib/forms/field-limits.ts), so nothing was sent and what was typed stays in the form.
 */
import { fill } from '../i18n/messages/fill'
import { SendTimedOut } from './send-timeout'

/** Why a message did not go: the network, the e-mail service, or the browser's own rate limit. */
export type FailureReason = 'network' | 'service' | 'rate-limited'

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'saved' }
  | { status: 'saved-sent' }
  | { status: 'failed'; reason: FailureReason }
  /** `field` as the form names it (its label), `limit` its most characters. */
  | { status: 'too-long'; field: string; limit: number }

export type SendEvent =
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; reason: FailureReason }
  /** No connection: the message was kept on the phone instead. */
  | { type: 'saved' }
  /** A message kept on the phone earlier has gone. */
  | { type: 'saved-sent' }
  /** A field is longer than its limit: not sent. */
  | { type: 'too-long'; field: string; limit: number }
  /** The visitor types again after a result: the old result no longer describes the form. */
  | { type: 'edited' }

export const initialSendState: SendState = { status: 'idle' }

export function sendReducer(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'submit':
      return state.status === 'sending' ? state : { status: 'sending' }
    case 'succeeded':
      return state.status === 'sending' ? { status: 'sent' } : state
    case 'failed':
      return state.status === 'sending' ? { status: 'failed', reason: event.reason } : state
    case 'saved':
      return state.status === 'sending' ? { status: 'saved' } : state
    case 'too-long':
      return state.status === 'sending' ? state : { status: 'too-long', field: event.field, limit: event.limit }
    case 'saved-sent':
      // What is on its way now stays in view; its own result follows.
      return state.status === 'sending' ? state : { status: 'saved-sent' }
    case 'edited':
      return ['sent', 'saved', 'saved-sent'].includes(state.status) ? initialSendState : state
  }
}

/** What to do with a submit: send it, ignore it (one is already on its way), or drop it silently (a bot). */
export function submitDecision(state: SendState, honeypot: string): 'send' | 'ignore' | 'drop' {
  if (state.status === 'sending') return 'ignore'
  return honeypot.trim() === '' ? 'send' : 'drop'
}

/** The EmailJS rate limit: one message per form per browser in this time. */
export const THROTTLE_MS = 60_000

/**
 * Classifies what EmailJS rejected with: an `EmailJSResponseStatus` ({ status, text }) for answers
 * of the service and its own rate limit (429), a TypeError when fetch found no network (or status 0), and
 * no answer in time (lib/forms/send-timeout.ts), which counts as the network's failure too.
 * Anything else (EmailJS's own checks reject with a sentence) is not the network: trying again later
 * would not help, so such a message is never kept to be sent later.
 */
export function failureReason(error: unknown): FailureReason {
  if (error instanceof TypeError || error instanceof SendTimedOut) return 'network'
  if (typeof error !== 'object' || error === null || !('status' in error)) return 'service'
  const status = Number(error.status)
  if (status === 429) return 'rate-limited'
  return status > 0 ? 'service' : 'network'
}

/** The live region's words, in the page's language (the catalogue's `messageForm`). */
export type StatusText = {
  sending: string
  sent: string
  saved: string
  savedSent: string
  tooLong: string
  failed: Record<FailureReason, string>
}

/** The text of the live region for a state; the failure text is completed by the form (how else to reach us). */
export function statusMessage(state: SendState, text: StatusText): string {
  switch (state.status) {
    case 'idle':
      return ''
    case 'sending':
      return text.sending
    case 'sent':
      return text.sent
    case 'saved':
      return text.saved
    case 'saved-sent':
      return text.savedSent
    case 'failed':
      return text.failed[state.reason]
    case 'too-long':
      return fill(text.tooLong, { field: state.field, limit: state.limit })
  }
}
