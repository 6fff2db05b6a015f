import { describe, expect, it } from 'vitest'
import { autoplayReducer, initialAutoplay, isRunning } from './autoplay-state'

describe('testimonials autoplay', () => {
  it('runs from the start, and not under reduced motion', () => {
    expect(isRunning(initialAutoplay(false))).toBe(true)
    expect(isRunning(initialAutoplay(true))).toBe(false)
  })

  it('pauses while hovered or focused and resumes after', () => {
    let s = autoplayReducer(initialAutoplay(false), { type: 'hover', on: true })
    expect(isRunning(s)).toBe(false)
    s = autoplayReducer(s, { type: 'focus', on: true })
    s = autoplayReducer(s, { type: 'hover', on: false })
    expect(isRunning(s)).toBe(false)
    s = autoplayReducer(s, { type: 'focus', on: false })
    expect(isRunning(s)).toBe(true)
  })

  it('the pause control stops it until pressed again, whatever hover and focus do', () => {
    let s = autoplayReducer(initialAutoplay(false), { type: 'toggle' })
    expect(s.playing).toBe(false)
    s = autoplayReducer(autoplayReducer(s, { type: 'hover', on: true }), { type: 'hover', on: false })
    expect(isRunning(s)).toBe(false)
    s = autoplayReducer(s, { type: 'toggle' })
    expect(isRunning(s)).toBe(true)
  })

  it('a visitor can start it under reduced motion; switching reduced motion on stops it', () => {
    const started = autoplayReducer(initialAutoplay(true), { type: 'toggle' })
    expect(isRunning(started)).toBe(true)
    expect(isRunning(autoplayReducer(initialAutoplay(false), { type: 'reducedMotion', on: true }))).toBe(false)
    const s = initialAutoplay(true)
    expect(autoplayReducer(s, { type: 'reducedMotion', on: false })).toBe(s)
  })

  it('returns the same state when nothing changes', () => {
    const s = initialAutoplay(false)
    expect(autoplayReducer(s, { type: 'hover', on: false })).toBe(s)
    expect(autoplayReducer(s, { type: 'focus', on: false })).toBe(s)
  })
})
