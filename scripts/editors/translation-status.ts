/**
 * Where the translations stand, for `npm run content:todo`: drafts waiting for a Kiswahili speaker's
 * review, English files without a translation, and text a translation still leaves in English.
 */
import { defaultLocale, locales, type Locale } from '../../lib/i18n/locales'
import type { SourceEntry } from '../../lib/content/source-entry'
import { GIVING_COLLECTIONS, isPlaceholder } from '../../lib/content/schemas'
import { isDraft, untranslated } from '../../lib/content/translation'

export type TranslationStatus = {
  drafts: { file: string; locale: Locale }[]
  missing: { file: string; locale: Locale; expected: string }[]
  /** Fields a translation still leaves in English (the English text shows in their place). */
  partial: { file: string; locale: Locale; fields: string[] }[]
}

export function translationStatus(entries: readonly SourceEntry[]): TranslationStatus {
  // Giving files hold numbers and names only: nothing to translate.
  const originals = entries.filter((e) => e.locale === defaultLocale && !GIVING_COLLECTIONS.has(e.collection))
  const status: TranslationStatus = { drafts: [], missing: [], partial: [] }
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    const translations = new Map(entries.filter((e) => e.locale === locale).map((t) => [t.original, t]))
    for (const original of originals) {
      const t = translations.get(original.source)
      if (!t) {
        status.missing.push({
          file: original.file,
          locale,
          expected: original.file.replace(/\.en\.mdx$/, `.${locale}.mdx`),
        })
        continue
      }
      if (isDraft(t.raw)) status.drafts.push({ file: t.file, locale })
      const fields = untranslated(t.collection, original.raw, t.raw)
      if (original.body.trim() && !isPlaceholder(original.body.trim()) && !t.body.trim()) fields.push('(body)')
      if (fields.length) status.partial.push({ file: t.file, locale, fields })
    }
  }
  return status
}
