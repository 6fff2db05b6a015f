/**
 * Every content collection's frontmatter, in one place. Messages are written for a church
 * editor: the loader prefixes them with the file and the field, and appends what was found.
 */
import { z } from 'zod'
import { MONTH_WEEKS, TIME_PATTERN, WEEKDAYS, serviceProblems, twentyFourHour } from '../congregation/services'

import { isCalendarDay } from '../build-date'
import { isPlaceholder } from './placeholder'

export { isPlaceholder, PLACEHOLDER_PREFIX } from './placeholder'

/** How a placeholder is written; the content check reports near misses (`todo:`, `TODO:x`) with the fix. */
export const PLACEHOLDER_PATTERN = /^TODO: \S/

/** `TODO: x`, but also near misses an editor writes for one: `todo: x`, `TODO:x`, `To do - x`, `TODO x`. */
export function looksLikePlaceholder(value: string): boolean {
  return /^\s*to\s?do\s*[:\-–]/i.test(value) || /^\s*TODO\b/.test(value)
}

/** A "TODO: ..." value. Branded, so the loader's types turn it into a Pending (pending.ts) where pages receive it. */
export const placeholder = z.string().regex(PLACEHOLDER_PATTERN, 'expected a placeholder written as "TODO: what is missing"').brand<'Placeholder'>()

/**
 * A fact, or a placeholder until the ministry supplies it. Only fields built with this (and `pending`
 * notes) may hold a placeholder: a name, title, slug or menu label must be the real thing.
 */
export function orPlaceholder<T extends z.ZodType>(schema: T, what: string, example?: string) {
  const error = `expected ${what}, or a placeholder such as "TODO: ask the church office"`
  // The office's spreadsheet (npm run content:sheet) shows `answerForm` as the form an answer takes.
  return z.union([schema.meta({ answerForm: example ?? what }), z.string().regex(PLACEHOLDER_PATTERN, error).brand<'Placeholder'>()], { error })
}

/** The end of a message about a field that may hold a placeholder: "..., or a placeholder such as ...". */
export const OR_PLACEHOLDER_MESSAGE = /, or a placeholder such as "TODO: [^"]*"/

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
    .regex(/^[a-z0-9][a-z0-9/_.-]*\.(jpe?g|png|webp)$/i, 'expected a path inside content/media ending in .jpg, .png or .webp')
    .meta({ description: 'Path inside content/media of a .jpg, .png or .webp file, e.g. "congregations/raila/sunday-service.jpg".' }),
  alt: z
    .string()
    .trim()
    .min(1, 'describe the image for people who cannot see it')
    .meta({ description: 'What a screen reader says in place of the image: describe it for people who cannot see it.' }),
})

/* ------------------------------------------------------------------ site */

export const socialNetworks = ['Facebook', 'YouTube', 'Instagram', 'X', 'WhatsApp', 'TikTok'] as const

export const socialLink = z.strictObject({
  network: z.enum(socialNetworks, { error: `expected one of ${socialNetworks.join(', ')}` }),
  url: z.url({ protocol: /^https$/, error: 'expected a full https:// address' }),
  pending: placeholder
    .optional()
    // The office's answer to this note is the link's address: it goes into `url` and the note goes.
    .meta({ description: "What is still missing about this link (e.g. the ministry's own page address).", answerInto: 'url' }),
})

export const alias = z.strictObject({
  from: slug.meta({ description: 'The old path, without slashes: "about" serves /about/.' }),
  to: linkTarget.meta({ description: 'Where it leads: a route of this site ("/who-we-are/") or "/" for the home page.' }),
})

export const siteSchema = z.strictObject({
  name: text,
  registeredName: orPlaceholder(text, 'the name', 'the name as registered'),
  tagline: text,
  description: text,
  url: orPlaceholder(z.url({ protocol: /^https?$/ }), 'the public address of the site, e.g. "https://www.example.org"'),
  email: orPlaceholder(z.email(), 'an e-mail address', 'an e-mail address, e.g. office@example.org'),
  paybill: digits(6).meta({ description: "The ministry's M-Pesa paybill number: 6 digits." }),
  foundedYear: year,
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
      url: linkTarget.optional().meta({ description: 'Where it leads: a path of this site starting with "/" or a full https:// address.' }),
      congregations: z
        .literal(true)
        .optional()
        .meta({ description: "Fill this item's children from content/congregations, grouped by region." }),
      children: z.array(menuItem).optional().meta({ description: 'The items of its submenu, in order.' }),
    })
    .refine((item) => item.url || item.children?.length || item.congregations, {
      message: 'a menu item needs a url, children, or "congregations: true"',
    }),
)

export const menuSchema = z.strictObject({
  regions: z
    .array(text)
    .min(1, 'list at least one region')
    .meta({ description: "Regions of the Our Churches menu, in menu order. A congregation's region must be one of them." }),
  items: z.array(menuItem).min(1, 'list at least one menu item').meta({ description: 'The main menu, in order.' }),
})

/* ------------------------------------------------------------------ contact and support */

/**
 * Layouts added by the contact and support pages: `contact` adds the message form under the body,
 * `support` adds the slider of support categories, the donation widget and the M-Pesa details.
 */
export const contactSupportLayouts = ['contact', 'support'] as const

/** One card of the support slider on the support page. */
export const supportCard = z.strictObject({
  id: slug.meta({ description: 'A short unique name in lower-case letters, digits and dashes, e.g. "church-planting".' }),
  category: text.meta({ description: 'What the gift supports, shown as the card\'s label, e.g. "Church Planting".' }),
  title: text.meta({ description: "The card's heading." }),
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
  banner: z.strictObject({ heading: text, text, supportLabel: text.meta({ description: "The label of the banner's support button." }) }),
  supportUrl: linkTarget.meta({
    description: 'Where the banner\'s button and the navigation bar\'s support button lead: a path of this site starting with "/" or a full https:// address.',
  }),
  nav: z
    .strictObject({
      supportLabel: text.meta({ description: 'The support button\'s label, e.g. "Support our program".' }),
    })
    .meta({ description: "The page's own navigation bar: links to its sections and a support button." }),
  about: z.strictObject({
    heading: text,
    summary: text,
    pending: placeholder.optional().meta({ description: 'What is still missing from the longer description (the MDX body).' }),
  }),
  video: z.strictObject({
    title: text,
    src: publicFile('mp4|webm').meta({ description: 'The video file: a path inside public/, e.g. "/media-static/mabadiliko/video.mp4".' }),
    captions: publicFile('vtt').meta({ description: "WebVTT captions: a .vtt file inside public/; a placeholder clip's captions say that it is silent." }),
    poster: image,
    pending: placeholder.optional().meta({ description: "Set while the clip stands in for the program's real video." }),
  }),
  volunteers: z.strictObject({
    heading: text,
    items: z.array(programVolunteer).min(1, 'list at least one volunteer'),
    photos: z.array(image).default([]),
  }),
  testimonials: z.strictObject({
    eyebrow: text.meta({ description: 'A short line above the heading, e.g. "TESTIMONIALS".' }),
    heading: text,
    items: z.array(programTestimonial).min(1, 'list at least one testimonial'),
  }),
  contact: z.strictObject({
    id: slug
      .default('contact')
      .meta({ description: 'The section\'s id, what a link to it names after "#": "/mabadiliko/#contact-mb" for id "contact-mb".' }),
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
export const factText = orPlaceholder(text, 'text', 'the text as it should appear (several paragraphs are fine)')

/** A titled block of prose and/or a list: vision, mission, a value group, a doctrinal list. */
export const block = z.strictObject({
  heading: text,
  text: factText.optional(),
  list: z.array(factText).optional(),
  ordered: z.boolean().optional().meta({ description: 'Number the list (e.g. a doctrinal list) instead of using bullets.' }),
})

export const leaderCard = z.strictObject({
  name: orPlaceholder(text, 'the name with its title'),
  role: orPlaceholder(text, 'the role').optional(),
  bio: orPlaceholder(text, 'a short introduction'),
  photo: image,
  socials: z.array(socialLink).optional(),
})

/** A document in content/documents, offered for download with its type and size. */
export const download = z.strictObject({
  file: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/_.-]*\.pdf$/, 'expected a PDF file name inside content/documents, e.g. "by-laws.pdf"')
    .meta({ description: 'The name of a PDF file inside content/documents, e.g. "by-laws.pdf".' }),
  label: text,
  pending: placeholder.optional().meta({ description: 'Set while the file is a generated stand-in for the real document.' }),
})

export const linkCard = z.strictObject({
  title: text,
  url: linkTarget.meta({ description: 'Where it leads: a path of this site starting with "/" or a full https:// address.' }),
  text: text.optional(),
})

export const pageSchema = z.strictObject({
  title: text,
  slug: slug.meta({ description: 'The page\'s address in lower-case letters, digits and dashes: "who-we-are" is /who-we-are/.' }),
  description: orPlaceholder(text, 'a sentence for search results'),
  layout: z
    .enum(pageLayouts, { error: (issue) => layoutError(issue.input) })
    .default('standard')
    .meta({
      description:
        'Which layout renders the page, and what it adds to its heading, body and groups of fields: "standard" nothing; "locations" the list of congregations; "events" the events by month; "program" a program\'s own landing page (the "program" fields); "contact" the message form; "support" the giving widgets.',
    }),
  heading: text.optional().meta({ description: "Shown as the page's main heading when it differs from the title." }),
  intro: orPlaceholder(text, 'a sentence or two').optional(),
  blocks: z.array(block).optional().meta({ description: 'Titled blocks shown after the body, in order.' }),
  leaders: z.array(leaderCard).optional().meta({ description: 'Team cards.' }),
  downloads: z.array(download).optional().meta({ description: 'Documents offered for download with their type and size.' }),
  gallery: z.array(image).optional().meta({ description: 'Photos shown in a masonry gallery that opens each one larger.' }),
  links: z.array(linkCard).optional().meta({ description: 'Cards linking to related pages, e.g. the projects on the projects overview.' }),
  supportCards: supportCards.optional().meta({ description: "The support slider's cards (layout: support)." }),
  program: programSchema.optional().meta({
    description:
      'The landing page of a program (layout: program): its own navigation bar, banner, about, video, volunteers, testimonials and contact block. The body is the longer description behind "Learn More".',
  }),
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
  video: z
    .strictObject({
      src: z
        .string()
        .regex(/^[a-z0-9][a-z0-9/_.-]*\.(mp4|webm)$/, 'expected a path inside content/media ending in .mp4 or .webm')
        .meta({ description: 'Path inside content/media of a .mp4 or .webm file.' }),
      poster: image,
      pending: placeholder.optional().meta({ description: "Set while the clip and its still stand in for the ministry's real video; the public site shows the welcome without a video until then." }),
    })
    .meta({ description: 'The looping background video (a file in content/media) and the still shown before or instead of it.' }),
  gatherings: z.strictObject({ heading: text, text }),
  ministries: z.strictObject({ heading: text, links: z.array(linkCard).min(1) }),
  map: z.strictObject({
    heading: text,
    embedUrl: z.url({ protocol: /^https$/ }).meta({ description: 'The embedded map frame: an https address the map provider gives for embedding.' }),
    linkUrl: z.url({ protocol: /^https$/ }).meta({ description: 'The same map as a normal link, for visitors whose browser does not show the frame.' }),
    title: text,
  }),
})

/* ------------------------------------------------------------------ events */

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

/** What is wrong with an event's `date`, with the fix; undefined for a day of the calendar written YYYY-MM-DD. */
export function eventDayProblem(value: string): string | undefined {
  if (isCalendarDay(value)) return undefined
  if (MONTH_PATTERN.test(value)) return `a month alone goes in "month": write month: "${value}" instead of date`
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'that day is not in the calendar; check the month and the day'
  const pad = (n: string) => n.padStart(2, '0')
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value)
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value)
  const fixed = yearFirst ? `${yearFirst[1]}-${pad(yearFirst[2]!)}-${pad(yearFirst[3]!)}` : dayFirst ? `${dayFirst[3]}-${pad(dayFirst[2]!)}-${pad(dayFirst[1]!)}` : undefined
  if (fixed && isCalendarDay(fixed)) return `write the day as YYYY-MM-DD (year, month, day), in quotes: date: "${fixed}"`
  return 'expected a day written as YYYY-MM-DD, e.g. "2024-01-14"; when only the month is known, write month: "2024-01" instead of date'
}

export const eventSchema = z
  .strictObject({
    title: text,
    date: z
      .string()
      .superRefine((v, ctx) => {
        const problem = eventDayProblem(v)
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v })
      })
      .optional()
      .meta({
        description:
          'The day of the event, as YYYY-MM-DD in quotes (e.g. "2024-01-14"). It is listed as upcoming until that day has passed, then under "Past events". Write "month" instead while only the month is known.',
      }),
    month: z
      .string()
      .superRefine((v, ctx) => {
        if (MONTH_PATTERN.test(v)) return
        const message = isCalendarDay(v) ? `a day goes in "date": write date: "${v}" instead of month` : 'expected a month written as YYYY-MM, e.g. "2024-01"'
        ctx.addIssue({ code: 'custom', message, input: v })
      })
      .optional()
      .meta({
        description:
          'For an event whose day is not known yet: its month, as YYYY-MM in quotes (e.g. "2024-01"). It is listed as upcoming until the month has passed. Give either "date" or "month", not both.',
      }),
    summary: orPlaceholder(text, 'a sentence about the event'),
    order: z.number().int().min(1).default(1).meta({ description: 'Position among the events of the same day, or of the same month for events without a day (1 comes first).' }),
    image: image.optional(),
  })
  .superRefine((e, ctx) => {
    if (e.date !== undefined && e.month !== undefined)
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'the day in "date" already gives the month; remove "month"' })
    if (e.date === undefined && e.month === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'say when the event is: date: "2024-01-14" (in quotes) for its day, or month: "2024-01" while only the month is known',
      })
  })

/* ------------------------------------------------------------------ congregations */

export const giving = z.strictObject({
  paybill: orPlaceholder(digits(6), '6 digits')
    .optional()
    .meta({ description: 'The M-Pesa paybill the branch gives to, usually the ministry-wide one: 6 digits, or a placeholder until the office supplies it.' }),
  account: orPlaceholder(z.string().regex(/^[A-Za-z0-9-]{1,20}$/), 'letters and digits', 'up to 20 letters, digits or dashes, exactly as M-Pesa shows it')
    .optional()
    .meta({
      description: "The branch's account number at the paybill (up to 20 letters, digits and dashes), or a placeholder until the office supplies it.",
    }),
  pastorNumber: orPlaceholder(phoneNumber, 'a Kenyan phone number such as "0712 345 678"', '0712 345 678')
    .optional()
    .meta({
      description: 'A pastor\'s M-Pesa number, where the branch gives to it instead of the paybill: a Kenyan phone number such as "0712 345 678", in quotes.',
    }),
  note: text.optional().meta({ description: 'A short line under the giving details, e.g. what offerings support.' }),
})

/* ------------------------------------------------------------------ congregation microsites */

/**
 * The sections a microsite can show, listed in `sections` in the order they appear. The top bar
 * and the footer are always there. Each section needs its own fields (checked below).
 */
export const micrositeSections = ['hero', 'weekly', 'visit', 'about', 'programs', 'leaders', 'giving', 'contact'] as const
export type MicrositeSection = (typeof micrositeSections)[number]

/** The full order of a microsite's sections, used when a file does not list its sections. */
export const defaultSectionOrder: readonly MicrositeSection[] = micrositeSections

export const programStatuses = ['Operational', 'Ongoing', 'In Progress', 'Started', 'Future', 'Challenge'] as const

/** What is wrong with a value written where a 24-hour time belongs; "6:30 PM" gets its 24-hour form. */
function clockTimeError(input: unknown): string {
  const fixed = typeof input === 'string' ? twentyFourHour(input) : undefined
  return fixed
    ? `write "${String(input)}" as a 24-hour time: "${fixed}" (in quotes)`
    : 'expected a 24-hour time such as "10:00" or "18:30" (hours 00 to 23, minutes 00 to 59), in quotes'
}

const clockTime = z.string().regex(TIME_PATTERN, { error: (issue) => clockTimeError(issue.input) })

/** A start time, or a placeholder until the office supplies it; a wrong time gets the time's own fix. */
const startTime = z.union([clockTime, placeholder], {
  error: (issue) => (typeof issue.input === 'string' && looksLikePlaceholder(issue.input) ? undefined : clockTimeError(issue.input)),
})

const weekday = z.enum(WEEKDAYS, {
  error: (issue) => {
    const input = typeof issue.input === 'string' ? issue.input.toLowerCase() : undefined
    const singular = WEEKDAYS.find((d) => `${d}s`.toLowerCase() === input)
    return singular ? `write the day as "${singular}"` : `expected a day of the week written in full: ${WEEKDAYS.join(', ')}`
  },
})

/**
 * One service of a congregation. Its days and times are written here once; the weekly cards, the hero,
 * the locations list, search-engine data and the calendar file show them from here.
 */
export const service = z
  .strictObject({
    title: text.meta({ description: 'The service\'s name, e.g. "Sunday service"; hero slides and weekly cards name it to show its time.' }),
    repeats: z
      .enum(['weekly', 'monthly'], { error: 'expected "weekly" or "monthly" (for a service without a fixed day or time, write "when:" instead)' })
      .optional()
      .meta({ description: '"weekly" on the days listed, or "monthly": on the "week" and day given, or once a month on no fixed day when both are left out.' }),
    days: z
      .array(weekday)
      .min(1, 'list at least one day, e.g. [Sunday]')
      .optional()
      .meta({ description: 'The days it meets, written in full: [Sunday], [Tuesday, Wednesday]. A monthly service has one day.' }),
    week: z
      .enum(MONTH_WEEKS, { error: `expected one of ${MONTH_WEEKS.join(', ')}` })
      .optional()
      .meta({ description: 'A monthly service\'s week: "first" with days [Tuesday] is the first Tuesday of the month; "last" the last.' }),
    usually: z.boolean().optional().meta({ description: 'true when it usually, but not always, meets then ("Usually Fridays").' }),
    starts: startTime
      .optional()
      .meta({ description: '24-hour start time in quotes, e.g. "10:00" or "18:30"; a placeholder until the office supplies it.' }),
    ends: clockTime.optional().meta({ description: '24-hour end time in quotes; earlier than the start means the next morning (a night kesha "21:00" to "05:00").' }),
    when: text
      .optional()
      .meta({ description: 'For a service without fixed days or times: the words shown instead, e.g. "All day". It is left out of the calendar file.' }),
    language: text.optional().meta({ description: 'The language it is held in, e.g. "Kiswahili".' }),
    note: text.optional().meta({ description: 'A short line shown with its time, e.g. "A women\'s service is held every third Sunday".' }),
  })
  .superRefine((s, ctx) => {
    for (const { field, message } of serviceProblems(s)) ctx.addIssue({ code: 'custom', path: [field], message })
  })

/** Titles of the congregation's services: where a slide or card shows their days and times. */
const serviceTitles = z.array(text).min(1, 'name at least one service').refine((list) => new Set(list).size === list.length, 'name each service once')

export const heroSlide = z.strictObject({
  title: text,
  body: orPlaceholder(text, 'a sentence or two')
    .optional()
    .meta({ description: 'One or two sentences under the title; a placeholder shows the title alone. Times go in "services".' }),
  services: serviceTitles
    .optional()
    .meta({ description: 'Titles of services (from "services") whose days and times the slide shows under its text.' }),
})

/** The kinds of service a weekly card's drawing shows while the card has no real photo. */
export const serviceIllustrations = ['sunday', 'worship', 'bible', 'prayer', 'night', 'home', 'fellowship', 'youth', 'women', 'outreach', 'monthly'] as const
export type ServiceIllustration = (typeof serviceIllustrations)[number]

export const weeklyProgram = z.strictObject({
  title: text.meta({ description: 'The card\'s heading, e.g. "Sunday services".' }),
  services: serviceTitles.meta({ description: 'Titles of the services (from "services") the card shows the days and times of, e.g. [Sunday service].' }),
  text: orPlaceholder(text, 'a sentence').optional(),
  image,
  illustration: z
    .enum(serviceIllustrations, { error: `expected one of ${serviceIllustrations.join(', ')}` })
    .optional()
    .meta({
      description: `The drawing of its kind of service the public site shows while "image" is still a generated placeholder: one of ${serviceIllustrations.join(', ')} (a church when left out).`,
    }),
})

/** Latitude and longitude as a map app shows them: "-1.2921, 36.8219". */
export const COORDINATES_PATTERN = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/

export function parseCoordinates(value: string): { latitude: number; longitude: number } | undefined {
  const m = COORDINATES_PATTERN.exec(value.trim())
  return m ? { latitude: Number(m[1]), longitude: Number(m[2]) } : undefined
}

/** Kenya lies within about 5° S to 5° N and 33.9° E to 42° E. */
const inKenya = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  latitude >= -5 && latitude <= 5.1 && longitude >= 33.9 && longitude <= 42

export const coordinates = z
  .string()
  .regex(COORDINATES_PATTERN, 'expected the latitude and longitude as a map app shows them, e.g. "-1.2921, 36.8219" (in quotes)')
  .refine((v) => {
    const point = parseCoordinates(v)
    // A value that is not "latitude, longitude" at all is reported by the pattern above.
    return !point || inKenya(point)
  }, 'these coordinates are outside Kenya; write the latitude first (between -5 and 5), then the longitude (between 34 and 42)')

export const congregationLocation = z.strictObject({
  place: orPlaceholder(text, 'where the congregation meets').meta({
    description: 'Where it meets, as a visitor would ask for it: the area, road or building, e.g. "Kibera, Olympic estate".',
  }),
  landmark: orPlaceholder(text, 'a landmark near the meeting place')
    .optional()
    .meta({ description: 'A landmark that helps find it, e.g. "behind the chief\'s camp".' }),
  coordinates: coordinates
    .optional()
    .meta({ description: 'The meeting place on a map, "latitude, longitude" as a map app shows them, e.g. "-1.2921, 36.8219". Turns on "Get directions" and "Near me".' }),
})

/** "10:00 AM", "7 PM", "6.30pm" in prose: times are written once, in a congregation's `services`. */
export const CLOCK_TIME_IN_PROSE = /\b\d{1,2}(?:[:.][0-5]\d)?\s?[ap](?:\.m\.|m\b)/i
export const TIME_IN_PROSE_MESSAGE = (found: string) =>
  `states a time ("${found}"); a congregation's times are written once, in "services", and shown from there: remove it here (a hero slide or weekly card shows times by naming services under "services")`

export const churchProgram = z.strictObject({
  name: text,
  status: z.enum(programStatuses, { error: `expected one of ${programStatuses.join(', ')}` }),
  text: text.optional().meta({ description: 'A short line about it, e.g. "Officially opened on 27 September 2023".' }),
})

export const churchLeader = z.strictObject({
  name: orPlaceholder(text, 'the name with its title').meta({
    description: 'The leader\'s name with their title, e.g. "Rev. ..."; a placeholder until the church supplies it.',
  }),
  role: text.optional().meta({ description: 'e.g. "Senior Pastor".' }),
  bio: orPlaceholder(text, 'a short introduction'),
  photo: image,
})

export const congregationAbout = z.strictObject({
  aboutUs: orPlaceholder(text, 'a paragraph about the congregation').meta({
    description: 'The "About Us" paragraph. The "Our Church" text is the file\'s body.',
  }),
  members: orPlaceholder(text, 'the number of members')
    .optional()
    .meta({ description: 'Who belongs, e.g. "76 adults, 20 children and 25 youth".' }),
  gallery: z.array(image).optional().meta({ description: 'Photos shown in a masonry grid under the text.' }),
})

/** Fields each section needs before it can be listed in `sections`. */
const sectionNeeds: Record<MicrositeSection, { field: string; has: (c: Record<string, unknown>) => boolean }> = {
  hero: { field: 'heroSlides', has: (c) => Array.isArray(c.heroSlides) && c.heroSlides.length > 0 },
  weekly: { field: 'weeklyPrograms', has: (c) => Array.isArray(c.weeklyPrograms) && c.weeklyPrograms.length > 0 },
  visit: { field: 'services', has: (c) => Array.isArray(c.services) && c.services.length > 0 },
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
    slug: slug.meta({ description: 'The page\'s address in lower-case letters, digits and dashes: "fuata" is /fuata/.' }),
    region: text.meta({ description: 'One of the regions listed in content/menu.en.mdx.' }),
    menuOrder: z
      .number()
      .int()
      .min(1, 'expected a whole number from 1')
      .meta({ description: 'Position within its region in the Our Churches menu (1 comes first).' }),
    description: orPlaceholder(text, 'one or two sentences for search results and the locations list'),
    services: z
      .array(service)
      .min(1, 'list at least the main service')
      .meta({
        description:
          'The congregation\'s services with their days and times, main service first: it is shown in the locations list and the page\'s banner. Every time the page states comes from here.',
      }),
    phone: orPlaceholder(phoneNumber, 'a Kenyan phone number such as "0712 345 678"', '0712 345 678')
      .optional()
      .meta({ description: 'The congregation\'s contact number for "Call" and "WhatsApp" links: a Kenyan number such as "0712 345 678", in quotes.' }),
    location: congregationLocation.optional().meta({ description: 'Where it meets: shown on the page and in the locations list, with "Get directions" when it has coordinates.' }),
    founded: orPlaceholder(year, 'a year such as 2016', 'a year, e.g. 2016').optional(),
    giving: giving.optional(),
    photo: image.optional().meta({ description: 'Shown in the locations list and when the page is shared.' }),
    sections: z
      .array(z.enum(micrositeSections, { error: `expected one of ${micrositeSections.join(', ')}` }))
      .min(1, 'list at least one section')
      .refine((list) => new Set(list).size === list.length, 'list each section once')
      .optional()
      .meta({ description: 'Which sections the page shows, in order. Left out: every section that has its fields, in the full order.' }),
    heroSlides: z
      .array(heroSlide)
      .min(1, 'list at least one slide')
      .max(6, 'list at most six slides')
      .optional()
      .meta({ description: "The hero banner's rotating messages: one to six." }),
    weeklyPrograms: z.array(weeklyProgram).min(1, 'list at least one program').optional().meta({ description: '"Happening weekly" picture cards.' }),
    about: congregationAbout.optional(),
    programs: z
      .array(churchProgram)
      .min(1, 'list at least one program')
      .optional()
      .meta({ description: 'Current and future programs with their status.' }),
    leaders: z.array(churchLeader).min(1, 'list at least one leader').optional(),
    contactIntro: text.optional().meta({ description: 'A sentence above the contact form.' }),
  })
  .superRefine((c, ctx) => {
    const titles = c.services.map((s) => s.title)
    titles.forEach((title, i) => {
      if (titles.indexOf(title) !== i) ctx.addIssue({ code: 'custom', path: ['services', i, 'title'], message: `"${title}" is the title of an earlier service too; give each service its own title` })
    })
    const named = (list: string[] | undefined, path: PropertyKey[]) =>
      (list ?? []).forEach((title, j) => {
        if (!titles.includes(title))
          ctx.addIssue({ code: 'custom', path: [...path, j], message: `no service is titled "${title}"; expected one of: ${titles.map((t) => `"${t}"`).join(', ')}` })
      })
    c.heroSlides?.forEach((slide, i) => named(slide.services, ['heroSlides', i, 'services']))
    c.weeklyPrograms?.forEach((card, i) => named(card.services, ['weeklyPrograms', i, 'services']))
    for (const { path, value } of congregationProse(c)) {
      const found = CLOCK_TIME_IN_PROSE.exec(value)
      if (found) ctx.addIssue({ code: 'custom', path, message: TIME_IN_PROSE_MESSAGE(found[0]) })
    }
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

/** A congregation's texts that must not state a time (its times are in `services`). */
function congregationProse(c: { description: string; contactIntro?: string; heroSlides?: { body?: string }[]; weeklyPrograms?: { text?: string }[]; programs?: { text?: string }[]; about?: { aboutUs: string; members?: string } }) {
  const texts: { path: PropertyKey[]; value: string | undefined }[] = [
    { path: ['description'], value: c.description },
    { path: ['contactIntro'], value: c.contactIntro },
    { path: ['about', 'aboutUs'], value: c.about?.aboutUs },
    { path: ['about', 'members'], value: c.about?.members },
    ...(c.heroSlides ?? []).map((s, i) => ({ path: ['heroSlides', i, 'body'], value: s.body })),
    ...(c.weeklyPrograms ?? []).map((p, i) => ({ path: ['weeklyPrograms', i, 'text'], value: p.text })),
    ...(c.programs ?? []).map((p, i) => ({ path: ['programs', i, 'text'], value: p.text })),
  ]
  return texts.filter((t): t is { path: PropertyKey[]; value: string } => typeof t.value === 'string' && !isPlaceholder(t.value))
}

/** Fields of earlier versions, named with what replaced them when an editor still writes them. */
export const formerFields: Record<string, string> = {
  serviceTime: 'service times are listed under "services" now (the first is the main service); remove "serviceTime"',
  mainService: 'the main service is the first of "services" now; remove "mainService"',
  copyrightYear: 'the footer shows the year the site is built now, so it never goes out of date; remove "copyrightYear"',
  'weeklyPrograms.when': 'a card shows the times of the services it names: replace "when" with "services: [...]" listing titles from "services"',
}

/** The sections a congregation's page shows, in order: its own list, or every section it has fields for. */
export function sectionsOf(c: { sections?: readonly MicrositeSection[] | undefined }): MicrositeSection[] {
  if (c.sections) return [...c.sections]
  return defaultSectionOrder.filter((s) => sectionNeeds[s].has(c as unknown as Record<string, unknown>))
}


/** Each folder (or single file) of content/ and the schema its files follow. */
export const collections = {
  site: { pattern: 'site.en.mdx', schema: siteSchema },
  menu: { pattern: 'menu.en.mdx', schema: menuSchema },
  home: { pattern: 'home.en.mdx', schema: homeSchema },
  pages: { pattern: 'pages/*.en.mdx', schema: pageSchema },
  events: { pattern: 'events/*.en.mdx', schema: eventSchema },
  congregations: { pattern: 'congregations/*.en.mdx', schema: congregationSchema },
} as const
