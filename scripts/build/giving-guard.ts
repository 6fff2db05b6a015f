/**
 * The build's guard on where money goes, over a whole export (docs/giving.md, "The build's guard"): every
 * place of it a visitor, a phone's calendar, a search result or a link preview shows is read against the
 * guarded giving facts of the content it was built from:
 *  - every page (lib/giving/page-numbers.ts: its text, attributes, links, JSON-LD, placeholders) and its address;
 *  - the calendar files (`.ics`, lib/giving/calendar-numbers.ts);
 *  - the search index's fragments (lib/giving/search-numbers.ts), which the search step writes before;
 *  - the app's manifest (its name and description on a phone's home screen);
 *  - every PDF in it, in any folder (giving-documents.ts): its pages' text, properties, links and comments, read
 *    like a page's text outside a mark; a page with no text to read (a scan) is a warning for the treasurer.
 * Each finding names the page, the number as shown, why, the words around it, and the content file and line
 * it was typed in. A step of `npm run build` of its own, on both builds, after the offline step (which writes the
 * manifests) and before the host config: `tsx scripts/build/giving-guard.ts` prints every finding and exits 1.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnvConfig } from '@next/env'
import { CONTENT_ROOT, loadContent } from '../../lib/content/load'
import { GIVING_FACTS } from '../../lib/content/schemas/giving'
import { paypalClientId } from '../../lib/forms/config'
import { isPending, real } from '../../lib/content/pending'
import type { Content } from '../../lib/content/types'
import { exportPagePath, exportPages, listFiles, relativePath } from '../../lib/list-files'
import { givingNumbersInCalendar } from '../../lib/giving/calendar-numbers'
import { givingNumbersInText } from '../../lib/giving/numbers'
import { jsonTexts } from '../../lib/giving/link-texts'
import { givingNumbersOnPage, type GuardedFacts, type NumberFinding } from '../../lib/giving/page-numbers'
import { givingNumbersInSearchFragment } from '../../lib/giving/search-numbers'
import { typedInContent, whereWritten } from '../../lib/giving/where-written'
import { paymentGuard, paymentGuardMessage } from './payment-guard'
import { documentsWarning, guardDocuments } from './giving-documents'
import { SEARCH_INDEX_DIR } from '../../lib/search/paths'

/**
 * The guarded values (content/giving/), their placeholders, and the contact numbers pages may show, from the content as
 * loaded.
 */
export function guardedFacts(content: Content, paypalClientId: string): GuardedFacts {
  const values: string[] = []
  const placeholders: string[] = []
  const add = (v: unknown) => {
    if (isPending(v)) placeholders.push(v.pending)
    const value = real(v as string | undefined)
    if (typeof value === 'string' || typeof value === 'number') values.push(String(value))
  }
  add(content.site.giving.paybill)
  add(content.site.giving.accountName)
  for (const c of content.congregations) for (const key of GIVING_FACTS) add(c.data.giving?.[key])
  const allowedPhones = content.congregations.flatMap((c) => {
    const phone = real(c.data.phone)
    return typeof phone === 'string' ? [phone] : []
  })
  return { values, paypalClientId, allowedPhones, placeholders }
}

/**
 * One line of the message: where, the number as shown (and as read), why, the words around it, and where it was typed.
 */
function findingLine(page: string, finding: NumberFinding, files: readonly { file: string; text: string }[]): string {
  const where = whereWritten(finding.read ?? finding.number, files)
  const from = where.length
    ? `written in ${where.join(', ')}`
    : 'written in no content file but the giving files: the code shows it without its data-giving mark, or it was built from a file name or a setting'
  const place = finding.place ? ` (${finding.place})` : ''
  const read = finding.read ? ` (read as ${finding.read})` : ''
  return `${page}${place}: "${finding.number}"${read} ${finding.why} (in "${finding.context}"); ${from}`
}

/** What the guard read of an export's documents (giving-documents.ts): how many, and the pages it could not read. */
export type DocumentsRead = { documents: number; warnings: string[] }

/**
 * Every finding in the export at `out`, as a line naming the page, the number and where it is written in content;
 * what it read of the documents is added to `documents`.
 */
export async function givingGuard(
  out: string,
  contentRoot: string,
  paypalClientId: string,
  documents: DocumentsRead = { documents: 0, warnings: [] },
): Promise<string[]> {
  const facts = guardedFacts(await loadContent('en', contentRoot), paypalClientId)
  const files = typedInContent(contentRoot)
  const lines = new Set<string>()
  const add = (page: string, findings: readonly NumberFinding[]) => {
    for (const finding of findings) lines.add(findingLine(page, finding, files))
  }
  // The guarded and declared numbers pages show in their marks and placeholders: the search index may repeat them.
  const shown = new Set<string>()
  // /admin/ is the CMS's own page (docs/cms.md), not the site's.
  for (const file of exportPages(out, ['admin', SEARCH_INDEX_DIR])) {
    const page = exportPagePath(out, file)
    add(page, givingNumbersInText(page, facts, { place: "the page's address" }))
    add(page, givingNumbersOnPage(fs.readFileSync(file, 'utf8'), facts, shown))
  }
  for (const file of listFiles(out, { extensions: ['.ics'], skipFolders: ['_next'] }))
    add(`/${relativePath(out, file)}`, givingNumbersInCalendar(fs.readFileSync(file, 'utf8'), facts))
  for (const file of listFiles(path.join(out, SEARCH_INDEX_DIR, 'fragment'), { extensions: ['.pf_fragment'] }))
    for (const finding of givingNumbersInSearchFragment(fs.readFileSync(file), facts, shown))
      add(finding.page, [finding])
  for (const file of listFiles(out, {
    extensions: ['.webmanifest'],
    skipFolders: ['_next', 'admin', SEARCH_INDEX_DIR],
  })) {
    const texts = jsonTexts(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, { place: "the app's manifest" })
    add(
      `/${relativePath(out, file)}`,
      texts.flatMap((t) => givingNumbersInText(t.text, facts, t.where)),
    )
  }
  // Every PDF, in any folder: read like a page's text outside a mark.
  const read = await guardDocuments(out, contentRoot, facts)
  for (const line of read.problems) lines.add(line)
  documents.documents += read.documents
  documents.warnings.push(...read.warnings)
  return [...lines]
}

/** What the guard found in an export: nothing (and how many pages it read), or every finding as a line. */
export type GivingGuardResult =
  | {
      ok: true
      pages: number
      /** How many documents (PDFs) it read, and the ones it could not (a scan), when there are any. */
      documents?: number
      warnings?: string[]
    }
  | {
      ok: false
      warnings?: string[]
      /** Numbers outside the guarded facts. */
      problems: string[]
      /** Addresses that send money where the treasurer has not reviewed (payment-guard.ts). */
      payments?: string[]
    }

/** The guard over the export at `out`, built from `contentRoot` with `paypalClientId`. */
export async function checkGiving(
  out: string,
  contentRoot: string,
  paypalClientId: string,
): Promise<GivingGuardResult> {
  if (!fs.existsSync(out)) return { ok: false, problems: [`${out} is missing: run next build first`] }
  const read: DocumentsRead = { documents: 0, warnings: [] }
  const problems = await givingGuard(out, contentRoot, paypalClientId, read)
  const payments = paymentGuard(out, await loadContent('en', contentRoot), typedInContent(contentRoot))
  const warnings = read.warnings.length ? { warnings: read.warnings } : {}
  if (problems.length || payments.length) return { ok: false, problems, payments, ...warnings }
  const pages = exportPages(out, ['admin', SEARCH_INDEX_DIR]).length
  return { ok: true, pages, ...(read.documents ? { documents: read.documents } : {}), ...warnings }
}

/** The message that stops the build, with what to do. */
export function givingGuardMessage(lines: readonly string[]): string {
  return [
    `A number that says where money goes is in ${lines.length === 1 ? 'one place' : `${lines.length} places`} of the built site outside the guarded giving facts:`,
    ...lines.map((l) => `  ${l}`),
    'What to do, for each number above:',
    '  - a paybill, till, account or M-Pesa number is a giving fact: write it in content/giving/ for the treasurer\'s review (content/README.md, "Giving"), and remove it from the text named above;',
    '  - a number that receives no money (a P.O. Box, a postal code, a registration number, an office phone): ask a maintainer to declare it, with its reason, in lib/giving/declared-numbers.ts;',
    '  - two numbers the guard read as one: put a word or a comma between them; a date, time, span of years, amount, count or Bible reference: write it as docs/giving.md, "The build\'s guard", shows (14/01/2024, 10:00-12:30, 2022-2027, KSh 25,000, 15,000 people, John 3:16-18).',
  ].join('\n')
}

/** `tsx scripts/build/giving-guard.ts`: the guard over out/, as a step of the build; exits 1 on any finding. */
async function main() {
  // The PayPal client id the pages were built with: .env, .env.local and the environment, as Next.js reads them.
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
  const result = await checkGiving(path.join(process.cwd(), 'out'), CONTENT_ROOT, paypalClientId())
  if (result.warnings?.length) console.warn(documentsWarning(result.warnings))
  if (!result.ok) {
    if (result.problems.length) console.error(givingGuardMessage(result.problems))
    if (result.payments?.length) console.error(paymentGuardMessage(result.payments))
    process.exit(1)
  }
  console.log(
    `Giving guard: no giving number outside the guarded facts and no payment address the treasurer has not reviewed in ${result.pages} pages, ${result.documents ?? 0} documents, the calendars, the search index and the manifests`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main()
