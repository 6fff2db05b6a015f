/**
 * Compiles a content file's MDX body with the build's own MDX pipeline (remark-frontmatter, remark-gfm,
 * rehype-slug with its prefix, as in next.config.mjs) before the build, so a mistake in the text is reported in
 * an editor's words with its line and column. What a body may hold is body-rules.mjs, the same rules the build's
 * guard applies (remark-body-rules.mjs). Also collects what the link check needs: every link the body writes
 * and every element id it produces.
 */
import { BODY_ID_PREFIX, bodyRuleProblems, hrefProblem, type MdNode } from '../body-rules.mjs'
import type { Problem } from '../problems'

export type BodyLink = {
  href: string
  line: number
  column: number
  /** The link's own words. */
  words: string
  /** The words around it: its paragraph, list item or table cell, and the heading above it. */
  around: string
}
export type BodyCheck = {
  problems: Problem[]
  /** Every link target written in the body that the body rules allow, with its place in the file. */
  links: BodyLink[]
  /** Every element id the body produces: its headings' (rehype-slug, prefixed with BODY_ID_PREFIX). */
  ids: string[]
}

type Place = { line: number; column: number }
type Node = {
  type: string
  name?: string | null
  url?: string
  value?: string
  position?: { start: Place }
  attributes?: { type: string; name?: string; value?: unknown }[]
  properties?: Record<string, unknown>
  data?: { estree?: { body: unknown[] } }
  children?: Node[]
}

/** What the compiled body collects; set per file before each run (the processor is reused). */
let found: { links: BodyLink[]; ids: string[]; problems: Omit<Problem, 'file'>[] } = {
  links: [],
  ids: [],
  problems: [],
}

const at = (node: Node): Place => node.position?.start ?? { line: 1, column: 1 }

function attribute(node: Node, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof attr?.value === 'string' ? attr.value : undefined
}

/** A node's words, as a reader reads them. */
const wordsOf = (node: Node): string =>
  typeof node.value === 'string' && node.type !== 'mdxjsEsm'
    ? node.value
    : `${(node as { alt?: string }).alt ?? ''}${(node.children ?? []).map(wordsOf).join('')}`

/** The blocks whose words are a link's surroundings, in Markdown and as tags. */
const BLOCKS = new Set(['paragraph', 'listItem', 'tableCell', 'tableRow', 'heading'])
const BLOCK_TAGS = new Set(['p', 'li', 'td', 'th', 'tr', 'dd', 'dt', 'blockquote', 'caption'])

/** The words of reference links (`[Give][1]`), by their label, for the definition (`[1]: https://...`) they use. */
let references = new Map<string, string>()
/** The definitions found, by label, to be given the words of the references that use them. */
let definitions: { label: string; link: BodyLink }[] = []
const labelOf = (node: Node) => String((node as { identifier?: string }).identifier ?? '').toLowerCase()

/** Every link the rules allow, with its words, its block's words and the heading above it. */
function collectLinks(node: Node, block: string, heading: { text: string }) {
  if (node.type === 'linkReference')
    references.set(
      labelOf(node),
      `${references.get(labelOf(node)) ?? ''} ${heading.text} \n ${wordsOf(node)} \n ${block}`,
    )
  const isBlock = BLOCKS.has(node.type) || (node.type.startsWith('mdxJsx') && BLOCK_TAGS.has(node.name ?? ''))
  const around = isBlock ? wordsOf(node) : block
  const href =
    node.type === 'link' || node.type === 'definition'
      ? node.url
      : node.name === 'a' && node.type.startsWith('mdxJsx')
        ? attribute(node, 'href')
        : undefined
  // An address the rules refuse is reported once, by them.
  if (href !== undefined && hrefProblem(href) === undefined) {
    const title = node.type.startsWith('mdxJsx') ? attribute(node, 'title') : (node as { title?: string }).title
    const link = {
      href,
      ...at(node),
      words: `${wordsOf(node)} ${title ?? ''}`.trim(),
      around: `${heading.text} \n ${around}`,
    }
    found.links.push(link)
    if (node.type === 'definition') definitions.push({ label: labelOf(node), link })
  }
  for (const child of node.children ?? []) {
    collectLinks(child, around, heading)
    if (child.type === 'heading' || /^h[1-6]$/.test(child.name ?? '')) heading.text = wordsOf(child)
  }
}

/** What a body must not hold (body-rules.mjs), and its links that the rules allow, for the link check. */
function remarkCollect() {
  return (tree: Node) => {
    found.problems.push(...bodyRuleProblems(tree as MdNode).map((p) => ({ field: '(body)', ...p })))
    references = new Map()
    definitions = []
    collectLinks(tree, '', { text: '' })
    // A definition's words are those of the links that use it.
    for (const { label, link } of definitions) link.words = `${link.words} ${references.get(label) ?? ''}`.trim()
  }
}

/** Heading ids, after rehype-slug has given them. */
function rehypeCollect() {
  return (tree: Node) => {
    visit(tree as never, (node: Node) => {
      const id = node.properties?.id
      if (node.type === 'element' && typeof id === 'string') found.ids.push(id)
    })
  }
}

type Visit = (tree: never, visitor: (node: Node) => void) => void
let visit: Visit

/**
 * The MDX pipeline, made once. Its packages are ES modules only, so they are imported here (scripts run as CommonJS).
 */
let processor: Promise<{ processSync: (text: string) => unknown }> | undefined
function mdxProcessor() {
  processor ??= (async () => {
    const [{ createProcessor }, slug, frontmatter, gfm, unist] = await Promise.all([
      import('@mdx-js/mdx'),
      import('rehype-slug'),
      import('remark-frontmatter'),
      import('remark-gfm'),
      import('unist-util-visit'),
    ])
    visit = unist.visit as unknown as Visit
    return createProcessor({
      remarkPlugins: [[frontmatter.default, ['yaml']], gfm.default, remarkCollect],
      rehypePlugins: [[slug.default, { prefix: BODY_ID_PREFIX }], rehypeCollect],
    })
  })()
  return processor
}

/** Where the first `{` that is never closed stands (the parser reports the end of the file instead). */
function unclosedBrace(text: string, from: number): Place | undefined {
  const open: number[] = []
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '{') open.push(i)
    else if (text[i] === '}') open.pop()
  }
  if (open.length === 0) return undefined
  const before = text.slice(0, open[0])
  return { line: before.split('\n').length, column: open[0]! - before.lastIndexOf('\n') }
}

type MdxError = { line?: number; column?: number; ruleId?: string; source?: string; reason?: string }

/** A compile error in words an editor can act on, at the place the mistake is. */
function explain(error: MdxError, text: string, bodyStart: number): Omit<Problem, 'file'> {
  const reason = String(error.reason ?? '').split('\n')[0]!
  let place: Place = { line: error.line ?? 1, column: error.column ?? 1 }
  let message: string
  const tag = /closing tag for `<([^>]*)>` \((\d+):(\d+)/.exec(reason)
  if (error.ruleId === 'end-tag-mismatch' && tag) {
    place = { line: Number(tag[2]), column: Number(tag[3]) }
    message = `the tag <${tag[1]}> is not closed; close it with </${tag[1]}> or remove it`
  } else if (/to create a comment in MDX/.test(reason)) {
    message = 'HTML comments do not work in MDX; write {/* your note */} instead, or remove it'
  } else if (error.source === 'micromark-extension-mdx-jsx' && /before name/.test(reason)) {
    message = 'a "<" starts a tag in MDX; write "under 5" or "&lt;" instead'
  } else if (error.source === 'micromark-extension-mdx-expression' || /expression/.test(reason)) {
    place = unclosedBrace(text, bodyStart) ?? place
    message = 'a "{" starts code in MDX; write "\\{" to show a brace'
  } else {
    message = `the text cannot be read as MDX (${reason}); check the tags and braces near here`
  }
  return { field: '(body)', ...place, message }
}

/**
 * `text` is the whole file (frontmatter included, so places are file places; a byte-order mark and
 * CRLF line ends are fine). `file` is the display path used in problems.
 */
export async function checkBody(file: string, text: string): Promise<BodyCheck> {
  const source = text.replace(/^\uFEFF/, '')
  const mdx = await mdxProcessor()
  found = { links: [], ids: [], problems: [] }
  const collected = found
  try {
    // Runs synchronously through the collectors, so no other file's run interleaves.
    mdx.processSync(source)
  } catch (error) {
    const bodyStart = source.indexOf('\n---', 3) + 4
    return { problems: [{ file, ...explain(error as MdxError, source, bodyStart) }], links: [], ids: [] }
  }
  return { problems: collected.problems.map((p) => ({ file, ...p })), links: collected.links, ids: collected.ids }
}
