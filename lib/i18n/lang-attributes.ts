/**
 * The `lang` attributes where two languages meet on a page: the page's language (set by its route, read
 * with `getLocale()`) and the language a piece of content is written in (`writtenIn`: the entry's `lang`,
 * which is English on a Kiswahili page while its translation is missing). The second is data of the
 * content, handed down with it; it never changes the page's language. Each attribute is a function of the
 * two alone, so what an element carries never depends on what else was rendered before it.
 */
import { localeInfo, type Locale } from './locales'
import { getLocale } from './request'

/** The tag of `inner` where it differs from the language around it; nothing where they agree. */
const tagWhereDifferent = (around: Locale, inner: Locale): string | undefined =>
  inner === around ? undefined : localeInfo[inner].tag

/** The `lang` of content written in `writtenIn`: its tag when that is not the page's language; nothing when it is. */
export function contentLang(writtenIn: Locale): string | undefined {
  return tagWhereDifferent(getLocale(), writtenIn)
}

/**
 * The `lang` for interface words (a heading, a button, a "To supply" mark) placed inside content written in
 * `writtenIn`: the page's tag where the content is in another language, so they are not read as that
 * language; nothing where they agree.
 */
export function interfaceLangIn(writtenIn: Locale): string | undefined {
  return tagWhereDifferent(writtenIn, getLocale())
}

/**
 * The `lang` of an entry's MDX body, inside the element that carries the entry's own: its tag where the
 * two differ (a translation of the fields without one of the body, or the reverse); nothing otherwise.
 */
export function bodyLang(entry: { lang: Locale; bodyLang: Locale }): string | undefined {
  return tagWhereDifferent(entry.lang, entry.bodyLang)
}
