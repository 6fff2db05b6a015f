import { GALLERY_ID } from '@/lib/element-ids'
import { loadBody } from '@/lib/content/body'
import type { Content, PageEntry } from '@/lib/content/types'
import { messages } from '@/lib/i18n/request'
import { formHelp } from '@/components/forms/email-setup'
import { shellData, SiteShell } from '@/components/site/SiteShell'
import { UntranslatedNote } from '@/components/site/UntranslatedNote'
import { bodyLang, interfaceLangIn } from '@/lib/i18n/lang-attributes'
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
import { fill } from '@/lib/i18n/messages/fill'
import type { SearchRecord } from '@/lib/search/markup'

/**
 * A page of content/pages: heading, the MDX body, then the groups of fields it has in a fixed order, then
 * what its layout adds (content/README.md, "What a page shows"). The page's own text is marked with its
 * language when its translation is missing; what the layout adds is the interface, in the page's language.
 */
export async function ContentPage({
  entry,
  content,
  path,
  anchors,
  indexAs,
}: {
  entry: PageEntry
  content: Content
  path: string
  /** The page's in-page anchors (its element ids). */
  anchors?: readonly string[]
  /** What the search index records of the page. */
  indexAs: SearchRecord
}) {
  const t = messages()
  const page = entry.data
  // The language the entry is written in (English while its translation is missing); the page's is `getLocale()`.
  const writtenIn = entry.lang
  const Body = await loadBody(entry.source)
  return (
    <SiteShell {...shellData(content)} path={path} anchors={anchors} indexAs={indexAs}>
      <UntranslatedNote writtenIn={writtenIn}>
        <PageHeading title={page.heading ?? page.title} intro={page.intro} writtenIn={writtenIn} />
        {/* The body may be untranslated while the fields are. */}
        <div className="prose" lang={bodyLang(entry)}>
          <Body />
        </div>
        {page.blocks ? <Blocks blocks={page.blocks} writtenIn={writtenIn} /> : null}
        {page.downloads ? <Downloads downloads={page.downloads} /> : null}
        {page.leaders ? <LeaderCards leaders={page.leaders} writtenIn={writtenIn} /> : null}
        {page.links ? <LinkCards links={page.links} /> : null}
        {page.gallery ? (
          <section aria-labelledby={GALLERY_ID} className="mt-10">
            <h2 id={GALLERY_ID} lang={interfaceLangIn(writtenIn)} className="mb-4 text-2xl font-bold text-brand-900">
              {t.page.photos}
            </h2>
            <Gallery images={page.gallery} label={fill(t.page.galleryLabel, { title: page.title })} />
          </section>
        ) : null}
      </UntranslatedNote>
      {page.layout === 'locations' ? <LocationsList content={content} /> : null}
      {page.layout === 'events' ? (
        <div className="mt-8">
          <EventsList events={content.events} />
        </div>
      ) : null}
      {page.layout === 'contact' ? <ContactForm help={formHelp(content)} /> : null}
      {page.layout === 'support' ? (
        <SupportSection
          cards={page.supportCards ?? []}
          paybill={content.site.giving.paybill}
          accountName={content.site.giving.accountName}
          paymentLinks={content.site.giving.paymentLinks}
        />
      ) : null}
    </SiteShell>
  )
}
