/** Every path the site exports, derived from content: pages, congregations and alias redirects. */
import type { CongregationEntry, Content, PageEntry } from './types'

export type Route =
  | { kind: 'page'; slug: string; entry: PageEntry }
  | { kind: 'congregation'; slug: string; entry: CongregationEntry }
  | { kind: 'alias'; slug: string; to: string; file: string }

/** `/church/` for a slug; every exported route is a folder (trailingSlash). */
export function pathOf(slug: string): string {
  return slug ? `/${slug}/` : '/'
}

export function routesOf(content: Content): Route[] {
  return [
    ...content.pages.map((entry): Route => ({ kind: 'page', slug: entry.data.slug, entry })),
    ...content.congregations.map((entry): Route => ({ kind: 'congregation', slug: entry.data.slug, entry })),
    ...content.site.aliases.map((a): Route => ({ kind: 'alias', slug: a.from, to: a.to, file: 'content/site.mdx' })),
  ]
}

export function findRoute(content: Content, slug: string): Route | undefined {
  return routesOf(content).find((r) => r.slug === slug)
}
