/**
 * What a visitor does in an island that starts at their first action (`start: 'interaction'`), from the page's
 * opening until the island runs, is held here and done again once it does (docs/islands.md, "What the visitor
 * does before an island starts"): the tap that started it included, since its click lands before the island's
 * code has come. The rules are lib/islands/held-actions.ts; this is the browser's side of them.
 * - A press on a button that does nothing without the island's code is held (the browser would do nothing
 *   with it), and the button is marked `data-held` (HELD_PRESS) meanwhile: its island's CSS may say what is
 *   on its way. It is pressed again when the island runs.
 * - A form sent is held (the browser would reload the page with it), and sent again.
 * - A field changed keeps what the visitor typed or chose (it is the browser's), and the island is told it
 *   as soon as it runs, before it renders again: React would otherwise put its own idea of the value back.
 * - The focus: where the island replaces the element the visitor was on as it starts (the support slider's
 *   arrows and its row of cards, which react-slick draws anew), focus goes to its element of the same tag
 *   and name, instead of being lost to the page's start.
 * If the island cannot start, what was held is dropped and its marks go: its HTML is what the visitor has.
 */
import { announcementFor, holdsPress, replayOrder, sameControl, withAction, type ControlName, type HeldAction } from './held-actions'
import { FAILED_EVENT, HELD_PRESS } from './markup'

export type Holder = {
  /**
   * The island runs: the fields are told at once (call it before the island renders again: React's
   * effects of its first render are the place), then each press and send is done again in a task of its
   * own, after the island's first updates and each after the one before, as a visitor's own taps come.
   */
  replay: () => void
}

/** Runs a callback in a task of its own (the browser's setTimeout; a test's queue). */
type Later = (callback: () => void, ms: number) => unknown

const FIELDS = 'input, select, textarea'
/** What focus may go to in an island. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** An element's tag and name: its `aria-label`, else the text of what `aria-labelledby` names, else its own text. */
function nameOf(element: Element): ControlName {
  const labelledBy = element.getAttribute('aria-labelledby')
  const label = labelledBy ? labelledBy.split(/\s+/).map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '') : null
  return { tag: element.localName, name: (element.getAttribute('aria-label') ?? label?.join(' ') ?? element.textContent ?? '').trim() }
}

/** The element an event is on, if it is one (the loader's tests play the page with plain event targets). */
const elementOf = (target: EventTarget | null): Element | null => (target && 'matches' in target ? (target as Element) : null)

const controlsIn = (root: HTMLElement, selector: string) => [...root.querySelectorAll(selector)].map((element) => ({ element, control: nameOf(element) }))

/** The field's value or checked state, past any setter of its own: the one its prototype has. */
function setPast(field: HTMLInputElement, property: 'value' | 'checked', value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value)
}

/** Tells the island what the visitor set in one field (lib/islands/held-actions.ts, `announcementFor`). */
function announce(field: HTMLInputElement) {
  const checkable = field.type === 'checkbox' || field.type === 'radio'
  const own = Object.getOwnPropertyDescriptor(field, checkable ? 'checked' : 'value')?.set
  const plan = announcementFor({ tag: field.localName, type: field.type ?? '', checked: !!field.checked, value: String(field.value ?? ''), tracked: !!own })
  if (!plan) return
  if (plan.standIn && own) {
    const { property, value, restore } = plan.standIn
    const visitors = field[property]
    const caret = property === 'value' && document.activeElement === field ? { start: field.selectionStart, end: field.selectionEnd } : null
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

/** Starts holding what the visitor does in an island's `<island-root>`, until `replay`, or until the island fails. */
export function holdUntilStarted(root: HTMLElement, later: Later = (callback, ms) => window.setTimeout(callback, ms)): Holder {
  let held: HeldAction<Element>[] = []
  let holding = true
  // The element the visitor is on in the island, with its name as it was then.
  let focused: { target: Element; control: ControlName } | undefined

  const onClick = (event: Event) => {
    const button = elementOf(event.target)?.closest('button') ?? null
    if (!button || !root.contains(button)) return
    const opensSomething = button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')
    if (!holdsPress({ tag: button.localName, type: button.type, disabled: button.disabled, opensSomething })) return
    event.preventDefault()
    event.stopImmediatePropagation()
    button.setAttribute(HELD_PRESS, '')
    held = withAction(held, { kind: 'press', target: button, control: nameOf(button) })
  }
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held = withAction(held, { kind: 'send', target: event.target, submitter: (event as SubmitEvent).submitter ?? null })
  }
  // Not stopped: nothing of the browser's is undone by letting it go on, and the page's own code may listen.
  const onField = (event: Event) => {
    const field = elementOf(event.target)
    if (field?.matches(FIELDS)) held = withAction(held, { kind: 'field', target: field })
  }
  const onFocus = (event: Event) => {
    const target = elementOf(event.target)
    if (target) focused = { target, control: nameOf(target) }
  }
  const listeners: [string, (event: Event) => void][] = [
    ['focusin', onFocus],
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onField],
    ['change', onField],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true)

  const stop = () => {
    holding = false
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true)
  }
  const unmark = (action: HeldAction<Element>) => action.kind === 'press' && action.target.removeAttribute(HELD_PRESS)

  root.addEventListener(
    FAILED_EVENT,
    () => {
      if (!holding) return
      stop()
      held.forEach(unmark)
      held = []
    },
    { once: true },
  )

  const again = (action: Exclude<HeldAction<Element>, { kind: 'field' }>) => {
    unmark(action)
    if (action.kind === 'send') {
      const { target: form, submitter } = action
      if (form instanceof HTMLFormElement && form.isConnected)
        form.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : undefined)
      return
    }
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

  return {
    replay() {
      if (!holding) return
      stop()
      const { fields, then } = replayOrder(held)
      held = []
      for (const field of fields) if (field.isConnected) announce(field as HTMLInputElement)
      const was = focused
      if (was) later(() => refocus(was), 0)
      for (const action of then) later(() => again(action), 0)
    },
  }
}
