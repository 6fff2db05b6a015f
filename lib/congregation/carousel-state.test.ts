import { describe, expect, it } from 'vitest'
import { carouselReducer, initialCarousel, isRunning, type CarouselAction, type CarouselState } from './carousel-state'

const run = (actions: CarouselAction[], state: CarouselState = initialCarousel(4)) => actions.reduce(carouselReducer, state)

describe('the hero carousel', () => {
  it('starts on the first slide, running', () => {
    const state = initialCarousel(4)
    expect(state.index).toBe(0)
    expect(isRunning(state)).toBe(true)
  })

  it('advances one slide per tick and wraps from the last to the first', () => {
    expect(run([{ type: 'tick' }]).index).toBe(1)
    expect(run([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }]).index).toBe(3)
    expect(run([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }]).index).toBe(0)
  })

  it('a dot sets the slide and restarts the timer, even on the current slide', () => {
    const before = initialCarousel(4)
    const after = carouselReducer(before, { type: 'goTo', index: 2 })
    expect(after.index).toBe(2)
    expect(after.timerRun).toBeGreaterThan(before.timerRun)
    expect(carouselReducer(after, { type: 'goTo', index: 2 }).timerRun).toBeGreaterThan(after.timerRun)
  })

  it('keeps a dot index within the slides', () => {
    expect(run([{ type: 'goTo', index: 9 }]).index).toBe(3)
    expect(run([{ type: 'goTo', index: -1 }]).index).toBe(0)
  })

  it('does not advance while paused, hovered or focused', () => {
    for (const hold of [{ type: 'togglePause' }, { type: 'hover', on: true }, { type: 'focus', on: true }] as CarouselAction[]) {
      const state = run([hold, { type: 'tick' }])
      expect(isRunning(state)).toBe(false)
      expect(state.index).toBe(0)
    }
  })

  it('runs again when the pointer leaves and focus moves away', () => {
    const state = run([{ type: 'hover', on: true }, { type: 'focus', on: true }, { type: 'hover', on: false }])
    expect(isRunning(state)).toBe(false)
    expect(isRunning(carouselReducer(state, { type: 'focus', on: false }))).toBe(true)
  })

  it('a reduced-motion preference pauses it until the visitor presses play', () => {
    const reduced = run([{ type: 'reducedMotion' }])
    expect(isRunning(reduced)).toBe(false)
    expect(carouselReducer(reduced, { type: 'tick' }).index).toBe(0)
    expect(isRunning(carouselReducer(reduced, { type: 'togglePause' }))).toBe(true)
  })

  it('a single slide never runs', () => {
    expect(isRunning(initialCarousel(1))).toBe(false)
  })
})
