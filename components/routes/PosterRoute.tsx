import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Poster } from '@/components/poster/Poster'
import { isPreview } from '@/lib/build-mode'
import { loadContent } from '@/lib/content/load'
import { pathOf } from '@/lib/content/routes'
import { localePath, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { fill } from '@/lib/i18n/messages/fill'
import { setLocale } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { posterPath } from '@/lib/poster/address'
import { qrCode } from '@/lib/poster/qr'
import { pageMetadata } from '@/lib/seo'
import { routeCard } from '@/lib/share/site-cards'
import { absoluteUrl } from '@/lib/site-url'
import { inEveryLanguage } from './translated'

/**
 * Every congregation's printable poster, in each language: /raila/poster/ and /sw/raila/poster/ (docs/how-it-works.md,
 * "Posters").
 */
export async function posterParams(): Promise<{ slug: string }[]> {
  return (await loadContent('en')).congregations.map((c) => ({ slug: c.data.slug }))
}

async function congregation(locale: Locale, slug: string) {
  const content = await loadContent(locale)
  const entry = content.congregations.find((c) => c.data.slug === slug)
  return entry ? { content, entry } : undefined
}

/**
 * The poster's head: its own title, the congregation's link picture, and no place in search engines (the
 * congregation's page is the one to find).
 */
export async function posterMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const found = await congregation(locale, slug)
  if (!found) return {}
  const t = catalogues[locale].poster
  const name = found.entry.data.name
  return {
    ...pageMetadata(found.content.site, {
      title: fill(t.title, { name }),
      description: fill(t.description, { name }),
      path: posterPath(slug),
      locale,
      translated: await inEveryLanguage(slug),
      // Shared, the poster's link shows the congregation page's picture: its name, region and service time.
      card: routeCard({ kind: 'congregation', slug, entry: found.entry }, found.content.site, locale),
    }),
    robots: { index: false, follow: !isPreview() },
  }
}

export async function PosterRoute({ locale, slug }: { locale: Locale; slug: string }) {
  setLocale(locale)
  const found = await congregation(locale, slug)
  if (!found) notFound()
  const page = localePath(locale, pathOf(slug))
  const pageUrl = absoluteUrl(found.content.site, page)
  return (
    <Poster
      entry={found.entry}
      site={found.content.site}
      pageHref={withBase(page)}
      pageUrl={pageUrl}
      qr={await qrCode(pageUrl)}
    />
  )
}
