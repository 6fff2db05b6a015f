/**
 * The element ids each page has, from its content: what a link's `#fragment` may name. The layouts
 * render these ids; an end-to-end test checks that every id listed here exists in the export.
 */
import { micrositeLayout } from '../congregation/layout'
import { eventsMonthId, GALLERY_ID, homeIds, MAIN_ID, programSectionIds, regionId, sectionIds, supportIds } from '../element-ids'
import type { CongregationFrontmatter, HomeFrontmatter, PageFrontmatter } from './types'

/** The id of a titled block's heading ("Our Vision" -> "our-vision"). */
export function headingId(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

export function pageAnchors(page: PageFrontmatter, bodyIds: readonly string[], context: { regions: string[]; months: string[] }): string[] {
  const ids: string[] = [MAIN_ID, ...bodyIds, ...(page.blocks ?? []).map((b) => headingId(b.heading))]
  if (page.gallery) ids.push(GALLERY_ID)
  if (page.layout === 'locations') ids.push(...context.regions.map(regionId))
  if (page.layout === 'events') ids.push(...context.months.map(eventsMonthId))
  if (page.layout === 'support') ids.push(...Object.values(supportIds))
  if (page.program) ids.push(...Object.values(programSectionIds), page.program.contact.id)
  return ids
}

export function congregationAnchors(c: CongregationFrontmatter, bodyIds: readonly string[]): string[] {
  const layout = micrositeLayout(c)
  return [
    MAIN_ID,
    ...(layout.titleBanner ? [sectionIds.hero] : []),
    ...layout.sections.map((s) => sectionIds[s]),
    // The body is the "Our Church" text of the About section.
    ...(layout.sections.includes('about') ? bodyIds : []),
  ]
}

export function homeAnchors(_home: HomeFrontmatter, bodyIds: readonly string[]): string[] {
  return [MAIN_ID, ...Object.values(homeIds), ...bodyIds]
}
