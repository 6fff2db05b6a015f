import type { MetadataRoute } from 'next'
import { inEveryLanguage } from '@/components/routes/translated'
import { loadContent } from '@/lib/content/load'
import { pathOf, routesOf } from '@/lib/content/routes'
import { localePath, locales } from '@/lib/i18n/locales'
import { languageAlternates } from '@/lib/seo'
import { absoluteUrl } from '@/lib/site-url'
import { searchAddresses } from '@/lib/search/paths'

export const dynamic = 'force-static'

/**
 * Every page in every language it is translated into, each with its alternates (hreflang), and the
 * search page of each language (its list of every page helps a crawler too). A Kiswahili address that
 * still shows the English text is left out: its canonical page is the English one.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const content = await loadContent('en')
  const site = content.site
  const pages = await Promise.all(
    [
      { slug: '', priority: 1 },
      ...routesOf(content).flatMap((r) =>
        r.kind === 'alias' ? [] : [{ slug: r.slug, priority: r.kind === 'congregation' ? 0.8 : 0.6 }],
      ),
    ].map(async ({ slug, priority }) => ({ path: pathOf(slug), priority, sw: await inEveryLanguage(slug) })),
  )
  const absolute = (addresses: Record<string, string>) =>
    Object.fromEntries(Object.entries(addresses).map(([lang, p]) => [lang, absoluteUrl(site, p)]))
  const search = searchAddresses()
  const searchPages = locales.map((l) => ({
    url: absoluteUrl(site, search[l]),
    priority: 0.3,
    alternates: { languages: absolute(languageAlternates('/', search)) },
  }))
  return pages
    .flatMap(({ path, priority, sw }) => {
      const alternates = sw ? { alternates: { languages: absolute(languageAlternates(path)) } } : {}
      return locales
        .filter((l) => l === 'en' || sw)
        .map((l) => ({ url: absoluteUrl(site, localePath(l, path)), priority, ...alternates }))
    })
    .concat(searchPages)
}
