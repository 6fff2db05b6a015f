/**
 * The site's content as the tests see it: subjects are picked by what they have (a congregation with a
 * hero of several slides, one with a photo gallery...), never by name, so an editor adding, removing or
 * renaming a content file breaks no test. Expectations are derived from the same content.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildDate } from '../lib/build-date'
import { isPreview } from '../lib/build-mode'
import { isPlaceholder } from '../lib/content/placeholder'
import { byMonth, upcomingAndPast } from '../lib/content/event-dates'
import { parseFrontmatter } from '../lib/content/frontmatter'
import { CONTENT_ROOT, loadContent } from '../lib/content/load'
import { buildMenu, type NavItem } from '../lib/content/menu'
import { pathOf } from '../lib/content/routes'
import type { CongregationEntry, CongregationSection, Content, Entry, PageEntry } from '../lib/content/types'
import type { Locale } from '../lib/i18n/locales'

export { pathOf }

/**
 * The content folder of the site the project's tests visit: the fixture site (e2e/fixture-site/content)
 * for the behaviour tests, the ministry's content/ for the tests that hold for any content. Set per
 * worker from the project's metadata (e2e/fixtures.ts).
 */
export const contentRoot = (): string => process.env.E2E_CONTENT_ROOT ?? CONTENT_ROOT

/** The export folder of the site the project's tests visit, on disk (set with contentRoot). */
export const exportDir = (): string => path.join(process.cwd(), process.env.E2E_EXPORT_DIR ?? 'out')

/** The content of the site under test, in a language, as its build loads it. */
export const siteContent = (locale?: Locale): Promise<Content> => loadContent(locale ?? 'en', contentRoot())

/**
 * Says which subject the fixture site lacks: a test never skips for want of content, the fixture is completed instead.
 */
export function lacking(what: string): never {
  throw new Error(
    `The fixture site has no ${what}: add one to e2e/fixture-site/content (its README lists what each file is for).`,
  )
}

/** The first congregation that has what a test needs. */
export async function congregationWith(
  what: string,
  has: (c: CongregationEntry) => boolean,
): Promise<CongregationEntry> {
  return (await siteContent()).congregations.find(has) ?? lacking(`congregation with ${what}`)
}

/** The first page that has what a test needs. */
export async function pageWith(what: string, has: (p: PageEntry) => boolean): Promise<PageEntry> {
  return (await siteContent()).pages.find(has) ?? lacking(`page with ${what}`)
}

/** The first top-level item of the main menu (menu.en.mdx, as buildMenu makes it) that has what a test needs. */
export async function menuItemWith(
  what: string,
  has: (item: NavItem, menu: NavItem[]) => boolean,
): Promise<{ item: NavItem; menu: NavItem[] }> {
  const menu = buildMenu(await siteContent())
  return { item: menu.find((i) => has(i, menu)) ?? lacking(`item of the main menu with ${what}`), menu }
}

/** The MDX body of a content file, as the editor wrote it (after the frontmatter). */
export function bodyOf(entry: Pick<Entry<unknown>, 'file' | 'source'>): string {
  return parseFrontmatter(entry.file, fs.readFileSync(path.join(contentRoot(), entry.source), 'utf8')).body
}

/**
 * The paragraphs of a content file's body when it is plain prose (no headings, lists, emphasis, links,
 * tags or expressions), each with its lines joined: what the page shows word for word. Undefined otherwise.
 */
export function plainParagraphs(entry: Pick<Entry<unknown>, 'file' | 'source'>): string[] | undefined {
  const body = bodyOf(entry).trim()
  if (!body || /[*_`#<>{}[\]|\\~&]/.test(body) || /^\s*([-+]|\d+[.)])\s/m.test(body)) return undefined
  // A paragraph that is only a "TODO: ..." placeholder shows in the preview alone.
  return body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => !isPlaceholder(p) || isPreview())
}

/** The text with the characters a regular expression gives meaning to escaped: it matches itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A congregation's section of one kind, when it shows one. */
export function sectionOf<K extends CongregationSection['kind']>(
  c: CongregationEntry,
  kind: K,
): Extract<CongregationSection, { kind: K }> | undefined {
  return c.sections.find((s): s is Extract<CongregationSection, { kind: K }> => s.kind === kind)
}

/** "January 2024" for "2024-01", as the events lists head each month. */
export function monthHeading(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

type MonthOfEvents = { month: string; titles: string[] }

/**
 * The events as the site lists them as of its build's day: upcoming ones soonest first, past ones latest first, each
 * under its month.
 */
export function eventListings(
  content: Content,
  today = buildDate(),
): { upcoming: MonthOfEvents[]; past: MonthOfEvents[] } {
  const { upcoming, past } = upcomingAndPast(content.events, today)
  const months = (events: typeof content.events) =>
    byMonth(events).map(({ month, events: inMonth }) => ({ month, titles: inMonth.map((e) => e.data.title) }))
  return { upcoming: months(upcoming), past: months(past) }
}
