import { cache, type ReactNode } from 'react'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'

/** Whether this render has content in a language other than the page's (per render, like the page's language). */
const foreign = cache((): { shown: boolean } => ({ shown: false }))

/**
 * The `lang` of content in `lang`: its tag when that is not the page's language, so screen readers and
 * search engines read it as what it is; nothing when it is. Marks the render as having foreign content.
 */
export function contentLang(lang: Locale): string | undefined {
  if (lang === getLocale()) return undefined
  foreign().shown = true
  return localeInfo[lang].tag
}

/**
 * The `lang` of an entry's MDX body, inside the element that carries the entry's own: its tag where the
 * two differ (a translation of the fields without one of the body, or the reverse); nothing otherwise.
 */
export function bodyLang(entry: { lang: Locale; bodyLang: Locale }): string | undefined {
  if (entry.bodyLang === entry.lang) return undefined
  contentLang(entry.bodyLang)
  return localeInfo[entry.bodyLang].tag
}

/**
 * The `lang` for interface words placed inside content (a placeholder note, a section heading): the page's
 * language once content in another language is on the page, so they are not read as that language; nothing
 * otherwise (English pages, whose content is the original, never get one).
 */
export function interfaceLang(): string | undefined {
  return foreign().shown ? localeInfo[getLocale()].tag : undefined
}

/** A block of interface words inside content: in a `<div lang>` only where the content around it is in another language. */
export function InterfaceBlock({ children }: { children: ReactNode }) {
  const lang = interfaceLang()
  return lang ? <div lang={lang}>{children}</div> : children
}

/** The note that the content below is not translated into the page's language yet; nothing when it is. */
export function TranslationNote({ lang, className = 'mb-6' }: { lang: Locale; className?: string }) {
  if (lang === getLocale()) return null
  return (
    <p lang={localeInfo[getLocale()].tag} className={`rounded border-l-4 border-accent-500 bg-brand-50 px-4 py-2 text-slate-800 ${className}`}>
      {messages().untranslated.note}
    </p>
  )
}

/**
 * An entry's content in the language it is written in (`entry.lang`): as it is when that is the page's
 * language; otherwise under the note and inside an element that carries its `lang`.
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
