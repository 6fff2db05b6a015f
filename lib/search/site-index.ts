/**
 * The list of every page of the site in one language, grouped by kind (docs/search.md): what the search
 * page shows under the search, and all it shows without JavaScript. Congregations are grouped by region
 * (in the menu's order of regions), the events page lists its events, and every other page is under its
 * kind in the main menu's order, then by title.
 */
import { listingMonthId, monthOf, upcomingAndPast } from '../content/event-dates'
import { congregationsByRegion } from '../content/menu'
import { pathOf } from '../content/routes'
import type { MenuItemInput } from '../content/schemas'
import type { Content } from '../content/types'
import { menuItemPath, pageKinds, type SearchKind } from './kinds'

/** A link of the list: its title and its path without a language prefix (`/youth/`, `/events/#events-2024-01`). */
export type IndexLink = { title: string; path: string; children?: IndexLink[] }

export type SiteIndex = {
  congregations: { region: string; links: IndexLink[] }[]
  /** The other kinds, each with its pages; a kind without pages is left out. */
  groups: { kind: Exclude<SearchKind, 'congregation'>; links: IndexLink[] }[]
}

/** The paths of the main menu's items (without a language prefix), in menu order (depth first). */
function menuOrder(items: readonly MenuItemInput[]): string[] {
  return items.flatMap((item) => {
    const path = menuItemPath(item)
    return [...(path ? [path] : []), ...menuOrder(item.children ?? [])]
  })
}

const GROUPS = ['ministry', 'resource', 'event', 'page'] as const

export function siteIndex(
  content: Pick<Content, 'menu' | 'home' | 'pages' | 'congregations' | 'events'>,
  today: string,
): SiteIndex {
  const kinds = pageKinds(content)
  const order = menuOrder(content.menu.items)
  const rank = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length)
  // The events as the events page lists them: upcoming ones soonest first, then past ones latest first.
  const { upcoming, past } = upcomingAndPast(content.events, today)
  const upcomingMonths = new Set(upcoming.map((e) => monthOf(e.data)))
  const eventsOn = (path: string) =>
    [...upcoming, ...past].map((e) => ({
      title: e.data.title,
      path: `${path}#${listingMonthId(e.data, today, upcomingMonths)}`,
    }))
  type Listed = { kind: SearchKind; link: IndexLink }
  const home: Listed = { kind: 'page', link: { title: content.home.data.title, path: '/' } }
  const pages = [
    home,
    ...content.pages.map((p): Listed => {
      const path = pathOf(p.data.slug)
      const events = p.data.layout === 'events' ? eventsOn(path) : []
      return {
        kind: kinds.get(path) ?? 'page',
        link: { title: p.data.title, path, ...(events.length ? { children: events } : {}) },
      }
    }),
  ].sort((a, b) => rank(a.link.path) - rank(b.link.path) || a.link.title.localeCompare(b.link.title))
  return {
    congregations: congregationsByRegion(content).map(({ region, congregations }) => ({
      region,
      links: congregations.map((c) => ({ title: c.name, path: pathOf(c.slug) })),
    })),
    groups: GROUPS.map((kind) => ({ kind, links: pages.filter((p) => p.kind === kind).map((p) => p.link) })).filter(
      (g) => g.links.length > 0,
    ),
  }
}
