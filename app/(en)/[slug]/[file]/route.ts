import { calendarFile, hasCalendar, servicesCalendar } from '@/lib/congregation/calendar'
import { congregationPlace } from '@/lib/congregation/place'
import { loadContent } from '@/lib/content/load'
import { pathOf } from '@/lib/content/routes'
import { absoluteUrl, siteOrigin } from '@/lib/site-url'

/** Each congregation's services as a calendar file (/raila/raila-services.ics), written into the export at build time. */
export const dynamic = 'force-static'
export const dynamicParams = false

export async function generateStaticParams() {
  const { congregations } = await loadContent()
  return congregations.filter((c) => hasCalendar(c.data.services)).map((c) => ({ slug: c.data.slug, file: calendarFile(c.data.slug) }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string; file: string }> }) {
  const content = await loadContent()
  const { slug } = await params
  const c = content.congregations.find((e) => e.data.slug === slug)!.data
  const place = congregationPlace(c)
  const body = servicesCalendar({
    slug,
    name: c.name,
    url: absoluteUrl(content.site, pathOf(slug)),
    ...(place.text ? { location: place.text } : {}),
    ...(place.coordinates ? { coordinates: place.coordinates } : {}),
    services: c.services,
    host: new URL(siteOrigin(content.site)).hostname,
    now: new Date(),
  })
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } })
}
