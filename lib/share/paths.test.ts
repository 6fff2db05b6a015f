import { describe, expect, it } from 'vitest'
import { shareImagePath, shareImageUrl } from './paths'

describe("a page's link picture's address", () => {
  it("is its slug in its language's folder of share/, and the language itself for the home page", () => {
    expect(shareImagePath('/raila/')).toBe('/share/en/raila.png')
    expect(shareImagePath('/sw/raila/')).toBe('/share/sw/raila.png')
    expect(shareImagePath('/')).toBe('/share/en.png')
    expect(shareImagePath('/sw/')).toBe('/share/sw.png')
    expect(shareImagePath('/sw/tafuta/')).toBe('/share/sw/tafuta.png')
  })

  it('is absolute at the deployed site, under the base path the site is built with', () => {
    expect(shareImageUrl('https://example.org', '/sw/raila/', '')).toBe('https://example.org/share/sw/raila.png')
    expect(shareImageUrl('https://example.github.io', '/raila/', '/ministry')).toBe(
      'https://example.github.io/ministry/share/en/raila.png',
    )
  })

  it('refuses a page below the first level, which no page is', () => {
    expect(() => shareImagePath('/raila/more/')).toThrow(/first level/)
  })
})
