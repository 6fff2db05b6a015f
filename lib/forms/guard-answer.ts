/**
 * What the message forms' guard (lib/forms/guard.ts) decides when it keeps a message itself, as pure
 * functions: what it reads of the form's island (its props, in the page's HTML), and what the form then says
 * about that message. What it does with a Send is lib/forms/send-answer.ts.
 */
import { fill } from '../i18n/messages/fill'
import type { EmailSettings } from './config'
import { KEEP_UNSENT_DAYS, type SavedMessage } from './outbox'

/**
 * The form's words the guard needs, in the page's language (the catalogue's `messageForm`): `expired` holds
 * `{days}`, `tooLong` `{field}` and `{limit}`. Those two are '' in a page built before they were words of the form.
 */
export type KeptText = { saved: string; savedSent: string; refused: string; expired: string; tooLong: string }

/** What the guard reads of a message form's island props (its `data-props`) to keep a message and to say so. */
export type GuardedForm = { settings: EmailSettings | null; rateLimitId: string; text: KeptText }

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/**
 * A form's props as the guard needs them, from its island's JSON (components/forms/MessageForm.tsx's props); undefined
 * when they are not all there.
 */
export function guardedFormOf(json: string | null | undefined): GuardedForm | undefined {
  let props: unknown
  try {
    props = JSON.parse(json ?? '')
  } catch {
    return undefined
  }
  if (typeof props !== 'object' || props === null) return undefined
  const { settings, rateLimitId, text } = props as Record<string, unknown>
  const words = (text ?? {}) as {
    saved?: unknown
    savedSent?: unknown
    tooLong?: unknown
    outbox?: { refused?: unknown; expired?: unknown }
  }
  if (!isText(rateLimitId) || !isText(words.saved) || !isText(words.savedSent) || !isText(words.outbox?.refused))
    return undefined
  const s = (settings ?? {}) as Record<string, unknown>
  const ready = isText(s.serviceId) && isText(s.templateId) && isText(s.publicKey)
  return {
    settings: ready
      ? { serviceId: s.serviceId as string, templateId: s.templateId as string, publicKey: s.publicKey as string }
      : null,
    rateLimitId,
    text: {
      saved: words.saved,
      savedSent: words.savedSent,
      refused: words.outbox!.refused as string,
      expired: isText(words.outbox!.expired) ? words.outbox!.expired : '',
      tooLong: isText(words.tooLong) ? words.tooLong : '',
    },
  }
}

/**
 * What the form says, where the guard speaks for it, about its messages kept on this phone (oldest first),
 * given what it shows now (`shown`): that one has gone, or was removed unsent for its age, which the form
 * says once (it then forgets those); else that one was refused by the message service; else that they wait. Where there
 * are none left (the
 * last has gone and another tab's form told it, or it was cancelled there), words that said one waits or
 * was refused are no longer true and go (''); other words are left as they are (undefined).
 */
export function keptNotice(messages: Pick<SavedMessage, 'state'>[], text: KeptText, shown = ''): string | undefined {
  const gone = [
    messages.some((m) => m.state === 'sent') ? text.savedSent : '',
    messages.some((m) => m.state === 'expired') ? fill(text.expired, { days: KEEP_UNSENT_DAYS }) : '',
  ].filter(Boolean)
  if (gone.length > 0) return gone.join(' ')
  if (messages.some((m) => m.state === 'refused')) return text.refused
  if (messages.some((m) => m.state === 'waiting')) return text.saved
  return shown === text.saved || shown === text.refused ? '' : undefined
}
