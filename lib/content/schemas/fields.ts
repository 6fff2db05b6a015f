/**
 * The kinds of field several collections share: placeholders ("TODO: ..."), text, digits, phone
 * numbers, slugs, links, images, clock times and days, map coordinates, and the time-in-prose rule.
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'
import { fileInFolder, MEDIA_FOLDER } from './file-paths'
import { TIME_PATTERN, twentyFourHour, WEEKDAYS } from './service-rules'

import { PLACEHOLDER_PATTERN } from '../placeholder'

export { isPlaceholder, PLACEHOLDER_PATTERN, PLACEHOLDER_PREFIX } from '../placeholder'

/** `TODO: x`, but also near misses an editor writes for one: `todo: x`, `TODO:x`, `To do - x`, `TODO x`. */
export function looksLikePlaceholder(value: string): boolean {
  return /^\s*to\s?do\s*[:\-–]/i.test(value) || /^\s*TODO\b/.test(value)
}

/** A "TODO: ..." value. Branded, so the loader's types turn it into a Pending (pending.ts) where pages receive it. */
export const placeholder = z
  .string()
  .regex(PLACEHOLDER_PATTERN, 'expected a placeholder written as "TODO: what is missing"')
  .brand<'Placeholder'>()

/**
 * A fact, or a placeholder until the ministry supplies it. Only fields built with this (and `pending`
 * notes) may hold a placeholder: a name, title, slug or menu label must be the real thing.
 */
export function orPlaceholder<T extends z.ZodType>(schema: T, what: string, example?: string) {
  const error = `expected ${what}, or a placeholder such as "TODO: ask the church office"`
  // The office's spreadsheet (npm run content:sheet) shows `answerForm` as the form an answer takes.
  return z.union(
    [schema.meta({ answerForm: example ?? what }), z.string().regex(PLACEHOLDER_PATTERN, error).brand<'Placeholder'>()],
    { error },
  )
}

/** The end of a message about a field that may hold a placeholder: "..., or a placeholder such as ...". */
export const OR_PLACEHOLDER_MESSAGE = /, or a placeholder such as "TODO: [^"]*"/

/**
 * Text shown as written. A "TODO: ..." here is an error: fields that may wait for the ministry say so
 * (orPlaceholder). An unquoted number or true/false is kept exactly as typed by the loader.
 */
export const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine(
    (v) => !looksLikePlaceholder(v),
    'this field needs its real value; a "TODO: ..." placeholder is not allowed here',
  )

/**
 * Words that a translation holds (a `.sw.mdx` file beside its English one): text marked `translated` in the schema's
 * metadata. Every other field is a fact (a name, number, address, image, slug, time) that only the
 * English file gives; what a translation may hold (lib/content/translatable.ts), content/FIELDS.md and
 * the CMS's Kiswahili pane all read this mark.
 */
export const words = text.meta({ translated: true })

/** Digits exactly as written (an unquoted 0070 stays "0070": the loader keeps what the editor typed). */
export function digits(count: number) {
  return z.string().regex(new RegExp(`^\\d{${count}}$`), `expected ${count} digits`)
}

/**
 * Phone numbers as Kenyans write them, with or without the spaces and with 0 or +254 in front:
 * "0712 345 678", "0712345678", "+254 712 345 678", "+254712345678". The page shows a number as written;
 * only its links use the digits (lib/congregation/contact-links.ts). Mobile numbers start 07 or 01.
 */
export const MOBILE_NUMBER_PATTERN = /^(?:\+254 ?|0)[17]\d{2} ?\d{3} ?\d{3}$/
/** A landline: 0 (or +254), a two-digit area code from 20 to 69, then 7 digits: "020 123 4567", "+254 41 222 3333". */
export const LANDLINE_NUMBER_PATTERN = /^(?:\+254 ?|0)[2-6]\d ?\d{3} ?\d{4}$/

/** A Kenyan mobile number (an M-Pesa number is one). */
export const mobileNumber = z
  .string()
  .regex(
    MOBILE_NUMBER_PATTERN,
    'expected a Kenyan mobile number such as "0712 345 678" or "+254 712 345 678" (in quotes)',
  )

/** A number to call: a mobile number or a landline such as "020 123 4567". */
export const phoneNumber = z
  .string()
  .regex(
    new RegExp(`${MOBILE_NUMBER_PATTERN.source}|${LANDLINE_NUMBER_PATTERN.source}`),
    'expected a Kenyan phone number such as "0712 345 678" or "020 123 4567" (in quotes)',
  )

/** Whether a number as written is a mobile number (WhatsApp and M-Pesa reach only these). */
export const isMobileNumber = (phone: string) => MOBILE_NUMBER_PATTERN.test(phone.trim())

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and dashes, e.g. "fuata-nyayo"')

/** An internal path ("/church/") or a full https:// address. */
export const linkTarget = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/#]*|https?:\/\/\S+|mailto:\S+)$/,
    'expected a path starting with "/" or a full https:// address',
  )

export const year = z.number().int().min(1900, 'expected a year such as 2023').max(2100, 'expected a year such as 2023')

/**
 * An image an editor adds: a JPEG, PNG or WebP of any size in content/media (the build makes
 * resized WebP variants), with the text a screen reader says in its place.
 */
export const image = z.strictObject({
  src: fileInFolder(MEDIA_FOLDER, 'congregations/raila/sunday.jpg')
    .refine((v) => !/\s/.test(v), {
      message:
        'a space in a file name breaks its web address; rename the file with dashes instead of spaces (e.g. "sunday-service.jpg") and write the new name here',
      abort: true,
    })
    .regex(
      /^[a-z0-9][a-z0-9/_.-]*\.(jpe?g|png|webp)$/i,
      'expected a path inside content/media ending in .jpg, .png or .webp',
    )
    .meta({
      description:
        'Path inside content/media of a .jpg, .png or .webp file, e.g. "congregations/raila/sunday-service.jpg".',
    }),
  alt: z.string().trim().min(1, 'describe the image for people who cannot see it').meta({
    description: 'What a screen reader says in place of the image: describe it for people who cannot see it.',
  }),
})

/** What is wrong with a value written where a 24-hour time belongs; "6:30 PM" gets its 24-hour form. */
function clockTimeError(input: unknown): string {
  const fixed = typeof input === 'string' ? twentyFourHour(input) : undefined
  return fixed
    ? `write "${String(input)}" as a 24-hour time: "${fixed}" (in quotes)`
    : 'expected a 24-hour time such as "10:00" or "18:30" (hours 00 to 23, minutes 00 to 59), in quotes'
}

export const clockTime = z.string().regex(TIME_PATTERN, { error: (issue) => clockTimeError(issue.input) })

/** A start time, or a placeholder until the office supplies it; a wrong time gets the time's own fix. */
export const startTime = z.union([clockTime, placeholder], {
  error: (issue) =>
    typeof issue.input === 'string' && looksLikePlaceholder(issue.input) ? undefined : clockTimeError(issue.input),
})

export const weekday = z.enum(WEEKDAYS, {
  error: (issue) => {
    const input = typeof issue.input === 'string' ? issue.input.toLowerCase() : undefined
    const singular = WEEKDAYS.find((d) => `${d}s`.toLowerCase() === input)
    return singular
      ? `write the day as "${singular}"`
      : `expected a day of the week written in full: ${WEEKDAYS.join(', ')}`
  },
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
  .regex(
    COORDINATES_PATTERN,
    'expected the latitude and longitude as a map app shows them, e.g. "-1.2921, 36.8219" (in quotes)',
  )
  .refine((v) => {
    const point = parseCoordinates(v)
    // A value that is not "latitude, longitude" at all is reported by the pattern above.
    return !point || inKenya(point)
  }, 'these coordinates are outside Kenya; write the latitude first (between -5 and 5), then the longitude (between 34 and 42)')

/** "10:00 AM", "7 PM", "6.30pm" in prose: times are written once, in a congregation's `services`. */
export const CLOCK_TIME_IN_PROSE = /\b\d{1,2}(?:[:.][0-5]\d)?\s?[ap](?:\.m\.|m\b)/i
export const TIME_IN_PROSE_MESSAGE = (found: string) =>
  `states a time ("${found}"); a congregation's times are written once, in "services", and shown from there: remove it here (a hero slide or weekly card shows times by naming services under "services")`
