/**
 * What the MDX body of a content file may hold: Markdown, and a short list of HTML elements (and of the site's
 * own content components) each with the few attributes a text needs, written as literal strings. Everything
 * else is refused: code of any kind, styles, marks the site's own code trusts (data-*), elements that are not
 * text. Deny by default: what is not listed here is refused (docs/content-is-data.md).
 *
 * One module, used twice: by the content check (lib/content/pipeline/mdx-check.ts), which reports each problem
 * in the editor's words, and by the MDX compile itself (remark-body-rules.mjs, in next.config.mjs), which stops
 * the build with the same words if a body that breaks them ever reaches it. Plain JavaScript with JSDoc types
 * (body-rules.d.mts for TypeScript), so Node, tsx, vitest and the bundler's MDX loader all import it as it is.
 * Its words are body-messages.mjs, its rule for addresses body-addresses.mjs; both are exported from here too, so
 * every user imports this module alone.
 */
import { hrefProblem } from './body-addresses.mjs'
import { messages, REFUSED_WORDS } from './body-messages.mjs'

export { hrefProblem } from './body-addresses.mjs'
export { BODY_ID_PREFIX, messages } from './body-messages.mjs'

/**
 * How an attribute's value is checked. Every value is a literal string (`name="value"`), never `{...}`.
 * @typedef {{ kind: 'text' } | { kind: 'address' } | { kind: 'alone' } | { kind: 'pattern', pattern: RegExp, expects:
 * string }} AttributeRule
 */

/** @type {AttributeRule} Any words (no braces). */
const text = { kind: 'text' }
/** @type {AttributeRule} A link's address (hrefProblem). */
const address = { kind: 'address' }
/** @type {AttributeRule} Written alone, without a value: `<details open>`. */
const alone = { kind: 'alone' }
/** @type {(expects: string, pattern: RegExp) => AttributeRule} */
const pattern = (expects, regExp) => ({ kind: 'pattern', pattern: regExp, expects })

const cells = pattern('a whole number from 1 to 99, e.g. "2"', /^[1-9]\d?$/)

/**
 * Attributes every element may have: the language of a phrase in another language (`<span lang="sw">Karibu</span>`).
 */
export const COMMON_ATTRIBUTES = Object.freeze({
  lang: pattern('a language code, e.g. "sw" or "en"', /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/),
})

/**
 * The HTML elements a body may hold, each with the attributes it may have besides COMMON_ATTRIBUTES. Markdown
 * makes most of them (`## Heading`, `**bold**`, lists, tables); these are what an editor may also write as tags.
 * @type {Readonly<Record<string, Readonly<Record<string, AttributeRule>>>>}
 */
export const HTML_ELEMENTS = Object.freeze({
  h1: {},
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  p: {},
  br: {},
  hr: {},
  blockquote: {},
  span: {},
  ul: {},
  ol: { start: pattern('a whole number, e.g. "3"', /^\d{1,4}$/) },
  li: {},
  table: {},
  caption: {},
  thead: {},
  tbody: {},
  tfoot: {},
  tr: {},
  th: {
    colSpan: cells,
    rowSpan: cells,
    align: pattern('"left", "center" or "right"', /^(left|center|right)$/),
    scope: pattern('"row" or "col"', /^(row|col)$/),
  },
  td: { colSpan: cells, rowSpan: cells, align: pattern('"left", "center" or "right"', /^(left|center|right)$/) },
  em: {},
  strong: {},
  del: {},
  code: {},
  pre: {},
  a: { href: address, title: text },
  abbr: { title: text },
  sub: {},
  sup: {},
  details: { open: alone },
  summary: {},
})

/**
 * The site's own content components an editor may write by name (`<Name prop="..." />`), each with its props
 * and their rules, checked exactly as an element's attributes are (literal strings only). None today. To add
 * one: write the component (it only renders what its props say), list it here with its props, give it to MDX
 * in mdx-components.tsx, and describe it in the editing guide (docs/content-is-data.md).
 * @type {Readonly<Record<string, Readonly<Record<string, AttributeRule>>>>}
 */
export const CONTENT_COMPONENTS = Object.freeze({})

/**
 * @typedef {{ line: number, column: number }} Place
 * @typedef {{ type: string, name?: string | null, value?: unknown, url?: string, title?: string | null, lang?: string |
 * null,
 *   attributes?: Attribute[], children?: MdNode[], data?: { estree?: { body?: unknown[] } | null }, position?: { start:
 * Place } }} MdNode
 * @typedef {{ type: string, name?: string, value?: unknown, position?: { start: Place } }} Attribute
 * @typedef {{ line: number, column: number, message: string }} RuleProblem
 */

/** Markdown's own node types (with GFM and the frontmatter) a body may hold; the MDX ones are checked below. */
const MARKDOWN_NODES = new Set([
  'root',
  'yaml',
  'paragraph',
  'heading',
  'thematicBreak',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'code',
  'break',
  'link',
  'linkReference',
  'definition',
  'footnoteReference',
  'footnoteDefinition',
])

const has = (/** @type {object} */ object, /** @type {string} */ key) =>
  Object.prototype.hasOwnProperty.call(object, key)

/**
 * Every place where a body (its mdast, as remark-mdx parses it, frontmatter included) breaks the rules, in file
 * order; an empty list when it holds only what a body may.
 * @param {MdNode} tree
 * @returns {RuleProblem[]}
 */
export function bodyRuleProblems(tree) {
  /** @type {RuleProblem[]} */
  const problems = []
  /** @param {{ position?: { start: Place } }} node @param {string} message */
  const report = (node, message) =>
    problems.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message })
  /** @param {MdNode} node */
  const walk = (node) => {
    const message = nodeProblem(node)
    if (message) report(node, message)
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      for (const [at, problem] of attributeProblems(node)) report(at, problem)
    for (const child of node.children ?? []) walk(child)
  }
  walk(tree)
  return problems
}

/**
 * @param {MdNode} node
 * @returns {string | undefined}
 */
function nodeProblem(node) {
  switch (node.type) {
    case 'mdxjsEsm':
      return messages.esm
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // Only a note, {/* ... */}, which compiles to nothing.
      return onlyComments(node) ? undefined : messages.expression
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return elementProblem(node.name ?? null)
    case 'image':
    case 'imageReference':
      return messages.picture
    case 'link':
    case 'definition':
      return hrefProblem(node.url ?? '') ?? (/[{}]/.test(node.title ?? '') ? messages.titleBraces : undefined)
    case 'code':
      return node.lang && !/^[\w+#.-]+$/.test(node.lang) ? messages.codeLanguage(node.lang) : undefined
    default:
      return MARKDOWN_NODES.has(node.type) ? undefined : messages.unreadable
  }
}

/**
 * An expression that holds only comments: its parsed program has no statement (or, unparsed, its text is only
 * comments).
 */
function onlyComments(/** @type {MdNode} */ node) {
  const program = node.data?.estree
  if (program) return Array.isArray(program.body) && program.body.length === 0
  return /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(String(node.value ?? ''))
}

/** The rules of an element's attributes, or undefined when the element itself is not allowed. */
function rulesOf(/** @type {string | null} */ name) {
  if (name === null || /[.:]/.test(name)) return undefined
  if (/^[A-Z]/.test(name)) return has(CONTENT_COMPONENTS, name) ? CONTENT_COMPONENTS[name] : undefined
  return has(HTML_ELEMENTS, name) ? HTML_ELEMENTS[name] : undefined
}

function elementProblem(/** @type {string | null} */ name) {
  if (rulesOf(name)) return undefined
  if (name === null) return messages.fragment
  if (/^[A-Z]/.test(name)) return messages.component(name)
  const lower = name.toLowerCase()
  if (lower === 'img' || lower === 'image') return messages.picture
  return (has(REFUSED_WORDS, lower) ? REFUSED_WORDS[lower] : messages.element)(name)
}

/**
 * The problems of an allowed element's attributes (a refused element is reported once, as a whole).
 * @param {MdNode} node
 * @returns {[Attribute | MdNode, string][]}
 */
function attributeProblems(node) {
  const element = node.name ?? ''
  const rules = rulesOf(node.name ?? null)
  if (!rules) return []
  /** @type {[Attribute | MdNode, string][]} */
  const problems = []
  for (const attribute of node.attributes ?? []) {
    const at = attribute.position ? attribute : node
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.name !== 'string') {
      problems.push([at, messages.spread])
      continue
    }
    const name = attribute.name
    const rule = has(rules, name)
      ? rules[name]
      : has(COMMON_ATTRIBUTES, name)
        ? COMMON_ATTRIBUTES[/** @type {'lang'} */ (name)]
        : undefined
    const problem = rule
      ? valueProblem(element, name, attribute.value, rule)
      : (refusedAttribute(name) ??
        (typeof attribute.value === 'string' || attribute.value === null
          ? undefined
          : messages.valueExpression(name)) ??
        messages.attribute(element, name, [...Object.keys(rules), ...Object.keys(COMMON_ATTRIBUTES)]))
    if (problem) problems.push([at, problem])
  }
  return problems
}

/** Attributes refused with their own words, on any element. */
function refusedAttribute(/** @type {string} */ name) {
  const lower = name.toLowerCase()
  if (lower.startsWith('on')) return messages.handler(name)
  if (lower === 'style') return messages.style
  if (lower === 'class' || lower === 'classname') return messages.className(name)
  if (lower.startsWith('data-')) return messages.dataMark(name)
  if (lower.startsWith('aria-') || lower === 'role') return messages.aria(name)
  if (lower === 'id') return messages.id
  return undefined
}

/**
 * @param {string} element
 * @param {string} name
 * @param {unknown} value
 * @param {AttributeRule} rule
 * @returns {string | undefined}
 */
function valueProblem(element, name, value, rule) {
  if (value !== null && typeof value !== 'string') return messages.valueExpression(name)
  if (rule.kind === 'alone') return value === null ? undefined : messages.alone(element, name)
  if (value === null) return messages.needsValue(name)
  if (rule.kind === 'address') return hrefProblem(value)
  if (/[{}]/.test(value)) return messages.braces(name)
  if (rule.kind === 'pattern' && !rule.pattern.test(value)) return messages.value(name, rule.expects, value)
  return undefined
}
