/**
 * Content shown in another language than the page's, because its translation is missing. The language the
 * content is written in (`writtenIn`, its entry's `lang`) is handed down as a prop to every component that
 * puts interface words inside it; the page's language is read with `getLocale()`. The `lang` attributes
 * are functions of the two (lib/i18n/lang-attributes.ts), so they never depend on the order in which
 * components render.
 */
import type { ReactNode } from 'react'
import { contentLang, interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { NOT_INDEXED } from '@/lib/search/markup'

/**
 * Content's words inside a sentence of interface words (a service's name in "ask after the Sunday
 * service"): in a `<span lang>` where the content is in another language than the page, so a Kiswahili
 * sentence that names an English service title says which words are English.
 */
export function ContentWords({ writtenIn, children }: { writtenIn: Locale; children: ReactNode }) {
  const lang = contentLang(writtenIn)
  return lang ? <span lang={lang}>{children}</span> : children
}

/**
 * A block of interface words inside content: in a `<div lang>` only where the content around it is in another language.
 */
export function InterfaceBlock({ writtenIn, children }: { writtenIn: Locale; children: ReactNode }) {
  const lang = interfaceLangIn(writtenIn)
  return lang ? <div lang={lang}>{children}</div> : children
}

/** The note that the content below is not translated into the page's language yet; nothing when it is. */
export function TranslationNote({ writtenIn, className = 'mb-6' }: { writtenIn: Locale; className?: string }) {
  if (writtenIn === getLocale()) return null
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
 * An entry's content in the language it is written in (`writtenIn`, the entry's `lang`): as it is when that is the
 * page's
 * language; otherwise under the note and inside an element that carries its `lang`. Interface words
 * inside `children` take their `lang` from `interfaceLangIn(writtenIn)`.
 */
export function UntranslatedNote({ writtenIn, children }: { writtenIn: Locale; children: ReactNode }) {
  const tag = contentLang(writtenIn)
  if (!tag) return children
  return (
    <>
      <TranslationNote writtenIn={writtenIn} />
      <div lang={tag}>{children}</div>
    </>
  )
}
