import { isPlaceholder } from './content/schemas'
import type { Site } from './content/types'
import { basePath } from './paths'

/** Absolute address of the published site, for canonical links and the sitemap. */
export function siteOrigin(site: Site): string {
  const fromEnv = process.env.NEXT_PUBLIC_SITE_URL
  const origin = fromEnv || (isPlaceholder(site.url) ? 'http://localhost:3000' : site.url)
  return origin.replace(/\/$/, '')
}

export function absoluteUrl(site: Site, path: string): string {
  return `${siteOrigin(site)}${basePath}${path}`
}
