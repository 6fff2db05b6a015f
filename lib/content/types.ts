/**
 * The content as pages receive it: validated, with media resolved (image sizes and variants,
 * document sizes) and congregation sections as a typed list. Components only render these.
 * Frontmatter types come from the schemas (what an editor writes); the rest is added by the loader.
 */
import type { z } from 'zod'
import type { Pending } from './pending'
import type { Locale } from '../i18n/locales'
import type {
  congregationGivingSchema,
  congregationSchema,
  download,
  eventSchema,
  homeSchema,
  image,
  menuSchema,
  ministryGivingSchema,
  pageLayouts,
  pageSchema,
  programSchema,
  siteSchema,
} from './schemas'

/* ------------------------------------------------------------------ what editors write */

export type ImageRef = z.infer<typeof image>
export type { ServiceIllustration } from './schemas'
export type DownloadRef = z.infer<typeof download>
export type SiteFrontmatter = z.infer<typeof siteSchema>
export type MenuFrontmatter = z.infer<typeof menuSchema>
export type HomeFrontmatter = z.infer<typeof homeSchema>
export type PageFrontmatter = z.infer<typeof pageSchema>
export type ProgramFrontmatter = z.infer<typeof programSchema>
export type EventFrontmatter = z.infer<typeof eventSchema>
/**
 * A congregation as pages receive it: its giving file's facts (content/giving/<slug>.en.mdx) laid into `giving` beside
 * its note.
 */
export type CongregationFrontmatter = Omit<z.infer<typeof congregationSchema>, 'giving'> & {
  giving?: Omit<CongregationGivingFrontmatter, 'congregation'> &
    NonNullable<z.infer<typeof congregationSchema>['giving']>
}
export type CongregationGivingFrontmatter = z.infer<typeof congregationGivingSchema>
export type MinistryGivingFrontmatter = z.infer<typeof ministryGivingSchema>
export type PageLayout = (typeof pageLayouts)[number]

/* ------------------------------------------------------------------ media, resolved once */

export type ImageVariant = { width: number; url: string }

/** A content image with what the page needs to show it: its upright size and its WebP variants. */
export type ResolvedImage = ImageRef & {
  /** Set on a generated stand-in: what real image it waits for. */
  pending?: Pending
  width: number
  height: number
  /** Smallest first. */
  variants: ImageVariant[]
  /** The variant for browsers that ignore srcset (the first at least 640 px wide). */
  fallback: ImageVariant
}

/** A document offered for download, with its public address and size in bytes. */
export type ResolvedDownload = Omit<DownloadRef, 'pending'> & { pending?: Pending; url: string; bytes: number }

/** Frontmatter with every image and download resolved, and every "TODO: ..." value a Pending (pending.ts). */
export type Resolved<T> =
  T extends z.$brand<'Placeholder'>
    ? Pending
    : T extends ImageRef
      ? ResolvedImage
      : T extends DownloadRef
        ? ResolvedDownload
        : T extends readonly (infer U)[]
          ? Resolved<U>[]
          : T extends object
            ? { [K in keyof T]: Resolved<T[K]> }
            : T

/* ------------------------------------------------------------------ entries */

export type Entry<T> = {
  /** Path an editor recognises, e.g. `content/pages/history.en.mdx` (the English original). */
  file: string
  /**
   * Path inside the content folder of the MDX body to show, e.g. `pages/history.en.mdx` or its translation
   * `pages/history.sw.mdx`.
   */
  source: string
  data: T
  /** The language of the entry's text: English on a Kiswahili page whose file has no translation yet. */
  lang: Locale
  /** The language of its body (English where the translation has none). */
  bodyLang: Locale
  /**
   * Whether its body has more than "TODO: ..." paragraphs: the public build shows no heading over a body with nothing
   * real.
   */
  bodyReal: boolean
  /** Its translation, when the page's language is not English and one exists; `draft` until reviewed. */
  translation?: { file: string; draft: boolean }
}

/** The site's settings, with the ministry's giving facts from content/giving.en.mdx. */
export type Site = Resolved<SiteFrontmatter & { giving: MinistryGivingFrontmatter }>
export type Menu = MenuFrontmatter
export type Home = Resolved<HomeFrontmatter>
export type Program = Resolved<ProgramFrontmatter>
export type EventData = Resolved<EventFrontmatter>

/** A titled block with its heading's id, made from the English heading so links to it work in every language. */
export type PageBlock = NonNullable<PageFrontmatter['blocks']>[number] & { id: string }

type PageFields = Resolved<Omit<PageFrontmatter, 'layout' | 'program' | 'blocks'>> & { blocks?: PageBlock[] }

/** A page, told apart by its layout: only a program page has (and must have) its program. */
export type PageData =
  | (PageFields & { layout: Exclude<PageLayout, 'program'>; program?: undefined })
  | (PageFields & { layout: 'program'; program: Program })

export type Congregation = Resolved<CongregationFrontmatter>
type Of<K extends keyof Congregation> = NonNullable<Congregation[K]>

/** One of a congregation's services, as written (lib/congregation/services.ts derives its lines). */
export type Service = Congregation['services'][number]

/** The services a slide or card names, resolved from their titles. */
type WithSchedule<T> = T & { schedule: Service[] }

/** A congregation's sections in page order, each with the data it shows (nothing to assert in components). */
export type CongregationSection =
  | { kind: 'hero'; id: string; slides: WithSchedule<Of<'heroSlides'>[number]>[] }
  | { kind: 'weekly'; id: string; programs: WithSchedule<Of<'weeklyPrograms'>[number]>[] }
  | { kind: 'visit'; id: string; services: Service[] }
  | { kind: 'about'; id: string; about: Of<'about'> }
  | { kind: 'programs'; id: string; programs: Of<'programs'> }
  | { kind: 'leaders'; id: string; leaders: Of<'leaders'> }
  | { kind: 'giving'; id: string; giving: Of<'giving'> }
  | { kind: 'contact'; id: string }

/**
 * The in-page links of a congregation page's top bar and footer, by key: components look up each one's words in the
 * catalogue (`microsite.sectionLinks`).
 */
export type SectionLinkKey = 'home' | 'visit' | 'about' | 'programs' | 'team' | 'give' | 'contact'

export type SectionLink = { key: SectionLinkKey; href: string }

/**
 * How a congregation's page is laid out (congregation-layout.ts): what the page, its top bar, footer and language
 * switch show.
 */
export type CongregationLayout = {
  /** What the page shows, in order, each with its element id and the data it renders. */
  sections: CongregationSection[]
  /** Without a hero the page opens with a plain title banner, which carries the hero's id ("home") instead. */
  titleBanner: boolean
  /** The links of the top bar and footer: each leads to the first of its sections the page has. */
  sectionLinks: SectionLink[]
}

/** A congregation as read, translated and seen by the public or preview build: its page is laid out from this, last. */
export type CongregationRead = Entry<Congregation> & {
  /**
   * The ids of its body's headings: the body is the About section's "Our Church" text, so they are ids of the page
   * while that section shows.
   */
  bodyIds: string[]
}

export type CongregationEntry = CongregationRead & CongregationLayout
export type PageEntry = Entry<PageData>
/** A program's landing page: its `program` is always there. */
export type ProgramPageEntry = Entry<Extract<PageData, { layout: 'program' }>>

/** Paths that code links to, found from the pages' layouts (so they are checked like any link). */
export type SitePaths = {
  /** The list of congregations (layout: locations). */
  churches: string
  /** The giving page (layout: support). */
  support: string
  /** The events page (layout: events). */
  events: string
  /** The contact page (layout: contact). */
  contact: string
}

/**
 * The content as pages receive it; before its last step the loader passes it with congregations not yet laid out
 * (`ContentRead`).
 */
export type Content<C extends CongregationRead = CongregationEntry> = {
  /** The language the content is in (its pages' language). */
  locale: Locale
  site: Site
  menu: Menu
  home: Entry<Home>
  pages: PageEntry[]
  events: Entry<EventData>[]
  congregations: C[]
  paths: SitePaths
  /**
   * The element ids each page has (by path in this language, e.g. `/raila/` or `/sw/raila/`): what a link's #fragment
   * may name.
   */
  anchors: Record<string, string[]>
}

/** The content before its congregation pages are laid out. */
export type ContentRead = Content<CongregationRead>
