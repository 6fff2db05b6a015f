/**
 * The language of the page being rendered, set once by its route and read by any server component
 * below it (React's `cache` is per render, so two pages rendered at once never share it). Client
 * islands never read it: they receive their strings as props. There is no default: a component
 * rendered before its route has said the language fails the build instead of showing English.
 */
import { cache } from 'react'
import type { Locale } from './locales'
import { catalogues, type Messages } from './messages'

const current = cache((): { locale?: Locale } => ({}))

/** Called by a route before it renders anything language-dependent. */
export function setLocale(locale: Locale): void {
  current().locale = locale
}

/**
 * For the 404 page only. Next renders app/not-found.tsx inside every page's render too (as the fallback of
 * its not-found boundary), which shares this state: there the language of the page's route must win, in
 * whichever order the two run. Rendered as 404.html, where no route sets one, the 404 page is English.
 */
export function setLocaleUnlessSet(locale: Locale): void {
  current().locale ??= locale
}

export function getLocale(): Locale {
  const { locale } = current()
  if (!locale) throw new Error("The page's language is not set: its route calls setLocale() before rendering")
  return locale
}

/** The interface strings of the page's language. */
export function messages(): Messages {
  return catalogues[getLocale()]
}
