/**
 * The element ids that more than one file names: the layouts render them, and in-page links, the
 * anchors check (lib/content/anchors.ts), the public view's dropped sections, the language switch and
 * the tests point at them. An id declared here is never retyped as a literal elsewhere. None starts with
 * "text-": that prefix is the ids of the headings in a page's text (BODY_ID_PREFIX, lib/content/body-rules.mjs).
 */
import type { MicrositeSection } from './content/schemas'

/** Every page's main content: the skip link's target. */
export const MAIN_ID = 'main'

/** A congregation page's sections: the anchors the old site used (home, about, programs, team, give, contact). */
export const sectionIds = {
  hero: 'home',
  weekly: 'programs',
  visit: 'visit',
  about: 'about',
  programs: 'current-programs',
  leaders: 'team',
  giving: 'give',
  contact: 'contact',
} as const satisfies Record<MicrositeSection, string>

/** A program page's fixed sections; its contact section's id is in its content (`program.contact.id`). */
export const programSectionIds = { about: 'about', volunteers: 'volunteers', testimonials: 'testimonials' } as const

/** The support page's sections (their headings carry the ids). */
export const supportIds = {
  categories: 'support-categories',
  giveOnline: 'give-online',
  giveMpesa: 'give-mpesa',
} as const

/** The home page's sections (their headings carry the ids). */
export const homeIds = {
  gatherings: 'gatherings-heading',
  ministries: 'ministries-heading',
  events: 'events-heading',
  map: 'map-heading',
} as const

/** A page's gallery heading. */
export const GALLERY_ID = 'gallery-heading'

/** A region's heading on the locations list: `region-Nairobi`. */
export const regionId = (region: string) => `region-${region}`

/** A month's heading on the events list and the home page: `events-2024-01`. */
export const eventsMonthId = (month: string) => `events-${month}`

/** The search page's list of every page (the search's "no result" message links to it). */
export const SITE_INDEX_ID = 'site-index'

/** The preview build's panel at the foot of every page that shows how a link to it looks when shared. */
export const SHARE_PREVIEW_ID = 'share-preview'

/** The church finder's fixed ids (one finder per page): `finder-region`, `finder-name`, `finder-nearest`. */
export const FINDER_ID = 'finder'
