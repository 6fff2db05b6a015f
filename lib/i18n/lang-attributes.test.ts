import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from './locales'

// The page's language, as a route would set it.
const page = vi.hoisted(() => ({ locale: 'sw' as Locale }))
vi.mock('./request', () => ({ getLocale: () => page.locale }))

const { bodyLang, contentLang, interfaceLangIn } = await import('./lang-attributes')

describe('lang attributes', () => {
  beforeEach(() => {
    page.locale = 'sw'
  })

  it('mark nothing where content and page agree', () => {
    expect(contentLang('sw')).toBeUndefined()
    expect(interfaceLangIn('sw')).toBeUndefined()
    page.locale = 'en'
    expect(contentLang('en')).toBeUndefined()
    expect(interfaceLangIn('en')).toBeUndefined()
  })

  it('mark content by the language it is written in, and the interface words in it by the page’s', () => {
    expect(contentLang('en')).toBe('en')
    expect(interfaceLangIn('en')).toBe('sw')
    page.locale = 'en'
    expect(contentLang('sw')).toBe('sw')
    expect(interfaceLangIn('sw')).toBe('en')
  })

  it('mark a body in another language than the fields around it, whatever the page’s', () => {
    expect(bodyLang({ lang: 'sw', bodyLang: 'en' })).toBe('en')
    expect(bodyLang({ lang: 'en', bodyLang: 'sw' })).toBe('sw')
    expect(bodyLang({ lang: 'sw', bodyLang: 'sw' })).toBeUndefined()
  })
})
