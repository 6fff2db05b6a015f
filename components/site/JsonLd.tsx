import { isPlaceholder, known } from '@/lib/content/schemas'
import type { Congregation, Site } from '@/lib/content/types'
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

/** A congregation as a schema.org Church, with its weekly main service. */
export function churchJsonLd(site: Site, c: Congregation, path: string): Record<string, unknown> {
  const address = { '@type': 'PostalAddress', addressRegion: c.region, addressCountry: 'KE' }
  return {
    '@type': 'Church',
    name: `${c.name} congregation`,
    url: absoluteUrl(site, path),
    ...(known(c.description) ? { description: c.description } : {}),
    address,
    parentOrganization: { '@type': 'Organization', name: site.name, url: absoluteUrl(site, '/') },
    event: {
      '@type': 'Event',
      name: `${c.mainService.day} service`,
      location: { '@type': 'Place', name: `${c.name} congregation`, address },
      eventSchedule: {
        '@type': 'Schedule',
        byDay: `https://schema.org/${c.mainService.day}`,
        startTime: c.mainService.start,
        repeatFrequency: 'P1W',
        scheduleTimezone: 'Africa/Nairobi',
      },
    },
  }
}
