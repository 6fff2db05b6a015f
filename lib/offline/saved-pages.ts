/**
 * What the offline page lists (docs/offline.md): the pages this phone has saved, in the visitor's
 * language, with their titles, and the giving numbers of the congregations among them. The service
 * worker reads them from its cache of pages; these are the pure steps, on addresses and HTML text.
 */
import { sectionIds } from '../element-ids'
import { localeOfPath, type Locale } from '../i18n/locales'
import { GIVING_ATTRIBUTE } from '../giving/attribute'
import { OFFLINE_SLUG } from './paths'

export type SavedPage = { path: string; title: string }
/** A saved congregation page's paybill (and account), with the moment the page was saved. */
export type SavedGiving = SavedPage & { paybill: string; account?: string; savedAt: number }
/** A saved page as the worker reads it from its cache: its path, its HTML and when it was saved (`SAVED_AT_HEADER`). */
export type SavedEntry = { path: string; html: string; savedAt?: number }

/**
 * The site path of an address of this site (`https://x/ministry/sw/raila/` under `/ministry` -> `/sw/raila/`), or
 * undefined for another site's.
 */
export function sitePath(url: string, origin: string, basePath: string): string | undefined {
  const address = new URL(url)
  if (address.origin !== origin) return undefined
  const { pathname } = address
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined
  return pathname.slice(basePath.length) || '/'
}

/** The path of a page of the site (not a file, not the content manager). */
export function isPagePath(path: string): boolean {
  if (path.startsWith('/_next/') || /^\/admin(\/|$)/.test(path)) return false
  return !/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html')
}

/** A page the offline page may list: a page of the site, but not the offline page or the not-found page. */
export function isListedPage(path: string): boolean {
  if (!isPagePath(path)) return false
  const plain = path.replace(/^\/sw(?=\/|$)/, '') || '/'
  return plain !== `/${OFFLINE_SLUG}/` && plain !== '/404/' && plain !== '/404.html'
}

/** The saved pages of one language among the cache's addresses, each once, in the order saved. */
export function savedPagesOf(urls: string[], locale: Locale, origin: string, basePath: string): string[] {
  const paths = urls.flatMap((url) => {
    const path = sitePath(url, origin, basePath)
    return path !== undefined && isListedPage(path) && localeOfPath(path) === locale ? [path] : []
  })
  return [...new Set(paths)]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text of HTML character references (`&amp;`, `&#x27;`, `&#39;`) as characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
      )
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** A page's title as its own (`Raila congregation`), without the site's name after it. */
export function pageTitle(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  if (title === undefined) return undefined
  const text = decodeEntities(title).trim()
  const cut = text.lastIndexOf(' | ')
  return cut > 0 ? text.slice(0, cut) : text
}

/** The text of the first element in `html` that carries `data-giving="<field>"` and holds text only. */
function givingFact(html: string, field: string): string | undefined {
  const match = new RegExp(`<[a-z]+[^>]*\\s${GIVING_ATTRIBUTE}="${field}"[^>]*>([^<]+)<`).exec(html)
  return match ? decodeEntities(match[1]!).trim() : undefined
}

/**
 * The paybill (and account) a congregation page gives in its giving section, as the page shows them:
 * the guarded facts (`data-giving`) of the section with the giving id. Other pages, and the footer's
 * ministry paybill, give none.
 */
export function givingOf(html: string): { paybill: string; account?: string } | undefined {
  const section = new RegExp(`<section[^>]*\\sid="${sectionIds.giving}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1]
  if (!section) return undefined
  const paybill = givingFact(section, 'paybill')
  if (!paybill || !/^\d+$/.test(paybill)) return undefined
  const account = givingFact(section, 'account')
  return account ? { paybill, account } : { paybill }
}

/**
 * What the offline page lists from the saved pages of its language: each page with its title, and the
 * paybill of each congregation page among them with the moment it was saved (a page without that moment
 * gives none), each list by title.
 */
export function savedLists(entries: SavedEntry[]): { pages: SavedPage[]; giving: SavedGiving[] } {
  const pages: SavedPage[] = []
  const giving: SavedGiving[] = []
  for (const { path, html, savedAt } of entries) {
    const page = { path, title: pageTitle(html) || path }
    pages.push(page)
    const numbers = givingOf(html)
    if (numbers && savedAt !== undefined) giving.push({ ...page, ...numbers, savedAt })
  }
  const byTitle = (a: SavedPage, b: SavedPage) => a.title.localeCompare(b.title)
  return { pages: pages.sort(byTitle), giving: giving.sort(byTitle) }
}
