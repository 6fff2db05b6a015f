/**
 * The giving guard on what the service worker serves (docs/offline.md): the worker writes into pages (the
 * offline page's list of paybills, the saved copy's notice, its hidden numbers), so the guard must read
 * them as the phone will. For each language, the offline page is filled from every page of the export
 * exactly as the worker fills it (lib/offline/offline-page.ts: offline, with a connection, with copies
 * saved today and past the age limit), and every page that shows a giving fact is served from a saved
 * copy of today and of past the age limit (lib/offline/saved-copy.ts). Each result goes through
 * `givingNumbersOnPage` with the build's guarded facts; a copy past the age limit must also hold no
 * guarded number anywhere, attributes included (a copy button's value, an island's props).
 *
 * It runs in the build (scripts/build/offline.ts) rather than in the unit tests because it reads the export the
 * build has just made, with the facts of the content it was made from: every build checks its own pages,
 * the public site, the preview and the fixture site alike. What the export's own pages already show is the
 * giving guard's to report (scripts/build/giving-guard.ts, with the content file and line), so only what the
 * worker's writing adds is reported here. That may still be a number typed in content, which the worker shows
 * elsewhere (a saved page's title in the offline page's list): each finding names the content file, line and field
 * the number was typed in (lib/giving/where-written.ts), and only a number typed in no content file is put down to
 * the worker's writing.
 */
import { givingNumbersOnPage, type GuardedFacts } from '../../../lib/giving/page-numbers'
import { localeOfPath, type Locale } from '../../../lib/i18n/locales'
import { SAVED_GIVING_MAX_DAYS } from '../../../lib/offline/caches'
import { servedOfflinePage } from '../../../lib/offline/offline-page'
import { offlinePath } from '../../../lib/offline/paths'
import { servedFromSavedCopy, showsGivingFact } from '../../../lib/offline/saved-copy'
import { isListedPage } from '../../../lib/offline/saved-pages'
import { whereWritten } from '../../../lib/giving/where-written'

/** A page of the export: its site path (`/sw/raila/`) and its HTML. */
export type ExportedPage = { path: string; html: string }

/**
 * One finding on a page as the worker serves it: the line that says it, and each content file, line and field its
 * number was typed in (none: the worker's writing, or the giving files' own numbers).
 */
export type ServedFinding = { line: string; written: string[] }

const DAY_MS = 24 * 60 * 60 * 1000
const digitsOnly = (value: string) => value.replace(/[^\d]/g, '')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The guard's findings on a page, each as one line's words, with the number as the guard read it. */
const findingsOn = (html: string, facts: GuardedFacts) =>
  givingNumbersOnPage(html, facts).map((f) => ({
    words: `"${f.number}" ${f.why} (in "${f.context}")`,
    number: f.read ?? f.number,
  }))

/**
 * The guarded numbers (a digit, four characters or more; not a contact phone pages may show) a page still holds
 * anywhere in its HTML.
 */
function guardedNumbersIn(html: string, facts: GuardedFacts): string[] {
  const phones = new Set((facts.allowedPhones ?? []).map(digitsOnly))
  return facts.values.filter(
    (value) =>
      /\d/.test(value) &&
      value.length >= 4 &&
      !phones.has(digitsOnly(value)) &&
      new RegExp(`(?<![\\w-])${escapeRegExp(value)}(?![\\w-])`).test(html),
  )
}

/**
 * Every finding on the pages the worker would serve, built from `pages` (every page of the export, the
 * offline pages among them), as a line naming the page and how it was served, and where in `files` (the content
 * files and their text, lib/giving/where-written.ts) its number was typed. Empty when all is well.
 */
export function servedPagesFindings(
  pages: readonly ExportedPage[],
  facts: GuardedFacts,
  { basePath, now, files = [] }: { basePath: string; now: number; files?: readonly { file: string; text: string }[] },
): ServedFinding[] {
  const found: ServedFinding[] = []
  /** A finding no content file holds: a guarded number left in a page, a missing page. */
  const untraced = (line: string) => found.push({ line, written: [] })
  const exported = new Map(pages.map((p) => [p.path, p.html]))
  const already = new Map(pages.map((p) => [p.path, new Set(findingsOn(p.html, facts).map((f) => f.words))]))
  const report = (path: string, how: string, findings: ReturnType<typeof findingsOn>, known: Set<string>) => {
    const reported = new Set<string>()
    for (const { words, number } of findings) {
      if (known.has(words) || reported.has(words)) continue
      reported.add(words)
      const written = whereWritten(number, files)
      const where = written.length ? `; written in ${written.join(', ')}` : ''
      found.push({ line: `${path} ${how}: ${words}${where}`, written })
    }
  }
  const copies = [
    { savedAt: now, how: 'from a copy saved today' },
    {
      savedAt: now - (SAVED_GIVING_MAX_DAYS + 1) * DAY_MS,
      how: `from a copy saved ${SAVED_GIVING_MAX_DAYS + 1} days ago`,
    },
  ]

  for (const page of pages) {
    if (!showsGivingFact(page.html)) continue
    const locale = localeOfPath(page.path)
    for (const { savedAt, how } of copies) {
      const served = servedFromSavedCopy(page.html, { locale, savedAt, now })
      report(page.path, `served ${how}`, findingsOn(served, facts), already.get(page.path)!)
      if (savedAt !== now)
        for (const number of guardedNumbersIn(served, facts))
          untraced(`${page.path} served ${how}: "${number}" is still in the page though its giving numbers are hidden`)
    }
  }

  for (const locale of ['en', 'sw'] as Locale[]) {
    const path = offlinePath(locale)
    const offline = exported.get(path)
    if (offline === undefined) {
      untraced(`${path}: the offline page is missing from the export`)
      continue
    }
    const listed = pages.filter((p) => p.path !== path && isListedPage(p.path) && localeOfPath(p.path) === locale)
    const known = new Set([...(already.get(path) ?? []), ...listed.flatMap((p) => [...already.get(p.path)!])])
    for (const { savedAt, how } of copies) {
      const entries = listed.map((p) => ({ ...p, savedAt }))
      const served = servedOfflinePage(offline, entries, { basePath, locale, now, online: false, pageSavedAt: savedAt })
      report(path, `filled from every page ${how}, offline`, findingsOn(served, facts), known)
      if (savedAt !== now)
        for (const number of guardedNumbersIn(served, facts))
          untraced(
            `${path} filled from every page ${how}, offline: "${number}" is still in the page though its giving numbers are hidden`,
          )
    }
    const online = servedOfflinePage(
      offline,
      listed.map((p) => ({ ...p, savedAt: now })),
      { basePath, locale, now, online: true },
    )
    report(path, 'filled from every page, with a connection', findingsOn(online, facts), known)
  }
  return found
}

/**
 * The error that stops the build: a number typed in content is the content's to correct, at the file, line and field
 * each line names; only a number typed in no content file is put down to the worker's writing.
 */
export function servedPagesMessage(findings: readonly ServedFinding[]): string {
  const typed = findings.some((f) => f.written.length > 0)
  const untyped = findings.some((f) => f.written.length === 0)
  return [
    'The service worker would show a giving number outside the guarded facts in a page it serves from the phone (docs/offline.md):',
    ...findings.map((f) => `  ${f.line}`),
    ...(typed
      ? [
          "A number \"written in\" a content file is the content's to correct, in the file, line and field named (the worker shows it in another place of the site, e.g. a saved page's title in the offline page's list):",
          '  - a paybill, till, account or M-Pesa number is a giving fact: write it in content/giving/ for the treasurer\'s review (content/README.md, "Giving"), and remove it from the field named;',
          '  - any other number: write it as docs/giving.md, "The build\'s guard", shows (a date, time, amount or Bible reference; a word or a comma between two numbers), or ask a maintainer to declare it in lib/giving/declared-numbers.ts.',
        ]
      : []),
    ...(untyped
      ? [
          `${typed ? 'A number written in no content file' : 'No number above is written in a content file'}: the cause is the worker's writing (lib/offline/saved-copy.ts, lib/offline/offline-page.ts).`,
        ]
      : []),
  ].join('\n')
}
