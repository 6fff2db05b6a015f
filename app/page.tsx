import type { Metadata } from 'next'
import { shellData, SiteShell } from '@/components/site/SiteShell'
import { HomeHero } from '@/components/home/HomeHero'
import { MapFrame } from '@/components/home/MapFrame'
import { EventsList } from '@/components/page/EventsList'
import { LinkCards } from '@/components/page/LinkCards'
import { JsonLd, organizationJsonLd } from '@/components/site/JsonLd'
import { loadBody } from '@/lib/content/body'
import { loadContent } from '@/lib/content/load'
import { withBase } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'

export async function generateMetadata(): Promise<Metadata> {
  const { home, site } = await loadContent()
  return { ...pageMetadata(site, { title: site.name, description: home.data.description, path: '/' }), title: { absolute: site.name } }
}

export default async function HomePage() {
  const content = await loadContent()
  const { home, site } = content
  const Body = await loadBody(home.source)
  return (
    <SiteShell {...shellData(content)} hero={<HomeHero home={home.data} site={site} />}>
      <JsonLd data={organizationJsonLd(site)} />
      <div className="prose">
        <Body />
      </div>
      <section aria-labelledby="gatherings-heading" className="mt-10 rounded-lg bg-accent-400 p-6 text-brand-900">
        <h2 id="gatherings-heading" className="text-2xl font-bold">
          {home.data.gatherings.heading}
        </h2>
        <p className="mt-1 text-lg">{home.data.gatherings.text}</p>
        <p className="mt-3">
          <a href={withBase(content.paths.churches)} className="inline-flex min-h-11 items-center font-semibold text-brand-900 underline">
            Find a church near you
          </a>
        </p>
      </section>
      <section aria-labelledby="ministries-heading" className="mt-16 render-when-near">
        <h2 id="ministries-heading" className="text-2xl font-bold text-brand-900">
          {home.data.ministries.heading}
        </h2>
        <LinkCards links={home.data.ministries.links} headingLevel={3} />
      </section>
      <section aria-labelledby="events-heading" className="mt-16 render-when-near">
        <h2 id="events-heading" className="mb-4 text-2xl font-bold text-brand-900">
          Events
        </h2>
        <EventsList events={content.events} headingLevel={3} />
        <p className="mt-4">
          <a href={withBase(content.paths.events)} className="font-semibold text-brand-700 underline">
            All events
          </a>
        </p>
      </section>
      <MapFrame map={home.data.map} churchesPath={content.paths.churches} />
    </SiteShell>
  )
}
