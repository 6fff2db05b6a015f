import type { FormHelp } from '@/components/forms/email-setup'
import { buildYear } from '@/lib/build-date'
import { loadBody } from '@/lib/content/body'
import { MAIN_ID, sectionIds } from '@/lib/element-ids'
import type { CongregationEntry, CongregationSection, Site } from '@/lib/content/types'
import { pathOf } from '@/lib/content/routes'
import { localePath } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request'
import { absoluteUrl } from '@/lib/site-url'
import { indexedContent, type SearchRecord } from '@/lib/search/markup'
import { TranslationNote } from '@/components/site/UntranslatedNote'
import { bodyLang, contentLang } from '@/lib/i18n/lang-attributes'
import { AboutSection } from './AboutSection'
import { ContactSection } from './ContactSection'
import { GivingSection } from './GivingSection'
import { HeroSection } from './HeroSection'
import { LeadersSection } from './LeadersSection'
import { MicrositeFooter } from './MicrositeFooter'
import { MicrositeTopBar } from './MicrositeTopBar'
import { ProgramsSection } from './ProgramsSection'
import { TitleBanner } from './TitleBanner'
import { VisitSection } from './VisitSection'
import { WeeklyPrograms } from './WeeklyPrograms'

/**
 * A congregation's one-page microsite. Which sections it shows, and in what order, comes from its
 * frontmatter (`sections`); the loader lays the page out (its sections, each with the data it shows,
 * its title banner and its links). Where its translation is missing, the main region carries the
 * content's language, under a note.
 */
export async function CongregationPage({
  entry,
  site,
  help,
  path,
  anchors,
  indexAs,
}: {
  entry: CongregationEntry
  site: Site
  help: FormHelp
  /** The page's path without its language prefix ('/raila/'): where the language switch leads. */
  path: string
  /**
   * The page's in-page anchors (its element ids, `content.anchors`), so the language switch keeps the section a visitor
   * came to.
   */
  anchors: readonly string[]
  /** What the search index records of the page (docs/search.md). */
  indexAs: SearchRecord
}) {
  const c = entry.data
  // The language the entry is written in (English while its translation is missing): the sections mark
  // their interface words by it. The page's own language is `getLocale()`.
  const writtenIn = entry.lang
  const lang = contentLang(writtenIn)
  const Body = await loadBody(entry.source)
  const contact = entry.sections.find((s) => s.kind === 'contact')
  const contactHref = contact ? `#${contact.id}` : undefined
  const visit = entry.sections.find((s) => s.kind === 'visit')

  const render = (section: CongregationSection) => {
    switch (section.kind) {
      case 'hero':
        return (
          <HeroSection
            key={section.kind}
            id={section.id}
            slides={section.slides}
            congregation={c}
            writtenIn={writtenIn}
          />
        )
      case 'weekly':
        return <WeeklyPrograms key={section.kind} id={section.id} programs={section.programs} writtenIn={writtenIn} />
      case 'visit':
        return (
          <VisitSection
            key={section.kind}
            id={section.id}
            congregation={c}
            services={section.services}
            pageUrl={absoluteUrl(site, localePath(getLocale(), pathOf(c.slug)))}
            writtenIn={writtenIn}
            {...(contactHref ? { contactHref } : {})}
          />
        )
      case 'about':
        return (
          <AboutSection
            key={section.kind}
            id={section.id}
            about={section.about}
            congregation={c}
            Body={Body}
            bodyLang={bodyLang(entry)}
            bodyReal={entry.bodyReal}
            writtenIn={writtenIn}
          />
        )
      case 'programs':
        return <ProgramsSection key={section.kind} id={section.id} programs={section.programs} writtenIn={writtenIn} />
      case 'leaders':
        return <LeadersSection key={section.kind} id={section.id} leaders={section.leaders} writtenIn={writtenIn} />
      case 'giving':
        return (
          <GivingSection
            key={section.kind}
            id={section.id}
            giving={section.giving}
            congregation={c}
            contactHref={contactHref}
            writtenIn={writtenIn}
          />
        )
      case 'contact':
        return (
          <ContactSection
            key={section.kind}
            id={section.id}
            congregation={c}
            help={help}
            writtenIn={writtenIn}
            {...(visit ? { visitHref: `#${visit.id}` } : {})}
          />
        )
    }
  }

  return (
    <>
      <MicrositeTopBar brand={site.name} sectionLinks={entry.sectionLinks} path={path} anchors={anchors} />
      {/* Every section after the first is rendered only when scrolled near; not the last, whose form can outgrow
          the placeholder height and overlap the footer before it renders (a target-size failure for axe and Lighthouse). */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        lang={lang}
        className="focus:outline-none [&>section+section:not(:last-of-type)]:render-when-near"
        {...indexedContent(indexAs)}
      >
        <TranslationNote writtenIn={writtenIn} className="mx-auto my-4 w-[calc(100%-2rem)] max-w-6xl" />
        {entry.titleBanner ? <TitleBanner id={sectionIds.hero} congregation={c} writtenIn={writtenIn} /> : null}
        {entry.sections.map(render)}
      </main>
      <MicrositeFooter
        site={site}
        churchesPath={help.churchesPath}
        sectionLinks={entry.sectionLinks}
        name={c.name}
        year={buildYear()}
      />
    </>
  )
}
