import type { Site } from '@/lib/content/schemas'
import { isPlaceholder } from '@/lib/content/schemas'
import { absoluteUrl } from '@/lib/site-url'

/** schema.org data for search engines, as a JSON-LD script in the static HTML. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so text from content can never close the script element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

export function organizationJsonLd(site: Site): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: isPlaceholder(site.registeredName) ? site.name : site.registeredName,
    url: absoluteUrl(site, '/'),
    description: site.description,
    foundingDate: String(site.foundedYear),
    areaServed: { '@type': 'Country', name: 'Kenya' },
    ...(isPlaceholder(site.email) ? {} : { email: site.email }),
    sameAs: site.socials.filter((s) => !s.pending).map((s) => s.url),
  }
}
