/**
 * The kind of each page, as the search results name it, its filter holds it and the search page's site
 * index groups it (docs/search.md). Derived from content, so a new page needs nothing more: a
 * congregation is a congregation; the events page lists events; a page under a menu item marked
 * `kind: ministry` or `kind: resource` (content/menu.en.mdx) is one; every other page is a page of the
 * ministry.
 */
import type { MenuItemInput } from '../content/schemas'
import { pathOf } from '../content/routes'
import type { Content } from '../content/types'
import { stripLocale } from '../i18n/locales'

export const SEARCH_KINDS = ['congregation', 'ministry', 'resource', 'event', 'page'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value)
}

/**
 * The page a menu item links to, by its path without a language prefix (`/youth/`, also for the Kiswahili menu's
 * `/sw/youth/`).
 */
export function menuItemPath(item: Pick<MenuItemInput, 'url'>): string | undefined {
  return item.url?.startsWith('/') ? stripLocale(item.url) : undefined
}

/**
 * The kind each menu item gives the page it links to: its own or its nearest parent's `kind`, by path without
 * its language prefix (`/youth/`, also for the Kiswahili menu's `/sw/youth/`), in menu order.
 */
export function menuKinds(
  items: readonly MenuItemInput[],
  inherited?: MenuItemInput['kind'],
): Map<string, NonNullable<MenuItemInput['kind']>> {
  const kinds = new Map<string, NonNullable<MenuItemInput['kind']>>()
  for (const item of items) {
    const kind = item.kind ?? inherited
    const path = menuItemPath(item)
    if (kind && path && !kinds.has(path)) kinds.set(path, kind)
    for (const [path, k] of menuKinds(item.children ?? [], kind)) if (!kinds.has(path)) kinds.set(path, k)
  }
  return kinds
}

/** The kind of every page of the content (the home page included), by its path without a language prefix. */
export function pageKinds(content: Pick<Content, 'menu' | 'pages' | 'congregations'>): Map<string, SearchKind> {
  const fromMenu = menuKinds(content.menu.items)
  const kinds = new Map<string, SearchKind>([['/', 'page']])
  for (const c of content.congregations) kinds.set(pathOf(c.data.slug), 'congregation')
  for (const p of content.pages) {
    const path = pathOf(p.data.slug)
    kinds.set(path, p.data.layout === 'events' ? 'event' : (fromMenu.get(path) ?? 'page'))
  }
  return kinds
}
