import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

// The page's language, as a route would set it.
const page = vi.hoisted(() => ({ locale: 'en' as Locale }))
vi.mock('@/lib/i18n/request', () => ({ getLocale: () => page.locale, messages: () => catalogues[page.locale] }))

const { bodyLang, contentLang, UntranslatedNote } = await import('./UntranslatedNote')

describe('content in the language it is written in', () => {
  beforeEach(() => {
    page.locale = 'sw'
  })

  it('is shown as it is when it is in the page’s language', () => {
    expect(renderToStaticMarkup(<UntranslatedNote lang="sw">{<p>Karibu</p>}</UntranslatedNote>)).toBe('<p>Karibu</p>')
    expect(contentLang('sw')).toBeUndefined()
  })

  it('is marked with its language under a note in the page’s language when its translation is missing', () => {
    const html = renderToStaticMarkup(<UntranslatedNote lang="en">{<p>Welcome</p>}</UntranslatedNote>)
    expect(html).toContain(`<p lang="sw" class="`)
    expect(html).toContain(`>${catalogues.sw.untranslated.note}</p>`)
    expect(html).toMatch(/<\/p><div lang="en"><p>Welcome<\/p><\/div>$/)
    expect(contentLang('en')).toBe('en')
  })

  it('marks a body in another language than the fields around it', () => {
    expect(bodyLang({ lang: 'sw', bodyLang: 'en' })).toBe('en')
    expect(bodyLang({ lang: 'en', bodyLang: 'sw' })).toBe('sw')
    expect(bodyLang({ lang: 'sw', bodyLang: 'sw' })).toBeUndefined()
  })

  it('adds nothing to English pages', () => {
    page.locale = 'en'
    expect(renderToStaticMarkup(<UntranslatedNote lang="en">{<p>Welcome</p>}</UntranslatedNote>)).toBe('<p>Welcome</p>')
  })
})
