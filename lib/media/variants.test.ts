import { describe, expect, it } from 'vitest'
import { variantPath, variantWidths } from './variants'

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
})
