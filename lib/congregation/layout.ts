/**
 * How a microsite is laid out, from its frontmatter alone: which sections in which order, the id
 * each section carries, the data each one shows, and the in-page links of the top bar and footer
 * (only to sections it has).
 */
import { sectionsOf, type MicrositeSection } from '../content/schemas'
import type { Congregation, CongregationSection } from '../content/types'
import { sectionIds } from '../element-ids'
import { servicesNamed } from './services'

/** The in-page links of the top bar and footer, by key: components look up each one's words in the catalogue (`microsite.anchors`). */
export type AnchorKey = 'home' | 'visit' | 'about' | 'programs' | 'team' | 'give' | 'contact'

/** The anchors of the top bar and footer; each leads to the first of its sections the page has. */
const anchors: { key: AnchorKey; sections: MicrositeSection[] }[] = [
  { key: 'home', sections: ['hero'] },
  { key: 'visit', sections: ['visit'] },
  { key: 'about', sections: ['about'] },
  { key: 'programs', sections: ['weekly', 'programs'] },
  { key: 'team', sections: ['leaders'] },
  { key: 'give', sections: ['giving'] },
  { key: 'contact', sections: ['contact'] },
]

export type AnchorLink = { key: AnchorKey; href: string }

export type MicrositeLayout = {
  sections: MicrositeSection[]
  /** Without a hero the page opens with a plain title banner, which carries the "home" id instead. */
  titleBanner: boolean
  anchors: AnchorLink[]
}

export function micrositeLayout(c: Parameters<typeof sectionsOf>[0]): MicrositeLayout {
  return layoutOf(sectionsOf(c))
}

/** The layout from the sections a page shows, in order (e.g. a congregation entry's `sections`, by kind). */
export function layoutOf(shown: readonly MicrositeSection[]): MicrositeLayout {
  const sections = [...shown]
  const titleBanner = !sections.includes('hero')
  const links = anchors.flatMap(({ key, sections: candidates }): AnchorLink[] => {
    const target = candidates.find((s) => sections.includes(s))
    return target ? [{ key, href: `#${sectionIds[target]}` }] : []
  })
  // The title banner stands in for the hero as the page's top.
  if (titleBanner) links.unshift({ key: 'home', href: `#${sectionIds.hero}` })
  return { sections, titleBanner, anchors: links }
}

/** The sections a congregation's page shows, in order, each with its id and the data it renders. */
export function congregationSections(c: Congregation): CongregationSection[] {
  return sectionsOf(c).flatMap((kind): CongregationSection[] => {
    const id = sectionIds[kind]
    // The schema makes sure every listed section has its field; a missing one is simply not shown.
    switch (kind) {
      case 'hero':
        return c.heroSlides ? [{ kind, id, slides: c.heroSlides.map((s) => ({ ...s, schedule: servicesNamed(c.services, s.services) })) }] : []
      case 'weekly':
        return c.weeklyPrograms ? [{ kind, id, programs: c.weeklyPrograms.map((p) => ({ ...p, schedule: servicesNamed(c.services, p.services) })) }] : []
      case 'visit':
        return [{ kind, id, services: c.services }]
      case 'about':
        return c.about ? [{ kind, id, about: c.about }] : []
      case 'programs':
        return c.programs ? [{ kind, id, programs: c.programs }] : []
      case 'leaders':
        return c.leaders ? [{ kind, id, leaders: c.leaders }] : []
      case 'giving':
        return c.giving ? [{ kind, id, giving: c.giving }] : []
      case 'contact':
        return [{ kind, id }]
    }
  })
}
