import { describe, expect, it } from 'vitest'
import { firstShownCard } from './scrolled-row'

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
