import type { MetadataRoute } from 'next'
import { loadContent } from '@/lib/content/load'
import { pathOf, routesOf } from '@/lib/content/routes'
import { localePath, locales } from '@/lib/i18n/locales'
import { languageAlternates } from '@/lib/seo'
import { absoluteUrl } from '@/lib/site-url'

export const dynamic = 'force-static'

/**
 * Every page in every language it is translated into, each with its alternates (hreflang). A Kiswahili
 * address that still shows the English text is left out: its canonical page is the English one.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const content = await loadContent()
  const translated = await loadContent(undefined, 'sw')
  const site = content.site
  const pages = [
    { path: '/', priority: 1, sw: translated.home.lang === 'sw' },
    ...routesOf(translated)
      .flatMap((r) => (r.kind === 'alias' ? [] : [r]))
      .map((r) => ({ path: pathOf(r.slug), priority: r.kind === 'congregation' ? 0.8 : 0.6, sw: r.entry.lang === 'sw' })),
  ]
  return pages.flatMap(({ path, priority, sw }) => {
    const alternates = sw
      ? { alternates: { languages: Object.fromEntries(Object.entries(languageAlternates(path)).map(([lang, p]) => [lang, absoluteUrl(site, p)])) } }
      : {}
    return locales
      .filter((l) => l === 'en' || sw)
      .map((l) => ({ url: absoluteUrl(site, localePath(l, path)), priority, ...alternates }))
  })
}
