/**
 * A page (content/pages/*.en.mdx) and what its layouts add: blocks, leader cards, downloads, link
 * cards, the contact and support pages' cards, and a program landing page.
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'
import { DOCUMENTS_FOLDER, fileInFolder, PUBLIC_FOLDER } from './file-paths'
import { image, linkTarget, orPlaceholder, placeholder, slug, text, words } from './fields'
import { socialLink } from './site'

/**
 * Layouts added by the contact and support pages: `contact` adds the message form under the body,
 * `support` adds the slider of support categories, the donation widget and the M-Pesa details.
 */
export const contactSupportLayouts = ['contact', 'support'] as const

/** One card of the support slider on the support page. */
export const supportCard = z.strictObject({
  id: slug.meta({
    description: 'A short unique name in lower-case letters, digits and dashes, e.g. "church-planting".',
  }),
  category: words.meta({ description: 'What the gift supports, shown as the card\'s label, e.g. "Church Planting".' }),
  title: words.meta({ description: "The card's heading." }),
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
  fileInFolder(PUBLIC_FOLDER, `/media-static/mabadiliko/video.${extensions.split('|')[0]}`).regex(
    new RegExp(`^/[a-z0-9][a-z0-9/_.-]*\\.(${extensions})$`, 'i'),
    `expected a path inside public/ starting with "/" and ending in .${extensions.split('|').join(' or .')}`,
  )

export const programVolunteer = z.strictObject({
  name: orPlaceholder(text, "the volunteer's name"),
  text: orPlaceholder(words, 'a sentence about the volunteer'),
  image,
})

export const programTestimonial = z.strictObject({
  quote: orPlaceholder(words, 'the words of the person quoted'),
  name: orPlaceholder(text, 'the name of the person quoted'),
  avatar: image,
})

export const programSchema = z.strictObject({
  banner: z.strictObject({
    heading: words,
    text: words,
    supportLabel: words.meta({ description: "The label of the banner's support button." }),
  }),
  supportUrl: linkTarget.meta({
    description:
      'Where the banner\'s button and the navigation bar\'s support button lead: a path of this site starting with "/" or a full https:// address.',
  }),
  nav: z
    .strictObject({
      supportLabel: words.meta({ description: 'The support button\'s label, e.g. "Support our program".' }),
    })
    .meta({ description: "The page's own navigation bar: links to its sections and a support button." }),
  about: z.strictObject({
    heading: words,
    summary: words,
    pending: placeholder
      .optional()
      .meta({ description: 'What is still missing from the longer description (the MDX body).' }),
  }),
  video: z.strictObject({
    title: words,
    src: publicFile('mp4|webm').meta({
      description: 'The video file: a path inside public/, e.g. "/media-static/mabadiliko/video.mp4".',
    }),
    captions: publicFile('vtt').meta({
      description: "WebVTT captions: a .vtt file inside public/; a placeholder clip's captions say that it is silent.",
    }),
    poster: image,
    pending: placeholder.optional().meta({ description: "Set while the clip stands in for the program's real video." }),
  }),
  volunteers: z.strictObject({
    heading: words,
    items: z.array(programVolunteer).min(1, 'list at least one volunteer'),
    photos: z.array(image).default([]),
  }),
  testimonials: z.strictObject({
    eyebrow: words.meta({ description: 'A short line above the heading, e.g. "TESTIMONIALS".' }),
    heading: words,
    items: z.array(programTestimonial).min(1, 'list at least one testimonial'),
  }),
  contact: z.strictObject({
    id: slug.default('contact').meta({
      description:
        'The section\'s id, what a link to it names after "#": "/mabadiliko/#contact-mb" for id "contact-mb".',
    }),
    heading: words,
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
export const factText = orPlaceholder(words, 'text', 'the text as it should appear (several paragraphs are fine)')

/** A titled block of prose and/or a list: vision, mission, a value group, a doctrinal list. */
export const block = z.strictObject({
  heading: words,
  text: factText.optional(),
  list: z.array(factText).optional(),
  ordered: z
    .boolean()
    .optional()
    .meta({ description: 'Number the list (e.g. a doctrinal list) instead of using bullets.' }),
})

export const leaderCard = z.strictObject({
  name: orPlaceholder(text, 'the name with its title'),
  role: orPlaceholder(words, 'the role').optional(),
  bio: orPlaceholder(words, 'a short introduction'),
  photo: image,
  socials: z.array(socialLink).optional(),
})

/** A document in content/documents, offered for download with its type and size. */
export const download = z.strictObject({
  file: fileInFolder(DOCUMENTS_FOLDER, 'by-laws.pdf')
    .regex(/^[a-z0-9][a-z0-9/_.-]*\.pdf$/, 'expected a PDF file name inside content/documents, e.g. "by-laws.pdf"')
    .meta({ description: 'The name of a PDF file inside content/documents, e.g. "by-laws.pdf".' }),
  label: words,
  pending: placeholder
    .optional()
    .meta({ description: 'Set while the file is a generated stand-in for the real document.' }),
})

export const linkCard = z.strictObject({
  title: words,
  url: linkTarget.meta({
    description: 'Where it leads: a path of this site starting with "/" or a full https:// address.',
  }),
  text: words.optional(),
})

export const pageSchema = z
  .strictObject({
    title: words,
    slug: slug.meta({
      description: 'The page\'s address in lower-case letters, digits and dashes: "who-we-are" is /who-we-are/.',
    }),
    description: orPlaceholder(words, 'a sentence for search results'),
    layout: z
      .enum(pageLayouts, { error: (issue) => layoutError(issue.input) })
      .default('standard')
      .meta({
        description:
          'Which layout renders the page, and what it adds to its heading, body and groups of fields: "standard" nothing; "locations" the list of congregations; "events" the events by month; "program" a program\'s own landing page (the "program" fields); "contact" the message form; "support" the giving widgets.',
      }),
    heading: words.optional().meta({ description: "Shown as the page's main heading when it differs from the title." }),
    intro: orPlaceholder(words, 'a sentence or two').optional(),
    blocks: z.array(block).optional().meta({ description: 'Titled blocks shown after the body, in order.' }),
    leaders: z.array(leaderCard).optional().meta({ description: 'Team cards.' }),
    downloads: z
      .array(download)
      .optional()
      .meta({ description: 'Documents offered for download with their type and size.' }),
    gallery: z
      .array(image)
      .optional()
      .meta({ description: 'Photos shown in a masonry gallery that opens each one larger.' }),
    links: z
      .array(linkCard)
      .optional()
      .meta({ description: 'Cards linking to related pages, e.g. the projects on the projects overview.' }),
    supportCards: supportCards.optional().meta({ description: "The support slider's cards (layout: support)." }),
    program: programSchema.optional().meta({
      description:
        'The landing page of a program (layout: program): its own navigation bar, banner, about, video, volunteers, testimonials and contact block. The body is the longer description behind "Learn More".',
    }),
  })
  .superRefine((page, ctx) => {
    if (page.layout === 'program' && !page.program)
      ctx.addIssue({
        code: 'custom',
        path: ['layout'],
        message:
          '"program" needs the "program:" group of fields (see the editing guide); add it, or choose another layout',
      })
    if (page.layout !== 'program' && page.program)
      ctx.addIssue({
        code: 'custom',
        path: ['program'],
        message: 'only a page with "layout: program" uses it; remove it or change the layout',
      })
  })
