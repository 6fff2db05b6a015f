import { buildDate } from '@/lib/build-date'
import { calendarFile, hasCalendar, servicesCalendar } from '@/lib/congregation/calendar'
import { congregationPlace } from '@/lib/congregation/place'
import { loadContent } from '@/lib/content/load'
import { pathOf } from '@/lib/content/routes'
import { localePath, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { absoluteUrl, siteOrigin } from '@/lib/site-url'

/**
 * Each congregation's services as a calendar file, written into the export at build time, in the
 * language of the page that links to it: /raila/raila-services.ics and /sw/raila/raila-services.ics.
 */
export async function calendarParams() {
  const { congregations } = await loadContent('en')
  return congregations
    .filter((c) => hasCalendar(c.data.services))
    .map((c) => ({ slug: c.data.slug, file: calendarFile(c.data.slug) }))
}

export async function calendarResponse(locale: Locale, slug: string): Promise<Response> {
  const content = await loadContent(locale)
  const c = content.congregations.find((e) => e.data.slug === slug)!.data
  const place = congregationPlace(c)
  const body = servicesCalendar({
    slug,
    name: c.name,
    url: absoluteUrl(content.site, localePath(locale, pathOf(slug))),
    ...(place.text ? { location: place.text } : {}),
    ...(place.coordinates ? { coordinates: place.coordinates } : {}),
    services: c.services,
    host: new URL(siteOrigin(content.site)).hostname,
    day: buildDate(),
    text: catalogues[locale].calendar,
  })
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } })
}
