import type { MetadataRoute } from 'next'
import { loadContent } from '@/lib/content/load'
import { absoluteUrl } from '@/lib/site-url'

export const dynamic = 'force-static'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { site } = await loadContent()
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl(site, '/sitemap.xml') }
}
