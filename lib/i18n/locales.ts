/**
 * The site's languages. English is the default and keeps the plain addresses (`/raila/`); every page
 * also exists in Kiswahili under `/sw/` (`/sw/raila/`). docs/translations.md describes the whole scheme.
 */
export const locales = ['en', 'sw'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

type LocaleInfo = {
  /** The `lang` attribute and `hreflang` value. */
  tag: string
  /** Open Graph `og:locale`. */
  ogLocale: string
  /** The language's own name, as the language switch shows it. */
  name: string
  /** Its name in English, as a message tells the ministry which language the visitor wrote from. */
  englishName: string
  /** Path prefix: '' for English, '/sw' for Kiswahili. */
  prefix: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: 'en', ogLocale: 'en_KE', name: 'English', englishName: 'English', prefix: '' },
  sw: { tag: 'sw', ogLocale: 'sw_KE', name: 'Kiswahili', englishName: 'Kiswahili', prefix: '/sw' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The other language: the one the language switch offers. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'sw' : 'en'
}

/**
 * Folders under the site root that hold files, not pages: their addresses are the same in every language,
 * and no page may take their names (the reserved slugs, lib/content/pipeline/cross-check.ts).
 */
export const FILE_FOLDERS = ['media', 'documents', 'media-static', '_next', 'admin'] as const

/**
 * The address of a page of this site in a language: `/raila/#give` in Kiswahili is `/sw/raila/#give`.
 * Files (images, PDFs, calendar files), full addresses and `mailto:` links are left as they are.
 */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  if (FILE_FOLDERS.some((f) => path.startsWith(`/${f}/`)) || /\.[a-z0-9]+(?:[?#].*)?$/i.test(path)) return path
  const plain = stripLocale(path)
  return `${localeInfo[locale].prefix}${plain}`
}

/** The path without its language prefix: `/sw/raila/` -> `/raila/`, `/sw/` -> `/`. */
export function stripLocale(path: string): string {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale]
    if (!prefix) continue
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}#`))
      return path.slice(prefix.length) || '/'
  }
  return path
}

/** The language a site path is in, from its prefix. */
export function localeOfPath(path: string): Locale {
  return (
    locales.find(
      (l) => localeInfo[l].prefix && (path === localeInfo[l].prefix || path.startsWith(`${localeInfo[l].prefix}/`)),
    ) ?? defaultLocale
  )
}
