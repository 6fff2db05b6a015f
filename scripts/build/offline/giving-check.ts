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
 * worker's writing adds is reported here.
 */
import { givingNumbersOnPage, type GuardedFacts } from '../../../lib/giving/page-numbers'
import { localeOfPath, type Locale } from '../../../lib/i18n/locales'
import { SAVED_GIVING_MAX_DAYS } from '../../../lib/offline/caches'
import { servedOfflinePage } from '../../../lib/offline/offline-page'
import { offlinePath } from '../../../lib/offline/paths'
import { servedFromSavedCopy, showsGivingFact } from '../../../lib/offline/saved-copy'
import { isListedPage } from '../../../lib/offline/saved-pages'

/** A page of the export: its site path (`/sw/raila/`) and its HTML. */
export type ExportedPage = { path: string; html: string }

const DAY_MS = 24 * 60 * 60 * 1000
const digitsOnly = (value: string) => value.replace(/[^\d]/g, '')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The guard's findings on a page, each as one line's words. */
const findingsOn = (html: string, facts: GuardedFacts) =>
  givingNumbersOnPage(html, facts).map((f) => `"${f.number}" ${f.why} (in "${f.context}")`)

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
 * offline pages among them), as a line naming the page and how it was served. Empty when all is well.
 */
export function servedPagesFindings(
  pages: readonly ExportedPage[],
  facts: GuardedFacts,
  { basePath, now }: { basePath: string; now: number },
): string[] {
  const lines: string[] = []
  const exported = new Map(pages.map((p) => [p.path, p.html]))
  const already = new Map(pages.map((p) => [p.path, new Set(findingsOn(p.html, facts))]))
  const report = (path: string, how: string, findings: string[], known: Set<string>) => {
    for (const finding of new Set(findings)) if (!known.has(finding)) lines.push(`${path} ${how}: ${finding}`)
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
          lines.push(
            `${page.path} served ${how}: "${number}" is still in the page though its giving numbers are hidden`,
          )
    }
  }

  for (const locale of ['en', 'sw'] as Locale[]) {
    const path = offlinePath(locale)
    const offline = exported.get(path)
    if (offline === undefined) {
      lines.push(`${path}: the offline page is missing from the export`)
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
          lines.push(
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
  return lines
}

/** The error that stops the build. */
export function servedPagesMessage(lines: readonly string[]): string {
  return [
    'The service worker would show a giving number outside the guarded facts in a page it serves from the phone (docs/offline.md):',
    ...lines.map((l) => `  ${l}`),
    "The content is not the cause (the giving guard reads the pages as exported): the worker's writing is (lib/offline/saved-copy.ts, lib/offline/offline-page.ts).",
  ].join('\n')
}
