/**
 * Every content collection's frontmatter schema, one module per collection (congregations.ts, pages.ts,
 * events.ts, home.ts, menu.ts, site.ts, giving.ts) and the kinds of field they share (fields.ts). Messages are
 * written for a church editor: the loader prefixes them with the file and the field, and appends what
 * was found. Field descriptions and answer forms are schema metadata (`.meta`), read by content/FIELDS.md,
 * the CMS config and the office sheet.
 */
export * from './fields'
export * from './site'
export * from './menu'
export * from './pages'
export * from './home'
export * from './events'
export * from './congregations'
export * from './giving'
import { congregationSchema } from './congregations'
import { eventSchema } from './events'
import { congregationGivingSchema, ministryGivingSchema } from './giving'
import { homeSchema } from './home'
import { menuSchema } from './menu'
import { pageSchema } from './pages'
import { siteSchema } from './site'

export const collections = {
  site: { pattern: 'site.en.mdx', schema: siteSchema },
  menu: { pattern: 'menu.en.mdx', schema: menuSchema },
  home: { pattern: 'home.en.mdx', schema: homeSchema },
  pages: { pattern: 'pages/*.en.mdx', schema: pageSchema },
  events: { pattern: 'events/*.en.mdx', schema: eventSchema },
  congregations: { pattern: 'congregations/*.en.mdx', schema: congregationSchema },
  // Where gifts go: facts only, never translated, every change reviewed by the treasurer (.github/CODEOWNERS).
  ministryGiving: { pattern: 'giving.en.mdx', schema: ministryGivingSchema },
  giving: { pattern: 'giving/*.en.mdx', schema: congregationGivingSchema },
} as const

/** The collections that hold the facts deciding where gifts go: no translation, the treasurer's review. */
export const GIVING_COLLECTIONS: ReadonlySet<string> = new Set(['ministryGiving', 'giving'])
