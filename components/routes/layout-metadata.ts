import type { Metadata, Viewport } from 'next'
import { loadContent } from '@/lib/content/load'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { siteOrigin } from '@/lib/site-url'
import { THEME_COLOR } from '@/lib/theme'

/** What every page of a language has in its head, unless the page says otherwise. */
export async function layoutMetadata(locale: Locale): Promise<Metadata> {
  const { site } = await loadContent(locale)
  return {
    metadataBase: new URL(siteOrigin(site)),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    openGraph: { siteName: site.name, type: 'website', locale: localeInfo[locale].ogLocale },
  }
}

export const viewport: Viewport = { themeColor: THEME_COLOR, width: 'device-width', initialScale: 1 }
