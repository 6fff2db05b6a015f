/**
 * The proofreading check of one exported page (docs/proofreading.md): what a visitor would read as
 * unfinished. A pure function of the page's HTML; lib/proofread/export.ts runs it over every page.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { attr, childrenOf, clip as clipTo, collapse, isElement } from '../html-tree'
import { PENDING_ATTRIBUTE } from '../content/pending'
import { deadLink } from './links'
import { danglingEnd, markerIn } from './words'

export type FindingKind = 'pending' | 'marker' | 'fragment' | 'dead-link' | 'empty-heading' | 'empty-section'

export type Finding = {
  /** The page, as given (a path below out/). */
  page: string
  kind: FindingKind
  /** A short CSS-like path to the element: `section#visit > div > p.lead`. */
  element: string
  /** What the visitor reads there (text, or `alt="..."`). */
  text: string
  /** Why it is a finding. */
  why: string
}

/**
 * `public`: what deploys, so an element the preview marks (`data-pending`) must not exist at all.
 * `preview`: the editors' build, where every missing fact shows marked; marked elements are skipped,
 * and everything else is held to the same rules.
 */
export type ProofreadMode = 'public' | 'preview'

/** Elements whose text is not read as prose. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noembed'])
/** Text blocks held to ending as a sentence or a phrase does. */
const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figcaption', 'blockquote', 'dd', 'td'])
/** Inside these, text is code or preformatted, not prose. */
const CODE = new Set(['code', 'pre', 'kbd', 'samp'])
/** Blocks nested in a block: their text is their own, not their parent's. */
const NESTED = new Set([
  ...BLOCKS,
  'ul',
  'ol',
  'dl',
  'table',
  'div',
  'section',
  'article',
  'aside',
  'nav',
  'form',
  'figure',
  'details',
  'dt',
])
const HEADINGS = /^h([1-6])$/
/** An outline section ends with the nearest of these that holds its heading. */
const SECTIONING = new Set(['body', 'main', 'section', 'article', 'aside', 'nav', 'dialog', 'header', 'footer'])
/** Elements that are content in themselves, text or not. */
const CONTENT = new Set([
  'img',
  'svg',
  'video',
  'audio',
  'iframe',
  'picture',
  'canvas',
  'object',
  'embed',
  'input',
  'select',
  'textarea',
  'button',
  'meter',
  'progress',
])
/** Attributes a visitor (or a screen reader) reads. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'aria-description', 'title', 'placeholder']
/** Attributes that name a picture, video or caption file. */
const MEDIA_ATTRIBUTES = ['src', 'srcset', 'poster']
/** A generated stand-in file: in a `placeholders/` folder or named `placeholder-...` (content/media/placeholders). */
export const standInFile = (value: string) =>
  /(?:^|\/)placeholders?\/|\/placeholder-[^/\s]*\.[a-z0-9]+\b/i.test(value) &&
  /^\/|^https?:|\.\w{2,4}\b/.test(value.trim())

const STAND_IN = 'a generated stand-in file, not the real picture or video'

/** Head tags whose `content` search results and link previews show. */
const READ_META =
  /^(?:description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/

type Info = { lang: string; ancestors: T.Element[]; pending: boolean; code: boolean }

/** `tag#id.class.class`: what a reader of the finding can find in the page's source. */
const clip = (text: string, max = 160) => clipTo(text, max)

function step(element: T.Element): string {
  const id = attr(element, 'id')
  const classes = (attr(element, 'class') ?? '')
    .split(/\s+/)
    .filter((c) => /^[a-z][a-z0-9-]*$/i.test(c))
    .slice(0, 2)
  const island = attr(element, 'data-island')
  return `${element.tagName}${id ? `#${id}` : ''}${classes.map((c) => `.${c}`).join('')}${island ? `[data-island="${island}"]` : ''}`
}

/** Landmarks a reader finds a finding by, named when the short path does not reach them. */
const LANDMARKS = new Set(['header', 'footer', 'nav', 'main', 'aside', 'dialog', 'section', 'article'])

/**
 * The element and up to three ancestors, stopping at the first with an id; then its nearest landmark or id, if not
 * reached.
 */
function describe(element: T.Element, info: Info): string {
  const steps = [step(element)]
  const above = [...info.ancestors].reverse().filter((a) => !['html', 'body'].includes(a.tagName))
  let reached = attr(element, 'id') !== undefined
  for (const ancestor of above) {
    if (reached || steps.length > 3) break
    steps.unshift(step(ancestor))
    reached = attr(ancestor, 'id') !== undefined
  }
  const anchor = reached
    ? undefined
    : above.slice(steps.length - 1).find((a) => attr(a, 'id') !== undefined || LANDMARKS.has(a.tagName))
  return `${anchor ? `${step(anchor)} … ` : ''}${steps.join(' > ')}`
}

/** Every finding on one page. `page` names it in the findings. */
export function proofreadPage(html: string, page: string, mode: ProofreadMode = 'public'): Finding[] {
  // Without scripting, as a browser without JavaScript reads it: <noscript>'s content is markup too.
  const document = parse(html, { scriptingEnabled: false })
  const infos = new Map<T.Element, Info>()
  const order: Array<T.Element | T.TextNode> = []
  const walk = (node: T.ParentNode, inherited: Info) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) {
        if (child.nodeName === '#text') order.push(child as T.TextNode)
        continue
      }
      const info: Info = {
        lang: attr(child, 'lang') ?? inherited.lang,
        ancestors: [...inherited.ancestors, ...(node.nodeName === '#document' ? [] : [node as T.Element])],
        pending: inherited.pending || attr(child, PENDING_ATTRIBUTE) !== undefined,
        code: inherited.code || CODE.has(child.tagName),
      }
      infos.set(child, info)
      order.push(child)
      if (!NOT_TEXT.has(child.tagName)) walk(child.tagName === 'template' ? (child as T.Template).content : child, info)
    }
  }
  walk(document, { lang: '', ancestors: [], pending: false, code: false })
  const elements = [...infos.keys()]
  const skipped = (info: Info) => mode === 'preview' && info.pending
  const findings: Finding[] = []
  const islandProps: Array<[T.Element, string]> = []
  /** Every text and file the HTML shows: an island's props are checked only for what it does not. */
  const rendered = new Set<string>()
  const report = (kind: FindingKind, element: T.Element, text: string, why: string) =>
    findings.push({ page, kind, element: describe(element, infos.get(element)!), text: clip(collapse(text)), why })

  const textCache = new Map<string, string>()
  const ids = new Map<T.Element, number>()
  /**
   * The element's text as a visitor reads it. `own` leaves out nested blocks (a list inside an item);
   * `alt` counts pictures by their alt text (a heading's name does, a marker check does not: alt texts
   * are checked as attributes, on the picture itself).
   */
  const textOf = (element: T.Element, { own = false, alt = false } = {}): string => {
    if (!ids.has(element)) ids.set(element, ids.size)
    const key = `${ids.get(element)}:${own}:${alt}`
    const cached = textCache.get(key)
    if (cached !== undefined) return cached
    const text = childrenOf(element)
      .map((n) => {
        if (!isElement(n)) return n.nodeName === '#text' ? (n as T.TextNode).value : ''
        // In the preview, what is marked as missing is not read as the page's text.
        if (NOT_TEXT.has(n.tagName) || (own && NESTED.has(n.tagName)) || skipped(infos.get(n)!)) return ''
        if (n.tagName === 'img') return alt ? ` ${attr(n, 'alt') ?? ''} ` : ' '
        if (n.tagName === 'br') return ' '
        return textOf(n, { own, alt })
      })
      .join('')
    textCache.set(key, text)
    return text
  }
  const nameOf = (element: T.Element) => accessibleName(element, (e) => textOf(e, { alt: true }), document)

  // An element the preview marks: it must not be in the public build.
  if (mode === 'public')
    for (const element of elements) {
      const info = infos.get(element)!
      const value = attr(element, PENDING_ATTRIBUTE)
      if (value !== undefined && !info.ancestors.some((a) => attr(a, PENDING_ATTRIBUTE) !== undefined))
        report(
          'pending',
          element,
          collapse(textOf(element)) || attr(element, 'alt') || value,
          `marked ${PENDING_ATTRIBUTE}${value ? ` (${value})` : ''}: a missing fact shown in the public build`,
        )
    }

  for (const element of elements) {
    const info = infos.get(element)!
    if (skipped(info) || NOT_TEXT.has(element.tagName)) continue

    // The marks of a missing fact, reported on the innermost element whose text carries them.
    const marker = markerIn(textOf(element))
    if (
      marker &&
      !childrenOf(element).some(
        (c) => isElement(c) && !NOT_TEXT.has(c.tagName) && !skipped(infos.get(c)!) && markerIn(textOf(c)),
      )
    )
      report('marker', element, textOf(element), `"${marker}" marks a missing fact`)
    let marked = false
    for (const name of READ_ATTRIBUTES) {
      const value = attr(element, name)
      if (value) rendered.add(collapse(value))
      const found = value && markerIn(value)
      if (found) report('marker', element, `${name}="${value}"`, `"${found}" marks a missing fact`)
      marked ||= !!found
    }
    if (element.tagName === 'meta' && READ_META.test(attr(element, 'name') ?? attr(element, 'property') ?? '')) {
      const found = markerIn(attr(element, 'content') ?? '')
      if (found)
        report(
          'marker',
          element,
          `${attr(element, 'name') ?? attr(element, 'property')}: ${attr(element, 'content')}`,
          `"${found}" marks a missing fact`,
        )
    }
    // A generated stand-in picture or video, once per element, when its alt text did not say so already.
    const media = MEDIA_ATTRIBUTES.map((name) => [name, attr(element, name)] as const).filter(
      ([, value]) => value !== undefined,
    )
    for (const [, value] of media) for (const file of value!.split(',')) rendered.add(file.trim().split(' ')[0]!)
    const standIn = media.find(([, value]) => standInFile(value!))
    if (standIn && !marked)
      report('marker', element, `${standIn[0]}="${standIn[1]!.split(',')[0]!.trim().split(' ')[0]}"`, STAND_IN)
    const props = mode === 'public' ? attr(element, 'data-props') : undefined
    if (props) islandProps.push([element, props])

    // A text block that stops mid-sentence.
    if (BLOCKS.has(element.tagName) && !info.code) {
      const text = collapse(textOf(element, { own: true, alt: true }))
      const why = danglingEnd(text, info.lang)
      if (why && !(text.endsWith(':') && introducesList(element, infos)))
        report('fragment', element, text, `stops mid-sentence: ${why}`)
    }

    if ((element.tagName === 'a' || element.tagName === 'area') && attr(element, 'href') !== undefined) {
      const why = deadLink(attr(element, 'href')!)
      if (why)
        report(
          'dead-link',
          element,
          `${collapse(textOf(element)) || attr(element, 'aria-label') || ''} -> ${attr(element, 'href')}`,
          why,
        )
    }

    const isHeading = HEADINGS.test(element.tagName) || attr(element, 'role') === 'heading'
    // In the preview, a heading whose words are still to come holds their mark instead.
    const marksMissing = (e: T.Element): boolean =>
      childrenOf(e).some((c) => isElement(c) && (attr(c, PENDING_ATTRIBUTE) !== undefined || marksMissing(c)))
    if (isHeading && !nameOf(element) && !(mode === 'preview' && marksMissing(element)))
      report('empty-heading', element, '', 'a heading with no text and no accessible name')
  }

  // An island's props: texts and files it may show once it runs (a slide, a dialog) that the page's
  // HTML does not show already (those are reported where they show).
  for (const element of elements) rendered.add(collapse(textOf(element)))
  for (const [element, props] of islandProps)
    for (const text of new Set(
      stringsIn(props).flatMap((t) =>
        standInFile(t) ? t.split(',').map((f) => f.trim().split(' ')[0]!) : [collapse(t)],
      ),
    )) {
      if (rendered.has(text)) continue
      const found = standInFile(text) ? STAND_IN : markerIn(text)
      if (found)
        report('marker', element, `data-props: ${text}`, found === STAND_IN ? found : `"${found}" marks a missing fact`)
    }

  // A heading with nothing under it: no text, picture or control before the next heading of its rank
  // or higher, or before its section ends.
  const position = new Map(order.map((node, i) => [node, i]))
  for (const element of elements) {
    const info = infos.get(element)!
    const rank = rankOf(element)
    if (rank === undefined || skipped(info) || !nameOf(element)) continue
    const section = [...info.ancestors].reverse().find((a) => SECTIONING.has(a.tagName))
    let content = false
    for (let i = position.get(element)! + 1; i < order.length && !content; i++) {
      const node = order[i]!
      const owner = isElement(node) ? node : (node.parentNode as T.Element)
      const ownerInfo = infos.get(owner)
      if (!ownerInfo) continue
      const lineage = isElement(node) ? ownerInfo.ancestors : [...ownerInfo.ancestors, owner]
      if (lineage.includes(element)) continue // the heading's own text
      if (section && node !== section && !lineage.includes(section)) break // its section ended
      if (isElement(node)) {
        const nextRank = rankOf(node)
        if (nextRank !== undefined && nextRank <= rank) break
        if (CONTENT.has(node.tagName) || node.tagName === 'island-root') content = true
      } else if (!NOT_TEXT.has(owner.tagName) && collapse((node as T.TextNode).value)) content = true
    }
    if (!content) report('empty-section', element, collapse(textOf(element)), 'a heading with nothing under it')
  }
  return findings
}

/** A heading's rank (1 for h1), or undefined for anything else. */
function rankOf(element: T.Element): number | undefined {
  const m = HEADINGS.exec(element.tagName)
  if (m) return Number(m[1])
  if (attr(element, 'role') === 'heading') return Number(attr(element, 'aria-level') ?? 2)
  return undefined
}

function accessibleName(element: T.Element, textOf: (e: T.Element) => string, document: T.Document): string {
  const label = attr(element, 'aria-label')?.trim()
  if (label) return label
  const ids = attr(element, 'aria-labelledby')?.split(/\s+/).filter(Boolean) ?? []
  if (ids.length) {
    const named = ids.map((id) => findById(document, id)).filter((e): e is T.Element => !!e)
    const text = collapse(named.map((e) => textOf(e)).join(' '))
    if (text) return text
  }
  return collapse(textOf(element))
}

function findById(node: T.ParentNode, id: string): T.Element | undefined {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue
    if (attr(child, 'id') === id) return child
    const found = findById(child, id)
    if (found) return found
  }
  return undefined
}

/** A block ending in ":" that a list or table follows (or holds): an introduction, not a fragment. */
function introducesList(element: T.Element, infos: Map<T.Element, Info>): boolean {
  const lists = new Set(['ul', 'ol', 'dl', 'table'])
  if (element.childNodes.some((c) => isElement(c) && lists.has(c.tagName))) return true
  const parent = infos.get(element)?.ancestors.at(-1)
  if (!parent) return false
  const siblings = parent.childNodes.filter(isElement)
  const next = siblings[siblings.indexOf(element) + 1]
  return !!next && (lists.has(next.tagName) || next.childNodes.some((c) => isElement(c) && lists.has(c.tagName)))
}

/** Every string value in a JSON text (an island's props); none when it is not JSON. */
function stringsIn(json: string): string[] {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return []
  }
  const out: string[] = []
  const visit = (v: unknown) => {
    if (typeof v === 'string') out.push(v)
    else if (Array.isArray(v)) v.forEach(visit)
    else if (v && typeof v === 'object') Object.values(v).forEach(visit)
  }
  visit(value)
  return out
}
