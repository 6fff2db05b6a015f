import { describe, expect, it } from 'vitest'
import { fallbackVariant, uprightSize, variantFor, variantPath, variantWidths } from './variants'

describe('image variants', () => {
  it('never upscales: a small image gets only its own width', () => {
    expect(variantWidths(300)).toEqual([300])
  })
  it('steps up to the source width', () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000])
  })
  it('caps a huge photo at 1920 px', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920])
  })
  it('names variants after the source', () => {
    expect(variantPath('congregations/raila/sunday.JPG', 640)).toBe('congregations/raila/sunday-640.webp')
  })
  it('picks the narrowest variant at least as wide as asked, else the largest', () => {
    const variants = [320, 640, 960].map((width) => ({ width }))
    expect(variantFor(variants, 600)).toEqual({ width: 640 })
    expect(variantFor(variants, 960)).toEqual({ width: 960 })
    expect(variantFor(variants, 2000)).toEqual({ width: 960 })
    expect(fallbackVariant([{ width: 300 }])).toEqual({ width: 300 })
  })
  it('turns the size of a photo whose EXIF says it is rotated', () => {
    expect(uprightSize({ width: 4000, height: 3000, orientation: 6 })).toEqual({ width: 3000, height: 4000 })
    expect(uprightSize({ width: 4000, height: 3000, orientation: 1 })).toEqual({ width: 4000, height: 3000 })
    expect(uprightSize({ width: 4000, height: 3000 })).toEqual({ width: 4000, height: 3000 })
  })
})
