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

/** The value, or undefined while it is still a "TODO: ..." placeholder: what a page may show as fact. */
export function known<T>(value: T): Exclude<T, undefined> | undefined {
  return value === undefined || isPlaceholder(value) ? undefined : (value as Exclude<T, undefined>)
}

/** How a placeholder is written; the content check reports near misses (`todo:`, `TODO:x`) with the fix. */
export const PLACEHOLDER_PATTERN = /^TODO: \S/

/** `TODO: x`, but also near misses an editor writes for one: `todo: x`, `TODO:x`, `To do - x`, `TODO x`. */
export function looksLikePlaceholder(value: string): boolean {
  return /^\s*to\s?do\s*[:\-–]/i.test(value) || /^\s*TODO\b/.test(value)
}

export const placeholder = z.string().regex(PLACEHOLDER_PATTERN, 'expected a placeholder written as "TODO: what is missing"')

/**
 * A fact, or a placeholder until the ministry supplies it. Only fields built with this (and `pending`
 * notes) may hold a placeholder: a name, title, slug or menu label must be the real thing.
 */
export function orPlaceholder<T extends z.ZodType>(schema: T, what: string) {
  const error = `expected ${what}, or a placeholder such as "TODO: ask the church office"`
  return z.union([schema, z.string().regex(PLACEHOLDER_PATTERN, error)], { error })
}

/**
 * Text shown as written. A "TODO: ..." here is an error: fields that may wait for the ministry say so
 * (orPlaceholder). An unquoted number or true/false is kept exactly as typed by the loader.
 */
const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((v) => !looksLikePlaceholder(v), 'this field needs its real value; a "TODO: ..." placeholder is not allowed here')

/** Digits exactly as written (an unquoted 0070 stays "0070": the loader keeps what the editor typed). */
export function digits(count: number) {
  return z.string().regex(new RegExp(`^\\d{${count}}$`), `expected ${count} digits`)
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
  src: z
    .string()
    .refine((v) => !/\s/.test(v), {
      message: 'a space in a file name breaks its web address; rename the file with dashes instead of spaces (e.g. "sunday-service.jpg") and write the new name here',
      abort: true,
    })
    .refine((v) => !v.startsWith('/') && !v.startsWith('content/'), {
      message: 'write the path inside content/media, without "content/media/" or a leading "/", e.g. "congregations/raila/sunday.jpg"',
      abort: true,
    })
    .regex(/^[a-z0-9][a-z0-9/_.-]*\.(jpe?g|png|webp)$/i, 'expected a path inside content/media ending in .jpg, .png or .webp'),
  alt: z.string().trim().min(1, 'describe the image for people who cannot see it'),
})

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

/* ------------------------------------------------------------------ contact and support */

/**
 * Layouts added by the contact and support pages: `contact` adds the message form under the body,
 * `support` adds the slider of support categories, the donation widget and the M-Pesa details.
 */
export const contactSupportLayouts = ['contact', 'support'] as const

/** One card of the support slider on the support page. */
export const supportCard = z.strictObject({
  /** A short unique name, e.g. "church-planting". */
  id: slug,
  /** What the gift supports, shown as the card's label, e.g. "Church Planting". */
  category: text,
  /** The card's heading. */
  title: text,
  cover: image,
})

export const supportCards = z
  .array(supportCard)
  .min(1, 'list at least one support card')
  .refine((cards) => new Set(cards.map((c) => c.id)).size === cards.length, 'every support card needs its own id')

/* ------------------------------------------------------------------ program landing page (layout: program) */
// A program's own landing page (the girls' mentoring program's page):
// its own navigation bar, banner, about, volunteers, photo grid, testimonials and contact block.
// pageSchema below holds it as `program`: a page with `layout: program` needs one, and only such a page
// may have one (checked below). The MDX body is the longer description behind "Learn More".

/** A file served as-is from public/, e.g. "/media-static/mabadiliko/video.mp4". */
const publicFile = (extensions: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/[a-z0-9][a-z0-9/_.-]*\\.(${extensions})$`, 'i'),
      `expected a path inside public/ starting with "/" and ending in .${extensions.split('|').join(' or .')}`,
    )

export const programVolunteer = z.strictObject({
  name: orPlaceholder(text, "the volunteer's name"),
  text: orPlaceholder(text, 'a sentence about the volunteer'),
  image,
})

export const programTestimonial = z.strictObject({
  quote: orPlaceholder(text, 'the words of the person quoted'),
  name: orPlaceholder(text, 'the name of the person quoted'),
  avatar: image,
})

export const programSchema = z.strictObject({
  banner: z.strictObject({ heading: text, text, supportLabel: text }),
  /** Where the banner's button and the navigation bar's support button lead. */
  supportUrl: linkTarget,
  /** The page's own navigation bar: links to its sections and a support button. */
  nav: z.strictObject({
    /** The support button's label, e.g. "Support our program". */
    supportLabel: text,
  }),
  about: z.strictObject({
    heading: text,
    summary: text,
    /** What is still missing from the longer description (the MDX body). */
    pending: placeholder.optional(),
  }),
  video: z.strictObject({
    title: text,
    src: publicFile('mp4|webm'),
    /** WebVTT captions; a placeholder clip's captions say that it is silent. */
    captions: publicFile('vtt'),
    poster: image,
    /** Set while the clip stands in for the program's real video. */
    pending: placeholder.optional(),
  }),
  volunteers: z.strictObject({
    heading: text,
    items: z.array(programVolunteer).min(1, 'list at least one volunteer'),
    photos: z.array(image).default([]),
  }),
  testimonials: z.strictObject({
    /** A short line above the heading, e.g. "TESTIMONIALS". */
    eyebrow: text,
    heading: text,
    items: z.array(programTestimonial).min(1, 'list at least one testimonial'),
  }),
  contact: z.strictObject({
    /** The section's id, what a link to it names after "#": "/mabadiliko/#contact-mb" for id "contact-mb". */
    id: slug.default('contact'),
    heading: text,
  }),
})
/* ------------------------------------------------------------------ end of program landing page */

/* ------------------------------------------------------------------ pages */

/**
 * What a page adds to its heading, body and the groups of fields it has: `standard` (the default) adds
 * nothing; `locations` the list of congregations; `events` the events by month; `program` a program's
 * own landing page; `contact` the message form; `support` the giving widgets.
 */
export const pageLayouts = ['standard', 'locations', 'events', 'program', ...contactSupportLayouts] as const

/** Layout names of earlier versions of the site, all now the standard page: the check says so. */
const formerStandardLayouts = new Set(['ministry', 'resource', 'ministries', 'projects', 'gallery'])
const layoutError = (input: unknown) =>
  typeof input === 'string' && formerStandardLayouts.has(input)
    ? `"${input}" pages are standard pages now; remove the line "layout: ${input}" (a page shows the fields it has)`
    : `expected one of ${pageLayouts.join(', ')}`

/** Text the ministry has, or a placeholder the page shows as "to be published". */
export const factText = orPlaceholder(text, 'text')

/** A titled block of prose and/or a list: vision, mission, a value group, a doctrinal list. */
export const block = z.strictObject({
  heading: text,
  text: factText.optional(),
  list: z.array(factText).optional(),
  /** Number the list (e.g. a doctrinal list) instead of using bullets. */
  ordered: z.boolean().optional(),
})

export const leaderCard = z.strictObject({
  name: factText,
  role: factText.optional(),
  bio: factText,
  photo: image,
  socials: z.array(socialLink).optional(),
})

/** A document in content/documents, offered for download with its type and size. */
export const download = z.strictObject({
  file: z.string().regex(/^[a-z0-9][a-z0-9/_.-]*\.pdf$/, 'expected a PDF file name inside content/documents, e.g. "by-laws.pdf"'),
  label: text,
  /** Set while the file is a generated stand-in for the real document. */
  pending: placeholder.optional(),
})

export const linkCard = z.strictObject({ title: text, url: linkTarget, text: text.optional() })

export const pageSchema = z.strictObject({
  title: text,
  slug,
  description: orPlaceholder(text, 'a sentence for search results'),
  /** Which page layout renders it. */
  layout: z.enum(pageLayouts, { error: (issue) => layoutError(issue.input) }).default('standard'),
  /** Shown as the page's main heading when it differs from the title. */
  heading: text.optional(),
  intro: orPlaceholder(text, 'a sentence or two').optional(),
  /** Titled blocks shown after the body, in order. */
  blocks: z.array(block).optional(),
  /** Team cards. */
  leaders: z.array(leaderCard).optional(),
  downloads: z.array(download).optional(),
  /** Photos shown in a masonry gallery that opens each one larger. */
  gallery: z.array(image).optional(),
  /** Cards linking to related pages, e.g. the projects on the projects overview. */
  links: z.array(linkCard).optional(),
  /** The support slider's cards (layout: support). */
  supportCards: supportCards.optional(),
  /** The landing page of a program (layout: program); see the program section above. */
  program: programSchema.optional(),
}).superRefine((page, ctx) => {
  if (page.layout === 'program' && !page.program)
    ctx.addIssue({ code: 'custom', path: ['layout'], message: '"program" needs the "program:" group of fields (see the editing guide); add it, or choose another layout' })
  if (page.layout !== 'program' && page.program)
    ctx.addIssue({ code: 'custom', path: ['program'], message: 'only a page with "layout: program" uses it; remove it or change the layout' })
})

/* ------------------------------------------------------------------ home */

export const homeSchema = z.strictObject({
  title: text,
  description: text,
  heading: text,
  intro: text.optional(),
  /** The looping background video (a file in content/media) and the still shown before or instead of it. */
  video: z.strictObject({
    src: z.string().regex(/^[a-z0-9][a-z0-9/_.-]*\.(mp4|webm)$/, 'expected a path inside content/media ending in .mp4 or .webm'),
    poster: image,
  }),
  gatherings: z.strictObject({ heading: text, text }),
  ministries: z.strictObject({ heading: text, links: z.array(linkCard).min(1) }),
  map: z.strictObject({
    heading: text,
    /** The embedded map frame: an https address the map provider gives for embedding. */
    embedUrl: z.url({ protocol: /^https$/ }),
    /** The same map as a normal link, for visitors whose browser does not show the frame. */
    linkUrl: z.url({ protocol: /^https$/ }),
    title: text,
  }),
})

/* ------------------------------------------------------------------ events */

export const eventSchema = z.strictObject({
  title: text,
  /** The month it belongs to, as YYYY-MM; events are listed under month headings. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month written as YYYY-MM, e.g. "2024-01"'),
  summary: orPlaceholder(text, 'a sentence about the event'),
  /** Position within its month (1 comes first). */
  order: z.number().int().min(1).default(1),
  image: image.optional(),
})

/* ------------------------------------------------------------------ congregations */

export const giving = z.strictObject({
  /** The ministry-wide M-Pesa paybill. */
  paybill: digits(6).optional(),
  /** The branch's account number at the paybill, or a placeholder until the office supplies it. */
  account: orPlaceholder(z.string().regex(/^[A-Za-z0-9-]{1,20}$/), 'letters and digits').optional(),
  /** A pastor's M-Pesa number, where the branch gives to it instead of the paybill. */
  pastorNumber: orPlaceholder(phoneNumber, 'a Kenyan phone number such as "0712 345 678"').optional(),
  /** A short line under the giving details, e.g. what offerings support. */
  note: text.optional(),
})

/* ------------------------------------------------------------------ congregation microsites */

/**
 * The sections a microsite can show, listed in `sections` in the order they appear. The top bar
 * and the footer are always there. Each section needs its own fields (checked below).
 */
export const micrositeSections = ['hero', 'weekly', 'about', 'programs', 'leaders', 'giving', 'contact'] as const
export type MicrositeSection = (typeof micrositeSections)[number]

/** The full order of a microsite's sections, used when a file does not list its sections. */
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
  when: orPlaceholder(text, 'the day and time, e.g. "Sundays, 10:00 AM"'),
  text: orPlaceholder(text, 'a sentence').optional(),
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
  aboutUs: orPlaceholder(text, 'a paragraph about the congregation'),
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
    description: orPlaceholder(text, 'one or two sentences for search results and the locations list'),
    /** Main service time, shown in the locations list. */
    serviceTime: orPlaceholder(text, 'the day and time of the main service, e.g. "Sundays, 10:00 AM"'),
    /** The main service as data for search engines (schema.org): Sundays at 10:00 AM unless given. */
    mainService: z
      .strictObject({
        day: z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
        /** 24-hour time, e.g. "10:00". */
        start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time such as "10:00"'),
      })
      .default({ day: 'Sunday', start: '10:00' }),
    founded: orPlaceholder(year, 'a year such as 2016').optional(),
    giving: giving.optional(),
    copyrightYear: year.optional(),
    /** Shown in the locations list and when the page is shared. */
    photo: image.optional(),
    /** Which sections the page shows, in order. Left out: every section that has its fields, in the full order. */
    sections: z
      .array(z.enum(micrositeSections, { error: `expected one of ${micrositeSections.join(', ')}` }))
      .min(1, 'list at least one section')
      .refine((list) => new Set(list).size === list.length, 'list each section once')
      .optional(),
    /** The hero banner's rotating messages. */
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
export function sectionsOf(c: z.infer<typeof congregationSchema>): MicrositeSection[] {
  if (c.sections) return c.sections
  return defaultSectionOrder.filter((s) => sectionNeeds[s].has(c as unknown as Record<string, unknown>))
}


/** Each folder (or single file) of content/ and the schema its files follow. */
export const collections = {
  site: { pattern: 'site.mdx', schema: siteSchema },
  menu: { pattern: 'menu.mdx', schema: menuSchema },
  home: { pattern: 'home.mdx', schema: homeSchema },
  pages: { pattern: 'pages/*.mdx', schema: pageSchema },
  events: { pattern: 'events/*.mdx', schema: eventSchema },
  congregations: { pattern: 'congregations/*.mdx', schema: congregationSchema },
} as const
