/** Rules that span files: unique slugs, known regions, links that lead to real pages. */
import type { Content } from './load'
import type { MenuItemInput } from './schemas'
import { fileOf, isKnownPath, routesOf } from './routes'

const reserved = new Set(['_next', 'admin', 'sitemap.xml', 'robots.txt', '404'])

export function crossCheck(content: Content): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const route of routesOf(content)) {
    const file = fileOf(route)
    const where = route.kind === 'alias' ? 'aliases.from' : 'slug'
    const other = seen.get(route.slug)
    if (other) problems.push(`${file}: ${where}: "${route.slug}" is already used by ${other}; every page needs its own slug`)
    else seen.set(route.slug, file)
    if (reserved.has(route.slug)) problems.push(`${file}: ${where}: "${route.slug}" is reserved by the site; choose another slug`)
  }

  content.site.aliases.forEach((alias, i) => {
    if (!isKnownPath(content, alias.to))
      problems.push(`content/site.mdx: aliases[${i}].to: "${alias.to}" is not a page of this site`)
  })

  const regions = content.menu.regions
  for (const c of content.congregations) {
    if (!regions.includes(c.data.region))
      problems.push(`${c.file}: region: expected one of ${regions.join(', ')} (listed in content/menu.mdx), got "${c.data.region}"`)
  }

  const visit = (items: MenuItemInput[], at: string) =>
    items.forEach((item, i) => {
      const here = `${at}[${i}]`
      if (item.url && !isKnownPath(content, item.url))
        problems.push(`content/menu.mdx: ${here}.url: "${item.url}" is not a page of this site; every menu entry must lead to a real page`)
      if (item.children) visit(item.children, `${here}.children`)
    })
  visit(content.menu.items, 'items')
  return problems
}
