import type { MetadataRoute } from 'next'
import { isPreview } from '@/lib/build-mode'
import { loadContent } from '@/lib/content/load'
import { absoluteUrl } from '@/lib/site-url'

export const dynamic = 'force-static'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { site } = await loadContent('en')
  // The editors' preview is not for search engines.
  if (isPreview()) return { rules: { userAgent: '*', disallow: '/' } }
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl(site, '/sitemap.xml') }
}
