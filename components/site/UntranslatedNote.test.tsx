import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

// The page's language, as a route would set it.
const page = vi.hoisted(() => ({ locale: 'en' as Locale }))
vi.mock('@/lib/i18n/request', () => ({ getLocale: () => page.locale, messages: () => catalogues[page.locale] }))

const { ContentWords, InterfaceBlock, UntranslatedNote } = await import('./UntranslatedNote')
const { contentLang, interfaceLangIn } = await import('@/lib/i18n/lang-attributes')
const { Section } = await import('@/components/congregation/SectionHeading')

describe('content in the language it is written in', () => {
  beforeEach(() => {
    page.locale = 'sw'
  })

  it('is shown as it is when it is in the page’s language', () => {
    expect(renderToStaticMarkup(<UntranslatedNote writtenIn="sw">{<p>Karibu</p>}</UntranslatedNote>)).toBe(
      '<p>Karibu</p>',
    )
    expect(contentLang('sw')).toBeUndefined()
  })

  it('is marked with its language under a note in the page’s language when its translation is missing', () => {
    const html = renderToStaticMarkup(<UntranslatedNote writtenIn="en">{<p>Welcome</p>}</UntranslatedNote>)
    expect(html).toContain(`<p lang="sw" class="`)
    expect(html).toContain(`>${catalogues.sw.untranslated.note}</p>`)
    expect(html).toMatch(/<\/p><div lang="en"><p>Welcome<\/p><\/div>$/)
    expect(contentLang('en')).toBe('en')
  })

  it('marks content words inside an interface sentence, such as an English service title in a Kiswahili one', () => {
    const sentence = (writtenIn: Locale) =>
      renderToStaticMarkup(
        <p>
          baada ya <ContentWords writtenIn={writtenIn}>Sunday service</ContentWords>
        </p>,
      )
    expect(sentence('en')).toBe('<p>baada ya <span lang="en">Sunday service</span></p>')
    expect(sentence('sw')).toBe('<p>baada ya Sunday service</p>')
  })

  it('adds nothing to English pages', () => {
    page.locale = 'en'
    expect(renderToStaticMarkup(<UntranslatedNote writtenIn="en">{<p>Welcome</p>}</UntranslatedNote>)).toBe(
      '<p>Welcome</p>',
    )
    expect(interfaceLangIn('en')).toBeUndefined()
  })
})

describe('interface words inside content', () => {
  beforeEach(() => {
    page.locale = 'sw'
  })

  it('carry no lang where the content is in the page’s language', () => {
    expect(interfaceLangIn('sw')).toBeUndefined()
    expect(renderToStaticMarkup(<InterfaceBlock writtenIn="sw">{<p>Nakili</p>}</InterfaceBlock>)).toBe('<p>Nakili</p>')
  })

  it('carry the page’s language inside untranslated content, whatever was rendered before them', () => {
    // A content page's gallery heading: its lang is worked out while the page builds its tree, before the
    // note around it renders. It must not depend on that order.
    const galleryHeading = <h2 lang={interfaceLangIn('en')}>{catalogues.sw.page.photos}</h2>
    const html = renderToStaticMarkup(
      <UntranslatedNote writtenIn="en">
        <p>Welcome</p>
        {galleryHeading}
      </UntranslatedNote>,
    )
    expect(html).toMatch(/<div lang="en"><p>Welcome<\/p><h2 lang="sw">Picha<\/h2><\/div>$/)
    // A section rendered on its own, with nothing before it that says the content is untranslated.
    const section = renderToStaticMarkup(
      <Section id="visit" eyebrow="Panga ziara yako" title="Ibada na maelekezo" writtenIn="en">
        <p>Sunday service</p>
      </Section>,
    )
    expect(section).toContain('<p lang="sw" class="')
    expect(section).toContain('<h2 id="visit-heading" lang="sw" class="')
    expect(renderToStaticMarkup(<InterfaceBlock writtenIn="en">{<p>Nakili</p>}</InterfaceBlock>)).toBe(
      '<div lang="sw"><p>Nakili</p></div>',
    )
  })
})
