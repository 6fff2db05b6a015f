import { describe, expect, it } from 'vitest'
import { posterPath, shortAddress } from './address'

describe("a congregation's poster address", () => {
  it('is a folder below the congregation page', () => {
    expect(posterPath('raila')).toBe('/raila/poster/')
  })
})

describe('the short address under the QR code', () => {
  it.each([
    ['https://www.example.org/raila/', 'example.org/raila'],
    ['https://example.org/sw/raila/', 'example.org/sw/raila'],
    ['http://localhost:3000/raila/', 'localhost:3000/raila'],
    ['https://user.github.io/site/sw/raila/', 'user.github.io/site/sw/raila'],
    ['https://example.org/', 'example.org'],
  ])('writes %s as %s', (url, short) => {
    expect(shortAddress(url)).toBe(short)
  })

  it('keeps a "www" that is not the start of the host', () => {
    expect(shortAddress('https://kanisa.www.example.org/raila/')).toBe('kanisa.www.example.org/raila')
  })
})
