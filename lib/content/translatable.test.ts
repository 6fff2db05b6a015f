/**
 * What a translation may hold is read from the schemas' `translated` mark (the `words` field kind):
 * words are translatable, facts are not, at any depth of a list or a nested menu.
 */
import { describe, expect, it } from 'vitest'
import { isTranslatable, translatableHere } from './translatable'

describe('translatable fields', () => {
  it('are the words the schemas mark, not the facts beside them', () => {
    expect(isTranslatable('congregations', ['description'])).toBe(true)
    expect(isTranslatable('congregations', ['heroSlides', 2, 'body'])).toBe(true)
    expect(isTranslatable('congregations', ['services', 0, 'title'])).toBe(true)
    expect(isTranslatable('congregations', ['leaders', 1, 'bio'])).toBe(true)
    for (const fact of [
      ['name'],
      ['slug'],
      ['phone'],
      ['giving', 'account'],
      ['giving', 'paybill'],
      ['services', 0, 'starts'],
      ['location', 'place'],
      ['leaders', 0, 'name'],
    ])
      expect(isTranslatable('congregations', fact), fact.join('.')).toBe(false)
    expect(isTranslatable('pages', ['blocks', 0, 'list', 3])).toBe(true)
    expect(isTranslatable('pages', ['program', 'testimonials', 'items', 0, 'quote'])).toBe(true)
    expect(isTranslatable('pages', ['program', 'testimonials', 'items', 0, 'name'])).toBe(false)
    expect(isTranslatable('site', ['paybill'])).toBe(false)
    expect(isTranslatable('events', ['date'])).toBe(false)
    expect(isTranslatable('congregations', ['no-such-field'])).toBe(false)
  })

  it("include an image's alt text wherever the image is", () => {
    expect(isTranslatable('congregations', ['leaders', 0, 'photo', 'alt'])).toBe(true)
    expect(isTranslatable('congregations', ['leaders', 0, 'photo', 'src'])).toBe(false)
  })

  it('follow a menu down every level of submenus', () => {
    expect(isTranslatable('menu', ['items', 0, 'title'])).toBe(true)
    expect(
      isTranslatable('menu', ['items', 0, 'children', 1, 'children', 0, 'children', 2, 'children', 0, 'title']),
    ).toBe(true)
    expect(isTranslatable('menu', ['items', 0, 'url'])).toBe(false)
  })

  it('name, in a group, the fields a translation may hold there (for the message about one it may not)', () => {
    expect(translatableHere('congregations', ['leaders', 0])).toEqual(['role', 'bio'])
    expect(translatableHere('congregations', [])).toEqual(
      expect.arrayContaining(['description', 'services', 'heroSlides', 'about', 'giving', 'contactIntro']),
    )
    expect(translatableHere('congregations', [])).not.toContain('slug')
  })
})
