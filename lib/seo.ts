import { isPreview } from './build-mode'
import type { Metadata } from 'next'
import { localeInfo, localePath, locales, type Locale } from './i18n/locales'
import { real, type Pending } from './content/pending'
import type { Site } from './content/types'
import { SHARE_SIZE, type ShareCard } from './share/share-card'
import { shareImageUrl } from './share/paths'
import { siteOrigin } from './site-url'

type PageSeo = {
  title: string
  description: string | Pending
  /** The page's path without a language prefix, e.g. `/raila/`. */
  path: string
  locale: Locale
  /** Whether the page exists in every language (its content has a translation). */
  translated: boolean
  /** The page's address in each language, where it is not `path` under the language's prefix (the search page's). */
  addresses?: Record<Locale, string>
  /** The page's link picture (lib/share/site-cards.ts). */
  card: ShareCard
}

/** The description a page's meta tags and link previews show: a pending one gives way to the title and the site's. */
export function metaDescription(site: Site, title: string, given: string | Pending | undefined): string {
  return real(given) || `${title}: ${site.description}`
}

/**
 * The page's link picture in its Open Graph and X tags: its absolute address at the deployed site (the build
 * step writes it there, scripts/build/share-images.ts), size, type and alt text, shown large.
 */
export function shareImageMetadata(site: Site, card: ShareCard): Pick<Metadata, 'openGraph' | 'twitter'> {
  const url = shareImageUrl(siteOrigin(site), card.address)
  return {
    openGraph: { images: [{ url, ...SHARE_SIZE, alt: card.alt, type: 'image/png' }] },
    twitter: { card: 'summary_large_image', images: [{ url, alt: card.alt }] },
  }
}

/** The page's address in each language, with `x-default` (English), for hreflang alternates. */
export function languageAlternates(path: string, addresses?: Record<Locale, string>): Record<string, string> {
  const at = (l: Locale) => addresses?.[l] ?? localePath(l, path)
  return {
    ...Object.fromEntries(locales.map((l) => [localeInfo[l].tag, at(l)])),
    'x-default': at('en'),
  }
}

/**
 * Title, description, canonical address, language alternates, Open Graph tags and the link picture for one page. A
 * description still waiting for its text (pending) gives way to the page's title and the site's
 * own description. A page without a translation has no alternates, and its Kiswahili address (which
 * shows the English text) names the English page as canonical.
 */
export function pageMetadata(
  site: Site,
  { title, description: given, path, locale, translated, addresses, card }: PageSeo,
): Metadata {
  const description = metaDescription(site, title, given)
  const share = shareImageMetadata(site, card)
  const own = addresses?.[locale] ?? localePath(locale, path)
  const canonical = translated ? own : (addresses?.en ?? localePath('en', path))
  return {
    title,
    description,
    alternates: { canonical, ...(translated ? { languages: languageAlternates(path, addresses) } : {}) },
    openGraph: {
      title,
      description,
      url: own,
      siteName: site.name,
      type: 'website',
      locale: localeInfo[locale].ogLocale,
      ...share.openGraph,
      ...(translated
        ? { alternateLocale: locales.filter((l) => l !== locale).map((l) => localeInfo[l].ogLocale) }
        : {}),
    },
    twitter: { ...share.twitter, title, description },
    // The editors' preview is not for search engines.
    ...(isPreview() ? { robots: { index: false, follow: false } } : {}),
  }
}
