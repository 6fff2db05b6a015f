import { describe, expect, it } from 'vitest'
import { columnLayouts } from './masonry-columns'

describe('gallery columns by width', () => {
  it('has 1 column up to 750 px, 2 up to 900 px, 3 above', () => {
    expect(columnLayouts()).toEqual([
      { columns: 1, media: '(max-width: 750px)' },
      { columns: 2, media: '(min-width: 751px) and (max-width: 900px)' },
      { columns: 3, media: '(min-width: 901px)' },
    ])
  })

  it('merges neighbouring breakpoints with the same count', () => {
    expect(columnLayouts({ 300: 2, 600: 2, 1000: 4 })).toEqual([
      { columns: 2, media: '(max-width: 1000px)' },
      { columns: 4, media: '(min-width: 1001px)' },
    ])
  })

  it('has one column everywhere without breakpoints', () => {
    expect(columnLayouts({})).toEqual([{ columns: 1, media: 'all' }])
  })
})
