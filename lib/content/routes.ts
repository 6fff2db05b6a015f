/** Every path the site exports, derived from content: pages, congregations and alias redirects. */
import { localeInfo, localePath, locales } from '../i18n/locales'
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
    ...content.site.aliases.map((a): Route => ({ kind: 'alias', slug: a.from, to: a.to, file: 'content/site.en.mdx' })),
  ]
}

export function findRoute(content: Content, slug: string): Route | undefined {
  return routesOf(content).find((r) => r.slug === slug)
}

/** The alias paths in every language: `about` -> `/who-we-are/` also serves `sw/about` -> `/sw/who-we-are/`. */
export function aliasesInEveryLanguage(
  aliases: readonly { from: string; to: string }[],
): { from: string; to: string }[] {
  return locales.flatMap((l) =>
    aliases.map((a) => ({
      from: `${localeInfo[l].prefix.slice(1)}${localeInfo[l].prefix ? '/' : ''}${a.from}`,
      to: localePath(l, a.to),
    })),
  )
}
