/**
 * What a visitor did in an island that starts at their first action (`start: 'interaction'`), from the page's
 * opening until the island runs, done again once it does (docs/islands.md, "What the visitor does before an
 * island starts"). The loader notes it as it happens (lib/islands/hold.ts, small, on the page from the start);
 * this is fetched with the island's code, and runs once, as the island starts. The rules are
 * lib/islands/held-actions.ts; this is the browser's side of them.
 * - A press on a button that does nothing without the island's code was held, and the button marked
 *   `data-held` (HELD_PRESS) meanwhile: its island's CSS may say what is on its way. It is pressed again.
 * - A form sent was held (the browser would reload the page with it), and is sent again.
 * - A field changed keeps what the visitor typed or chose (it is the browser's), and the island is told it
 *   as soon as it runs, before it renders again: React would otherwise put its own idea of the value back.
 * - The focus: where the island replaces the element the visitor was on as it starts (the support slider's
 *   arrows and its row of cards, which react-slick draws anew), focus goes to its element of the same tag
 *   and name, instead of being lost to the page's start.
 */
import {
  announcementFor,
  replayOrder,
  sameControl,
  withAction,
  type ControlName,
  type HeldAction,
} from './held-actions'
import type { Noted } from './hold'
import { HELD_PRESS } from './markup'

/** Runs a callback in a task of its own (the browser's setTimeout; a test's queue). */
type Later = (callback: () => void, ms: number) => unknown

/** What focus may go to in an island. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** An element's tag and name: its `aria-label`, else the text of what `aria-labelledby` names, else its own text. */
function nameOf(element: Element): ControlName {
  const labelledBy = element.getAttribute('aria-labelledby')
  const label = labelledBy
    ? labelledBy.split(/\s+/).map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    : null
  return {
    tag: element.localName,
    name: (element.getAttribute('aria-label') ?? label?.join(' ') ?? element.textContent ?? '').trim(),
  }
}

const controlsIn = (root: HTMLElement, selector: string) =>
  [...root.querySelectorAll(selector)].map((element) => ({ element, control: nameOf(element) }))

/** The field's value or checked state, past any setter of its own: the one its prototype has. */
function setPast(field: HTMLInputElement, property: 'value' | 'checked', value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value)
}

/** Tells the island what the visitor set in one field (lib/islands/held-actions.ts, `announcementFor`). */
function announce(field: HTMLInputElement) {
  const checkable = field.type === 'checkbox' || field.type === 'radio'
  const own = Object.getOwnPropertyDescriptor(field, checkable ? 'checked' : 'value')?.set
  const plan = announcementFor({
    tag: field.localName,
    type: field.type ?? '',
    checked: !!field.checked,
    value: String(field.value ?? ''),
    tracked: !!own,
  })
  if (!plan) return
  if (plan.standIn && own) {
    const { property, value, restore } = plan.standIn
    const visitors = field[property]
    const caret =
      property === 'value' && document.activeElement === field
        ? { start: field.selectionStart, end: field.selectionEnd }
        : null
    own.call(field, value)
    if (restore) setPast(field, property, visitors)
    try {
      if (caret && caret.start !== null && caret.end !== null) field.setSelectionRange(caret.start, caret.end)
    } catch {
      // A field without a selection (a number): the caret stays where the browser put it.
    }
  }
  for (const type of plan.events) {
    if (type === 'click') field.click()
    else field.dispatchEvent(new Event(type, { bubbles: true }))
  }
}

/**
 * Does again what the visitor did (`noted`, by lib/islands/hold.ts) in an island that runs now: the fields
 * are told at once (call it before the island renders again: React's effects of its first render are the
 * place), then each press and send is done again in a task of its own, after the island's first updates
 * and each after the one before, as a visitor's own taps come; then the focus goes back where it was.
 */
export function replayHeld(
  root: HTMLElement,
  noted: readonly Noted[],
  later: Later = (callback, ms) => window.setTimeout(callback, ms),
) {
  let held: HeldAction<Element>[] = []
  // The element the visitor was on in the island, with its name as it was then.
  let focused: { target: Element; control: ControlName } | undefined
  for (const { kind, target, submitter } of noted) {
    if (kind === 'focus') focused = { target, control: nameOf(target) }
    else if (kind === 'press') held = withAction(held, { kind, target, control: nameOf(target) })
    else if (kind === 'send') held = withAction(held, { kind, target, submitter: submitter ?? null })
    else held = withAction(held, { kind, target })
  }

  const again = (action: Exclude<HeldAction<Element>, { kind: 'field' }>) => {
    if (action.kind === 'send') {
      const { target: form, submitter } = action
      if (form instanceof HTMLFormElement && form.isConnected)
        form.requestSubmit(
          submitter instanceof HTMLElement && submitter.isConnected && (submitter as HTMLButtonElement).form === form
            ? submitter
            : undefined,
        )
      return
    }
    action.target.removeAttribute(HELD_PRESS)
    const kept = action.target.isConnected && root.contains(action.target)
    const target = sameControl(action, kept, controlsIn(root, 'button'))
    if (target instanceof HTMLElement) target.click()
  }

  /** Focus lost with the element the island replaced (it is gone, and nothing has the focus): to its new self. */
  const refocus = (was: { target: Element; control: ControlName }) => {
    const lost = !was.target.isConnected && (!document.activeElement || document.activeElement === document.body)
    const target = lost ? sameControl(was, false, controlsIn(root, FOCUSABLE)) : undefined
    if (target instanceof HTMLElement) target.focus()
  }

  const { fields, then } = replayOrder(held)
  for (const field of fields) if (field.isConnected) announce(field as HTMLInputElement)
  if (focused) {
    const was = focused
    later(() => refocus(was), 0)
  }
  for (const action of then) later(() => again(action), 0)
}
