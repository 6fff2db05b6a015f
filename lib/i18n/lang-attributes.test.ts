import { describe, expect, it } from 'vitest'
import { contentLangAttr, interfaceLangAttr } from './lang-attributes'

describe('lang attributes', () => {
  it('mark nothing where content and page agree', () => {
    expect(contentLangAttr('sw', 'sw')).toBeUndefined()
    expect(interfaceLangAttr('sw', 'sw')).toBeUndefined()
    expect(interfaceLangAttr('en', 'en')).toBeUndefined()
  })

  it('mark content by its own language, and the interface words in it by the page’s', () => {
    expect(contentLangAttr('sw', 'en')).toBe('en')
    expect(interfaceLangAttr('sw', 'en')).toBe('sw')
    expect(contentLangAttr('en', 'sw')).toBe('sw')
    expect(interfaceLangAttr('en', 'sw')).toBe('en')
  })
})
