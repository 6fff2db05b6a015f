import { internationalNumber } from '@/lib/congregation/contact-links'
import { scheduleJsonLd } from '@/lib/congregation/services'
import { congregationPlace } from '@/lib/congregation/place'
import { real } from '@/lib/content/pending'
import type { Congregation, Site } from '@/lib/content/types'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/site-url'

/** schema.org data for search engines, as a JSON-LD script in the static HTML. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so text from content can never close the script element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

/** The page itself, with the language it is written in (what `inLanguage` is for). */
export function webPageJsonLd(
  site: Site,
  { path, title, locale }: { path: string; title: string; locale: Locale },
): Record<string, unknown> {
  return {
    '@type': 'WebPage',
    name: title,
    url: absoluteUrl(site, path),
    inLanguage: localeInfo[locale].tag,
    isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl(site, '/') },
  }
}

export function organizationJsonLd(site: Site): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: real(site.registeredName) ?? site.name,
    url: absoluteUrl(site, '/'),
    description: site.description,
    foundingDate: String(site.foundedYear),
    areaServed: { '@type': 'Country', name: 'Kenya' },
    ...(real(site.email) ? { email: real(site.email) } : {}),
    sameAs: site.socials.filter((s) => !s.pending).map((s) => s.url),
  }
}

/**
 * A congregation as a schema.org Church, named by its page's title ("Raila congregation"): where it meets when
 * known, and each service with a fixed day as an event in the page's language.
 */
export function churchJsonLd(
  site: Site,
  c: Congregation,
  { path, title: name, locale }: { path: string; title: string; locale: Locale },
): Record<string, unknown> {
  const { place, coordinates } = congregationPlace(c)
  const phone = real(c.phone)
  const address = {
    '@type': 'PostalAddress',
    ...(place ? { streetAddress: place } : {}),
    addressRegion: c.region,
    addressCountry: 'KE',
  }
  const location = {
    '@type': 'Place',
    name,
    address,
    ...(coordinates ? { geo: { '@type': 'GeoCoordinates', ...coordinates } } : {}),
  }
  return {
    '@type': 'Church',
    name,
    url: absoluteUrl(site, path),
    ...(real(c.description) ? { description: real(c.description) } : {}),
    address,
    ...(coordinates ? { geo: { '@type': 'GeoCoordinates', ...coordinates } } : {}),
    ...(phone ? { telephone: internationalNumber(phone) } : {}),
    parentOrganization: { '@type': 'Organization', name: site.name, url: absoluteUrl(site, '/') },
    event: c.services.flatMap((s) => {
      const schedule = scheduleJsonLd(s)
      return schedule
        ? [{ '@type': 'Event', name: s.title, inLanguage: localeInfo[locale].tag, location, eventSchedule: schedule }]
        : []
    }),
  }
}
