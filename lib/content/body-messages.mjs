/**
 * The words of every problem a body may have (body-rules.mjs), one place each, so the content check and the MDX
 * compile say the same: the messages, the words for elements refused with their own reason, and the prefix of a
 * heading's id that some of them name. Plain JavaScript with JSDoc types (body-messages.d.mts); it imports nothing.
 */

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
export const REFUSED_WORDS = /** @type {Record<string, (name: string) => string>} */ ({})
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
