/**
 * Rules that span files: unique slugs and menu positions, known regions, links that lead somewhere.
 * They run on every file whose YAML could be read, whatever else is wrong in it or elsewhere, so an
 * editor meets every problem in one run. Values are read defensively: a file may have failed its schema.
 */
import type { SourceEntry } from '../source-entry'
import type { Problem } from '../problems'
import { fieldPath } from '../problems'
import { FILE_FOLDERS, localeInfo } from '../../i18n/locales'
import { ICONS_DIR, MANIFEST_FILE, OFFLINE_SLUG, WORKER_FILE } from '../../offline/paths'
import { SEARCH_INDEX_DIR, SEARCH_SLUGS } from '../../search/paths'
import { SHARE_DIR } from '../../share/paths'

/**
 * The names at the site's root that are the site's own, each from its owner: no page, congregation or alias may take
 * one.
 */
export const RESERVED_SLUGS = new Set<string>([
  ...FILE_FOLDERS,
  'sitemap.xml',
  'robots.txt',
  '404',
  // Each language's folder ("sw"); a page's Kiswahili address is its slug under it.
  ...Object.values(localeInfo).flatMap((l) => (l.prefix ? [l.prefix.slice(1)] : [])),
  // The offline support: the page for what this phone has not saved, the app icons, the worker and the manifest.
  OFFLINE_SLUG,
  ICONS_DIR,
  WORKER_FILE,
  MANIFEST_FILE,
  // The search page in each language and the search index.
  ...Object.values(SEARCH_SLUGS),
  SEARCH_INDEX_DIR,
  // The pages' link pictures (docs/sharing.md).
  SHARE_DIR,
])

const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
const at = (entry: SourceEntry, path: PropertyKey[]) => entry.parsed.locate(path) ?? {}

type Claim = { slug: string; entry: SourceEntry; path: PropertyKey[]; what: string }

/** Slugs claimed by pages, congregations and aliases. */
export function slugClaims(entries: SourceEntry[]): Claim[] {
  const claims: Claim[] = []
  for (const entry of entries) {
    const raw = entry.raw
    if (!raw) continue
    if (entry.collection === 'pages' || entry.collection === 'congregations') {
      const slug = str(raw.slug)
      if (slug)
        claims.push({ slug, entry, path: ['slug'], what: entry.collection === 'pages' ? 'page' : 'congregation' })
    }
    if (entry.collection === 'site' && Array.isArray(raw.aliases))
      raw.aliases.forEach((a, i) => {
        const from = str((a as Record<string, unknown> | null)?.from)
        if (from) claims.push({ slug: from, entry, path: ['aliases', i, 'from'], what: 'alias' })
      })
  }
  return claims
}

export function crossCheck(entries: SourceEntry[]): Problem[] {
  const problems: Problem[] = []
  const push = (entry: SourceEntry, path: PropertyKey[], message: string) =>
    problems.push({ file: entry.file, field: fieldPath(path), ...at(entry, path), message })

  // Every slug names one page: report a clash on each file involved, naming the others.
  const bySlug = new Map<string, Claim[]>()
  for (const claim of slugClaims(entries)) bySlug.set(claim.slug, [...(bySlug.get(claim.slug) ?? []), claim])
  for (const [slug, claims] of bySlug) {
    for (const claim of claims) {
      if (RESERVED_SLUGS.has(slug))
        push(claim.entry, claim.path, `"${slug}" is reserved by the site; choose another slug`)
      const others = claims.filter((c) => c !== claim).map((c) => `${c.entry.file} (${c.what})`)
      if (others.length > 0)
        push(
          claim.entry,
          claim.path,
          `"${slug}" is also used by ${others.join(' and ')}; every page needs its own slug`,
        )
    }
  }

  const menu = entries.find((e) => e.collection === 'menu')?.raw
  const regions = Array.isArray(menu?.regions)
    ? menu.regions.filter((r): r is string => typeof r === 'string')
    : undefined
  const congregations = entries.filter((e) => e.collection === 'congregations' && e.raw)
  const positions = new Map<string, SourceEntry[]>()
  for (const c of congregations) {
    const region = str(c.raw!.region)
    if (region && regions && !regions.includes(region))
      push(
        c,
        ['region'],
        `expected one of ${regions.join(', ')} (the regions listed in content/menu.en.mdx), got "${region}"`,
      )
    const order = c.raw!.menuOrder
    if (region && typeof order === 'number') {
      const key = `${region}\u0000${order}`
      positions.set(key, [...(positions.get(key) ?? []), c])
    }
  }
  for (const [key, same] of positions) {
    if (same.length < 2) continue
    const [region, order] = key.split('\u0000')
    for (const c of same) {
      const others = same.filter((o) => o !== c).map((o) => o.file)
      push(
        c,
        ['menuOrder'],
        `${order} is also the menu position of ${others.join(' and ')} in ${region}; give each congregation of a region its own menuOrder`,
      )
    }
  }

  return problems
}
