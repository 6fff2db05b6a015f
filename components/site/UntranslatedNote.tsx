/**
 * Content shown in another language than the page's, because its translation is missing. The content's
 * language is handed down explicitly (`contentLocale`, from its entry) to every component that puts
 * interface words inside it; the `lang` attributes are pure functions of that and the page's language
 * (lib/i18n/lang-attributes.ts), so they never depend on the order in which components render.
 */
import type { ReactNode } from 'react'
import { contentLangAttr, interfaceLangAttr } from '@/lib/i18n/lang-attributes'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { NOT_INDEXED } from '@/lib/search/markup'

/** The `lang` of content in `lang`: its tag when that is not the page's language; nothing when it is. */
export function contentLang(lang: Locale): string | undefined {
  return contentLangAttr(getLocale(), lang)
}

/**
 * The `lang` of an entry's MDX body, inside the element that carries the entry's own: its tag where the
 * two differ (a translation of the fields without one of the body, or the reverse); nothing otherwise.
 */
export function bodyLang(entry: { lang: Locale; bodyLang: Locale }): string | undefined {
  return contentLangAttr(entry.lang, entry.bodyLang)
}

/**
 * The `lang` for interface words placed inside content in `contentLocale` (a placeholder note, a section
 * heading): the page's language where the content is in another; nothing where they agree.
 */
export function interfaceLangIn(contentLocale: Locale): string | undefined {
  return interfaceLangAttr(getLocale(), contentLocale)
}

/**
 * Content's words inside a sentence of interface words (a service's name in "ask after the Sunday
 * service"): in a `<span lang>` where the content is in another language than the page, so a Kiswahili
 * sentence that names an English service title says which words are English.
 */
export function ContentWords({ contentLocale, children }: { contentLocale: Locale; children: ReactNode }) {
  const lang = contentLang(contentLocale)
  return lang ? <span lang={lang}>{children}</span> : children
}

/** A block of interface words inside content: in a `<div lang>` only where the content around it is in another language. */
export function InterfaceBlock({ contentLocale, children }: { contentLocale: Locale; children: ReactNode }) {
  const lang = interfaceLangIn(contentLocale)
  return lang ? <div lang={lang}>{children}</div> : children
}

/** The note that the content below is not translated into the page's language yet; nothing when it is. */
export function TranslationNote({ lang, className = 'mb-6' }: { lang: Locale; className?: string }) {
  if (lang === getLocale()) return null
  return (
    <p
      lang={localeInfo[getLocale()].tag}
      className={`rounded border-l-4 border-accent-500 bg-brand-50 px-4 py-2 text-slate-800 ${className}`}
      {...NOT_INDEXED}
    >
      {messages().untranslated.note}
    </p>
  )
}

/**
 * An entry's content in the language it is written in (`entry.lang`): as it is when that is the page's
 * language; otherwise under the note and inside an element that carries its `lang`. Interface words
 * inside `children` take their `lang` from `interfaceLangIn(entry.lang)`.
 */
export function UntranslatedNote({ lang, children }: { lang: Locale; children: ReactNode }) {
  const tag = contentLang(lang)
  if (!tag) return children
  return (
    <>
      <TranslationNote lang={lang} />
      <div lang={tag}>{children}</div>
    </>
  )
}
