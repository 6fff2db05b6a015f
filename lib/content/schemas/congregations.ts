/**
 * A congregation (content/congregations/*.en.mdx): its services, microsite sections and their
 * fields, the words of its giving section (its numbers are in content/giving/: schemas/giving.ts), location,
 * leaders, and the fields of earlier versions.
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'
import { MONTH_WEEKS, serviceProblems } from './service-rules'
import { isPlaceholder } from '../placeholder'
import { namesWhereToGive } from './giving'
import {
  CLOCK_TIME_IN_PROSE,
  clockTime,
  coordinates,
  image,
  orPlaceholder,
  phoneNumber,
  slug,
  startTime,
  text,
  TIME_IN_PROSE_MESSAGE,
  weekday,
  words,
  year,
} from './fields'

/**
 * What the congregation's own file says about giving: the words under the numbers. The numbers
 * themselves (paybill, account, pastor's number, the account's name) are in its giving file,
 * content/giving/<slug>.en.mdx (schemas/giving.ts), where a change needs the treasurer's review.
 */
export const giving = z.strictObject({
  note: words.optional().meta({
    description:
      "A short line under the giving details, e.g. what offerings support. The numbers are in the congregation's giving file, content/giving/<slug>.en.mdx.",
  }),
})

/* ------------------------------------------------------------------ congregation microsites */

/**
 * The sections a microsite can show, listed in `sections` in the order they appear. The top bar
 * and the footer are always there. Each section needs its own fields (checked below).
 */
export const micrositeSections = [
  'hero',
  'weekly',
  'visit',
  'about',
  'programs',
  'leaders',
  'giving',
  'contact',
] as const
export type MicrositeSection = (typeof micrositeSections)[number]

export const programStatuses = ['Operational', 'Ongoing', 'In Progress', 'Started', 'Future', 'Challenge'] as const

/**
 * One service of a congregation. Its days and times are written here once; the weekly cards, the hero,
 * the locations list, search-engine data and the calendar file show them from here.
 */
export const service = z
  .strictObject({
    title: words.meta({
      description: 'The service\'s name, e.g. "Sunday service"; hero slides and weekly cards name it to show its time.',
    }),
    repeats: z
      .enum(['weekly', 'monthly'], {
        error: 'expected "weekly" or "monthly" (for a service without a fixed day or time, write "when:" instead)',
      })
      .optional()
      .meta({
        description:
          '"weekly" on the days listed, or "monthly": on the "week" and day given, or once a month on no fixed day when both are left out.',
      }),
    days: z.array(weekday).min(1, 'list at least one day, e.g. [Sunday]').optional().meta({
      description: 'The days it meets, written in full: [Sunday], [Tuesday, Wednesday]. A monthly service has one day.',
    }),
    week: z
      .enum(MONTH_WEEKS, { error: `expected one of ${MONTH_WEEKS.join(', ')}` })
      .optional()
      .meta({
        description:
          'A monthly service\'s week: "first" with days [Tuesday] is the first Tuesday of the month; "last" the last.',
      }),
    usually: z
      .boolean()
      .optional()
      .meta({ description: 'true when it usually, but not always, meets then ("Usually Fridays").' }),
    starts: startTime.optional().meta({
      description: '24-hour start time in quotes, e.g. "10:00" or "18:30"; a placeholder until the office supplies it.',
    }),
    ends: clockTime.optional().meta({
      description:
        '24-hour end time in quotes; earlier than the start means the next morning (a night kesha "21:00" to "05:00").',
    }),
    when: words.optional().meta({
      description:
        'For a service without fixed days or times: the words shown instead, e.g. "All day". It is left out of the calendar file.',
    }),
    language: words.optional().meta({ description: 'The language it is held in, e.g. "Kiswahili".' }),
    note: words
      .optional()
      .meta({ description: 'A short line shown with its time, e.g. "A women\'s service is held every third Sunday".' }),
  })
  .superRefine((s, ctx) => {
    for (const { field, message } of serviceProblems(s)) ctx.addIssue({ code: 'custom', path: [field], message })
  })

/** Titles of the congregation's services: where a slide or card shows their days and times. */
const serviceTitles = z
  .array(text)
  .min(1, 'name at least one service')
  .refine((list) => new Set(list).size === list.length, 'name each service once')
  // The CMS offers the titles of the file's own services to choose from (scripts/editors/decap-config.ts).
  .meta({ namesOf: 'services.title' })

export const heroSlide = z.strictObject({
  title: words,
  body: orPlaceholder(words, 'a sentence or two').optional().meta({
    description: 'One or two sentences under the title; a placeholder shows the title alone. Times go in "services".',
  }),
  services: serviceTitles
    .optional()
    .meta({ description: 'Titles of services (from "services") whose days and times the slide shows under its text.' }),
})

/** The kinds of service a weekly card's drawing shows while the card has no real photo. */
export const serviceIllustrations = [
  'sunday',
  'worship',
  'bible',
  'prayer',
  'night',
  'home',
  'fellowship',
  'youth',
  'women',
  'outreach',
  'monthly',
] as const
export type ServiceIllustration = (typeof serviceIllustrations)[number]

export const weeklyProgram = z.strictObject({
  title: words.meta({ description: 'The card\'s heading, e.g. "Sunday services".' }),
  services: serviceTitles.meta({
    description:
      'Titles of the services (from "services") the card shows the days and times of, e.g. [Sunday service].',
  }),
  text: orPlaceholder(words, 'a sentence').optional(),
  image,
  illustration: z
    .enum(serviceIllustrations, { error: `expected one of ${serviceIllustrations.join(', ')}` })
    .optional()
    .meta({
      description: `The drawing of its kind of service the public site shows while "image" is still a generated placeholder: one of ${serviceIllustrations.join(', ')} (a church when left out).`,
    }),
})

export const congregationLocation = z.strictObject({
  place: orPlaceholder(text, 'where the congregation meets').meta({
    description:
      'Where it meets, as a visitor would ask for it: the area, road or building, e.g. "Kibera, Olympic estate".',
  }),
  landmark: orPlaceholder(words, 'a landmark near the meeting place')
    .optional()
    .meta({ description: 'A landmark that helps find it, e.g. "behind the chief\'s camp".' }),
  coordinates: coordinates.optional().meta({
    description:
      'The meeting place on a map, "latitude, longitude" as a map app shows them, e.g. "-1.2921, 36.8219". Turns on "Get directions" and "Near me".',
  }),
})

export const churchProgram = z.strictObject({
  name: words,
  status: z.enum(programStatuses, { error: `expected one of ${programStatuses.join(', ')}` }),
  text: words.optional().meta({ description: 'A short line about it, e.g. "Officially opened on 27 September 2023".' }),
})

export const churchLeader = z.strictObject({
  name: orPlaceholder(text, 'the name with its title').meta({
    description: 'The leader\'s name with their title, e.g. "Rev. ..."; a placeholder until the church supplies it.',
  }),
  role: words.optional().meta({ description: 'e.g. "Senior Pastor".' }),
  bio: orPlaceholder(words, 'a short introduction'),
  photo: image,
})

export const congregationAbout = z.strictObject({
  aboutUs: orPlaceholder(words, 'a paragraph about the congregation').meta({
    description: 'The "About Us" paragraph. The "Our Church" text is the file\'s body.',
  }),
  members: orPlaceholder(words, 'the number of members')
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
  // The numbers come from the congregation's giving file, laid into `giving` by the loader (pipeline/giving.ts), which
  // checks this one.
  giving: {
    field: 'giving',
    has: (c) => namesWhereToGive(c.giving as Record<string, unknown> | undefined),
  },
  contact: { field: 'contact', has: () => true },
}

export const congregationSchema = z
  .strictObject({
    name: text,
    slug: slug.meta({
      description: 'The page\'s address in lower-case letters, digits and dashes: "fuata" is /fuata/.',
    }),
    region: text.meta({ description: 'One of the regions listed in content/menu.en.mdx.' }),
    menuOrder: z
      .number()
      .int()
      .min(1, 'expected a whole number from 1')
      .meta({ description: 'Position within its region in the Our Churches menu (1 comes first).' }),
    description: orPlaceholder(words, 'one or two sentences for search results and the locations list'),
    services: z.array(service).min(1, 'list at least the main service').meta({
      description:
        "The congregation's services with their days and times, main service first: it is shown in the locations list and the page's banner. Every time the page states comes from here.",
    }),
    phone: orPlaceholder(phoneNumber, 'a Kenyan phone number such as "0712 345 678" or "020 123 4567"', '0712 345 678')
      .optional()
      .meta({
        description:
          'The congregation\'s contact number for the "Call" link (and "WhatsApp" for a mobile number), shown as written: "0712 345 678", "+254 712 345 678" or a landline such as "020 123 4567", in quotes.',
      }),
    location: congregationLocation.optional().meta({
      description:
        'Where it meets: shown on the page and in the locations list, with "Get directions" when it has coordinates.',
    }),
    founded: orPlaceholder(year, 'a year such as 2016', 'a year, e.g. 2016').optional(),
    giving: giving.optional(),
    photo: image.optional().meta({ description: 'Shown in the locations list and when the page is shared.' }),
    sections: z
      .array(z.enum(micrositeSections, { error: `expected one of ${micrositeSections.join(', ')}` }))
      .min(1, 'list at least one section')
      .refine((list) => new Set(list).size === list.length, 'list each section once')
      .optional()
      .meta({
        description:
          'Which sections the page shows, in order. Left out: every section that has its fields, in the full order.',
      }),
    heroSlides: z
      .array(heroSlide)
      .min(1, 'list at least one slide')
      .max(6, 'list at most six slides')
      .optional()
      .meta({ description: "The hero banner's rotating messages: one to six." }),
    weeklyPrograms: z
      .array(weeklyProgram)
      .min(1, 'list at least one program')
      .optional()
      .meta({ description: '"Happening weekly" picture cards.' }),
    about: congregationAbout.optional(),
    programs: z
      .array(churchProgram)
      .min(1, 'list at least one program')
      .optional()
      .meta({ description: 'Current and future programs with their status.' }),
    leaders: z.array(churchLeader).min(1, 'list at least one leader').optional(),
    contactIntro: words.optional().meta({ description: 'A sentence above the contact form.' }),
  })
  .superRefine((c, ctx) => {
    const titles = c.services.map((s) => s.title)
    titles.forEach((title, i) => {
      if (titles.indexOf(title) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['services', i, 'title'],
          message: `"${title}" is the title of an earlier service too; give each service its own title`,
        })
    })
    const named = (list: string[] | undefined, path: PropertyKey[]) =>
      (list ?? []).forEach((title, j) => {
        if (!titles.includes(title))
          ctx.addIssue({
            code: 'custom',
            path: [...path, j],
            message: `no service is titled "${title}"; expected one of: ${titles.map((t) => `"${t}"`).join(', ')}`,
          })
      })
    c.heroSlides?.forEach((slide, i) => named(slide.services, ['heroSlides', i, 'services']))
    c.weeklyPrograms?.forEach((card, i) => named(card.services, ['weeklyPrograms', i, 'services']))
    for (const { path, value } of congregationProse(c)) {
      const found = CLOCK_TIME_IN_PROSE.exec(value)
      if (found) ctx.addIssue({ code: 'custom', path, message: TIME_IN_PROSE_MESSAGE(found[0]) })
    }
    for (const [i, section] of (c.sections ?? []).entries()) {
      if (section === 'giving') continue
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
function congregationProse(c: {
  description: string
  contactIntro?: string
  heroSlides?: { body?: string }[]
  weeklyPrograms?: { text?: string }[]
  programs?: { text?: string }[]
  about?: { aboutUs: string; members?: string }
}) {
  const texts: { path: PropertyKey[]; value: string | undefined }[] = [
    { path: ['description'], value: c.description },
    { path: ['contactIntro'], value: c.contactIntro },
    { path: ['about', 'aboutUs'], value: c.about?.aboutUs },
    { path: ['about', 'members'], value: c.about?.members },
    ...(c.heroSlides ?? []).map((s, i) => ({ path: ['heroSlides', i, 'body'], value: s.body })),
    ...(c.weeklyPrograms ?? []).map((p, i) => ({ path: ['weeklyPrograms', i, 'text'], value: p.text })),
    ...(c.programs ?? []).map((p, i) => ({ path: ['programs', i, 'text'], value: p.text })),
  ]
  return texts.filter(
    (t): t is { path: PropertyKey[]; value: string } => typeof t.value === 'string' && !isPlaceholder(t.value),
  )
}

function MOVED_TO_GIVING_FILE(field: string) {
  return `where gifts go is written in the congregation's giving file now, content/giving/<slug>.en.mdx, where a change needs the treasurer's review: move "${field}" there (content/README.md, "Giving")`
}

/** Fields of earlier versions, named with what replaced them when an editor still writes them. */
export const formerFields: Record<string, string> = {
  serviceTime: 'service times are listed under "services" now (the first is the main service); remove "serviceTime"',
  mainService: 'the main service is the first of "services" now; remove "mainService"',
  copyrightYear:
    'the footer shows the year the site is built now, so it never goes out of date; remove "copyrightYear"',
  paybill:
    'the ministry\'s paybill is written in content/giving.en.mdx now, where a change needs the treasurer\'s review: move "paybill" there (content/README.md, "Giving")',
  'giving.paybill': MOVED_TO_GIVING_FILE('paybill'),
  'giving.account': MOVED_TO_GIVING_FILE('account'),
  'giving.pastorNumber': MOVED_TO_GIVING_FILE('pastorNumber'),
  'giving.accountName': MOVED_TO_GIVING_FILE('accountName'),
  'weeklyPrograms.when':
    'a card shows the times of the services it names: replace "when" with "services: [...]" listing titles from "services"',
}

/** Whether a congregation has the fields a section needs (the page's layout leaves out a section without them). */
export function hasSectionFields(section: MicrositeSection, c: object): boolean {
  return sectionNeeds[section].has(c as Record<string, unknown>)
}

/** Each folder (or single file) of content/ and the schema its files follow. */
