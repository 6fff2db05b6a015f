/**
 * Checks no single file's schema can make: one page for each layout the site links to, text below the
 * fields of a file that shows none, a time stated in a congregation's body, a placeholder written wrong as a
 * paragraph of a body, a program's video files.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Problem } from '../problems'
import { CLOCK_TIME_IN_PROSE, TIME_IN_PROSE_MESSAGE } from '../schemas'
import type { SourceEntry } from '../source-entry'
import { misspeltPlaceholder } from './validate'
import type { PageFrontmatter, PageLayout, SitePaths } from '../types'

/** Collections whose MDX body is shown on a page. */
export const WITH_BODY = new Set(['home', 'pages', 'congregations'])

/** The paths code links to, from the one page of each layout. */
export const pathLayouts: Record<keyof SitePaths, PageLayout> = {
  churches: 'locations',
  support: 'support',
  events: 'events',
  contact: 'contact',
}

export function pathProblems(entries: SourceEntry[]): Problem[] {
  const problems: Problem[] = []
  const pages = entries.filter((e) => e.collection === 'pages' && e.raw)
  for (const layout of Object.values(pathLayouts)) {
    const having = pages.filter((p) => p.raw!.layout === layout)
    if (having.length === 0)
      problems.push({
        file: 'content/pages',
        field: '(file)',
        message: `no page has "layout: ${layout}"; the site links to it, so give exactly one page that layout`,
      })
    if (having.length > 1)
      for (const p of having)
        problems.push({
          file: p.file,
          field: 'layout',
          ...p.parsed.locate(['layout']),
          message: `"${layout}" is also the layout of ${having
            .filter((o) => o !== p)
            .map((o) => o.file)
            .join(' and ')}; only one page may have it`,
        })
  }
  return problems
}

export function bodyProblems(entries: SourceEntry[]): Problem[] {
  return entries
    .filter((e) => !WITH_BODY.has(e.collection) && e.body.trim())
    .map((e) => {
      const text = e.body.trim()
      const line = e.bodyLine + e.body.slice(0, e.body.indexOf(text)).split(/\r?\n/).length - 1
      const where =
        e.collection === 'events'
          ? 'put it in "summary", or remove it'
          : 'remove it (the editing guide says where each text goes)'
      return {
        file: e.file,
        field: '(body)',
        line,
        column: 1,
        message: `text below the fields of this file is not shown anywhere; ${where}`,
      }
    })
}

/** A congregation's "Our Church" text (its body) states no time: its times are in `services`. */
export function bodyTimeProblems(entries: SourceEntry[]): Problem[] {
  return entries
    .filter((e) => e.collection === 'congregations')
    .flatMap((e) =>
      e.body.split(/\r?\n/).flatMap((text, i) => {
        const found = CLOCK_TIME_IN_PROSE.exec(text)
        return found
          ? [
              {
                file: e.file,
                field: '(body)',
                line: e.bodyLine + i,
                column: found.index + 1,
                message: TIME_IN_PROSE_MESSAGE(found[0]),
              },
            ]
          : []
      }),
    )
}

/**
 * A paragraph of a body written as a near miss of a placeholder (`TODO:x`, `todo: x`): the site would show
 * it as text, so it is reported with the fix, as the same slip in a field is (validate.ts).
 */
export function bodyPlaceholderProblems(entries: SourceEntry[]): Problem[] {
  return entries
    .filter((e) => WITH_BODY.has(e.collection))
    .flatMap((e) =>
      e.body.split(/\r?\n/).flatMap((text, i) => {
        const fixed = misspeltPlaceholder(text.trim())
        return fixed
          ? [
              {
                file: e.file,
                field: '(body)',
                line: e.bodyLine + i,
                column: text.indexOf(text.trim()) + 1,
                message: `a placeholder must be written exactly as "TODO: what is missing"; write "${fixed}"`,
              },
            ]
          : []
      }),
    )
}

/** Program pages' video files are served from public/ as they are. */
export function publicFileProblems(root: string, entries: SourceEntry[]): Problem[] {
  const problems: Problem[] = []
  for (const e of entries) {
    const video = (e.data as PageFrontmatter | undefined)?.program?.video
    if (e.collection !== 'pages' || !video) continue
    for (const field of ['src', 'captions'] as const)
      if (!fs.existsSync(path.join(root, '..', 'public', video[field])))
        problems.push({
          file: e.file,
          field: `program.video.${field}`,
          ...e.parsed.locate(['program', 'video', field]),
          message: `no file at public${video[field]}; add the file or correct the path`,
        })
  }
  return problems
}
