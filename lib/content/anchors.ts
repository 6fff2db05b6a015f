/**
 * The element ids each page has, from its content: what a link's `#fragment` may name. The layouts
 * render these ids; an end-to-end test checks that every id listed here exists in the export.
 */
import { micrositeLayout, sectionIds } from '../congregation/layout'
import type { CongregationFrontmatter, HomeFrontmatter, PageFrontmatter } from './types'

/** The id of a titled block's heading ("Our Vision" -> "our-vision"). */
export function headingId(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

/** Fixed ids of the support page's sections. */
export const supportIds = ['support-categories', 'give-online', 'give-mpesa'] as const
/** Fixed ids of a program page's sections; its contact section's id is in its content (`program.contact.id`). */
export const programSectionIds = { about: 'about', volunteers: 'volunteers', testimonials: 'testimonials' } as const
/** Fixed ids of the home page's sections. */
export const homeIds = ['gatherings-heading', 'ministries-heading', 'events-heading', 'map-heading'] as const

export function pageAnchors(page: PageFrontmatter, bodyIds: readonly string[], context: { regions: string[]; months: string[] }): string[] {
  const ids = ['main', ...bodyIds, ...(page.blocks ?? []).map((b) => headingId(b.heading))]
  if (page.gallery) ids.push('gallery-heading')
  if (page.layout === 'locations') ids.push(...context.regions.map((r) => `region-${r}`))
  if (page.layout === 'events') ids.push(...context.months.map((m) => `events-${m}`))
  if (page.layout === 'support') ids.push(...supportIds)
  if (page.program) ids.push(...Object.values(programSectionIds), page.program.contact.id)
  return ids
}

export function congregationAnchors(c: CongregationFrontmatter, bodyIds: readonly string[]): string[] {
  const layout = micrositeLayout(c)
  return [
    'main',
    ...(layout.titleBanner ? [sectionIds.hero] : []),
    ...layout.sections.map((s) => sectionIds[s]),
    // The body is the "Our Church" text of the About section.
    ...(layout.sections.includes('about') ? bodyIds : []),
  ]
}

export function homeAnchors(_home: HomeFrontmatter, bodyIds: readonly string[]): string[] {
  return ['main', ...homeIds, ...bodyIds]
}
