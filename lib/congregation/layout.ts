/**
 * How a microsite is laid out, from its frontmatter alone: which sections in which order, the id
 * each section carries, and the in-page links of the top bar and footer (only to sections it has).
 */
import { sectionsOf, type CongregationFrontmatter, type MicrositeSection } from '@/lib/content/schemas'

/** The element id of each section: the anchors the old site used (home, about, programs, team, give, contact). */
export const sectionIds: Record<MicrositeSection, string> = {
  hero: 'home',
  weekly: 'programs',
  about: 'about',
  programs: 'current-programs',
  leaders: 'team',
  giving: 'give',
  contact: 'contact',
}

/** The six anchors of the top bar and footer; each leads to the first of its sections the page has. */
const anchors: { label: string; sections: MicrositeSection[] }[] = [
  { label: 'Home', sections: ['hero'] },
  { label: 'About', sections: ['about'] },
  { label: 'Programs', sections: ['weekly', 'programs'] },
  { label: 'Team', sections: ['leaders'] },
  { label: 'Give', sections: ['giving'] },
  { label: 'Contact', sections: ['contact'] },
]

export type AnchorLink = { label: string; href: string }

export type MicrositeLayout = {
  sections: MicrositeSection[]
  /** Without a hero the page opens with a plain title banner, which carries the "home" id instead. */
  titleBanner: boolean
  anchors: AnchorLink[]
}

export function micrositeLayout(c: CongregationFrontmatter): MicrositeLayout {
  const sections = sectionsOf(c)
  const titleBanner = !sections.includes('hero')
  const links = anchors.flatMap(({ label, sections: candidates }) => {
    const target = candidates.find((s) => sections.includes(s))
    return target ? [{ label, href: `#${sectionIds[target]}` }] : []
  })
  // The title banner stands in for the hero as the page's top.
  if (titleBanner) links.unshift({ label: 'Home', href: `#${sectionIds.hero}` })
  return { sections, titleBanner, anchors: links }
}
