/**
 * Reads content/ with gray-matter and validates every file's frontmatter against its
 * collection's schema. Problems are collected across all files, then reported together.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { z } from 'zod'
import {
  collections,
  type CongregationFrontmatter,
  type EventFrontmatter,
  type HomeFrontmatter,
  type Menu,
  type PageFrontmatter,
  type Site,
} from './schemas'
import { ContentError, formatIssue } from './problems'
import { crossCheck } from './cross-check'

export const CONTENT_ROOT = path.join(process.cwd(), 'content')

export type Entry<T> = {
  /** Path an editor recognises, e.g. `content/pages/history.mdx`. */
  file: string
  /** Path inside the content folder, e.g. `pages/history.mdx`; used to import the MDX body. */
  source: string
  data: T
}

export type Content = {
  site: Site
  menu: Menu
  home: Entry<HomeFrontmatter>
  pages: Entry<PageFrontmatter>[]
  events: Entry<EventFrontmatter>[]
  congregations: Entry<CongregationFrontmatter>[]
  /** Files of the other collections (settings and menu), for checks that span every file. */
  extra: Entry<unknown>[]
}

type CollectionName = keyof typeof collections

function displayPath(absolute: string): string {
  return path.relative(process.cwd(), absolute).split(path.sep).join('/')
}

function listMdx(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => {
      const full = path.join(dir, d.name)
      if (d.isDirectory()) return listMdx(full)
      return d.name.endsWith('.mdx') ? [full] : []
    })
    .sort()
}

/** Which collection a file belongs to, from its place in content/. */
function collectionOf(source: string): CollectionName | undefined {
  for (const [name, { pattern }] of Object.entries(collections)) {
    const [folder, file] = pattern.includes('/') ? pattern.split('/') : ['', pattern]
    const [srcFolder, srcFile] = source.includes('/') ? [path.posix.dirname(source), path.posix.basename(source)] : ['', source]
    if (folder !== srcFolder) continue
    if (file === '*.mdx' || file === srcFile) return name as CollectionName
  }
  return undefined
}

function parseFrontmatter(absolute: string, schema: z.ZodType, problems: string[]): unknown {
  const file = displayPath(absolute)
  let data: Record<string, unknown>
  try {
    // Passing options turns off gray-matter's cache, so an edited file is always re-read.
    data = matter(fs.readFileSync(absolute, 'utf8'), {}).data
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark
    const where = mark ? ` at line ${mark.line + 2}, column ${mark.column + 1}` : ''
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0]
    problems.push(`${file}: frontmatter: YAML syntax error${where}: ${reason} (check indentation, colons and quotes)`)
    return undefined
  }
  const result = schema.safeParse(data, { reportInput: true })
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(...formatIssue(file, issue))
    return undefined
  }
  return result.data
}

/** Reads and checks everything; never throws for content mistakes, returns them instead. */
export function readContent(root: string = CONTENT_ROOT): { content?: Content; problems: string[] } {
  const problems: string[] = []
  const found = Object.fromEntries(Object.keys(collections).map((name) => [name, []])) as unknown as Record<
    CollectionName,
    Entry<unknown>[]
  >

  for (const absolute of listMdx(root)) {
    const source = path.relative(root, absolute).split(path.sep).join('/')
    const name = collectionOf(source)
    if (!name) {
      problems.push(
        `${displayPath(absolute)}: (file): not part of any collection; move it into pages/, events/ or congregations/ (see the editing guide)`,
      )
      continue
    }
    const data = parseFrontmatter(absolute, collections[name].schema, problems)
    if (data !== undefined) found[name].push({ file: displayPath(absolute), source, data })
  }

  for (const single of ['site', 'menu', 'home'] as const) {
    const expected = displayPath(path.join(root, collections[single].pattern))
    const parsedOrBroken = found[single].length > 0 || problems.some((p) => p.startsWith(`${expected}:`))
    if (!parsedOrBroken) problems.push(`${expected}: (file): is missing; the site needs it`)
  }
  if (problems.length > 0) return { problems }

  const content: Content = {
    site: found.site[0]!.data as Site,
    menu: found.menu[0]!.data as Menu,
    home: found.home[0] as Entry<HomeFrontmatter>,
    pages: found.pages as Entry<PageFrontmatter>[],
    events: found.events as Entry<EventFrontmatter>[],
    congregations: found.congregations as Entry<CongregationFrontmatter>[],
    extra: [...found.site, ...found.menu],
  }
  problems.push(...crossCheck(content, root))
  return problems.length > 0 ? { problems } : { content, problems }
}

const cache = new Map<string, Content>()

/** The validated content; throws a ContentError listing every problem. Read once per build. */
export function loadContent(root: string = CONTENT_ROOT): Content {
  const cached = cache.get(root)
  if (cached) return cached
  const { content, problems } = readContent(root)
  if (!content) throw new ContentError(problems)
  cache.set(root, content)
  return content
}
