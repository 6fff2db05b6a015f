/**
 * Scaffolding for editors: a new congregation, event or ministry page as a valid MDX file with every
 * field, facts left as "TODO: ..." placeholders (listed by `npm run content:todo`). The site builds
 * with the new file at once. Never overwrites a file.
 *
 *   npm run new:congregation -- --name "Maili Saba" --region Nairobi
 *   npm run new:event -- --title "Youth camp" --date 2024-02-14   (or --month 2024-02 while the day is not known)
 *   npm run new:page -- --title "Music ministry"
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { slugClaims, RESERVED_SLUGS } from '../../lib/content/pipeline/cross-check'
import { readEntries } from '../../lib/content/load'
import { eventDayProblem, PLACEHOLDER_PREFIX } from '../../lib/content/schemas'
import { slugify } from '../../lib/content/slug'
import { REVIEW_FIELD, REVIEW_PLACEHOLDER } from '../../lib/content/translation'

/**
 * `also`: files written with it that have no translation (a congregation's giving file, content/giving/<slug>.en.mdx).
 */
export type Scaffolded = {
  file: string
  slug: string
  text: string
  notes: string[]
  also?: { file: string; text: string }[]
}

/**
 * The Kiswahili translation beside a new English file: a draft with nothing translated yet, so the
 * Kiswahili page shows the English text (marked as such) until someone translates it.
 */
export function translationOf(made: Scaffolded): { file: string; text: string } {
  const file = made.file.replace(/\.en\.mdx$/, '.sw.mdx')
  const text = `---
# The Kiswahili translation of ${path.posix.basename(made.file)}: only its text, never its facts (content/README.md,
# "Translations"). Add each field as its English is written; until then the Kiswahili page shows the English.
${REVIEW_FIELD}: ${q(REVIEW_PLACEHOLDER)}
---
`
  return { file, text }
}

export class ScaffoldError extends Error {}

/** A YAML string in single quotes (a quote inside is doubled). */
const q = (value: string) => `'${value.replace(/'/g, "''")}'`

/** The values of every content file as written (the loader's reading; files it cannot read are left out). */
function entriesOf(root: string) {
  return readEntries(root).entries.filter((e) => e.raw)
}

/** Slugs already taken by pages, congregations and aliases (each page needs its own path). */
function takenSlugs(root: string): Map<string, string> {
  const taken = new Map<string, string>()
  for (const claim of slugClaims(entriesOf(root)))
    taken.set(claim.slug, `${claim.entry.file}${claim.what === 'alias' ? ' (aliases)' : ''}`)
  for (const reserved of RESERVED_SLUGS) taken.set(reserved, 'the site itself')
  return taken
}

/** The values of a single settings file (site.en.mdx, menu.en.mdx, giving.en.mdx). */
function settings(root: string, collection: 'site' | 'menu' | 'ministryGiving'): Record<string, unknown> {
  return entriesOf(root).find((e) => e.collection === collection)?.raw ?? {}
}

/** A fact still to be supplied, in the form the content schemas accept and `content:todo` lists. */
const todo = (what: string) => `${PLACEHOLDER_PREFIX} ${what}`

/** The next free position in a folder's ordered group: one after the highest `field` among its files in `group`. */
function nextPosition(
  root: string,
  collection: 'congregations' | 'events',
  inGroup: (data: Record<string, unknown>) => boolean,
  field: string,
): number {
  const taken = entriesOf(root)
    .filter((e) => e.collection === collection)
    .map((e) => e.raw!)
    .filter((data) => inGroup(data) && typeof data[field] === 'number')
    .map((data) => data[field] as number)
  return Math.max(0, ...taken) + 1
}

function requireSlug(name: string, what: string): string {
  const slug = slugify(name)
  if (!slug) throw new ScaffoldError(`The ${what} "${name}" has no letters or digits to make a web address from.`)
  return slug
}

function refuseTaken(root: string, slug: string) {
  const owner = takenSlugs(root).get(slug)
  if (owner) throw new ScaffoldError(`The address /${slug}/ is already used by ${owner}; choose another name.`)
}

export function newCongregation(root: string, { name, region }: { name: string; region: string }): Scaffolded {
  if (!name?.trim()) throw new ScaffoldError('Give the congregation\'s name: --name "Maili Saba"')
  const regions = settings(root, 'menu').regions
  const known = Array.isArray(regions) ? (regions as string[]) : []
  const match = known.find((r) => r.toLowerCase() === region?.trim().toLowerCase())
  if (!match)
    throw new ScaffoldError(
      `Give one of the regions listed in content/menu.en.mdx: --region ${known.map((r) => `"${r}"`).join(' | ')}`,
    )
  const slug = requireSlug(name, 'name')
  refuseTaken(root, slug)
  const menuOrder = nextPosition(root, 'congregations', (c) => c.region === match, 'menuOrder')
  const n = name.trim()
  const img = (file: string, alt: string) => `  src: congregations/placeholders/${file}\n  alt: ${q(alt)}`
  const paybill = String(settings(root, 'ministryGiving').paybill ?? '')
  const atPaybill = /^\d{6}$/.test(paybill) ? ` at paybill ${paybill}` : ''
  const text = `---
# A congregation's microsite, menu entry and locations-list entry, made by \`npm run new:congregation\`.
# Replace every "TODO: ..." with the fact it asks for (\`npm run content:todo\` lists them); the editing
# guide (content/README.md) and the field reference (content/FIELDS.md) explain every field.
name: ${q(n)}
slug: ${slug}
region: ${match}
menuOrder: ${menuOrder}
description: ${q(todo(`one or two sentences about ${n} for search results and the locations list`))}
# Services, main service first: each with its days and 24-hour times; pages and the calendar file show them.
services:
  - title: Sunday service
    repeats: weekly
    days: [Sunday]
    starts: ${q(todo(`the start time of the Sunday service at ${n}, e.g. "10:00"`))}
    # ends: "12:00"      (optional)
  # - title: Pastors' fellowship   (a monthly service: the first Tuesday of the month)
  #   repeats: monthly
  #   week: first
  #   days: [Tuesday]
  #   starts: "10:00"
phone: ${q(todo(`a contact number of ${n} congregation for calls and WhatsApp, e.g. "0712 345 678"`))}
location:
  place: ${q(todo(`where ${n} meets (area, road or building) and a landmark near it`))}
  # landmark: Behind the chief's camp
  # coordinates: "-1.2921, 36.8219"   (latitude, longitude from a map app: turns on "Get directions")
founded: ${q(todo(`the year ${n} was founded`))}
photo:
${img('sunday-service.png', `Placeholder for a photo of ${n}`)}
sections: [hero, weekly, visit, about, leaders, giving, contact]
heroSlides:
  - title: Welcome
    body: ${q(todo(`a sentence welcoming visitors to ${n}`))}
weeklyPrograms:
  - title: Sunday services
    services: [Sunday service]
    text: ${q(todo('a sentence about the Sunday service'))}
    image:
${img('sunday-service.png', `Placeholder for a photo of a Sunday service at ${n}`).replace(/^|\n/g, '$&    ')}
about:
  aboutUs: ${q(todo(`the "About Us" paragraph of ${n}`))}
  members: ${q(todo(`the number of members, e.g. "76 adults, 20 children and 25 youth"`))}
  # gallery:            (optional: photos in a grid under the text, each with src and alt)
  #   - src: congregations/${slug}/photo-1.jpg
  #     alt: What the photo shows
# programs:             (optional: add "programs" to sections too)
#   - name: Church building
#     status: Ongoing   (one of Operational, Ongoing, In Progress, Started, Future, Challenge)
#     text: A short line about it
leaders:
  - name: ${q(todo(`the name and title of the senior pastor of ${n}`))}
    role: Senior Pastor
    bio: ${q(todo(`a short introduction of the senior pastor of ${n}`))}
    photo:
${img('church-leader.png', 'Photo of a church leader (to be supplied)').replace(/^|\n/g, '$&    ')}
# giving:
#   note: A short line under the giving details (optional; the numbers are in content/giving/${slug}.en.mdx)
# contactIntro: A sentence above the contact form (optional)
---

${todo(`the "Our Church" text of ${n}: who meets there, when and where.`)}
`
  // Where gifts go, in a file of its own that only the treasurer's review lets change (content/README.md, "Giving").
  const givingText = `---
# Where gifts to ${n} go, shown in the giving section of its page (content/congregations/${slug}.en.mdx
# lists the section in \`sections\`). A change here needs the treasurer's review: content/README.md, "Giving".
congregation: ${slug}
${paybill && atPaybill ? `paybill: ${paybill}\n` : ''}account: ${q(todo(`${n}'s account number${atPaybill}`))}
accountName: ${q(todo(`the name M-Pesa shows for ${atPaybill ? `paybill ${paybill}` : `${n}'s account`} before the PIN is entered (the name it is registered under)`))}
# pastorNumber: "0712 345 678"   (optional: a pastor's M-Pesa number, where the church gives to it instead)
---
`
  return {
    file: `congregations/${slug}.en.mdx`,
    slug,
    text,
    notes: [
      `${n} appears in the Our Churches menu under ${match} at position ${menuOrder}, and in the locations list.`,
      `Where its gifts go is in content/giving/${slug}.en.mdx, which needs the treasurer's review.`,
    ],
    also: [{ file: `giving/${slug}.en.mdx`, text: givingText }],
  }
}

export function newEvent(
  root: string,
  { title, month, date }: { title: string; month?: string; date?: string },
): Scaffolded {
  if (!title?.trim()) throw new ScaffoldError('Give the event\'s title: --title "Youth camp"')
  if (date && month)
    throw new ScaffoldError(
      'Give either the day (--date 2024-02-14) or, while the day is not known, the month (--month 2024-02), not both',
    )
  if (!date && !month)
    throw new ScaffoldError(
      "Give the event's day as YYYY-MM-DD: --date 2024-02-14, or, while the day is not known, its month as YYYY-MM: --month 2024-02",
    )
  if (date && eventDayProblem(date))
    throw new ScaffoldError(`Give the day as YYYY-MM-DD: --date 2024-02-14 (got "${date}")`)
  if (month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new ScaffoldError('Give the month as YYYY-MM: --month 2024-02')
  const when = (date ?? month)!
  const slug = `${when}-${requireSlug(title, 'title')}`
  // Events of the same day, or of the same month without a day, are listed by `order`.
  const order = nextPosition(root, 'events', (e) => (date ? e.date === date : e.month === month), 'order')
  const t = title.trim()
  const whenLines = date
    ? `date: "${date}"`
    : `month: "${month}"
# date: "${month}-DD"    (once the day is known: write it here, and remove "month")`
  const text = `---
# An event on the events page (and on the home page until it has passed); made by \`npm run new:event\`.
# Replace every "TODO: ..." (\`npm run content:todo\` lists them); content/FIELDS.md explains every field.
title: ${q(t)}
${whenLines}
order: ${order}
summary: ${q(todo(`one or two sentences about ${t}`))}
# image:                (optional: a photo of the event)
#   src: events/${slug}.jpg
#   alt: What the photo shows
---
`
  const listed = date ? `on ${date}` : `under ${month}`
  return {
    file: `events/${slug}.en.mdx`,
    slug,
    text,
    notes: [`Listed on the events page ${listed}, position ${order}.`],
  }
}

export function newPage(root: string, { title }: { title: string }): Scaffolded {
  if (!title?.trim()) throw new ScaffoldError('Give the page\'s title: --title "Music ministry"')
  const slug = requireSlug(title, 'title')
  refuseTaken(root, slug)
  const t = title.trim()
  const text = `---
# A page at /${slug}/, made by \`npm run new:page\`. Replace every "TODO: ..."
# (\`npm run content:todo\` lists them); content/FIELDS.md explains every field.
title: ${q(t)}
slug: ${slug}
description: ${q(todo(`one sentence about ${t} for search results`))}
# heading: A heading other than the title (optional)
intro: ${q(todo('one sentence shown under the heading'))}
blocks:
  - heading: ${q(t)}
    text: ${q(todo(`a paragraph about ${t}`))}
# leaders:              (optional: team cards with name, role, bio and photo)
# downloads:            (optional: PDFs in content/documents, each with file and label)
# gallery:              (optional: photos, each with src and alt)
# links:                (optional: cards linking to related pages, each with title and url)
---

${todo('the text of the page.')}
`
  return {
    file: `pages/${slug}.en.mdx`,
    slug,
    text,
    notes: [
      `The page is at /${slug}/. To show it in the main menu, add { title: ${t}, url: /${slug}/ } to content/menu.en.mdx.`,
    ],
  }
}

/**
 * Writes the English file and its Kiswahili translation; refuses to replace either. Returns the English file's path.
 */
export function writeScaffold(root: string, made: Scaffolded): string {
  const target = path.join(root, made.file)
  const translation = translationOf(made)
  const files = [made, translation, ...(made.also ?? [])]
  for (const { file } of files)
    if (fs.existsSync(path.join(root, file)))
      throw new ScaffoldError(`content/${file} already exists; nothing was changed.`)
  for (const { file, text } of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text, { flag: 'wx' })
  }
  return target
}

/** `--name "Maili Saba" --region Nairobi` → { name, region }. */
export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]!)
    if (!m) throw new ScaffoldError(`Unexpected "${argv[i]}"; options look like --name "Maili Saba"`)
    out[m[1]!] = m[2] ?? argv[++i] ?? ''
  }
  return out
}

const makers = {
  congregation: (root: string, a: Record<string, string>) =>
    newCongregation(root, { name: a.name ?? '', region: a.region ?? '' }),
  event: (root: string, a: Record<string, string>) =>
    newEvent(root, { title: a.title ?? '', month: a.month, date: a.date }),
  page: (root: string, a: Record<string, string>) => newPage(root, { title: a.title ?? '' }),
}

export function runScaffold(kind: string, argv: string[], root = path.join(process.cwd(), 'content')): Scaffolded {
  const make = makers[kind as keyof typeof makers]
  if (!make) throw new ScaffoldError(`Unknown kind "${kind}"; use congregation, event or page.`)
  const made = make(root, parseArgs(argv))
  writeScaffold(root, made)
  return made
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [kind = '', ...rest] = process.argv.slice(2)
  try {
    const made = runScaffold(kind, rest)
    console.log(`✓ Wrote content/${made.file} and its Kiswahili translation content/${translationOf(made).file}`)
    for (const also of made.also ?? []) console.log(`✓ Wrote content/${also.file}`)
    for (const note of made.notes) console.log(`  ${note}`)
    console.log('  Replace its "TODO: ..." values (npm run content:todo lists them), then npm run check:content.')
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error
    console.error(`✗ ${error.message}`)
    process.exit(1)
  }
}
