/**
 * The loader's part of holding what a visitor does in an island that starts at their first action
 * (`start: 'interaction'`; docs/islands.md, "What the visitor does before an island starts"): from the page's
 * opening until the island runs, it notes what they do, and stops the browser only where a script would
 * have acted (a press on a button that does nothing without the island, a form sent). It is as small as it
 * can be, since every page with such an island runs it before any input; what the notes mean, and doing
 * it all again, is lib/islands/replay.ts, fetched with the island's code.
 */
import { holdsPress } from './held-press'
import { FAILED_EVENT, HELD_PRESS } from './markup'

/** What the visitor did, in order: a press (held), a form sent (held), a field changed, a focus. */
export type Noted = { kind: 'press' | 'send' | 'field' | 'focus'; target: Element; submitter?: Element | null }

export type Holder = {
  /** Stops noting, and gives what was noted: the island runs now. */
  take: () => Noted[]
}

const FIELDS = 'input, select, textarea'

/** The element an event is on, if it is one (the loader's tests play the page with plain event targets). */
export const elementOf = (target: EventTarget | null): Element | null =>
  target && 'matches' in target ? (target as Element) : null

/**
 * Starts noting what the visitor does in an island's `<island-root>`, until `take`, or until the island fails (then it
 * is all dropped).
 */
export function holdUntilStarted(root: HTMLElement): Holder {
  let noted: Noted[] = []
  const stopped = (event: Event) => {
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  const on = (event: Event) => {
    const target = elementOf(event.target)
    if (!target) return
    switch (event.type) {
      case 'click': {
        const button = target.closest('button')
        if (!button || !root.contains(button)) return
        const opensSomething = button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')
        if (!holdsPress({ tag: button.localName, type: button.type, disabled: button.disabled, opensSomething })) return
        stopped(event)
        button.setAttribute(HELD_PRESS, '')
        return void noted.push({ kind: 'press', target: button })
      }
      case 'submit':
        if (!(target instanceof HTMLFormElement)) return
        stopped(event)
        return void noted.push({ kind: 'send', target, submitter: (event as SubmitEvent).submitter ?? null })
      case 'focusin':
        return void noted.push({ kind: 'focus', target })
      default:
        // A field's change: not stopped, since the value is the browser's, and the page's own code may listen.
        if (target.matches(FIELDS)) noted.push({ kind: 'field', target })
    }
  }
  const types = ['focusin', 'click', 'submit', 'input', 'change']
  for (const type of types) root.addEventListener(type, on, true)
  const stop = () => {
    for (const type of types) root.removeEventListener(type, on, true)
    const all = noted
    noted = []
    return all
  }
  root.addEventListener(
    FAILED_EVENT,
    () => stop().forEach((n) => n.kind === 'press' && n.target.removeAttribute(HELD_PRESS)),
    { once: true },
  )
  return { take: stop }
}
