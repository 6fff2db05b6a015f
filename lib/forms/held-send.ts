/**
 * Part of the message forms' guard (lib/forms/guard.ts): a Send pressed before its form's island has started
 * is held, not lost, and never submitted by the browser. The guard runs this as the page opens, before the
 * form's island starts; the island's code may arrive seconds later (it starts when the visitor taps or
 * focuses in the form, so a tap on Send itself sets it on its way). The browser
 * checks the fields first, as a real submit would; the form is then marked `data-held` (its CSS shows
 * "will be sent as soon as this form is ready"), and the island sends it once when it starts
 * (components/forms/MessageForm.tsx). What the visitor typed stays in the fields throughout.
 *
 * Without JavaScript, nothing here runs: the form's HTML has no submit button, so Send cannot submit it,
 * and opens the ways to reach the ministry instead (components/forms/ReachUs.tsx).
 */
import { FAILED, ISLAND_TAG, START_EVENT } from '../islands/markup'
import { HELD, HOLDS_SEND, SEND_BUTTON } from './form-marks'

/** Whether a form's Send must be held: its island has not started (and has not failed, which puts its plain HTML back). */
function waiting(form: HTMLFormElement | null | undefined): form is HTMLFormElement {
  if (!form?.hasAttribute(HOLDS_SEND)) return false
  const root = form.closest(ISLAND_TAG)
  // `data-hydrated`: React has committed the island, and its own handlers take over (lib/islands/hydrate.ts).
  return !!root && !root.hasAttribute('data-hydrated') && !root.hasAttribute(FAILED)
}

/**
 * An island that held a Send could not start (its code never came: offline, and never fetched before):
 * the form is plain HTML again, and the held message cannot go from this page. The "will be sent" line
 * goes, and the ways to reach the ministry open, as Send opens them without JavaScript; the text stays.
 */
export function releaseHeldSends(root: Element) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${HOLDS_SEND}][${HELD}]`)) {
    form.removeAttribute(HELD)
    const send = form.querySelector<HTMLButtonElement>(`button[${SEND_BUTTON}]`)
    const ways = send?.popoverTargetElement
    if (ways instanceof HTMLElement && !ways.matches(':popover-open')) ways.showPopover()
  }
}

export function holdEarlySends(document: Document) {
  const hold = (event: Event, form: HTMLFormElement, checked: boolean) => {
    // No native submit, no "other ways" popover, and React (hydrating now, perhaps) does not see it: held once is sent once.
    event.preventDefault()
    event.stopImmediatePropagation()
    if (!checked && !form.reportValidity()) return
    form.setAttribute(HELD, '')
    // A Send that came without a tap or a focus in the form (a screen reader's activation) starts the island too.
    form.closest(ISLAND_TAG)?.dispatchEvent(new Event(START_EVENT))
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`button[${SEND_BUTTON}]`) : null
      const form = button instanceof HTMLButtonElement ? button.form : null
      if (waiting(form)) hold(event, form, false)
    },
    true,
  )
  // A submit that gets through all the same (Enter in a field): it comes after the browser's own checks.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement && waiting(event.target)) hold(event, event.target, true)
    },
    true,
  )
}
