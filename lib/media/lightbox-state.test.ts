import { describe, expect, it } from 'vitest'
import { lightboxReducer } from './lightbox-state'

const closed = { open: null, count: 3 }

describe('the gallery lightbox', () => {
  it('opens on an image and closes', () => {
    const open = lightboxReducer(closed, { type: 'open', index: 1 })
    expect(open.open).toBe(1)
    expect(lightboxReducer(open, { type: 'close' }).open).toBeNull()
  })

  it('moves with wrap-around in both directions', () => {
    expect(lightboxReducer({ open: 2, count: 3 }, { type: 'next' }).open).toBe(0)
    expect(lightboxReducer({ open: 0, count: 3 }, { type: 'previous' }).open).toBe(2)
    expect(lightboxReducer({ open: 0, count: 3 }, { type: 'next' }).open).toBe(1)
  })

  it('ignores arrows while closed and an index outside the gallery', () => {
    expect(lightboxReducer(closed, { type: 'next' })).toBe(closed)
    expect(lightboxReducer(closed, { type: 'open', index: 3 })).toBe(closed)
  })
})
