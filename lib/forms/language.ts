import type { Locale } from '@/lib/i18n/locales'

/** The name of the form's `language` field: which language the visitor wrote from, so the reply can be in it. */
export const LANGUAGE_FIELD = 'language'

/** The language as a message tells the ministry: its English name, whichever language the page is in. */
export const formLanguage: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' }
