/**
 * The arrows of a row of cards answer at once, before the slider that takes the row over has run (docs/islands.md,
 * "The first action: heard at once, answered soon"). The server writes the row (`data-row`: cards side by side that
 * scroll sideways, card by card) with its arrows (`data-row-arrow="previous"` or `"next"`) beside it in one parent;
 * this script, run as the page opens, scrolls the row as the slider would move (lib/carousel/scrolled-row.ts) and notes
 * the card it moves to on the row (`data-card`, until the visitor moves the row by hand), so that the slider, reading
 * the row as it takes it over, opens at that card. From then on (the slider marks the row `data-taken`) a press is the
 * slider's: the loader holds it until the slider runs, and the slider makes the move. Plain code, no React: about a
 * kilobyte and a third.
 */
import { cardAfterArrow, firstShownCard, scrollOfCard } from './scrolled-row'

/** The row of cards, in the server's HTML. */
export const ROW = 'data-row'
/** An arrow beside it: its value says which way. */
export const ROW_ARROW = 'data-row-arrow'
/** The card an arrow moved the row to, kept until the visitor moves the row by hand. */
export const ROW_CARD = 'data-card'
/** Set by the slider as it reads the row: the arrows are its own from then on. */
export const ROW_TAKEN = 'data-taken'

/** The card the row shows first, or is on its way to. */
export function rowCard(row: HTMLElement): number {
  const noted = row.getAttribute(ROW_CARD)
  if (noted !== null && noted !== '' && Number.isInteger(Number(noted))) return Number(noted)
  return firstShownCard(row.scrollLeft, row.firstElementChild?.getBoundingClientRect().width ?? 0, row.children.length)
}

/** The element an event is on, or its nearest ancestor, that matches `selector`. */
function closestTo(event: Event, selector: string): Element | null {
  const target = event.target as Element | null
  return target && 'closest' in target ? target.closest(selector) : null
}

/** Answers the press of a row's arrow anywhere in `document`, until the row is taken over. */
export function answerRowArrows(document: Document) {
  const view = document.defaultView
  document.addEventListener(
    'click',
    (event) => {
      const arrow = closestTo(event, `button[${ROW_ARROW}]`)
      const row = arrow?.parentElement?.querySelector<HTMLElement>(`[${ROW}]`)
      const direction = arrow?.getAttribute(ROW_ARROW)
      if (!row || row.hasAttribute(ROW_TAKEN) || (direction !== 'previous' && direction !== 'next')) return
      const width = row.firstElementChild?.getBoundingClientRect().width ?? 0
      const count = row.children.length
      if (!(width > 0) || count < 2) return
      // Answered here: not held for the slider, which would make the move a second time.
      event.stopImmediatePropagation()
      const shown = Math.max(1, Math.round(row.clientWidth / width))
      const card = cardAfterArrow(rowCard(row), direction, count, shown)
      row.setAttribute(ROW_CARD, String(card))
      const still = view?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? true
      row.scrollTo({ left: scrollOfCard(card, width, count, shown), behavior: still ? 'instant' : 'smooth' })
    },
    true,
  )
  // The visitor's own hand on the row (a touch, a wheel, a key while it has the focus) moves it from the noted card:
  // from then on the card is where it is scrolled to. Not the end of the arrow's scroll: the browser may say a scroll
  // ended as the next press starts another, before it has moved, and say nothing when that one ends.
  const byHand = (event: Event) => {
    const row = closestTo(event, `[${ROW}]`)
    if (row && !row.hasAttribute(ROW_TAKEN)) row.removeAttribute(ROW_CARD)
  }
  for (const type of ['pointerdown', 'wheel', 'keydown'])
    document.addEventListener(type, byHand, { capture: true, passive: true })
}
