/**
 * The offline page as the service worker serves it (docs/offline.md): the exported page (app/(en)/offline,
 * app/sw/offline) with the pages this phone has saved and their congregations' giving numbers written
 * into its lists. The page marks where they go; its words (labels included) come from the catalogues.
 */
import { GIVING_ATTRIBUTE } from '../giving/attribute'
import type { SavedGiving, SavedPage } from './saved-pages'

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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

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

/** The page without the note of a list that is no longer empty. */
const withoutNote = (html: string, name: string) => html.replace(new RegExp(`<p[^>]*\\s${OFFLINE_MARKS.empty}="${name}"[^>]*>[\\s\\S]*?</p>`), '')

/** The offline page with the saved pages and their giving numbers in its lists (links below the base path). */
export function fillOfflinePage(html: string, pages: SavedPage[], giving: SavedGiving[], basePath: string): string {
  let result = html
  if (pages.length) {
    const items = pages.map((p) => `<li><a href="${escapeHtml(basePath + p.path)}">${escapeHtml(p.title)}</a></li>`).join('')
    result = insertAfter(result, listTag(result, 'pages'), items)
    result = withoutNote(result, 'pages')
  }
  if (giving.length) {
    const tag = listTag(result, 'giving')
    // The labels are attribute values, already escaped: they go into the text as they are.
    const paybill = tag ? attributeOf(tag[0], OFFLINE_MARKS.paybillLabel) : ''
    const account = tag ? attributeOf(tag[0], OFFLINE_MARKS.accountLabel) : ''
    const items = giving
      .map((g) => {
        const accountPart = g.account ? `, ${account} <strong ${GIVING_ATTRIBUTE}="account">${escapeHtml(g.account)}</strong>` : ''
        return `<li><a href="${escapeHtml(basePath + g.path)}">${escapeHtml(g.title)}</a>: ${paybill} <strong ${GIVING_ATTRIBUTE}="paybill">${escapeHtml(g.paybill)}</strong>${accountPart}</li>`
      })
      .join('')
    result = insertAfter(result, tag, items)
    result = withoutNote(result, 'giving')
  }
  return result
}
