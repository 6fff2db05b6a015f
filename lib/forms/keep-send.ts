/**
 * Part of the message forms' guard (lib/forms/guard.ts), fetched only where a form's island could not start
 * (its code never came: no connection, and never saved on this phone): the guard keeps the message on the
 * phone itself, to be sent when the connection returns (lib/forms/keep-on-phone.ts); a Send the island held
 * is kept so too; where it cannot be kept either (no storage), the ways to reach the ministry open, with what
 * was typed still in the form. And it says what became of the messages kept before.
 */
import { HELD, HOLDS_SEND, mayHaveSavedMessages, SEND_BUTTON } from './form-marks'
import { answerToSend, honeypotOf } from './send-answer'

/** Forms whose message the guard is keeping now: a second Send meanwhile keeps nothing more. */
const keeping = new WeakSet<HTMLFormElement>()

/** Opens the ways to reach the ministry that the form's HTML carries (Send's popover); the text stays. */
function openReachUs(form: HTMLFormElement) {
  const ways = form.querySelector<HTMLButtonElement>(`button[${SEND_BUTTON}]`)?.popoverTargetElement
  if (ways instanceof HTMLElement && !ways.matches(':popover-open')) ways.showPopover()
}

/** Keeps the message on the phone without the island; where it cannot be kept, the other ways open. */
export function keep(form: HTMLFormElement, root: Element) {
  if (keeping.has(form)) return
  keeping.add(form)
  import('./keep-on-phone')
    .then(({ keepOnPhone }) => keepOnPhone(form, root))
    .catch((error: unknown) => {
      console.error('The message could not be kept on this phone', error)
      return false
    })
    .then((kept) => {
      keeping.delete(form)
      if (!kept) openReachUs(form)
    })
}

/**
 * An island could not start (its code never came: offline, and never saved before): its forms are plain HTML
 * again. A held Send loses its "will be sent" line and is kept by the guard itself; and since the form
 * cannot list the messages kept on the phone, the guard says what became of them instead.
 */
export function afterIslandFailed(root: Element) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${HOLDS_SEND}][${HELD}]`)) {
    form.removeAttribute(HELD)
    if (answerToSend('failed', honeypotOf(form)) === 'keep') keep(form, root)
    else form.reset()
  }
  if (!mayHaveSavedMessages()) return
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${HOLDS_SEND}]`))
    import('./keep-on-phone')
      .then(({ followSaved }) => followSaved(form, root))
      .catch((error: unknown) => console.error('The messages saved on this phone could not be read', error))
}
