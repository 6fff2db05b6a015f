/**
 * Turns one page of Next.js's export into static HTML with islands (docs/islands.md): removes the
 * framework's scripts, their preloads and the page's flight payload (`self.__next_f`), and adds the
 * islands' loader and their CSS. Only what it recognises is removed: anything else
 * stays, so the export's guard test fails on a Next.js upgrade that changes its output.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { attr } from '../../../lib/html-tree'
import { AHEAD_ATTR, CODE_ATTR, ISLAND_TAG } from '../../../lib/islands/markup'
import { ISLANDS_DIR, type IslandBundle } from './bundle'

/** Next.js's own inline scripts: the flight payload, Turbopack's chunk list, React's streaming helpers. */
const NEXT_INLINE_SCRIPT = /self\.__next_f|globalThis\["TURBOPACK"\]|\$R[A-Z]\b|\$RT\b/
const NEXT_CHUNK = /\/_next\/static\/chunks\/[^"]*\.js$/
/** Script types a browser runs; any other (JSON-LD, data blocks) is data. */
export const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript'])

/** Every element below a node, in document order (a template's content included). */
export function* elements(node: T.ParentNode): Generator<T.Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    yield child
    yield* elements(child.tagName === 'template' ? (child as T.Template).content : child)
  }
}

const textOf = (element: T.Element) =>
  element.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('')

/** Whether an element is part of Next.js's client runtime, or was added by an earlier run of this step. */
export function isReplaced(element: T.Element): boolean {
  if (element.tagName === 'script') {
    const src = attr(element, 'src')
    if (src !== undefined) return NEXT_CHUNK.test(src) || src.includes(`/${ISLANDS_DIR}/`)
    return EXECUTABLE_SCRIPT_TYPES.has(attr(element, 'type') ?? '') && NEXT_INLINE_SCRIPT.test(textOf(element))
  }
  if (element.tagName === 'link') {
    const rel = attr(element, 'rel') ?? ''
    const href = attr(element, 'href') ?? ''
    if (href.includes(`/${ISLANDS_DIR}/`)) return true
    const preloadsScript = (rel === 'preload' && attr(element, 'as') === 'script') || rel === 'modulepreload'
    return preloadsScript && NEXT_CHUNK.test(href)
  }
  return false
}

export type ProcessedPage = { html: string; islands: string[]; removed: number }

/** The page without Next.js's runtime, with its islands' files; `url` turns a path below out/ into an address. */
export function withIslands(
  html: string,
  bundle: IslandBundle,
  url: (file: string) => string,
  page = 'page',
): ProcessedPage {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const cuts: Array<[number, number]> = []
  const islands: string[] = []
  const codes: Array<[number, string]> = []
  let head: T.Element | undefined
  for (const element of elements(document)) {
    if (element.tagName === 'head') head = element
    if (element.tagName === ISLAND_TAG) {
      const name = attr(element, 'data-island') ?? ''
      const files = bundle.islands.get(name)
      if (!files)
        throw new Error(
          `${page}: no island is called "${name}" (components/islands/registry.ts has ${[...bundle.islands.keys()].join(', ')})`,
        )
      // The address of its code, which the loader imports, and of what it may fetch ahead: set here, by the build,
      // in place of any other (an earlier run's, or one written into the page by anything else).
      for (const name of [CODE_ATTR, AHEAD_ATTR]) {
        const named = element.sourceCodeLocation?.attrs?.[name]
        if (named)
          cuts.push([
            /\s/.test(html[named.startOffset - 1] ?? '') ? named.startOffset - 1 : named.startOffset,
            named.endOffset,
          ])
      }
      const tagEnd = element.sourceCodeLocation?.startTag?.endOffset
      if (tagEnd === undefined) throw new Error(`${page}: no source position for the ${name} island`)
      const selfClosing = html.slice(tagEnd - 2, tagEnd) === '/>'
      // An island that waits for the visitor names the files the loader may fetch ahead for it (lib/islands/ahead.ts).
      const ahead =
        attr(element, 'data-load') === 'interaction' && files.ahead.length
          ? ` ${AHEAD_ATTR}="${files.ahead.map(url).join(' ')}"`
          : ''
      // An island that is only its early script has no code for the loader.
      if (files.code) codes.push([tagEnd - (selfClosing ? 2 : 1), ` ${CODE_ATTR}="${url(files.code)}"${ahead}`])
      islands.push(name)
    }
    if (!isReplaced(element)) continue
    const at = element.sourceCodeLocation
    if (!at) throw new Error(`${page}: no source position for a <${element.tagName}>`)
    cuts.push([at.startOffset, at.endOffset])
  }
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset
  if (headEnd === undefined) throw new Error(`${page}: no </head>`)

  const used = [...new Set(islands)]
  const styles = [...new Set(used.flatMap((name) => bundle.islands.get(name)!.styles))]
  const early = [...new Set(used.flatMap((name) => bundle.islands.get(name)!.early ?? []))]
  // No preload of island code: the loader fetches it after the first paint (lib/islands/load.ts), so
  // until the page shows, a slow link carries only what the page shows. The islands' early scripts come
  // after the loader, which runs first (modules run in the order of their tags) and so hears them.
  const added = [
    ...styles.map((file) => `<link rel="stylesheet" href="${url(file)}"/>`),
    // Not for a page whose islands are only early scripts: the loader would have nothing to start.
    ...(used.some((name) => bundle.islands.get(name)!.code)
      ? [`<script type="module" src="${url(bundle.loader)}"></script>`]
      : []),
    ...early.map((file) => `<script type="module" src="${url(file)}"></script>`),
  ].join('')

  let result = html
  // From the end, so earlier offsets stay right; the head's end comes after every removed head element.
  const edits: Array<[number, number, string]> = [
    ...cuts.map(([from, to]) => [from, to, ''] as [number, number, string]),
    ...codes.map(([at, text]) => [at, at, text] as [number, number, string]),
    [headEnd, headEnd, added],
  ]
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1])
  for (const [from, to, text] of edits) result = result.slice(0, from) + text + result.slice(to)
  return { html: result, islands: used, removed: cuts.length }
}
