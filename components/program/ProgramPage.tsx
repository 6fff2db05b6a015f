import { askingLinkMark } from '@/lib/giving/attribute'
import type { FormHelp } from '@/components/forms/email-setup'
import { MAIN_ID, programSectionIds } from '@/lib/element-ids'
import { loadBody } from '@/lib/content/body'
import type { ProgramPageEntry, SitePaths, Site } from '@/lib/content/types'
import { messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { PersonCard } from '@/components/media/PersonCard'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { Fact, PendingFact, shows } from '@/components/site/Pending'
import { initials } from '@/components/media/PersonCard'
import { real } from '@/lib/content/pending'
import { SiteFooter } from '@/components/site/SiteFooter'
import { TranslationNote } from '@/components/site/UntranslatedNote'
import { bodyLang, contentLang, interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { ContactBlock } from './ContactBlock'
import { island } from '@/components/islands/island'
import { indexedContent, type SearchRecord } from '@/lib/search/markup'
import { LearnMore } from './LearnMore'
import { ProgramNav } from './ProgramNav'
import { Testimonials } from './Testimonials'
import { VideoModal } from './VideoModal'

const LearnMoreIsland = island('learn-more', LearnMore)
const VideoModalIsland = island('video-modal', VideoModal)
const TestimonialsIsland = island('testimonials', Testimonials)

/** Without JavaScript the longer description is shown open and the buttons that need a script are hidden. */
const noScriptPage = `<style>
#program-more { display: block; }
[data-needs-js] { display: none !important; }
</style>`

/**
 * A program's landing page (layout: program): its own navigation bar instead of the site header. Where its
 * translation is missing, the main region carries the content's language, under a note.
 */
export async function ProgramPage({
  entry,
  site,
  paths,
  help,
  path,
  anchors,
  indexAs,
}: {
  entry: ProgramPageEntry
  site: Site
  paths: SitePaths
  help: FormHelp
  /**
   * The page's path without its language prefix, and its in-page anchors (element ids): where the language switch
   * leads.
   */
  path: string
  anchors?: readonly string[]
  /** What the search index records of the page (docs/search.md). */
  indexAs: SearchRecord
}) {
  const t = messages()
  const page = entry.data
  const { program } = page
  // The language the entry is written in (English while its translation is missing): interface words
  // inside it are marked by it. The page's own language is `getLocale()`.
  const writtenIn = entry.lang
  const lang = contentLang(writtenIn)
  const Body = await loadBody(entry.source)
  const { banner, about, video, volunteers, testimonials, contact } = program

  // The video button and its no-script link; while the clip is a stand-in, only the preview offers them.
  const watch = (
    <>
      <VideoModalIsland
        title={video.title}
        src={withBase(video.src)}
        captions={withBase(video.captions)}
        {...(shows(video.poster.pending) ? { poster: video.poster.fallback.url } : {})}
        note={video.pending ? t.program.videoPending : undefined}
        text={t.video}
      />
      <noscript>
        <a
          href={withBase(video.src)}
          lang={interfaceLangIn(writtenIn)}
          className="rounded border-2 border-brand-700 px-5 py-3 font-semibold text-brand-900"
        >
          {t.video.watch}
        </a>
      </noscript>
    </>
  )
  const present = {
    volunteers: volunteers.items.length > 0 || volunteers.photos.length > 0,
    testimonials: testimonials.items.length > 0,
  }
  return (
    <>
      <ProgramNav
        name={page.title}
        support={{ label: program.nav.supportLabel, url: program.supportUrl }}
        contactId={contact.id}
        path={path}
        anchors={anchors ?? [...Object.values(programSectionIds), contact.id]}
      />
      <noscript dangerouslySetInnerHTML={{ __html: noScriptPage }} />
      <main id={MAIN_ID} tabIndex={-1} lang={lang} className="focus:outline-none" {...indexedContent(indexAs)}>
        <TranslationNote writtenIn={writtenIn} className="mx-auto my-4 w-[calc(100%-2rem)] max-w-4xl" />
        <section
          aria-labelledby="program-banner"
          className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-20 text-center text-white"
        >
          <h1 id="program-banner" className="text-4xl font-bold sm:text-5xl">
            {banner.heading}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-xl text-brand-50">{banner.text}</p>
          <a
            href={withBase(program.supportUrl)}
            {...askingLinkMark(program.supportUrl)}
            className="mt-8 inline-block rounded bg-accent-400 px-6 py-3 text-lg font-semibold text-brand-900 hover:bg-accent-500"
          >
            {banner.supportLabel}
          </a>
        </section>

        <section
          id={programSectionIds.about}
          aria-labelledby="about-heading"
          className="mx-auto max-w-4xl scroll-mt-20 px-4 py-14"
        >
          <h2 id="about-heading" className="text-3xl font-bold text-brand-900">
            {about.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{about.summary}</p>
          <LearnMoreIsland
            label={t.program.learnMore}
            actions={
              <>
                {video.pending ? <PendingFact fact={video.pending} standIn={watch} /> : watch}
                {video.poster.pending ? (
                  <PendingFact fact={video.poster.pending} as="p" className="mt-3 text-sm" writtenIn={writtenIn} />
                ) : null}
              </>
            }
          >
            <div className="prose [&>:first-child]:mt-0" lang={bodyLang(entry)}>
              <Body />
            </div>
            {about.pending ? <PendingFact fact={about.pending} as="p" className="mt-4" writtenIn={writtenIn} /> : null}
          </LearnMoreIsland>
        </section>

        {present.volunteers ? (
          <section
            id={programSectionIds.volunteers}
            aria-labelledby="volunteers-heading"
            className="scroll-mt-20 bg-brand-50 px-4 py-14"
          >
            <div className="mx-auto max-w-7xl">
              <h2 id="volunteers-heading" className="text-center text-3xl font-bold text-brand-900">
                {volunteers.heading}
              </h2>
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {volunteers.items.map((volunteer, i) => (
                  <PersonCard
                    key={i}
                    photo={volunteer.image}
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                    name={volunteer.name}
                    level={3}
                    writtenIn={writtenIn}
                  >
                    <Fact value={volunteer.text} className="mt-1 text-slate-700" writtenIn={writtenIn} />
                  </PersonCard>
                ))}
              </ul>
              {volunteers.photos.length > 0 ? (
                <ul aria-label={t.program.photos} className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
                  {volunteers.photos.map((photo, i) => {
                    const image = (
                      <ResponsiveImage
                        image={photo}
                        sizes="(min-width: 768px) 25vw, 50vw"
                        className="aspect-[3/2] w-full rounded object-cover"
                      />
                    )
                    return photo.pending ? (
                      <PendingFact key={i} fact={photo.pending} as="li" standIn={image} />
                    ) : (
                      <li key={i}>{image}</li>
                    )
                  })}
                </ul>
              ) : null}
            </div>
          </section>
        ) : null}

        {present.testimonials ? (
          <section
            id={programSectionIds.testimonials}
            aria-labelledby="testimonials-heading"
            className="scroll-mt-20 overflow-hidden px-4 py-14"
          >
            <div className="mx-auto max-w-7xl">
              <p className="text-center text-sm font-bold tracking-widest text-brand-700">{testimonials.eyebrow}</p>
              <h2 id="testimonials-heading" className="mt-1 text-center text-3xl font-bold text-brand-900">
                {testimonials.heading}
              </h2>
              <div className="mt-8">
                <TestimonialsIsland
                  text={t.testimonials}
                  slides={testimonials.items.map((item, i) => (
                    <figure
                      key={i}
                      className="flex h-full flex-col items-center rounded-lg border border-brand-100 bg-white p-6 text-center shadow"
                    >
                      {item.avatar.pending ? (
                        // A photo still to come: the stand-in, marked, in the preview; the person's initials on the
                        // public site.
                        <PendingFact
                          fact={item.avatar.pending}
                          as="div"
                          className="rounded-full"
                          standIn={
                            <ResponsiveImage
                              image={item.avatar}
                              sizes="96px"
                              className="h-24 w-24 rounded-full object-cover"
                            />
                          }
                          otherwise={
                            <div
                              aria-hidden="true"
                              className="grid h-24 w-24 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
                            >
                              {initials(String(real(item.name) ?? ''))}
                            </div>
                          }
                        />
                      ) : (
                        <ResponsiveImage
                          image={item.avatar}
                          sizes="96px"
                          className="h-24 w-24 rounded-full object-cover"
                        />
                      )}
                      <blockquote className="mt-4 flex-1 text-lg text-slate-800 italic">
                        <Fact value={item.quote} writtenIn={writtenIn} />
                      </blockquote>
                      <figcaption className="mt-4 font-semibold text-brand-900">
                        <Fact value={item.name} as="span" writtenIn={writtenIn} />
                      </figcaption>
                    </figure>
                  ))}
                />
              </div>
            </div>
          </section>
        ) : null}

        <ContactBlock
          id={contact.id}
          heading={contact.heading}
          programName={page.title}
          help={help}
          writtenIn={writtenIn}
        />
      </main>
      <SiteFooter site={site} paths={paths} />
    </>
  )
}
