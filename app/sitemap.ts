import type { MetadataRoute } from 'next'
import { loadContent } from '@/lib/content/load'
import { pathOf, routesOf } from '@/lib/content/routes'
import { absoluteUrl } from '@/lib/site-url'

export const dynamic = 'force-static'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const content = await loadContent()
  const pages = routesOf(content).filter((r) => r.kind !== 'alias')
  return [
    { url: absoluteUrl(content.site, '/'), priority: 1 },
    ...pages.map((r) => ({ url: absoluteUrl(content.site, pathOf(r.slug)), priority: r.kind === 'congregation' ? 0.8 : 0.6 })),
  ]
}
