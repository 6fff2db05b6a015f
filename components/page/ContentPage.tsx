import { loadBody } from '@/lib/content/body'
import type { Content, PageEntry } from '@/lib/content/types'
import { formHelp } from '@/components/forms/email-setup'
import { shellData, SiteShell } from '@/components/site/SiteShell'
import { Gallery } from '@/components/media/Gallery'
import { Blocks } from './Blocks'
import { Downloads } from './Downloads'
import { EventsList } from './EventsList'
import { LeaderCards } from './LeaderCards'
import { ContactForm } from '@/components/forms/ContactForm'
import { SupportSection } from '@/components/donation/SupportSection'
import { LinkCards } from './LinkCards'
import { LocationsList } from './LocationsList'
import { PageHeading } from './PageHeading'

/**
 * A page of content/pages: heading, the MDX body, then the groups of fields it has in a fixed order, then
 * what its layout adds (content/README.md, "What a page shows").
 */
export async function ContentPage({ entry, content }: { entry: PageEntry; content: Content }) {
  const page = entry.data
  const Body = await loadBody(entry.source)
  return (
    <SiteShell {...shellData(content)}>
      <PageHeading title={page.heading ?? page.title} intro={page.intro} />
      <div className="prose">
        <Body />
      </div>
      {page.blocks ? <Blocks blocks={page.blocks} /> : null}
      {page.downloads ? <Downloads downloads={page.downloads} /> : null}
      {page.leaders ? <LeaderCards leaders={page.leaders} /> : null}
      {page.links ? <LinkCards links={page.links} /> : null}
      {page.gallery ? (
        <section aria-labelledby="gallery-heading" className="mt-10">
          <h2 id="gallery-heading" className="mb-4 text-2xl font-bold text-brand-900">
            Photos
          </h2>
          <Gallery images={page.gallery} label={`Photos: ${page.title}`} />
        </section>
      ) : null}
      {page.layout === 'locations' ? <LocationsList content={content} /> : null}
      {page.layout === 'events' ? (
        <div className="mt-8">
          <EventsList events={content.events} />
        </div>
      ) : null}
      {page.layout === 'contact' ? <ContactForm help={formHelp(content)} /> : null}
      {page.layout === 'support' ? <SupportSection cards={page.supportCards ?? []} paybill={content.site.paybill} /> : null}
    </SiteShell>
  )
}
