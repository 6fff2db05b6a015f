/**
 * The offline page as the service worker serves it (docs/offline.md): the exported page (app/(en)/offline,
 * app/sw/offline) with the pages this phone has saved and, when the network failed, their congregations'
 * giving numbers with the day each was saved written into its lists. The page marks where they go; its
 * words come from the catalogues (the labels from the page, the rest from lib/offline/saved-copy-words.ts).
 */
import { GIVING_ATTRIBUTE } from '../giving/attribute'
import type { Locale } from '../i18n/locales'
import { fill } from '../i18n/messages/fill'
import { escapeHtml, isTooOld, savedDay, servedFromSavedCopy, withholdGiving } from './saved-copy'
import { SAVED_COPY_WORDS } from './saved-copy-words'
import { savedLists, type SavedEntry, type SavedGiving, type SavedPage } from './saved-pages'

/** The marks the offline page carries for the service worker (components/routes/OfflineRoute.tsx). */
export const OFFLINE_MARKS = {
  /** `data-offline-list="pages"` / `"giving"` on the `<ul>`s to fill. */
  list: 'data-offline-list',
  /** `data-offline-empty="pages"` / `"giving"`: the note a list has while it is empty. */
  empty: 'data-offline-empty',
  /** On the giving list: the words "paybill" and "account" in the page's language. */
  paybillLabel: 'data-paybill-label',
  accountLabel: 'data-account-label',
} as const

/** The `<ul ...>` start tag that carries `data-offline-list="<name>"`, and an attribute of it. */
function listTag(html: string, name: string): RegExpExecArray | null {
  return new RegExp(`<ul[^>]*\\s${OFFLINE_MARKS.list}="${name}"[^>]*>`).exec(html)
}
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? ''

function insertAfter(html: string, tag: RegExpExecArray | null, items: string): string {
  if (!tag) return html
  const end = tag.index + tag[0].length
  return html.slice(0, end) + items + html.slice(end)
}

const NOTE = (name: string) => new RegExp(`(<p[^>]*\\s${OFFLINE_MARKS.empty}="${name}"[^>]*>)[\\s\\S]*?</p>`)
/** The page without the note of a list that is no longer empty. */
const withoutNote = (html: string, name: string) => html.replace(NOTE(name), '')
/** The page with other words in the note of a list. */
const withNote = (html: string, name: string, text: string) =>
  html.replace(NOTE(name), (_whole, start: string) => `${start}${escapeHtml(text)}</p>`)

/** How the offline page is served: its links' base path, its language, the moment, and whether the network answered. */
export type OfflinePageOptions = { basePath: string; locale: Locale; now: number; online: boolean }

/**
 * A saved congregation's item of the giving list: its paybill (and account), or the words that hide them past the age
 * limit, and the day its page was saved.
 */
function givingItem(
  g: SavedGiving,
  labels: { paybill: string; account: string },
  { basePath, locale, now }: OfflinePageOptions,
): string {
  const t = SAVED_COPY_WORDS[locale]
  const link = `<a href="${escapeHtml(basePath + g.path)}">${escapeHtml(g.title)}</a>`
  // The labels are attribute values, already escaped: they go into the text as they are.
  const numbers = isTooOld(g.savedAt, now)
    ? `${labels.paybill} ${escapeHtml(t.withheld)}`
    : `${labels.paybill} <strong ${GIVING_ATTRIBUTE}="paybill">${escapeHtml(g.paybill)}</strong>` +
      (g.account ? `, ${labels.account} <strong ${GIVING_ATTRIBUTE}="account">${escapeHtml(g.account)}</strong>` : '')
  return `<li>${link}: ${numbers} (${escapeHtml(fill(t.listedOn, { date: savedDay(locale, g.savedAt) }))})</li>`
}

/**
 * The offline page with the saved pages in its first list (links below the base path) and, when the worker
 * serves it because the network failed, the saved congregations' giving numbers in the second, each with the
 * day its page was saved. Opened with a connection, it lists no number: its giving list says where to find
 * them today.
 */
export function fillOfflinePage(
  html: string,
  pages: SavedPage[],
  giving: SavedGiving[],
  options: OfflinePageOptions,
): string {
  let result = html
  if (pages.length) {
    const items = pages
      .map((p) => `<li><a href="${escapeHtml(options.basePath + p.path)}">${escapeHtml(p.title)}</a></li>`)
      .join('')
    result = insertAfter(result, listTag(result, 'pages'), items)
    result = withoutNote(result, 'pages')
  }
  if (options.online) return withNote(result, 'giving', SAVED_COPY_WORDS[options.locale].online)
  if (giving.length) {
    const tag = listTag(result, 'giving')
    const labels = {
      paybill: tag ? attributeOf(tag[0], OFFLINE_MARKS.paybillLabel) : '',
      account: tag ? attributeOf(tag[0], OFFLINE_MARKS.accountLabel) : '',
    }
    result = insertAfter(result, tag, giving.map((g) => givingItem(g, labels, options)).join(''))
    result = withoutNote(result, 'giving')
  }
  return result
}

/**
 * The offline page as the service worker serves it, from its own exported copy (`page`) and the saved pages
 * of its language: offline, its own giving fact (the footer's paybill) is a saved copy of the day the worker
 * fetched it (`pageSavedAt`), and it lists the saved congregations' paybills each with its day; with a
 * connection, it lists the saved pages only. The build checks this very output (scripts/build/offline/giving-check.ts).
 */
export function servedOfflinePage(
  page: string,
  entries: SavedEntry[],
  options: OfflinePageOptions & { pageSavedAt?: number },
): string {
  const { pages, giving } = savedLists(entries)
  const { locale, now, pageSavedAt } = options
  const own = options.online
    ? page
    : pageSavedAt === undefined
      ? withholdGiving(page, SAVED_COPY_WORDS[locale].withheld)
      : servedFromSavedCopy(page, { locale, savedAt: pageSavedAt, now })
  return fillOfflinePage(own, pages, giving, options)
}
