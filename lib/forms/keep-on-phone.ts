/**
 * Part of the message forms' guard (lib/forms/guard.ts): where a form's island cannot start (its code was
 * never saved on this phone, which has no connection now), the guard keeps the message itself, with no
 * React: the form's own fields (the browser has checked them), kept in the outbox (lib/forms/outbox.ts) as
 * the island keeps one, and sent when the connection returns, by the guard's wake-up (lib/forms/outbox-wake.ts),
 * by the service worker (Background Sync, lib/forms/background-sync.ts), or at once where the phone is
 * online. The form says so in its live region, in the page's language (the island's props carry its
 * words), and says when the message has gone; so does the form of a page opened again while its island
 * cannot start. The guard fetches this only when it needs it; the service worker precaches it with the
 * guard (docs/offline.md), so it is there whenever the page opens.
 */
import { askWorkerToSend } from './background-sync'
import { fieldLabel, focusField, formFields } from './form-fields'
import { STATUS } from './form-marks'
import { guardedFormOf, keptNotice, type KeptText } from './guard-answer'
import { fill } from '../i18n/messages/fill'
import { overLimit } from './field-limits'
import { forgetMessage, isKept, onOutboxChange, saveMessage, savedMessages } from './outbox'
import { outboxFormKey } from './saved-view'
import { sendSavedMessages } from './send-saved'

const statusOf = (form: HTMLFormElement) => form.querySelector(`[${STATUS}]`)

/** Writes the form's words in its live region, as the island does; '' empties it. */
function say(form: HTMLFormElement, words: string) {
  const status = statusOf(form)
  if (!status) return
  if (!words) return status.replaceChildren()
  const line = form.ownerDocument.createElement('p')
  line.className = 'font-semibold'
  line.textContent = words
  status.replaceChildren(line)
}

/** The forms the guard speaks for, now that their island cannot start. */
const followed = new WeakSet<HTMLFormElement>()

/**
 * Says what becomes of the form's messages kept on the phone (any tab, or the worker, may send them), now
 * and whenever the outbox changes; those that have gone are said once, then forgotten, as the island does.
 */
function follow(form: HTMLFormElement, key: string, text: KeptText, { now }: { now: boolean }): Promise<void> {
  const check = async () => {
    const mine = await savedMessages(key)
    const words = keptNotice(mine, text, statusOf(form)?.textContent ?? '')
    if (words !== undefined) say(form, words)
    for (const message of mine) if (!isKept(message)) await forgetMessage(message.id)
  }
  const checked = () =>
    check().catch((error: unknown) => console.error('The messages saved on this phone could not be read', error))
  if (!followed.has(form)) {
    followed.add(form)
    onOutboxChange(() => void checked())
  }
  return now ? checked() : Promise.resolve()
}

const keyOf = (form: HTMLFormElement, rateLimitId: string) =>
  outboxFormKey(form.ownerDocument.location.pathname, rateLimitId)

/** On a page whose form's island cannot start: what became of the messages this form kept, and what becomes of them. */
export async function followSaved(form: HTMLFormElement, root: Element): Promise<void> {
  const props = guardedFormOf(root.getAttribute('data-props'))
  if (props) await follow(form, keyOf(form, props.rateLimitId), props.text, { now: true })
}

/**
 * Keeps the message of `form` (its island's root is `root`) on the phone, empties the form and says so;
 * false, with the text left in the form, when it cannot be kept (no settings, no storage). A field longer
 * than its limit (lib/forms/field-limits.ts) is refused as the island refuses it: nothing is kept, the form
 * says which field and its limit, and what was typed stays.
 */
export async function keepOnPhone(form: HTMLFormElement, root: Element): Promise<boolean> {
  const props = guardedFormOf(root.getAttribute('data-props'))
  if (!props?.settings) return false
  const key = keyOf(form, props.rateLimitId)
  const fields = formFields(new FormData(form))
  const over = overLimit(fields)
  if (over && props.text.tooLong) {
    say(form, fill(props.text.tooLong, { field: fieldLabel(form, over.field), limit: over.limit }))
    focusField(form, over.field)
    return true
  }
  try {
    await saveMessage({ form: key, settings: props.settings, fields })
  } catch (error) {
    // No storage (a private window, a full disk): the text stays in the form.
    console.error('The message could not be saved on this phone', error)
    return false
  }
  form.reset()
  say(form, props.text.saved)
  // From the next change on: a message kept earlier that has gone since is said then, after this one's words.
  void follow(form, key, props.text, { now: false })
  void askWorkerToSend()
  // Online after all (the island's code was gone, not the connection): it goes now.
  if (form.ownerDocument.defaultView?.navigator.onLine)
    sendSavedMessages().catch((error: unknown) =>
      console.error('The messages saved on this phone could not be sent yet', error),
    )
  return true
}
