import { describe, expect, it } from 'vitest'
import { carouselReducer, initialCarousel, isRunning, type CarouselAction, type CarouselState } from './carousel-state'

const mounted = carouselReducer(initialCarousel(4), { type: 'mounted', reducedMotion: false })
const run = (actions: CarouselAction[], state: CarouselState = mounted) => actions.reduce(carouselReducer, state)

describe('the hero carousel', () => {
  it('starts on the first slide, and runs once in the browser', () => {
    const state = initialCarousel(4)
    expect(state.index).toBe(0)
    expect(isRunning(state)).toBe(false)
    expect(isRunning(mounted)).toBe(true)
    expect(carouselReducer(state, { type: 'tick' }).index).toBe(0)
  })

  it('advances one slide per tick and wraps from the last to the first', () => {
    expect(run([{ type: 'tick' }]).index).toBe(1)
    expect(run([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }]).index).toBe(3)
    expect(run([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }]).index).toBe(0)
  })

  it('a dot sets the slide and restarts the timer, even on the current slide', () => {
    const before = mounted
    const after = carouselReducer(before, { type: 'goTo', index: 2 })
    expect(after.index).toBe(2)
    expect(after.timerRun).toBeGreaterThan(before.timerRun)
    expect(carouselReducer(after, { type: 'goTo', index: 2 }).timerRun).toBeGreaterThan(after.timerRun)
  })

  it('keeps a dot index within the slides', () => {
    expect(run([{ type: 'goTo', index: 9 }]).index).toBe(3)
    expect(run([{ type: 'goTo', index: -1 }]).index).toBe(0)
  })

  it('does not advance while paused, hovered or after keyboard focus', () => {
    for (const hold of [
      { type: 'togglePause' },
      { type: 'hover', on: true },
      { type: 'keyboardFocus' },
    ] as CarouselAction[]) {
      const state = run([hold, { type: 'tick' }])
      expect(isRunning(state)).toBe(false)
      expect(state.index).toBe(0)
    }
  })

  it('runs again when the pointer leaves, and restarts its timer', () => {
    const held = run([{ type: 'hover', on: true }])
    const left = carouselReducer(held, { type: 'hover', on: false })
    expect(isRunning(left)).toBe(true)
    expect(left.timerRun).toBeGreaterThan(held.timerRun)
  })

  it('keyboard focus pauses it until play is pressed, even with focus still inside', () => {
    const focused = run([{ type: 'keyboardFocus' }])
    expect(focused.paused).toBe(true)
    expect(isRunning(carouselReducer(focused, { type: 'togglePause' }))).toBe(true)
  })

  it('a reduced-motion preference pauses it until the visitor presses play', () => {
    const reduced = carouselReducer(initialCarousel(4), { type: 'mounted', reducedMotion: true })
    expect(isRunning(reduced)).toBe(false)
    expect(carouselReducer(reduced, { type: 'tick' }).index).toBe(0)
    expect(isRunning(carouselReducer(reduced, { type: 'togglePause' }))).toBe(true)
  })

  it('a single slide never runs', () => {
    expect(isRunning(carouselReducer(initialCarousel(1), { type: 'mounted', reducedMotion: false }))).toBe(false)
  })
})
