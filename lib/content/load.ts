/**
 * Reads content/ once: every file's YAML and schema, the rules that span files, every link, every MDX
 * body and every media file are checked in one run, and all problems are reported together. With no
 * problems it returns the content render-ready: typed, with media resolved (see types.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { congregationAnchors, headingId, homeAnchors, pageAnchors } from './anchors'
import { layOutCongregations, sectionOutline } from './congregation-layout'
import { crossCheck } from './cross-check'
import { contentFiles, type ContentFile } from './files'
import { parseFrontmatter } from './frontmatter'
import { addressesIn, linkProblem, type LinkIndex } from './links'
import { checkBody, type BodyCheck } from './mdx-check'
import { checkMedia, resolveDownload, resolveImage, type MediaRef } from './media'
import { ContentError, fieldPath, sortProblems, type Problem } from './problems'
import { CLOCK_TIME_IN_PROSE, collections, TIME_IN_PROSE_MESSAGE } from './schemas'
import type { SourceEntry } from './source-entry'
import type {
  CongregationFrontmatter,
  CongregationRead,
  Content,
  ContentRead,
  Entry,
  EventData,
  Home,
  HomeFrontmatter,
  Menu,
  PageEntry,
  PageFrontmatter,
  PageLayout,
  Site,
  SitePaths,
} from './types'
import { translationProblems } from './translation'
import { localize, type Translation } from './localize'
import { validate } from './validate'
import { hasRealBody, markPending } from './pending'
import { publicView } from './public-view'
import { buildMode } from '../build-mode'
import { defaultLocale, type Locale } from '../i18n/locales'
import { imagesIn, isImageRef } from './walk'

export const CONTENT_ROOT = path.join(process.cwd(), 'content')

/** Collections whose MDX body is shown on a page. */
const WITH_BODY = new Set(['home', 'pages', 'congregations'])

function readEntry(f: ContentFile): SourceEntry {
  return entryFromText(f, fs.readFileSync(f.absolute, 'utf8'))
}

/** A content file's entry from its text, checked against its schema alone (a translation is checked with its original: translation.ts). */
export function entryFromText(f: ContentFile, text: string): SourceEntry {
  const file = `content/${f.source}`
  const parsed = parseFrontmatter(file, text)
  const entry: SourceEntry = {
    file,
    source: f.source,
    collection: f.collection,
    locale: f.locale,
    original: f.original,
    parsed,
    raw: parsed.data,
    data: undefined,
    body: parsed.body,
    bodyLine: parsed.text.slice(0, parsed.text.length - parsed.body.length).split(/\r?\n/).length,
    problems: [...parsed.problems],
  }
  // A translation is checked against its original once every file is read (translation.ts).
  if (parsed.data && f.locale === defaultLocale) {
    const { data, raw, problems } = validate(file, parsed, collections[f.collection].schema)
    entry.data = data
    entry.raw = raw as Record<string, unknown>
    entry.problems.push(...problems)
  }
  return entry
}

/** The paths code links to, from the one page of each layout. */
const pathLayouts: Record<keyof SitePaths, PageLayout> = { churches: 'locations', support: 'support', events: 'events', contact: 'contact' }

function pathProblems(entries: SourceEntry[]): Problem[] {
  const problems: Problem[] = []
  const pages = entries.filter((e) => e.collection === 'pages' && e.raw)
  for (const layout of Object.values(pathLayouts)) {
    const having = pages.filter((p) => p.raw!.layout === layout)
    if (having.length === 0)
      problems.push({ file: 'content/pages', field: '(file)', message: `no page has "layout: ${layout}"; the site links to it, so give exactly one page that layout` })
    if (having.length > 1)
      for (const p of having)
        problems.push({
          file: p.file,
          field: 'layout',
          ...p.parsed.locate(['layout']),
          message: `"${layout}" is also the layout of ${having.filter((o) => o !== p).map((o) => o.file).join(' and ')}; only one page may have it`,
        })
  }
  return problems
}

function bodyProblems(entries: SourceEntry[]): Problem[] {
  return entries
    .filter((e) => !WITH_BODY.has(e.collection) && e.body.trim())
    .map((e) => {
      const text = e.body.trim()
      const line = e.bodyLine + e.body.slice(0, e.body.indexOf(text)).split(/\r?\n/).length - 1
      const where = e.collection === 'events' ? 'put it in "summary", or remove it' : 'remove it (the editing guide says where each text goes)'
      return { file: e.file, field: '(body)', line, column: 1, message: `text below the fields of this file is not shown anywhere; ${where}` }
    })
}

/** A congregation's "Our Church" text (its body) states no time: its times are in `services`. */
function bodyTimeProblems(entries: SourceEntry[]): Problem[] {
  return entries
    .filter((e) => e.collection === 'congregations')
    .flatMap((e) =>
      e.body.split(/\r?\n/).flatMap((text, i) => {
        const found = CLOCK_TIME_IN_PROSE.exec(text)
        return found ? [{ file: e.file, field: '(body)', line: e.bodyLine + i, column: found.index + 1, message: TIME_IN_PROSE_MESSAGE(found[0]) }] : []
      }),
    )
}

function linkIndex(root: string, entries: SourceEntry[], bodies: Map<SourceEntry, BodyCheck>): LinkIndex {
  const pages: LinkIndex['pages'] = new Map()
  const aliases = new Set<string>()
  const ids = (e: SourceEntry) => bodies.get(e)?.ids ?? []
  const menu = entries.find((e) => e.collection === 'menu')?.raw
  // The list of churches heads only the regions that have a congregation.
  const used = new Set(entries.flatMap((e) => (e.collection === 'congregations' && typeof e.raw?.region === 'string' ? [e.raw.region] : [])))
  const regions = Array.isArray(menu?.regions) ? menu.regions.filter((r): r is string => typeof r === 'string' && used.has(r)) : []
  const months = entries.flatMap((e) => (e.collection === 'events' && typeof e.raw?.month === 'string' ? [e.raw.month] : []))
  for (const e of entries) {
    const slug = typeof e.raw?.slug === 'string' ? e.raw.slug : undefined
    if (e.collection === 'home') pages.set('', e.data ? new Set(homeAnchors(e.data as HomeFrontmatter, ids(e))) : undefined)
    // Without a readable menu the list of churches' region ids is not known.
    const known = e.data && (menu || (e.data as PageFrontmatter).layout !== 'locations')
    if (e.collection === 'pages' && slug)
      pages.set(slug, known ? new Set(pageAnchors(e.data as PageFrontmatter, ids(e), { regions, months })) : undefined)
    if (e.collection === 'congregations' && slug)
      pages.set(slug, e.data ? new Set(congregationAnchors(sectionOutline(e.data as CongregationFrontmatter), ids(e))) : undefined)
    if (e.collection === 'site' && Array.isArray(e.raw?.aliases))
      for (const a of e.raw.aliases) if (typeof (a as { from?: unknown })?.from === 'string') aliases.add((a as { from: string }).from)
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

function linkProblems(index: LinkIndex, entries: SourceEntry[], bodies: Map<SourceEntry, BodyCheck>, known: Problem[]): Problem[] {
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
      const problem = linkProblem({ file: e.file, field: '(body)', line: link.line, column: link.column, href: link.href }, index, { self })
      if (problem) problems.push(problem)
    }
  }
  return problems
}

function mediaRefs(entries: SourceEntry[], known: Problem[]): MediaRef[] {
  const reported = new Set(known.map((p) => `${p.file}\u0000${p.field}`))
  const refs: MediaRef[] = []
  const add = (e: SourceEntry, at: PropertyKey[], kind: MediaRef['kind'], file: string) => {
    const field = fieldPath(at)
    if (!reported.has(`${e.file}\u0000${field}`)) refs.push({ file: e.file, field, ...e.parsed.locate(at), kind, path: file })
  }
  for (const e of entries) {
    if (!e.raw) continue
    for (const image of imagesIn(e.raw)) add(e, [...image.path, 'src'], 'image', image.src)
    if (e.collection === 'pages' && Array.isArray(e.raw.downloads))
      e.raw.downloads.forEach((d, i) => {
        const file = (d as { file?: unknown })?.file
        if (typeof file === 'string') add(e, ['downloads', i, 'file'], 'document', file)
      })
    const video = (e.raw.video as { src?: unknown } | undefined)?.src
    if (e.collection === 'home' && typeof video === 'string') add(e, ['video', 'src'], 'video', video)
  }
  return refs
}

/** Program pages' video files are served from public/ as they are. */
function publicFileProblems(root: string, entries: SourceEntry[]): Problem[] {
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

/** Every image and download in validated data, resolved. */
async function resolveMedia<T>(root: string, value: T): Promise<T> {
  if (isImageRef(value)) return (await resolveImage(root, value)) as T
  if (Array.isArray(value)) return (await Promise.all(value.map((v) => resolveMedia(root, v)))) as T
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.file === 'string' && typeof record.label === 'string')
      return resolveDownload(root, record as unknown as Parameters<typeof resolveDownload>[1]) as T
    const entries = await Promise.all(Object.entries(record).map(async ([k, v]) => [k, await resolveMedia(root, v)] as const))
    return Object.fromEntries(entries) as T
  }
  return value
}

async function assemble(root: string, entries: SourceEntry[], index: LinkIndex, bodies: Map<SourceEntry, BodyCheck>): Promise<ContentRead> {
  const resolved = await Promise.all(
    entries.map(async (e) => ({
      file: e.file,
      source: e.source,
      collection: e.collection,
      bodyReal: hasRealBody(e.body),
      bodyIds: bodies.get(e)?.ids ?? [],
      data: markPending(await resolveMedia(root, e.data)),
    })),
  )
  const of = (name: string) => resolved.filter((e) => e.collection === name)
  const entry = <T,>(e: (typeof resolved)[number]): Entry<T> => ({ file: e.file, source: e.source, data: e.data as T, lang: defaultLocale, bodyLang: defaultLocale, bodyReal: e.bodyReal })
  const pages = of('pages').map((e) => {
    const page = entry<PageEntry['data']>(e)
    const blocks = page.data.blocks?.map((b) => ({ ...b, id: headingId(b.heading) }))
    return blocks ? { ...page, data: { ...page.data, blocks } } : page
  })
  const pageWith = (layout: PageLayout) => `/${pages.find((p) => p.data.layout === layout)!.data.slug}/`
  return {
    locale: defaultLocale,
    site: of('site')[0]!.data as Site,
    menu: of('menu')[0]!.data as Menu,
    home: entry<Home>(of('home')[0]!),
    pages,
    events: of('events').map((e) => entry<EventData>(e)),
    congregations: of('congregations').map((e): CongregationRead => ({ ...entry<CongregationRead['data']>(e), bodyIds: e.bodyIds })),
    paths: Object.fromEntries(Object.entries(pathLayouts).map(([key, layout]) => [key, pageWith(layout)])) as SitePaths,
    anchors: Object.fromEntries([...index.pages].map(([slug, ids]) => [slug ? `/${slug}/` : '/', [...(ids ?? [])]])),
  }
}

/** Files already read, by path, kept while they are unchanged (the scaffolder reads the folder once per new file). */
const readCache = new Map<string, { stamp: string; entry: SourceEntry }>()

function readEntryOnce(f: ContentFile): SourceEntry {
  const stat = fs.statSync(f.absolute)
  const stamp = `${stat.mtimeMs}:${stat.size}:${f.source}`
  const cached = readCache.get(f.absolute)
  if (cached?.stamp === stamp) return cached.entry
  const entry = readEntry(f)
  readCache.set(f.absolute, { stamp, entry })
  return entry
}

/** Every content file read and checked against its schema alone (for tools that list values, such as content:todo). */
export function readEntries(root: string = CONTENT_ROOT): { entries: SourceEntry[]; problems: Problem[] } {
  const listed = contentFiles(root)
  return { entries: listed.files.map(readEntryOnce), problems: listed.problems }
}

/** Reads and checks everything (in English, every missing fact kept); never throws for content mistakes, returns them all instead. */
export async function readContent(root: string = CONTENT_ROOT): Promise<{ content?: Content; problems: Problem[] }> {
  const { content, problems } = await readChecked(root)
  return { problems, ...(content ? { content: layOutCongregations(content) } : {}) }
}

/** The content read and checked, with its translations, before any page is laid out. */
async function readChecked(root: string): Promise<{ content?: ContentRead; translations?: Translation[]; problems: Problem[] }> {
  const listed = readEntries(root)
  const entries = listed.entries.filter((e) => e.locale === defaultLocale)
  const translated = listed.entries.filter((e) => e.locale !== defaultLocale)
  const problems: Problem[] = [...listed.problems]
  for (const e of listed.entries) problems.push(...e.problems)
  const originals = new Map(entries.map((e) => [e.source, e]))
  for (const t of translated) problems.push(...translationProblems(t, originals.get(t.original)!))

  const bodies = new Map<SourceEntry, BodyCheck>()
  await Promise.all(
    listed.entries
      // Without its opening --- line a file's fields cannot be told from its body: that one fix comes first.
      .filter((e) => WITH_BODY.has(e.collection) && e.body !== e.parsed.text)
      .map(async (e) => {
        const check = await checkBody(e.file, e.parsed.text)
        bodies.set(e, check)
        problems.push(...check.problems)
      }),
  )
  problems.push(
    ...crossCheck(entries),
    ...pathProblems(entries),
    ...bodyProblems(listed.entries),
    ...bodyTimeProblems(listed.entries),
    ...publicFileProblems(root, entries),
  )
  const index = linkIndex(root, entries, bodies)
  problems.push(...linkProblems(index, listed.entries, bodies, problems))
  problems.push(...(await checkMedia(root, mediaRefs(entries, problems))))
  if (problems.length > 0) return { problems: sortProblems(problems) }
  const translations = translated.map((t): Translation => ({ file: t.file, source: t.source, original: t.original, locale: t.locale, raw: t.raw!, body: t.body.trim() !== '' }))
  return { content: await assemble(root, entries, index, bodies), translations, problems }
}

/** By content folder and build mode. */
const cache = new Map<string, Promise<Record<Locale, Content>>>()

/**
 * The checked, resolved content in a language (English by default): Kiswahili has each file's
 * translation laid over its original, and the original where there is none yet. Rejects with a
 * ContentError listing every problem. Read once per build.
 */
export async function loadContent(root: string = CONTENT_ROOT, locale: Locale = defaultLocale): Promise<Content> {
  const key = `${root}\u0000${buildMode()}`
  let all = cache.get(key)
  if (!all) {
    all = readChecked(root).then(({ content, translations, problems }) => {
      if (!content || !translations) throw new ContentError(problems)
      // The public build leaves out what is not real; the preview keeps it, marked (public-view.ts).
      const view = buildMode() === 'preview' ? (c: ContentRead) => c : publicView
      return { en: layOutCongregations(view(content)), sw: layOutCongregations(view(localize(content, translations, 'sw'))) }
    })
    cache.set(key, all)
  }
  return (await all)[locale]
}
