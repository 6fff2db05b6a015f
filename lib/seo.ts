import type { Metadata } from 'next'
import type { Site } from './content/schemas'

/** Title, description, canonical address and Open Graph tags for one page. */
export function pageMetadata(site: Site, { title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: site.name, type: 'website', locale: 'en_KE' },
  }
}
