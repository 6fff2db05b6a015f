/**
 * Every content collection's frontmatter, in one place. Messages are written for a church
 * editor: the loader prefixes them with the file and the field, and appends what was found.
 */
import { z } from 'zod'

/** A value the ministry still has to supply: `TODO: what is missing`. Listed by the content tooling. */
export const PLACEHOLDER_PREFIX = 'TODO:'

export function isPlaceholder(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PLACEHOLDER_PREFIX)
}

export const placeholder = z
  .string()
  .regex(/^TODO: \S/, 'expected a placeholder written as "TODO: what is missing"')

/** A fact, or a placeholder until the ministry supplies it. */
export function orPlaceholder<T extends z.ZodType>(schema: T, what: string) {
  const error = `expected ${what}, or a placeholder such as "TODO: ask the church office"`
  return z.union([schema, z.string().regex(/^TODO: \S/, error)], { error })
}

const text = z.string().trim().min(1, 'must not be empty')

/** YAML reads 247247 as a number; editors need not quote digit strings. */
const asString = (value: unknown) => (typeof value === 'number' ? String(value) : value)

export function digits(count: number) {
  return z.preprocess(asString, z.string().regex(new RegExp(`^\\d{${count}}$`), `expected ${count} digits`))
}

/** A Kenyan mobile number as people write it: 07XX XXX XXX or +254 7XX XXX XXX. */
export const phoneNumber = z
  .string()
  .regex(/^(\+254|0)[17]\d{2} ?\d{3} ?\d{3}$/, 'expected a Kenyan phone number such as "0712 345 678" (in quotes)')

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and dashes, e.g. "fuata-nyayo"')

/** An internal path ("/church/") or a full https:// address. */
export const linkTarget = z
  .string()
  .regex(/^(\/[a-z0-9\-/#]*|https?:\/\/\S+|mailto:\S+)$/, 'expected a path starting with "/" or a full https:// address')

export const year = z.number().int().min(1900, 'expected a year such as 2023').max(2100, 'expected a year such as 2023')

/**
 * An image an editor adds: a JPEG, PNG or WebP of any size in content/media (the build makes
 * resized WebP variants), with the text a screen reader says in its place.
 */
export const image = z.strictObject({
  /** Path inside content/media, e.g. "congregations/raila/sunday-service.jpg". */
  src: z.string().regex(/^[a-z0-9][a-z0-9/_.-]*\.(jpe?g|png|webp)$/i, 'expected a path inside content/media ending in .jpg, .png or .webp'),
  alt: z.string().trim().min(1, 'describe the image for people who cannot see it'),
})
export type ImageRef = z.infer<typeof image>

/* ------------------------------------------------------------------ site */

export const socialNetworks = ['Facebook', 'YouTube', 'Instagram', 'X', 'WhatsApp', 'TikTok'] as const

export const socialLink = z.strictObject({
  network: z.enum(socialNetworks, { error: `expected one of ${socialNetworks.join(', ')}` }),
  url: z.url({ protocol: /^https$/, error: 'expected a full https:// address' }),
  /** What is still missing about this link (e.g. the ministry's own page address). */
  pending: placeholder.optional(),
})

export const alias = z.strictObject({
  /** The old path, without slashes: "about" serves /about/. */
  from: slug,
  /** Where it leads: a route of this site ("/who-we-are/") or "/" for the home page. */
  to: linkTarget,
})

export const siteSchema = z.strictObject({
  name: text,
  registeredName: orPlaceholder(text, 'the name'),
  tagline: text,
  description: text,
  url: orPlaceholder(z.url({ protocol: /^https?$/ }), 'the public address of the site, e.g. "https://www.example.org"'),
  email: orPlaceholder(z.email(), 'an e-mail address'),
  paybill: digits(6),
  foundedYear: year,
  copyrightYear: year,
  socials: z.array(socialLink),
  aliases: z.array(alias).default([]),
})

/* ------------------------------------------------------------------ menu */

export type MenuItemInput = {
  title: string
  url?: string
  congregations?: true
  children?: MenuItemInput[]
}

export const menuItem: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .strictObject({
      title: text,
      url: linkTarget.optional(),
      /** Fill this item's children from content/congregations, grouped by region. */
      congregations: z.literal(true).optional(),
      children: z.array(menuItem).optional(),
    })
    .refine((item) => item.url || item.children?.length || item.congregations, {
      message: 'a menu item needs a url, children, or "congregations: true"',
    }),
)

export const menuSchema = z.strictObject({
  /** Regions of the Our Churches menu, in menu order. A congregation's region must be one of them. */
  regions: z.array(text).min(1, 'list at least one region'),
  items: z.array(menuItem).min(1, 'list at least one menu item'),
})

/* ------------------------------------------------------------------ pages */

export const pageLayouts = ['ministry', 'resource', 'ministries', 'projects', 'locations'] as const

export const pageSchema = z.strictObject({
  title: text,
  slug,
  description: text,
  /** Which page layout renders it. */
  layout: z.enum(pageLayouts, { error: `expected one of ${pageLayouts.join(', ')}` }).default('ministry'),
  /** Shown as the page's main heading when it differs from the title. */
  heading: text.optional(),
  intro: text.optional(),
  /** Cards linking to related pages, e.g. the projects on the projects overview. */
  links: z.array(z.strictObject({ title: text, url: linkTarget, text: text.optional() })).optional(),
})

export const homeSchema = pageSchema.omit({ slug: true, layout: true })

/* ------------------------------------------------------------------ congregations */

export const giving = z.strictObject({
  /** The ministry-wide M-Pesa paybill. */
  paybill: digits(6).optional(),
  /** The branch's account number at the paybill, or a placeholder until the office supplies it. */
  account: orPlaceholder(z.preprocess(asString, z.string().regex(/^[A-Za-z0-9-]{1,20}$/)), 'letters and digits').optional(),
  /** A pastor's M-Pesa number, where the branch gives to it instead of the paybill. */
  pastorNumber: orPlaceholder(phoneNumber, 'a Kenyan phone number such as "0712 345 678"').optional(),
  /* Issue 3 (microsites): a short line under the giving details, e.g. what offerings support. */
  note: text.optional(),
})

/* ------------------------------------------------------------------ congregation microsites (issue 3) */

/**
 * The sections a microsite can show, listed in `sections` in the order they appear. The top bar
 * and the footer are always there. Each section needs its own fields (checked below).
 */
export const micrositeSections = ['hero', 'weekly', 'about', 'programs', 'leaders', 'giving', 'contact'] as const
export type MicrositeSection = (typeof micrositeSections)[number]

/** The full order of SPEC §2, used when a file does not list its sections. */
export const defaultSectionOrder: readonly MicrositeSection[] = micrositeSections

export const programStatuses = ['Operational', 'Ongoing', 'In Progress', 'Started', 'Future', 'Challenge'] as const

export const heroSlide = z.strictObject({
  title: text,
  /** One or two sentences under the title; a placeholder shows the title alone. */
  body: orPlaceholder(text, 'a sentence or two').optional(),
})

export const weeklyProgram = z.strictObject({
  /** "Sunday services" */
  title: text,
  /** "Sundays, 10:00 AM" */
  when: text,
  text: text.optional(),
  image,
})

export const churchProgram = z.strictObject({
  name: text,
  status: z.enum(programStatuses, { error: `expected one of ${programStatuses.join(', ')}` }),
  /** A short line about it, e.g. "Officially opened on 27 September 2023". */
  text: text.optional(),
})

export const churchLeader = z.strictObject({
  /** The leader's name with their title, e.g. "Rev. ..."; a placeholder until the church supplies it. */
  name: orPlaceholder(text, 'the name with its title'),
  /** e.g. "Senior Pastor". */
  role: text.optional(),
  bio: orPlaceholder(text, 'a short introduction'),
  photo: image,
})

export const congregationAbout = z.strictObject({
  /** The "About Us" paragraph. The "Our Church" text is the file's body. */
  aboutUs: text,
  /** Who belongs, e.g. "76 adults, 20 children and 25 youth". */
  members: orPlaceholder(text, 'the number of members').optional(),
  /** Photos shown in a masonry grid under the text. */
  gallery: z.array(image).optional(),
})

/** Fields each section needs before it can be listed in `sections`. */
const sectionNeeds: Record<MicrositeSection, { field: string; has: (c: Record<string, unknown>) => boolean }> = {
  hero: { field: 'heroSlides', has: (c) => Array.isArray(c.heroSlides) && c.heroSlides.length > 0 },
  weekly: { field: 'weeklyPrograms', has: (c) => Array.isArray(c.weeklyPrograms) && c.weeklyPrograms.length > 0 },
  about: { field: 'about', has: (c) => c.about !== undefined },
  programs: { field: 'programs', has: (c) => Array.isArray(c.programs) && c.programs.length > 0 },
  leaders: { field: 'leaders', has: (c) => Array.isArray(c.leaders) && c.leaders.length > 0 },
  giving: {
    field: 'giving',
    has: (c) => {
      const g = c.giving as Record<string, unknown> | undefined
      return !!g && (g.paybill !== undefined || g.account !== undefined || g.pastorNumber !== undefined)
    },
  },
  contact: { field: 'contact', has: () => true },
}

export const congregationSchema = z
  .strictObject({
    name: text,
    slug,
    region: text,
    /** Position within its region in the Our Churches menu (1 comes first). */
    menuOrder: z.number().int().min(1, 'expected a whole number from 1'),
    description: text,
    /** Main service time, shown in the locations list. */
    serviceTime: text,
    founded: orPlaceholder(year, 'a year such as 2016').optional(),
    giving: giving.optional(),
    copyrightYear: year.optional(),
    /** Shown in the locations list and when the page is shared. */
    photo: image.optional(),
    /* Issue 3 (microsites) from here on. */
    /** Which sections the page shows, in order. Left out: every section that has its fields, in the full order. */
    sections: z
      .array(z.enum(micrositeSections, { error: `expected one of ${micrositeSections.join(', ')}` }))
      .min(1, 'list at least one section')
      .refine((list) => new Set(list).size === list.length, 'list each section once')
      .optional(),
    /** The hero banner's rotating messages (four in SPEC §4). */
    heroSlides: z.array(heroSlide).min(1, 'list at least one slide').max(6, 'list at most six slides').optional(),
    /** "Happening weekly" picture cards. */
    weeklyPrograms: z.array(weeklyProgram).min(1, 'list at least one program').optional(),
    about: congregationAbout.optional(),
    /** Current and future programs with their status. */
    programs: z.array(churchProgram).min(1, 'list at least one program').optional(),
    leaders: z.array(churchLeader).min(1, 'list at least one leader').optional(),
    /** A sentence above the contact form. */
    contactIntro: text.optional(),
  })
  .superRefine((c, ctx) => {
    for (const [i, section] of (c.sections ?? []).entries()) {
      const need = sectionNeeds[section]
      if (!need.has(c))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i],
          message: `"${section}" needs the field "${need.field}" (with at least one entry); add it, or remove "${section}" from sections`,
        })
    }
  })

/** The sections a congregation's page shows, in order: its own list, or every section it has fields for. */
export function sectionsOf(c: CongregationFrontmatter): MicrositeSection[] {
  if (c.sections) return c.sections
  return defaultSectionOrder.filter((s) => sectionNeeds[s].has(c as unknown as Record<string, unknown>))
}

export type Site = z.infer<typeof siteSchema>
export type Menu = z.infer<typeof menuSchema>
export type PageFrontmatter = z.infer<typeof pageSchema>
export type HomeFrontmatter = z.infer<typeof homeSchema>
export type CongregationFrontmatter = z.infer<typeof congregationSchema>

/** Each folder (or single file) of content/ and the schema its files follow. */
export const collections = {
  site: { pattern: 'site.mdx', schema: siteSchema },
  menu: { pattern: 'menu.mdx', schema: menuSchema },
  home: { pattern: 'home.mdx', schema: homeSchema },
  pages: { pattern: 'pages/*.mdx', schema: pageSchema },
  congregations: { pattern: 'congregations/*.mdx', schema: congregationSchema },
} as const
