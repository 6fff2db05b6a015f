/**
 * A row's arrows answer at once until the slider takes the row over: the row scrolls as the slider would move, the
 * card is noted for the slider, and the press is not left for the loader to hold. Played with plain objects.
 */
import { describe, expect, it } from 'vitest'
import { answerRowArrows, ROW, ROW_ARROW, ROW_CARD, ROW_TAKEN, rowCard } from './row-arrows'

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
    closest: (selector: string) => (selector === `[${ROW}]` ? row : null),
  }
  const parent = { querySelector: () => row }
  const arrow = (direction: string) => ({
    closest: (selector: string) => (selector.includes(ROW_ARROW) ? button : null),
    parentElement: parent,
    getAttribute: (name: string) => (name === ROW_ARROW ? direction : null),
  })
  let button = arrow('next')
  const listeners = new Map<string, (event: Event) => void>()
  const document = {
    defaultView: { matchMedia: () => ({ matches: reduced }) },
    addEventListener: (type: string, listener: (event: Event) => void, options: boolean | AddEventListenerOptions) => {
      // Heard before the page's own listeners, and before the loader holds a press.
      expect(options === true || (typeof options === 'object' && options.capture)).toBe(true)
      listeners.set(type, listener)
    },
  } as unknown as Document
  answerRowArrows(document)
  const press = (direction: 'previous' | 'next') => {
    button = arrow(direction)
    let stopped = false
    listeners.get('click')!({ target: button, stopImmediatePropagation: () => (stopped = true) } as unknown as Event)
    return stopped
  }
  /** The visitor's hand on the row: `type` on the row itself. */
  const byHand = (type: string) => listeners.get(type)!({ target: row } as unknown as Event)
  return { row, scrolls, press, attributes, byHand }
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

  it('keep the noted card however the scroll goes, and forget it once the visitor moves the row by hand', () => {
    for (const type of ['pointerdown', 'wheel', 'keydown']) {
      const { row, press, attributes, byHand } = slider()
      press('next')
      // The browser may have the row anywhere on its way (or say its scroll ended before it moved): the card counts.
      row.scrollLeft = 0
      expect(rowCard(row as unknown as HTMLElement)).toBe(1)
      byHand(type)
      expect(attributes.has(ROW_CARD), type).toBe(false)
      row.scrollLeft = 900
      expect(rowCard(row as unknown as HTMLElement)).toBe(3)
    }
  })

  it('leave the noted card to the slider once it has taken the row over, whatever the hand does', () => {
    const { press, attributes, byHand } = slider()
    press('next')
    attributes.set(ROW_TAKEN, '')
    byHand('pointerdown')
    expect(attributes.get(ROW_CARD)).toBe('1')
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
