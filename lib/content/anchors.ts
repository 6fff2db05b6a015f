/**
 * The element ids each page has, from its content: what a link's `#fragment` may name. The layouts
 * render these ids; an end-to-end test checks that every id listed here exists in the export.
 */
import {
  eventsMonthId,
  GALLERY_ID,
  homeIds,
  MAIN_ID,
  programSectionIds,
  regionId,
  sectionIds,
  supportIds,
} from '../element-ids'
import { BODY_ID_PREFIX } from './body-rules.mjs'
import type { CongregationLayout, HomeFrontmatter, PageFrontmatter } from './types'

/**
 * The id of a titled block's heading ("Our Vision" -> "text-our-vision"): like a heading in the page's text, it
 * starts with the prefix no layout id uses (docs/content-is-data.md), so a block headed "Main" or "Give online"
 * never takes the place of the page's own #main or #give-online.
 */
export function headingId(heading: string): string {
  return `${BODY_ID_PREFIX}${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
}

export function pageAnchors(
  page: PageFrontmatter,
  bodyIds: readonly string[],
  context: { regions: string[]; months: string[] },
): string[] {
  const ids: string[] = [MAIN_ID, ...bodyIds, ...(page.blocks ?? []).map((b) => headingId(b.heading))]
  if (page.gallery) ids.push(GALLERY_ID)
  if (page.layout === 'locations') ids.push(...context.regions.map(regionId))
  if (page.layout === 'events') ids.push(...context.months.map(eventsMonthId))
  if (page.layout === 'support') ids.push(...Object.values(supportIds))
  if (page.program) ids.push(...Object.values(programSectionIds), page.program.contact.id)
  return ids
}

/**
 * A congregation page's ids, from its layout (congregation-layout.ts): the title banner's, its sections' and, while the
 * About section shows, its body's headings.
 */
export function congregationAnchors(
  page: Pick<CongregationLayout, 'titleBanner'> & { sections: readonly { kind: string; id: string }[] },
  bodyIds: readonly string[],
): string[] {
  return [
    MAIN_ID,
    ...(page.titleBanner ? [sectionIds.hero] : []),
    ...page.sections.map((s) => s.id),
    // The body is the "Our Church" text of the About section.
    ...(page.sections.some((s) => s.kind === 'about') ? bodyIds : []),
  ]
}

export function homeAnchors(_home: HomeFrontmatter, bodyIds: readonly string[]): string[] {
  return [MAIN_ID, ...Object.values(homeIds), ...bodyIds]
}
