import { describe, expect, it } from 'vitest'
import { cardAfterArrow, firstShownCard, scrollOfCard } from './scrolled-row'

describe('the first card a row scrolled sideways shows', () => {
  it('is the card whose start is nearest the row start', () => {
    expect(firstShownCard(0, 300, 8)).toBe(0)
    expect(firstShownCard(600, 300, 8)).toBe(2)
    // Between two cards (a swipe not yet settled): the nearer one.
    expect(firstShownCard(740, 300, 8)).toBe(2)
    expect(firstShownCard(760, 300, 8)).toBe(3)
  })

  it('stays within the row, whatever the browser reports', () => {
    expect(firstShownCard(-20, 300, 8)).toBe(0)
    expect(firstShownCard(5000, 300, 8)).toBe(7)
    expect(firstShownCard(600, 0, 8)).toBe(0)
    expect(firstShownCard(600, 300, 0)).toBe(0)
  })
})

describe("the card a row's arrow moves to", () => {
  it('is two cards on where two or three show, one where one shows', () => {
    expect(cardAfterArrow(0, 'next', 8, 3)).toBe(2)
    expect(cardAfterArrow(0, 'next', 8, 2)).toBe(2)
    expect(cardAfterArrow(0, 'next', 8, 1)).toBe(1)
    expect(cardAfterArrow(4, 'previous', 8, 3)).toBe(2)
    expect(cardAfterArrow(4, 'previous', 8, 1)).toBe(3)
  })

  it('goes round past either end, as the slider does', () => {
    expect(cardAfterArrow(0, 'previous', 8, 3)).toBe(6)
    expect(cardAfterArrow(7, 'next', 8, 3)).toBe(1)
    expect(cardAfterArrow(7, 'next', 8, 1)).toBe(0)
    expect(cardAfterArrow(0, 'next', 1, 3)).toBe(0)
    expect(cardAfterArrow(0, 'next', 0, 3)).toBe(0)
  })
})

describe('how far the row scrolls to show a card first', () => {
  it('is that many cards, but never past the last card in view', () => {
    expect(scrollOfCard(2, 300, 8, 3)).toBe(600)
    expect(scrollOfCard(6, 300, 8, 3)).toBe(1500)
    expect(scrollOfCard(7, 300, 8, 1)).toBe(2100)
    expect(scrollOfCard(3, 300, 2, 3)).toBe(0)
  })
})
