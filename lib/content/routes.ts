/** Every path the site exports, derived from content: pages, congregations and alias redirects. */
import type { Content, Entry } from './load'
import type { CongregationFrontmatter, PageFrontmatter } from './schemas'

export type Route =
  | { kind: 'page'; slug: string; entry: Entry<PageFrontmatter> }
  | { kind: 'congregation'; slug: string; entry: Entry<CongregationFrontmatter> }
  | { kind: 'alias'; slug: string; to: string; file: string }

/** `/church/` for a slug; every exported route is a folder (trailingSlash). */
export function pathOf(slug: string): string {
  return slug ? `/${slug}/` : '/'
}

export function routesOf(content: Content): Route[] {
  const siteFile = 'content/site.mdx'
  return [
    ...content.pages.map((entry): Route => ({ kind: 'page', slug: entry.data.slug, entry })),
    ...content.congregations.map((entry): Route => ({ kind: 'congregation', slug: entry.data.slug, entry })),
    ...content.site.aliases.map((a): Route => ({ kind: 'alias', slug: a.from, to: a.to, file: siteFile })),
  ]
}

export function fileOf(route: Route): string {
  return route.kind === 'alias' ? route.file : route.entry.file
}

export function findRoute(content: Content, slug: string): Route | undefined {
  return routesOf(content).find((r) => r.slug === slug)
}

/** True when an internal href ("/church/", "/", "/raila/#give") names a page this site exports. */
export function isKnownPath(content: Content, href: string): boolean {
  if (!href.startsWith('/')) return true
  const slug = href.split('#')[0]!.replace(/^\/|\/$/g, '')
  if (slug === '') return true
  return routesOf(content).some((r) => r.slug === slug && r.kind !== 'alias')
}
