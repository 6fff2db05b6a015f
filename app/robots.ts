import type { MetadataRoute } from 'next'
import { loadContent } from '@/lib/content/load'
import { absoluteUrl } from '@/lib/site-url'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl(loadContent().site, '/sitemap.xml') }
}
