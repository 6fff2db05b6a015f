/**
 * Part of the message forms' guard (lib/forms/guard.ts): a Send pressed where the form's island is not
 * running is never lost, and never submitted by the browser. The guard runs this as the page opens,
 * before the form's island starts; the island's code may arrive seconds later (it starts when the visitor
 * taps or focuses in the form, so a tap on Send itself sets it on its way). The browser checks the fields
 * first, as a real submit would; then (lib/forms/guard-answer.ts):
 * - while the island's code is on its way, the Send is held: the form is marked `data-held` (its CSS shows
 *   "will be sent as soon as this form is ready"), and the island sends it once when it starts
 *   (components/forms/MessageForm.tsx);
 * - where the island cannot start (its code never came: no connection, and never saved on this phone), the
 *   guard keeps the message on the phone itself, to be sent when the connection returns
 *   (lib/forms/keep-on-phone.ts); a Send held for it is kept so too. Only where it cannot be kept either
 *   (no storage) do the ways to reach the ministry open, with what was typed still in the form.
 *
 * Without JavaScript, nothing here runs: the form's HTML has no submit button, so Send cannot submit it,
 * and opens the ways to reach the ministry instead (components/forms/ReachUs.tsx).
 */
import { FAILED, ISLAND_TAG, START_EVENT } from '../islands/markup'
import { HELD, HOLDS_SEND, HONEYPOT, SEND_BUTTON } from './form-marks'
import { answerToSend, type IslandState } from './guard-answer'

/** Where a guarded form's island is; undefined for anything else. */
function islandOf(form: HTMLFormElement | null | undefined): { form: HTMLFormElement; root: Element; state: IslandState } | undefined {
  const root = form?.hasAttribute(HOLDS_SEND) ? form.closest(ISLAND_TAG) : null
  if (!form || !root) return undefined
  // `data-hydrated`: React has committed the island, and its own handlers take over (lib/islands/hydrate.ts).
  const state = root.hasAttribute('data-hydrated') ? 'running' : root.hasAttribute(FAILED) ? 'failed' : 'waiting'
  return { form, root, state }
}

const honeypotOf = (form: HTMLFormElement) => {
  const field = form.elements.namedItem(HONEYPOT)
  return field instanceof HTMLInputElement ? field.value : ''
}

/** Forms whose message the guard is keeping now: a second Send meanwhile keeps nothing more. */
const keeping = new WeakSet<HTMLFormElement>()

/** Opens the ways to reach the ministry that the form's HTML carries (Send's popover); the text stays. */
function openReachUs(form: HTMLFormElement) {
  const ways = form.querySelector<HTMLButtonElement>(`button[${SEND_BUTTON}]`)?.popoverTargetElement
  if (ways instanceof HTMLElement && !ways.matches(':popover-open')) ways.showPopover()
}

/** Keeps the message on the phone without the island; where it cannot be kept, the other ways open. */
function keep(form: HTMLFormElement, root: Element) {
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

/** What the guard does with a Send it answers (the browser has checked the fields). */
function answer(form: HTMLFormElement, root: Element, state: IslandState) {
  switch (answerToSend(state, honeypotOf(form))) {
    case 'hold':
      form.setAttribute(HELD, '')
      // A Send that came without a tap or a focus in the form (a screen reader's activation) starts the island too.
      root.dispatchEvent(new Event(START_EVENT))
      return
    case 'keep':
      return keep(form, root)
    case 'drop':
      form.reset()
      return
    case 'leave':
      return
  }
}

/**
 * An island that held a Send could not start (its code never came: offline, and never saved before): the
 * form is plain HTML again. The "will be sent" line goes, and the guard keeps the held message itself.
 */
export function releaseHeldSends(root: Element) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${HOLDS_SEND}][${HELD}]`)) {
    form.removeAttribute(HELD)
    answer(form, root, 'failed')
  }
}

export function holdEarlySends(document: Document) {
  const take = (event: Event, form: HTMLFormElement | null | undefined, checked: boolean) => {
    const island = islandOf(form)
    if (!island || island.state === 'running') return
    // No native submit, no "other ways" popover, and React (hydrating now, perhaps) does not see it: held once is sent once.
    event.preventDefault()
    event.stopImmediatePropagation()
    if (!checked && !island.form.reportValidity()) return
    answer(island.form, island.root, island.state)
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`button[${SEND_BUTTON}]`) : null
      take(event, button instanceof HTMLButtonElement ? button.form : null, false)
    },
    true,
  )
  // A submit that gets through all the same (Enter in a field): it comes after the browser's own checks.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement) take(event, event.target, true)
    },
    true,
  )
}
