/**
 * What the MDX body of a content file may hold: Markdown, and a short list of HTML elements (and of the site's
 * own content components) each with the few attributes a text needs, written as literal strings. Everything
 * else is refused: code of any kind, styles, marks the site's own code trusts (data-*), elements that are not
 * text. Deny by default: what is not listed here is refused (docs/content-is-data.md).
 *
 * One module, used twice: by the content check (lib/content/pipeline/mdx-check.ts), which reports each problem
 * in the editor's words, and by the MDX compile itself (remark-body-rules.mjs, in next.config.mjs), which stops
 * the build with the same words if a body that breaks them ever reaches it. Plain JavaScript with JSDoc types
 * (body-rules.d.mts for TypeScript), so Node, tsx, vitest and the bundler's MDX loader all import it as it is;
 * it imports nothing.
 */

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
 * What a heading's id starts with (`## Our Vision` is `#text-our-vision`): the layouts' own ids (#contact, #give,
 * #main...) never do, so a heading in a text can never take the place of a section of the page, and the dash
 * keeps the id from being a name scripts could read as a variable.
 */
export const BODY_ID_PREFIX = 'text-'

/** Where the editing guide says what a body may hold. */
const GUIDE = '(content/README.md, "What the body may hold")'
const MARKDOWN =
  'write the text with Markdown: **bold**, *italics*, [a link](/church/), "- " for a list, "## " for a heading'

/** The problems' words, one place each: the check and the compile say the same. */
export const messages = Object.freeze({
  expression: '{...} runs code and is not allowed in content; write "\\{" to show a brace, or {/* ... */} for a note',
  esm: 'imports and exports are not allowed in content; remove this line',
  /** @param {string} name */
  component: (name) => `"<${name}>" is not something this site can show; remove it or write plain text`,
  picture:
    'a picture in the text is not something this site can show; put photos in the page\'s photo fields or its gallery (content/README.md, "Add gallery photos"), or remove it',
  /** @param {string} name */
  element: (name) => `"<${name}>" is not something the text of a page may hold; remove it, or ${MARKDOWN} ${GUIDE}`,
  /** @param {string} name */
  script: (name) => `"<${name}>" would run code on the page, and content never runs code; remove it`,
  /** @param {string} name */
  looks: (name) =>
    `"<${name}>" would change how the site looks, which only the site's design does; remove it (for emphasis, write **bold** or *italics*)`,
  /** @param {string} name */
  pageWide: (name) => `"<${name}>" would change how the whole page works, which only the site's code does; remove it`,
  /** @param {string} name */
  embedded: (name) =>
    `"<${name}>" would put another page, a player or a drawing into the text, which a text may not hold; link to it instead: [Watch the video](https://...)`,
  /** @param {string} name */
  form: (name) =>
    `"<${name}>" would put a form into the text; the site's message form is on the contact page, so link to it instead: [Write to us](/contact/)`,
  fragment: '"<>" groups nothing a text needs; remove "<>" and "</>" and keep the text between them',
  spread: '{...} in a tag runs code and is not allowed in content; write each attribute in quotes: name="value"',
  /** @param {string} name */
  valueExpression: (name) =>
    `${name}={...} runs code and is not allowed in content; write the value in quotes: ${name}="..."`,
  /** @param {string} name */
  handler: (name) => `"${name}" would run code when a visitor uses the page, and content never runs code; remove it`,
  style:
    '"style" would change how the site looks, which only the site\'s design does; remove it (for emphasis, write **bold** or *italics*)',
  /** @param {string} name */
  className: (name) =>
    `"${name}" would give the text the site's own styles (it could even cover the page); remove it: the site's design styles the text`,
  /** @param {string} name */
  dataMark: (name) =>
    `"${name}" is a mark only the site's own code sets (the site trusts it, e.g. around giving numbers); remove it`,
  /** @param {string} name */
  aria: (name) =>
    `"${name}" is set by the site's own code for screen readers; remove it and say it in the text instead`,
  id: `"id" is not written in content: a heading gets its id from its words (## Our Vision is #${BODY_ID_PREFIX}our-vision), so write a heading and link to it; remove "id"`,
  /** @param {string} element @param {string} name @param {string[]} allowed */
  attribute: (element, name, allowed) =>
    `"<${element}>" may not have "${name}"; remove it (it may have: ${allowed.join(', ')})`,
  /** @param {string} name */
  braces: (name) => `"${name}" holds a "{" or "}", which a tag's value may not; write it without braces`,
  titleBraces: 'a link\'s title holds a "{" or "}", which it may not; write it without braces',
  /** @param {string} element @param {string} name */
  alone: (element, name) => `"${name}" is written alone, without a value: <${element} ${name}>`,
  /** @param {string} name */
  needsValue: (name) => `"${name}" needs a value in quotes: ${name}="..."`,
  /** @param {string} name @param {string} expects @param {string} value */
  value: (name, expects, value) => `"${name}" expects ${expects}, got "${value}"`,
  /** @param {string} lang */
  codeLanguage: (lang) =>
    `the word after \`\`\` names the code's language and may hold only letters, digits and "-", "+", "#", "."; got "${lang}"`,
  unreadable: `this part cannot be shown as text; ${MARKDOWN} ${GUIDE}`,
  /** @param {string} href */
  hidden: (href) =>
    `"${href}" has a tab, a line break, an invisible character or a "\\" in it, which browsers read in their own way; write the address without it`,
  /** @param {string} href */
  spaces: (href) => `"${href}" starts or ends with a space; write the address without it: "${href.trim()}"`,
  /** @param {string} href */
  protocolRelative: (href) => `"${href}" leaves the site without saying how; write the full address: "https:${href}"`,
  /** @param {string} href */
  scheme: (href) =>
    `"${href}" is not an address a link may lead to; a link starts with https://, mailto:, tel:, sms:, "/" (a page of this site) or "#" (a part of this page)`,
  /** @param {string} href */
  incomplete: (href) =>
    `"${href}" is not a full address; write it with "//" after the colon: "${href.replace(/^([a-z]+):\/*/i, '$1://')}"`,
  /** @param {string} href */
  www: (href) =>
    `"${href}" needs "https://" in front, or the browser looks for it inside this site: write "https://${href}"`,
  /** @param {string} href */
  relative: (href) =>
    `"${href}" is neither a path of this site (starting with "/") nor a full address (starting with https://)`,
})

/** Elements refused with their own words (every other unlisted element gets `messages.element`). */
const REFUSED_WORDS = /** @type {Record<string, (name: string) => string>} */ ({})
for (const name of ['script', 'noscript', 'template', 'slot']) REFUSED_WORDS[name] = messages.script
for (const name of ['style', 'link', 'font', 'center', 'marquee']) REFUSED_WORDS[name] = messages.looks
for (const name of ['meta', 'base', 'head', 'title', 'html', 'body']) REFUSED_WORDS[name] = messages.pageWide
for (const name of [
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'canvas',
  'svg',
  'math',
  'portal',
  'map',
  'area',
])
  REFUSED_WORDS[name] = messages.embedded
for (const name of [
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'label',
  'fieldset',
  'output',
  'datalist',
])
  REFUSED_WORDS[name] = messages.form

/** Link schemes a body may use besides http(s):// addresses, site paths and #fragments. */
const SCHEMES = new Set(['mailto', 'tel', 'sms'])

/**
 * The problem with a link's address in a body (a Markdown link, a reference definition, an autolink or
 * `<a href>`), as the browser would read it, or undefined when it is one a body may use: an http(s):// address,
 * mailto:, tel:, sms:, a path of this site (`/...`, not `//...`) or a `#fragment`. Character references are
 * already decoded by the parser, so `&#106;avascript:` arrives here as `javascript:`.
 * @param {string} href
 * @returns {string | undefined}
 */
export function hrefProblem(href) {
  // Browsers drop tabs and line breaks inside an address, and read "\" as "/": refused wherever they are.
  if (/[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF\\]/.test(href))
    return messages.hidden(visible(href))
  // Browsers drop spaces around an address: what it leads to is judged without them, then the spaces are reported.
  const trimmed = href.trim()
  return trimmedProblem(trimmed, href) ?? (trimmed === href ? undefined : messages.spaces(href))
}

/** @param {string} href the address without spaces around it @param {string} written as written, for the message */
function trimmedProblem(href, written) {
  if (href.startsWith('#')) return undefined
  if (href.startsWith('//')) return messages.protocolRelative(written)
  if (href.startsWith('/')) return undefined
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https')
    return /^https?:\/\/[^/]/i.test(href) ? undefined : messages.incomplete(written)
  if (scheme && SCHEMES.has(scheme)) return undefined
  if (scheme) return messages.scheme(written)
  if (/^(www\.|[a-z0-9-]+\.[a-z]{2,}\/?)/i.test(href)) return messages.www(written)
  return messages.relative(written)
}

/** An address with its invisible characters shown, for a message. */
function visible(/** @type {string} */ href) {
  return href.replace(
    /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

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
