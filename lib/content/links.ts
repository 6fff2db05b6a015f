/**
 * Link rules for everything an editor writes (MDX bodies, frontmatter addresses, site settings, the
 * menu): an internal link leads to a page, an alias, a document or a media file of this site, and its
 * `#fragment` to an id that page has; an external link is https (or mailto:, tel:, WhatsApp).
 */
import { BODY_ID_PREFIX, messages } from './body-rules.mjs'
import type { Problem } from './problems'
import { looksLikePlaceholder } from './schemas'
import { collect, type FieldPath } from './walk'

export type LinkRef = { file: string; field: string; line?: number; column?: number; href: string }

export type LinkIndex = {
  /**
   * Slug ('' for the home page) -> the ids that page has, or undefined when they are not known (its file has problems).
   */
  pages: Map<string, Set<string> | undefined>
  aliases: Set<string>
  /** Does a file exist at this site path (`/documents/by-laws.pdf`, `/media-static/x/video.mp4`)? */
  fileExists: (sitePath: string) => boolean
}

/** Frontmatter fields that hold an address. */
export const ADDRESS_FIELDS = new Set(['url', 'supportUrl', 'embedUrl', 'linkUrl', 'to'])

/** Every address in a file's frontmatter, with its field path. */
export function addressesIn(value: unknown): { path: FieldPath; href: string }[] {
  return collect(value, (v, path) => {
    const field = path.at(-1)
    return typeof v === 'string' && typeof field === 'string' && ADDRESS_FIELDS.has(field)
      ? [{ path, href: v }]
      : undefined
  })
}

const slugOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '')

function listIds(ids: Set<string>): string {
  const shown = [...ids].slice(0, 8).map((id) => `#${id}`)
  return shown.length ? `; it has ${shown.join(', ')}${ids.size > shown.length ? ', ...' : ''}` : ''
}

/**
 * The problem with one link, or undefined. `self` is the slug of the page the link is on, for `#id`
 * links; `pagesOnly` is for the menu and alias targets, which must lead straight to a page.
 */
export function linkProblem(
  ref: LinkRef,
  index: LinkIndex,
  options: { self?: string; pagesOnly?: boolean } = {},
): Problem | undefined {
  const { href } = ref
  const problem = (message: string): Problem => ({
    file: ref.file,
    field: ref.field,
    line: ref.line,
    column: ref.column,
    message,
  })
  // The schema says where a "TODO: ..." may stand in for an address; the check reports one written wrong (validate.ts).
  if (looksLikePlaceholder(href)) return undefined
  if (/^(https:\/\/\S+|mailto:\S+@\S+|tel:\+?[\d\s-]+|whatsapp:\/\/\S+|sms:\S+)$/.test(href)) return undefined
  if (/^http:\/\//.test(href))
    return problem(`"${href}" is not a secure address; write it with https:// (${href.replace(/^http:/, 'https:')})`)
  if (/^(www\.|[a-z0-9-]+\.[a-z]{2,}\/?)/i.test(href)) return problem(messages.www(href))
  if (href.startsWith('#')) {
    if (options.self === undefined) return problem(`"${href}" needs the page it is on: write "/<slug>/${href}"`)
    return fragmentProblem(href.slice(1), options.self, href, index, problem)
  }
  if (!href.startsWith('/')) return problem(messages.relative(href))
  const [pathname, fragment] = href.split('#') as [string, string | undefined]
  const clean = pathname.split('?')[0]!
  if (/\.[a-z0-9]+$/i.test(clean)) {
    if (!index.fileExists(clean))
      return problem(`"${href}" is not a file of this site; check the name against content/documents or content/media`)
    return undefined
  }
  const slug = slugOf(clean)
  if (index.aliases.has(slug)) {
    if (options.pagesOnly)
      return problem(`"${href}" is an alias that only forwards to another page; link to that page directly`)
    return undefined
  }
  if (!index.pages.has(slug))
    return problem(`"${href}" is not a page of this site; use the slug of an existing page, e.g. "/church/"`)
  return fragment ? fragmentProblem(fragment, slug, href, index, problem) : undefined
}

function fragmentProblem(
  id: string,
  slug: string,
  href: string,
  index: LinkIndex,
  problem: (m: string) => Problem,
): Problem | undefined {
  const ids = index.pages.get(slug)
  if (!ids || ids.has(id)) return undefined
  // A heading in a page's text: its id has the prefix that keeps it apart from the page's own sections.
  if (ids.has(`${BODY_ID_PREFIX}${id}`))
    return problem(
      `"${href}": the id of a heading in a page's text starts with "${BODY_ID_PREFIX}"; write "${href.replace(`#${id}`, `#${BODY_ID_PREFIX}${id}`)}"`,
    )
  return problem(
    `"${href}" leads to a part of the page that does not exist: /${slug}${slug ? '/' : ''} has no "#${id}"${listIds(ids)}`,
  )
}
