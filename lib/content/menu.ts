/** The navigation tree: content/menu.en.mdx, with the Our Churches branch built from the congregations. */
import type { Content } from './types'
import type { MenuItemInput } from './schemas'
import { pathOf } from './routes'

export type NavItem = { title: string; href?: string; children?: NavItem[] }

export function congregationsByRegion(content: Pick<Content, 'menu' | 'congregations'>) {
  return content.menu.regions
    .map((region) => ({
      region,
      congregations: content.congregations
        .filter((c) => c.data.region === region)
        .map((c) => c.data)
        .sort((a, b) => a.menuOrder - b.menuOrder || a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.congregations.length > 0)
}

export function buildMenu(content: Content): NavItem[] {
  const toNav = (item: MenuItemInput): NavItem => {
    const children = item.congregations
      ? congregationsByRegion(content).map(({ region, congregations }) => ({
          title: region,
          children: congregations.map((c) => ({ title: c.name, href: pathOf(c.slug) })),
        }))
      : item.children?.map(toNav)
    return { title: item.title, ...(item.url ? { href: item.url } : {}), ...(children ? { children } : {}) }
  }
  return content.menu.items.map(toNav)
}
