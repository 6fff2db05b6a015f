import type { Content, Entry } from '@/lib/content/load'
import type { CongregationFrontmatter, MicrositeSection } from '@/lib/content/schemas'
import { loadBody } from '@/lib/content/body'
import { micrositeLayout, sectionIds } from '@/lib/congregation/layout'
import { AboutSection } from './AboutSection'
import { ContactSection } from './ContactSection'
import { GivingSection } from './GivingSection'
import { HeroSection } from './HeroSection'
import { LeadersSection } from './LeadersSection'
import { MicrositeFooter } from './MicrositeFooter'
import { MicrositeTopBar } from './MicrositeTopBar'
import { ProgramsSection } from './ProgramsSection'
import { TitleBanner } from './TitleBanner'
import { WeeklyPrograms } from './WeeklyPrograms'

/**
 * A congregation's one-page microsite. Which sections it shows, and in what order, comes from its
 * frontmatter (`sections`); the schema makes sure every listed section has its fields.
 */
export async function CongregationPage({ entry, content }: { entry: Entry<CongregationFrontmatter>; content: Content }) {
  const c = entry.data
  const layout = micrositeLayout(c)
  const Body = await loadBody(entry.source)
  const contactHref = layout.sections.includes('contact') ? `#${sectionIds.contact}` : undefined

  const render = (section: MicrositeSection) => {
    const id = sectionIds[section]
    switch (section) {
      case 'hero':
        return <HeroSection key={section} id={id} congregation={c} />
      case 'weekly':
        return <WeeklyPrograms key={section} id={id} programs={c.weeklyPrograms!} />
      case 'about':
        return <AboutSection key={section} id={id} congregation={c} Body={Body} />
      case 'programs':
        return <ProgramsSection key={section} id={id} programs={c.programs!} />
      case 'leaders':
        return <LeadersSection key={section} id={id} leaders={c.leaders!} />
      case 'giving':
        return <GivingSection key={section} id={id} congregation={c} contactHref={contactHref} />
      case 'contact':
        return <ContactSection key={section} id={id} congregation={c} />
    }
  }

  return (
    <>
      <MicrositeTopBar brand={content.site.name} anchors={layout.anchors} />
      {/* Every section after the first is rendered only when scrolled near. */}
      <main id="main" tabIndex={-1} className="focus:outline-none [&>section+section]:render-when-near">
        {layout.titleBanner ? <TitleBanner id={sectionIds.hero} congregation={c} /> : null}
        {layout.sections.map(render)}
      </main>
      <MicrositeFooter site={content.site} anchors={layout.anchors} name={c.name} year={c.copyrightYear ?? content.site.copyrightYear} />
    </>
  )
}
