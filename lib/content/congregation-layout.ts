/**
 * How a congregation's page is laid out, from its data alone: which sections it shows in which
 * order, the id each carries, the data each renders, whether a title banner opens the page, and the
 * in-page links of the top bar and footer (only to sections it has). The loader lays out each page
 * once, as its last step (pipeline/lay-out.ts); the page, its top bar, footer and language switch read the result.
 */
import { servicesNamed } from '../congregation/services'
import { sectionIds } from '../element-ids'
import { hasSectionFields, micrositeSections, type MicrositeSection } from './schemas'
import type { Congregation, CongregationLayout, CongregationSection, SectionLink, SectionLinkKey } from './types'

/** The section links of the top bar and footer; each leads to the first of its sections the page has. */
const linkTargets: { key: SectionLinkKey; sections: MicrositeSection[] }[] = [
  { key: 'home', sections: ['hero'] },
  { key: 'visit', sections: ['visit'] },
  { key: 'about', sections: ['about'] },
  { key: 'programs', sections: ['weekly', 'programs'] },
  { key: 'team', sections: ['leaders'] },
  { key: 'give', sections: ['giving'] },
  { key: 'contact', sections: ['contact'] },
]

/**
 * The sections a page shows, in order: its own list, or every section in the full order. Either way
 * a section without its fields is left out: the schema refuses one in a file's list, and the public
 * build may have left nothing in it (a leaders section with nobody named).
 */
export function shownSections(c: { sections?: readonly MicrositeSection[] | undefined }): MicrositeSection[] {
  return (c.sections ?? micrositeSections).filter((s) => hasSectionFields(s, c))
}

/** The page's layout without the data of its sections: what the links check needs of a file as written. */
export function sectionOutline(c: {
  sections?: readonly MicrositeSection[] | undefined
}): Omit<CongregationLayout, 'sections'> & { sections: { kind: MicrositeSection; id: string }[] } {
  const kinds = shownSections(c)
  const titleBanner = !kinds.includes('hero')
  const sectionLinks = linkTargets.flatMap(({ key, sections: candidates }): SectionLink[] => {
    const target = candidates.find((s) => kinds.includes(s))
    return target ? [{ key, href: `#${sectionIds[target]}` }] : []
  })
  // The title banner stands in for the hero as the page's top.
  if (titleBanner) sectionLinks.unshift({ key: 'home', href: `#${sectionIds.hero}` })
  return { sections: kinds.map((kind) => ({ kind, id: sectionIds[kind] })), titleBanner, sectionLinks }
}

/** A section with the data it renders (`shownSections` made sure the congregation has it). */
function withData(c: Congregation, { kind, id }: { kind: MicrositeSection; id: string }): CongregationSection {
  switch (kind) {
    case 'hero':
      return { kind, id, slides: c.heroSlides!.map((s) => ({ ...s, schedule: servicesNamed(c.services, s.services) })) }
    case 'weekly':
      return {
        kind,
        id,
        programs: c.weeklyPrograms!.map((p) => ({ ...p, schedule: servicesNamed(c.services, p.services) })),
      }
    case 'visit':
      return { kind, id, services: c.services }
    case 'about':
      return { kind, id, about: c.about! }
    case 'programs':
      return { kind, id, programs: c.programs! }
    case 'leaders':
      return { kind, id, leaders: c.leaders! }
    case 'giving':
      return { kind, id, giving: c.giving! }
    case 'contact':
      return { kind, id }
  }
}

/**
 * A congregation page's layout: its sections in order, each with its id and data, its title banner and its top bar's
 * links.
 */
export function congregationLayout(c: Congregation): CongregationLayout {
  const outline = sectionOutline(c)
  return { ...outline, sections: outline.sections.map((s) => withData(c, s)) }
}
