/**
 * A row's arrows answer at once until the slider takes the row over: the row scrolls as the slider would move, the
 * card is noted for the slider, and the press is not left for the loader to hold. Played with plain objects.
 */
import { describe, expect, it } from 'vitest'
import { answerRowArrows, ROW_ARROW, ROW_CARD, ROW_TAKEN, rowCard } from './row-arrows'

function slider({ cards = 6, cardWidth = 300, rowWidth = 300, scrollLeft = 0, reduced = false } = {}) {
  const attributes = new Map<string, string>()
  const scrolls: ScrollToOptions[] = []
  const row = {
    scrollLeft,
    clientWidth: rowWidth,
    children: { length: cards },
    firstElementChild: { getBoundingClientRect: () => ({ width: cardWidth }) },
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
    scrollTo(options: ScrollToOptions) {
      scrolls.push(options)
      row.scrollLeft = options.left ?? row.scrollLeft
    },
    ended: () => {},
    addEventListener: (_type: string, listener: () => void) => void (row.ended = listener),
  }
  const parent = { querySelector: () => row }
  const arrow = (direction: string) => ({
    closest: (selector: string) => (selector.includes(ROW_ARROW) ? button : null),
    parentElement: parent,
    getAttribute: (name: string) => (name === ROW_ARROW ? direction : null),
  })
  let button = arrow('next')
  let click: (event: Event) => void = () => {}
  const document = {
    defaultView: { matchMedia: () => ({ matches: reduced }) },
    addEventListener: (type: string, listener: (event: Event) => void, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true])
      click = listener
    },
  } as unknown as Document
  answerRowArrows(document)
  const press = (direction: 'previous' | 'next') => {
    button = arrow(direction)
    let stopped = false
    click({ target: button, stopImmediatePropagation: () => (stopped = true) } as unknown as Event)
    return stopped
  }
  return { row, scrolls, press, attributes }
}

describe("a row's arrows before the slider runs", () => {
  it('scroll the row one card where one shows, and note the card for the slider', () => {
    const { row, scrolls, press } = slider()
    expect(press('next')).toBe(true)
    expect(scrolls).toEqual([{ left: 300, behavior: 'smooth' }])
    expect(rowCard(row as unknown as HTMLElement)).toBe(1)
    // Pressed again while the row is still on its way: from the card it is going to.
    row.scrollLeft = 120
    press('next')
    expect(rowCard(row as unknown as HTMLElement)).toBe(2)
    expect(scrolls.at(-1)).toEqual({ left: 600, behavior: 'smooth' })
  })

  it('move two cards where three show, round past the start, and move without animation for reduced motion', () => {
    const { scrolls, press, row } = slider({ rowWidth: 900, reduced: true })
    press('next')
    expect(scrolls).toEqual([{ left: 600, behavior: 'instant' }])
    press('previous')
    press('previous')
    // Card 4 of 6 is shown first (the slider shows 4, 5, 0): the row goes as far as it can, card 3.
    expect(rowCard(row as unknown as HTMLElement)).toBe(4)
    expect(scrolls.at(-1)).toEqual({ left: 900, behavior: 'instant' })
  })

  it('forget the noted card once the scroll ends, so a swipe after it counts', () => {
    const { row, press, attributes } = slider()
    press('next')
    expect(attributes.get(ROW_CARD)).toBe('1')
    row.ended()
    expect(attributes.has(ROW_CARD)).toBe(false)
    row.scrollLeft = 900
    expect(rowCard(row as unknown as HTMLElement)).toBe(3)
  })

  it('leave the press to the slider once it has taken the row over', () => {
    const { scrolls, press, attributes } = slider()
    attributes.set(ROW_TAKEN, '')
    expect(press('next')).toBe(false)
    expect(scrolls).toEqual([])
  })

  it('leave a row with one card, or none laid out, alone', () => {
    expect(slider({ cards: 1 }).press('next')).toBe(false)
    expect(slider({ cardWidth: 0 }).press('next')).toBe(false)
  })
})
