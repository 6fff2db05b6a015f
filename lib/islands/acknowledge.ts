/**
 * The loader's answer to the visitor's first action in an island that waits for it (docs/islands.md, "The first
 * action is heard at once"): in the same frame, before any of the island's code has come, the control they acted on
 * is marked (ACTING, which the site's CSS shows as busy, without moving anything) and the page's live region says,
 * in the page's language, that it is on its way. Both go once the island runs, or cannot.
 */
import { elementOf } from './hold'
import { ACTING, ISLAND_STATUS } from './markup'

/** The controls an action is on: the one marked is the nearest of these around what was touched. */
const CONTROLS = 'button,input,select,textarea,a[href],summary,[tabindex]'

/** Marks what the visitor acted on in `root`, and says the island is on its way; the function returned undoes both. */
export function acknowledge(root: Element, target: EventTarget | null, document: Pick<Document, 'querySelector'>) {
  const touched = elementOf(target)
  // A label's words tapped: the control it names (before any control around the label, such as a focusable group).
  const control = touched?.closest('label')?.control ?? touched?.closest(CONTROLS)
  const acting = control && root.contains(control) ? control : undefined
  acting?.setAttribute(ACTING, '')
  const status = document.querySelector(`[${ISLAND_STATUS}]`)
  const words = status?.getAttribute(ISLAND_STATUS) ?? ''
  if (status && words) status.textContent = words
  let done = false
  return () => {
    if (done) return
    done = true
    // From the control, or from its copy: an island that could not start puts back its HTML as it was when it began,
    // mark and all.
    for (const element of root.querySelectorAll(`[${ACTING}]`)) element.removeAttribute(ACTING)
    if (status && status.textContent === words) status.textContent = ''
  }
}
