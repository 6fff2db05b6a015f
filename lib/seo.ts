import type { Metadata } from 'next'
import { isPlaceholder } from './content/schemas'
import type { Site } from './content/types'

/**
 * Title, description, canonical address and Open Graph tags for one page. A description still
 * waiting for its text ("TODO: ...") gives way to the page's title and the site's own description.
 */
export function pageMetadata(site: Site, { title, description: given, path }: { title: string; description: string; path: string }): Metadata {
  const description = isPlaceholder(given) ? `${title}: ${site.description}` : given
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: site.name, type: 'website', locale: 'en_KE' },
  }
}
