import { loadContent } from '@/lib/content/load'
import { findRoute } from '@/lib/content/routes'
import { locales } from '@/lib/i18n/locales'

/**
 * Whether the page at `slug` ('' for home) is written in every language: only then do its head and the
 * sitemap name alternates. A page without a translation has none, in either language.
 */
export async function inEveryLanguage(slug: string): Promise<boolean> {
  for (const locale of locales) {
    const content = await loadContent(locale)
    const route = slug === '' ? { entry: content.home } : findRoute(content, slug)
    if (!route || !('entry' in route) || route.entry.lang !== locale) return false
  }
  return true
}
