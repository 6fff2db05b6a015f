/**
 * A row of cards that scrolls sideways by touch (the support slider's cards before react-slick starts,
 * components/donation/SupportSlider.tsx): which card it shows first, so the slider opens where the visitor
 * had scrolled to.
 */

/**
 * The first card shown: the one nearest the row's start, from how far it is scrolled and its cards' width (all alike).
 */
export function firstShownCard(scrolled: number, cardWidth: number, count: number): number {
  if (count <= 0 || !(cardWidth > 0)) return 0
  return Math.min(count - 1, Math.max(0, Math.round(scrolled / cardWidth)))
}

/**
 * The card an arrow of the row moves to, as the slider that takes the row over moves: `shown` cards in view, two
 * cards a move (one where one card shows), round past either end.
 */
export function cardAfterArrow(from: number, direction: 'previous' | 'next', count: number, shown: number): number {
  if (count <= 0) return 0
  const step = Math.min(shown <= 1 ? 1 : 2, count)
  const moved = from + (direction === 'next' ? step : -step)
  return ((moved % count) + count) % count
}

/**
 * How far the row scrolls to show `card` first: a row cannot scroll past its last card, so a card near the end (one
 * the slider shows beside cards from the start again) is shown as far as the row goes.
 */
export function scrollOfCard(card: number, cardWidth: number, count: number, shown: number): number {
  return Math.max(0, Math.min(card, count - Math.max(shown, 1))) * cardWidth
}
