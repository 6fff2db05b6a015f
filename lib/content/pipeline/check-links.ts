/**
 * The links check: every page's element ids (what a link's #fragment may name) and every address in
 * the fields and bodies, checked against the pages, aliases and files there are.
 */
import fs from 'node:fs'
import path from 'node:path'
import { congregationAnchors, homeAnchors, pageAnchors } from '../anchors'
import { sectionOutline } from '../congregation-layout'
import { addressesIn, linkProblem, type LinkIndex } from '../links'
import type { BodyCheck } from './mdx-check'
import { fieldPath, type Problem } from '../problems'
import type { SourceEntry } from '../source-entry'
import type { CongregationFrontmatter, HomeFrontmatter, PageFrontmatter } from '../types'

export function linkIndex(root: string, entries: SourceEntry[], bodies: Map<SourceEntry, BodyCheck>): LinkIndex {
  const pages: LinkIndex['pages'] = new Map()
  const aliases = new Set<string>()
  const ids = (e: SourceEntry) => bodies.get(e)?.ids ?? []
  const menu = entries.find((e) => e.collection === 'menu')?.raw
  // The list of churches heads only the regions that have a congregation.
  const used = new Set(
    entries.flatMap((e) =>
      e.collection === 'congregations' && typeof e.raw?.region === 'string' ? [e.raw.region] : [],
    ),
  )
  const regions = Array.isArray(menu?.regions)
    ? menu.regions.filter((r): r is string => typeof r === 'string' && used.has(r))
    : []
  const months = entries.flatMap((e) =>
    e.collection === 'events' && typeof e.raw?.month === 'string' ? [e.raw.month] : [],
  )
  for (const e of entries) {
    const slug = typeof e.raw?.slug === 'string' ? e.raw.slug : undefined
    if (e.collection === 'home')
      pages.set('', e.data ? new Set(homeAnchors(e.data as HomeFrontmatter, ids(e))) : undefined)
    // Without a readable menu the list of churches' region ids is not known.
    const known = e.data && (menu || (e.data as PageFrontmatter).layout !== 'locations')
    if (e.collection === 'pages' && slug)
      pages.set(slug, known ? new Set(pageAnchors(e.data as PageFrontmatter, ids(e), { regions, months })) : undefined)
    if (e.collection === 'congregations' && slug)
      pages.set(
        slug,
        e.data ? new Set(congregationAnchors(sectionOutline(e.data as CongregationFrontmatter), ids(e))) : undefined,
      )
    if (e.collection === 'site' && Array.isArray(e.raw?.aliases))
      for (const a of e.raw.aliases)
        if (typeof (a as { from?: unknown })?.from === 'string') aliases.add((a as { from: string }).from)
  }
  const publicRoot = path.join(root, '..', 'public')
  const fileExists = (sitePath: string) => {
    const decoded = decodeURIComponent(sitePath)
    const [, top, ...rest] = decoded.split('/')
    if (top === 'documents') return fs.existsSync(path.join(root, 'documents', ...rest))
    if (top === 'media') return fs.existsSync(path.join(root, 'media', ...rest))
    return fs.existsSync(path.join(publicRoot, decoded))
  }
  return { pages, aliases, fileExists }
}

export function linkProblems(
  index: LinkIndex,
  entries: SourceEntry[],
  bodies: Map<SourceEntry, BodyCheck>,
  known: Problem[],
): Problem[] {
  const problems: Problem[] = []
  const reported = new Set(known.map((p) => `${p.file}\u0000${p.field}`))
  const bySource = new Map(entries.map((e) => [e.source, e]))
  for (const e of entries) {
    // A translation's links are on its original's page (in the other language).
    const page = bySource.get(e.original) ?? e
    const self = e.collection === 'home' ? '' : typeof page.raw?.slug === 'string' ? page.raw.slug : undefined
    for (const { path: at, href } of addressesIn(e.raw)) {
      const field = fieldPath(at)
      if (reported.has(`${e.file}\u0000${field}`)) continue
      const pagesOnly = e.collection === 'menu' || (e.collection === 'site' && at[0] === 'aliases')
      const problem = linkProblem({ file: e.file, field, ...e.parsed.locate(at), href }, index, { self, pagesOnly })
      if (problem) problems.push(problem)
    }
    for (const link of bodies.get(e)?.links ?? []) {
      const problem = linkProblem(
        { file: e.file, field: '(body)', line: link.line, column: link.column, href: link.href },
        index,
        { self },
      )
      if (problem) problems.push(problem)
    }
  }
  return problems
}
