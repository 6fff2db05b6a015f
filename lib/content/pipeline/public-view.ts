/**
 * What the public build leaves out while a fact is missing: the rules, in one place. The preview keeps
 * everything (each missing fact marked in place); the public site shows only what is real, and nothing
 * that points at what it left out. A missing text inside something that stays (a bio, a phone number)
 * simply does not show (components/site/Pending.tsx); here are the rules that take away whole things:
 *
 * - a person (leader, volunteer, testimonial) without a name, or a testimonial without its words;
 * - a link whose address is pending (social pages) and a download that is a generated stand-in;
 * - a photo of a gallery that is a generated stand-in, and the gallery when none is left;
 * - a hero slide with neither its text nor services to show, and the hero when no slide is left
 *   (the page opens with its title banner);
 * - a page block whose text and list are all missing, and a list item that is missing;
 * - a section with nothing left to show (a congregation's leaders), with its links in the top bar,
 *   footer and language switch: the page is laid out from what is left (congregation-layout.ts).
 *
 * The predicates below decide what stays; scripts/editors/unlocks.ts says the same rules in words (what the public site
 * leaves out until a missing fact is supplied), for content:todo and the office's sheet.
 */
import { GALLERY_ID, programSectionIds } from '../../element-ids'
import { isPending, real, type Pending } from '../pending'
import type { CongregationRead, ContentRead, PageData, Site } from '../types'

type Item = { pending?: Pending }

/**
 * An item of a list that stays: real, and not marked pending (a stand-in photo, a link whose address is to come, a
 * stand-in download).
 */
export function isRealItem(item: unknown): boolean {
  return !isPending(item) && !(item as Item | undefined)?.pending
}

/** Keeps the items that are real; `undefined` where none is left, so the part that lists them goes too. */
export function realItems<T>(
  items: readonly T[] | undefined,
  keep: (item: T) => boolean = isRealItem,
): T[] | undefined {
  const kept = items?.filter(keep)
  return kept && kept.length > 0 ? kept : undefined
}

/** A person (leader, volunteer) shows with a name. */
export const isNamed = (person: { name: unknown }): boolean => !isPending(person.name)

/** A testimonial shows with its author's name and its words. */
export const testimonialShows = (t: { name: unknown; quote: unknown }): boolean => isNamed(t) && !isPending(t.quote)

/** A page block shows with a real text or a real item in its list. */
export const blockShows = (b: { text?: unknown; list?: readonly unknown[] | undefined }): boolean =>
  real(b.text) !== undefined || realItems(b.list) !== undefined

/** A hero slide shows with its text or with services whose times it shows. */
export const heroSlideShows = (s: { body?: unknown; services?: readonly unknown[] | undefined }): boolean =>
  real(s.body) !== undefined || (s.services?.length ?? 0) > 0

/** A program page's volunteers section shows while it has a volunteer or a photo left. */
export const volunteersShow = (v: { items: readonly unknown[]; photos: readonly unknown[] }): boolean =>
  v.items.length > 0 || v.photos.length > 0

function publicSite(site: Site): Site {
  return { ...site, socials: realItems(site.socials) ?? [] }
}

function publicPage(page: PageData): PageData {
  const blocks = realItems(
    page.blocks?.map((b) => ({ ...b, list: realItems(b.list) })),
    blockShows,
  )
  const leaders = realItems(
    page.leaders?.filter(isNamed).map((l) => ({ ...l, socials: realItems(l.socials) })),
    () => true,
  )
  const program = page.program && {
    ...page.program,
    volunteers: {
      ...page.program.volunteers,
      items: page.program.volunteers.items.filter(isNamed),
      photos: realItems(page.program.volunteers.photos) ?? [],
    },
    testimonials: { ...page.program.testimonials, items: page.program.testimonials.items.filter(testimonialShows) },
  }
  return {
    ...page,
    blocks,
    leaders,
    downloads: realItems(page.downloads),
    gallery: realItems(page.gallery),
    ...(program ? { program } : {}),
  } as PageData
}

/**
 * Whether a congregation's About section has anything real: its text, founding year, members, a real photo, or a body
 * beyond placeholders.
 */
export function aboutShows(
  about: { aboutUs: unknown; members?: unknown; gallery?: readonly unknown[] },
  founded: unknown,
  bodyReal: boolean,
): boolean {
  return (
    !isPending(about.aboutUs) ||
    (about.members !== undefined && !isPending(about.members)) ||
    (founded !== undefined && !isPending(founded)) ||
    (about.gallery?.length ?? 0) > 0 ||
    bodyReal
  )
}

function publicCongregation(entry: CongregationRead): CongregationRead {
  const { about, ...c } = entry.data
  const gallery = realItems(about?.gallery)
  const shownAbout = about && { ...about, gallery }
  // A section left with nothing is left out when the page is laid out (congregation-layout.ts), with its links.
  const data = {
    ...c,
    heroSlides: realItems(c.heroSlides, heroSlideShows),
    leaders: realItems(c.leaders?.filter(isNamed), () => true),
    ...(shownAbout && aboutShows(shownAbout, c.founded, entry.bodyReal) ? { about: shownAbout } : {}),
  }
  return { ...entry, data }
}

/** A program page's sections left without anything real. */
function emptyProgramSections(page: PageData): string[] {
  if (!page.program) return []
  const { volunteers, testimonials } = page.program
  return [
    ...(volunteersShow(volunteers) ? [] : [programSectionIds.volunteers]),
    ...(testimonials.items.length === 0 ? [programSectionIds.testimonials] : []),
  ]
}

/**
 * Whether a content page (layout standard) has anything real to show: an intro, a block, a person, a document, a photo,
 * a link card or a body beyond placeholders.
 */
export function pageShows(page: PageData, bodyReal: boolean): boolean {
  if (page.layout !== 'standard') return true
  return (
    real(page.intro) !== undefined ||
    [page.blocks, page.leaders, page.downloads, page.gallery, page.links].some((items) => (items?.length ?? 0) > 0) ||
    bodyReal
  )
}

type MenuItem = ContentRead['menu']['items'][number]

/** The menu without items that lead to a page left out (and without a submenu left empty). */
function menuWithout(items: readonly MenuItem[], gone: (url: string) => boolean): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.url && gone(item.url)) return []
    const children = item.children && menuWithout(item.children, gone)
    if (item.children && !children?.length && !item.url && !item.congregations) return []
    return [{ ...item, ...(children ? { children } : {}) }]
  })
}

/** The content as the public build shows it. */
export function publicView(content: ContentRead): ContentRead {
  const congregations = content.congregations.map(publicCongregation)
  const allPages = content.pages.map((p) => ({ ...p, data: publicPage(p.data) }))
  // A page with nothing real is left out, with its menu item, aliases and anchors (routes and the sitemap read the
  // pages).
  const shown = allPages.map((p) => pageShows(p.data, p.bodyReal))
  const goneSlugs = allPages.filter((_, i) => !shown[i]).map((p) => p.data.slug)
  const leadsToGone = (url: string) => goneSlugs.some((slug) => url.split('#')[0]!.endsWith(`/${slug}/`))
  const pages = allPages.filter((_, i) => shown[i])
  const anchors = Object.fromEntries(Object.entries(content.anchors).filter(([path]) => !leadsToGone(path)))
  for (const [i, page] of allPages.entries()) {
    const path = Object.keys(anchors).find((p) => p.endsWith(`/${page.data.slug}/`))
    const kept = new Set((page.data.blocks ?? []).map((b) => b.id))
    const droppedBlocks = (content.pages[i]!.data.blocks ?? []).map((b) => b.id).filter((id) => !kept.has(id))
    const gone = new Set([
      ...emptyProgramSections(page.data),
      ...(page.data.gallery ? [] : [GALLERY_ID]),
      ...droppedBlocks,
    ])
    if (path) anchors[path] = anchors[path]!.filter((id) => !gone.has(id))
  }
  const site = publicSite(content.site)
  return {
    ...content,
    site: { ...site, aliases: site.aliases.filter((a) => !leadsToGone(a.to)) },
    menu: { ...content.menu, items: menuWithout(content.menu.items, leadsToGone) },
    pages,
    congregations,
    anchors,
  }
}
