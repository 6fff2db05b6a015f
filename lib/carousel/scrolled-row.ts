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
