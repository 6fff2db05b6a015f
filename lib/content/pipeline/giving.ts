/**
 * The giving files (content/giving/<slug>.en.mdx, content/giving.en.mdx: schemas/giving.ts) checked
 * against the congregations they belong to, and laid into the content as pages receive it: each
 * congregation's `giving` holds its file's facts with its own `note`, exactly as when both were in one
 * file, and the site's `giving` the ministry's paybill. Values are read defensively: a file may have
 * failed its schema.
 */
import path from 'node:path'
import { splitLocale } from '../files'
import { fieldPath, type Problem } from '../problems'
import type { SourceEntry } from '../source-entry'
import { namesWhereToGive } from '../schemas/giving'

const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** The slug a giving file is named after: `content/giving/raila.en.mdx` -> raila. */
export function givingFileSlug(file: string): string {
  return path.posix.basename(splitLocale(file)?.base ?? file)
}

/** Where a congregation's giving facts are written. */
export const givingFileOf = (slug: string) => `content/giving/${slug}.en.mdx`

export function givingProblems(entries: SourceEntry[]): Problem[] {
  const problems: Problem[] = []
  const push = (entry: SourceEntry, at: PropertyKey[], message: string) =>
    problems.push({ file: entry.file, field: fieldPath(at) || '(file)', ...(entry.parsed.locate(at) ?? {}), message })
  const congregations = new Map<string, SourceEntry>()
  for (const c of entries)
    if (c.collection === 'congregations' && str(c.raw?.slug)) congregations.set(str(c.raw!.slug)!, c)
  // A congregation file that cannot be read is reported on its own; its giving file is not "for no congregation".
  const unread = new Set(
    entries.filter((c) => c.collection === 'congregations' && !str(c.raw?.slug)).map((c) => givingFileSlug(c.file)),
  )
  const givingFiles = new Map<string, SourceEntry>()
  for (const g of entries.filter((e) => e.collection === 'giving')) {
    const named = givingFileSlug(g.file)
    givingFiles.set(named, g)
    if (!g.raw) continue
    const slug = str(g.raw.congregation)
    if (slug && slug !== named)
      push(
        g,
        ['congregation'],
        `the file is named after its congregation: "${slug}" belongs in ${givingFileOf(slug)}; rename the file, or write congregation: ${named}`,
      )
    else if (!congregations.has(named) && !unread.has(named)) {
      const hint = slug ? ['congregation'] : []
      push(
        g,
        hint,
        `no congregation has the slug "${named}" (content/congregations/${named}.en.mdx); name the file after the congregation's slug, or delete it if the congregation is gone`,
      )
    }
    if (!namesWhereToGive(g.raw))
      push(
        g,
        ['congregation'],
        'says nowhere to give: add "paybill" with "account", or "pastorNumber" (a "TODO: ..." placeholder until the office supplies it), or delete the file and remove "giving" from the congregation\'s sections',
      )
  }
  for (const [slug, c] of congregations) {
    const sections = Array.isArray(c.raw!.sections) ? (c.raw!.sections as unknown[]) : undefined
    const i = sections?.indexOf('giving') ?? -1
    if (i < 0 || namesWhereToGive(givingFiles.get(slug)?.raw)) continue
    const has = givingFiles.has(slug)
    push(
      c,
      ['sections', i],
      has
        ? `"giving" needs a paybill, account or pastorNumber in ${givingFileOf(slug)}; add one there, or remove "giving" from sections`
        : `"giving" needs the congregation's giving file, ${givingFileOf(slug)}, with its paybill and account or its pastor's number (a change there needs the treasurer's review; content/README.md, "Giving"); add the file, or remove "giving" from sections`,
    )
  }
  return problems
}

/**
 * Each congregation's frontmatter with its giving file's facts laid into `giving` (its `note` kept), and the site's
 * with the ministry's.
 */
export function layInGiving(entries: SourceEntry[]): SourceEntry[] {
  const bySlug = new Map(
    entries
      .filter((e) => e.collection === 'giving')
      .map((g) => [givingFileSlug(g.file), g.data as Record<string, unknown>]),
  )
  const ministry = entries.find((e) => e.collection === 'ministryGiving')?.data
  return entries.map((e) => {
    const data = e.data as Record<string, unknown> | undefined
    if (!data) return e
    if (e.collection === 'site') return { ...e, data: { ...data, giving: ministry } }
    if (e.collection !== 'congregations') return e
    const facts = bySlug.get(String(data.slug))
    if (!facts) return e
    const where = Object.fromEntries(Object.entries(facts).filter(([key]) => key !== 'congregation'))
    return { ...e, data: { ...data, giving: { ...where, ...(data.giving as object | undefined) } } }
  })
}
