/**
 * Part of the message forms' guard (lib/forms/guard.ts): a Send pressed where the form's island is not
 * running is never lost, and never submitted by the browser. The guard runs this as the page opens,
 * before the form's island starts; the island's code may arrive seconds later (it starts when the visitor
 * taps or focuses in the form, so a tap on Send itself sets it on its way). The browser checks the fields
 * first, as a real submit would; then (lib/forms/send-answer.ts):
 * - while the island's code is on its way, the Send is held: the form is marked `data-held` (its CSS shows
 *   "will be sent as soon as this form is ready"), and the island sends it once when it starts
 *   (components/forms/MessageForm.tsx);
 * - where the island cannot start (its code never came: no connection, and never saved on this phone), the
 *   guard keeps the message on the phone itself, to be sent when the connection returns
 *   (lib/forms/keep-send.ts and keep-on-phone.ts, fetched only then); a Send held for it is kept so too. Only where it
 * cannot be kept either
 *   (no storage) do the ways to reach the ministry open, with what was typed still in the form.
 *
 * Without JavaScript, nothing here runs: the form's HTML has no submit button, so Send cannot submit it,
 * and opens the ways to reach the ministry instead (components/forms/ReachUs.tsx).
 */
import { FAILED, ISLAND_TAG, START_EVENT } from '../islands/markup'
import { HELD, HOLDS_SEND, SEND_BUTTON } from './form-marks'
import { answerToSend, honeypotOf, type IslandState } from './send-answer'

/** Where a guarded form's island is; undefined for anything else. */
function islandOf(
  form: HTMLFormElement | null | undefined,
): { form: HTMLFormElement; root: Element; state: IslandState } | undefined {
  const root = form?.hasAttribute(HOLDS_SEND) ? form.closest(ISLAND_TAG) : null
  if (!form || !root) return undefined
  // `data-hydrated`: React has committed the island, and its own handlers take over (lib/islands/hydrate.ts).
  const state = root.hasAttribute('data-hydrated') ? 'running' : root.hasAttribute(FAILED) ? 'failed' : 'waiting'
  return { form, root, state }
}

/** What the guard does with a Send it answers (the browser has checked the fields). */
export function answer(form: HTMLFormElement, root: Element, state: IslandState) {
  switch (answerToSend(state, honeypotOf(form))) {
    case 'hold':
      form.setAttribute(HELD, '')
      // A Send that came without a tap or a focus in the form (a screen reader's activation) starts the island too.
      root.dispatchEvent(new Event(START_EVENT))
      return
    case 'keep':
      // Only where the island could not start: that code comes then (lib/forms/keep-send.ts).
      return void import('./keep-send')
        .then(({ keep }) => keep(form, root))
        .catch((error: unknown) => console.error('The message could not be kept on this phone', error))
    case 'drop':
      form.reset()
      return
    case 'leave':
      return
  }
}

export function holdEarlySends(document: Document) {
  const take = (event: Event, form: HTMLFormElement | null | undefined, checked: boolean) => {
    const island = islandOf(form)
    if (!island || island.state === 'running') return
    // No native submit, no "other ways" popover, and React (hydrating now, perhaps) does not see it: held once is sent
    // once.
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
