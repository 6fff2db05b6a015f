/**
 * The checked content made render-ready: media resolved (image sizes and variants, document sizes),
 * every "TODO: ..." value a Pending, entries typed by collection, block ids and the paths code links to.
 */
import { headingId } from '../anchors'
import type { LinkIndex } from '../links'
import type { BodyCheck } from './mdx-check'
import { resolveDownload, resolveImage } from '../media'
import { hasRealBody, markPending } from '../pending'
import type { SourceEntry } from '../source-entry'
import type {
  CongregationRead,
  ContentRead,
  Entry,
  EventData,
  Home,
  Menu,
  PageEntry,
  PageLayout,
  Site,
  SitePaths,
} from '../types'
import { defaultLocale } from '../../i18n/locales'
import { isImageRef } from '../walk'
import { pathLayouts } from './check-rules'

/** Every image and download in validated data, resolved. */
async function resolveMedia<T>(root: string, value: T): Promise<T> {
  if (isImageRef(value)) return (await resolveImage(root, value)) as T
  if (Array.isArray(value)) return (await Promise.all(value.map((v) => resolveMedia(root, v)))) as T
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.file === 'string' && typeof record.label === 'string')
      return resolveDownload(root, record as unknown as Parameters<typeof resolveDownload>[1]) as T
    const entries = await Promise.all(
      Object.entries(record).map(async ([k, v]) => [k, await resolveMedia(root, v)] as const),
    )
    return Object.fromEntries(entries) as T
  }
  return value
}

export async function assemble(
  root: string,
  entries: SourceEntry[],
  index: LinkIndex,
  bodies: Map<SourceEntry, BodyCheck>,
): Promise<ContentRead> {
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
  const entry = <T>(e: (typeof resolved)[number]): Entry<T> => ({
    file: e.file,
    source: e.source,
    data: e.data as T,
    lang: defaultLocale,
    bodyLang: defaultLocale,
    bodyReal: e.bodyReal,
  })
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
    congregations: of('congregations').map((e): CongregationRead => ({
      ...entry<CongregationRead['data']>(e),
      bodyIds: e.bodyIds,
    })),
    paths: Object.fromEntries(Object.entries(pathLayouts).map(([key, layout]) => [key, pageWith(layout)])) as SitePaths,
    anchors: Object.fromEntries([...index.pages].map(([slug, ids]) => [slug ? `/${slug}/` : '/', [...(ids ?? [])]])),
  }
}
