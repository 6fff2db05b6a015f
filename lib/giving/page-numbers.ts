/**
 * The build's guard on where money goes, on one built page (docs/giving.md, "The build's guard"): a page
 * may show a paybill, an account, an M-Pesa number or a PayPal client id only as one of the guarded giving
 * facts (content/giving/), which the components that render them mark with `data-giving`, and every other
 * number of five digits or more must be one the guard can tell is no account (the rule: numbers.ts).
 * A pure function of the page's HTML; scripts/build/giving-guard.ts runs it on every page after `next build`.
 *
 * It reads every place of the page a visitor, a screen reader, a search engine or a link preview reads:
 *  - the text, block by block, where a table row, a list, and a heading over the blocks under it are one
 *    context (a money word anywhere in it counts); digits in the cells of a row or the items of a list
 *    join as they do on the screen;
 *  - the attributes people read (alt, title, aria-label and the other aria words, value, placeholder,
 *    label, every data-* attribute, a meta tag's content), an island's data, and JSON-LD;
 *  - the links that call or message (tel:, sms:, WhatsApp) whole, the words a share link carries, and any
 *    other link's phone-shaped number;
 *  - the preview's marked placeholders (`data-pending`) like any text: a giving file's own placeholder may
 *    name a guarded value, and a number declared for placeholders may show there.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { attr, childrenOf, isElement, SECTIONS } from '../html-tree'
import { PENDING_ATTRIBUTE } from '../content/pending'
import { GIVING_ATTRIBUTE, PAYMENT_LINK_MARK } from './attribute'
import { AHEAD_ATTR, CODE_ATTR, ISLAND_TAG } from '../islands/markup'
import {
  digitsOf,
  givingNumbersInMark,
  givingNumbersInText,
  judgeOf,
  numbersIn,
  type GuardedFacts,
  type NumberFinding,
  type Where,
} from './numbers'
import { isAddress, jsonTexts, linkTexts, parseJson, type Extra } from './link-texts'
import { readText } from './read-text'

export type { GuardedFacts, NumberFinding } from './numbers'

/** Elements whose content is no text a visitor reads (scripts are read only when they hold JSON). */
const NOT_TEXT = new Set(['style', 'noembed'])
/** Elements that end a block of text. */
const BLOCKS = new Set([
  'p',
  'li',
  'dd',
  'dt',
  'td',
  'th',
  'caption',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'main',
  'aside',
  'figure',
  'figcaption',
  'blockquote',
  'pre',
  'address',
  'details',
  'summary',
  'dialog',
  'ul',
  'ol',
  'dl',
  'tr',
  'table',
  'form',
  'fieldset',
  'legend',
  'label',
  'button',
  'option',
  'select',
  'textarea',
  'title',
  'body',
  'head',
  'html',
  'hr',
])
/** A table row, a list: its blocks are one context, and digits at the edges of its cells or items join. */
const GROUPS = new Set(['tr', 'ul', 'ol', 'dl', 'menu'])
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/** The attributes people read, and what the message calls each. */
const READ_ATTRIBUTES: Record<string, string> = {
  alt: "an image's description (alt)",
  title: 'a tooltip (title)',
  'aria-label': "a screen reader's label (aria-label)",
  'aria-description': "a screen reader's description (aria-description)",
  'aria-valuetext': "a screen reader's value (aria-valuetext)",
  'aria-placeholder': "a screen reader's placeholder (aria-placeholder)",
  'aria-roledescription': "a screen reader's role (aria-roledescription)",
  value: "a field's or button's value",
  placeholder: "a field's placeholder",
  label: 'a label (label)',
  summary: "a table's summary",
  abbr: "a table heading's short form (abbr)",
  download: "a download's file name",
  datetime: 'a date for machines (datetime)',
  content: "a meta tag's content",
}
/** data-* attributes that name things for code, never words. */
const CODE_ATTRIBUTES = new Set(['data-island', 'data-section', GIVING_ATTRIBUTE, 'data-props'])
/**
 * The addresses of an island's code that the export step writes on its `<island-root>` in place of any other
 * (scripts/build/islands/page.ts): hashed file names, whose digits are no number anyone reads.
 */
const BUILD_ADDRESSES = new Set([CODE_ATTR, AHEAD_ATTR])
type Passage = { text: string; around: string; placeholders: [number, number][] }

/** Whether an element is hidden from the eye (its text may still reach a screen reader or a search engine). */
function visuallyHidden(e: T.Element): boolean {
  if (attr(e, 'hidden') !== undefined) return true
  const style = (attr(e, 'style') ?? '').replace(/\s+/g, '').toLowerCase()
  if (
    /display:none|visibility:hidden|visibility:collapse|font-size:0(?![.\d]*[1-9])|opacity:0(?![.\d]*[1-9])|width:0(?![.\d]*[1-9])/.test(
      style,
    )
  )
    return true
  return (attr(e, 'class') ?? '').split(/\s+/).some((c) => c === 'hidden' || c === 'sr-only' || c === 'invisible')
}

/** An element's text, as a visitor reads it. */
function textOf(node: T.ChildNode): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value
  if (!isElement(node) || NOT_TEXT.has(node.tagName) || node.tagName === 'script') return ''
  return childrenOf(node).map(textOf).join(' ')
}

/** Every place of a page the guard reads: its passages of text, the texts of marked facts, and the other texts. */
export function readPage(html: string, facts: GuardedFacts): { passages: Passage[]; marked: Extra[]; extras: Extra[] } {
  const placeholdersOfGiving = new Set((facts.placeholders ?? []).map((p) => p.trim()))
  const passages: Passage[] = []
  const marked: Extra[] = []
  const extras: Extra[] = []
  let current: Passage = { text: '', around: '', placeholders: [] }
  let group = 0
  let heading = ''
  let placeholder = 0

  const close = () => {
    if (current.text.trim()) passages.push({ ...current, around: heading })
    current = { text: '', around: '', placeholders: [] }
  }
  const boundary = () => (group > 0 ? (current.text += ' \n ') : close())

  const readAttributes = (e: T.Element, markOf?: 'fact' | 'placeholder') => {
    const mark = markOf !== undefined
    const inPlaceholder = placeholder > 0 || attr(e, PENDING_ATTRIBUTE) !== undefined
    const where = (place: string): Where => ({
      place,
      around: heading,
      ...(inPlaceholder ? { inPlaceholder: () => true } : {}),
    })
    for (const { name, value } of e.attrs) {
      if (!value.trim()) continue
      // A link's words are the words around its address ("Give by M-Pesa" on a tel: link).
      if (name === 'href' && (e.tagName === 'a' || e.tagName === 'area'))
        extras.push(
          ...linkTexts(value, {
            ...where('a link'),
            around: `${heading} \n ${textOf(e)} ${attr(e, 'aria-label') ?? ''}`,
          }),
        )
      else if (name === 'data-props') {
        const json = parseJson(value)
        extras.push(
          ...(json.ok
            ? jsonTexts(json.value, { ...where("an island's data (data-props)"), guardedAllowed: true })
            : [{ text: value, where: where("an island's data (data-props)") }]),
        )
      } else if (name === 'content' && e.tagName === 'meta') {
        const place = `the ${attr(e, 'name') ?? attr(e, 'property') ?? attr(e, 'itemprop') ?? 'meta'} meta tag`
        extras.push(
          ...(isAddress(value) ? linkTexts(value, where(place)) : [{ text: value, where: where(place), mark }]),
        )
      } else if (
        READ_ATTRIBUTES[name] ||
        (name.startsWith('data-') &&
          !CODE_ATTRIBUTES.has(name) &&
          !(e.tagName === ISLAND_TAG && BUILD_ADDRESSES.has(name)))
      ) {
        // A placeholder's own note is its text, read with it.
        if (name === PENDING_ATTRIBUTE) continue
        extras.push({
          text: value,
          where: {
            ...where(READ_ATTRIBUTES[name] ?? `an attribute (${name})`),
            ...(markOf === 'placeholder' ? { wordsMayShow: true } : {}),
          },
          mark,
        })
      }
    }
  }

  const markedText = (node: T.ChildNode, placeholderOfGiving: boolean): string => {
    if (node.nodeName === '#text') return (node as T.TextNode).value
    if (!isElement(node) || NOT_TEXT.has(node.tagName) || node.tagName === 'script') return ''
    readAttributes(node, placeholderOfGiving ? 'placeholder' : 'fact')
    return childrenOf(node)
      .map((child) => markedText(child, placeholderOfGiving))
      .join(BLOCKS.has(node.tagName) ? ' ' : '')
  }

  const walk = (node: T.ChildNode | T.Document) => {
    if (node.nodeName === '#text') {
      const value = (node as T.TextNode).value
      // Where the preview's placeholders are in the passage, run by run of their text.
      if (placeholder > 0) {
        const last = current.placeholders.at(-1)
        if (last && last[1] === current.text.length) last[1] += value.length
        else current.placeholders.push([current.text.length, current.text.length + value.length])
      }
      current.text += value
      return
    }
    if (!('childNodes' in node)) return
    if (!isElement(node as T.ChildNode)) {
      for (const child of (node as T.Document).childNodes) walk(child)
      return
    }
    const e = node as T.Element
    if (NOT_TEXT.has(e.tagName)) return
    if (e.tagName === 'script') {
      // JSON-LD and other data blocks are read; a script's code is not text.
      if (/json/i.test(attr(e, 'type') ?? '')) {
        const text = childrenOf(e)
          .map((c) => (c.nodeName === '#text' ? (c as T.TextNode).value : ''))
          .join('')
        const json = parseJson(text)
        const where: Where = {
          place: /ld\+json/i.test(attr(e, 'type') ?? '')
            ? "the page's data for search engines (JSON-LD)"
            : "the page's data (JSON)",
        }
        extras.push(...(json.ok ? jsonTexts(json.value, where) : [{ text, where }]))
      }
      return
    }
    const pending = attr(e, PENDING_ATTRIBUTE)
    // A guarded fact, or a giving file's own placeholder: reads as a word in its sentence, checked on its own.
    // A reviewed address's link (payment-links.ts guards it) holds words, read like any text.
    const givingMark = attr(e, GIVING_ATTRIBUTE)
    if (
      (givingMark !== undefined && givingMark !== PAYMENT_LINK_MARK) ||
      (pending !== undefined && placeholdersOfGiving.has(pending.trim()))
    ) {
      const ofGivingFile = attr(e, GIVING_ATTRIBUTE) === undefined
      marked.push({
        text: markedText(e, ofGivingFile),
        where: ofGivingFile
          ? { place: "a giving file's placeholder", wordsMayShow: true }
          : { place: 'a marked giving fact' },
      })
      current.text += ' (giving) '
      return
    }
    readAttributes(e)
    if (e.tagName === 'iframe' && attr(e, 'srcdoc')) {
      // A frame's own page, written in the attribute.
      const inner = readPage(attr(e, 'srcdoc')!, facts)
      passages.push(...inner.passages)
      marked.push(...inner.marked)
      extras.push(...inner.extras)
    }
    if (pending !== undefined) placeholder++
    if (visuallyHidden(e)) {
      // Read on its own, and nothing in the words around it: "555<span hidden>0</span>555" shows 555555.
      const outside = current
      current = { text: '', around: '', placeholders: [] }
      for (const child of childrenOf(e)) walk(child)
      close()
      current = outside
    } else walkVisible(e)
    if (pending !== undefined) placeholder--
  }

  const walkVisible = (e: T.Element) => {
    if (e.tagName === 'br' || e.tagName === 'wbr') {
      if (e.tagName === 'br') current.text += ' \n '
      return
    }
    const isGroup = GROUPS.has(e.tagName)
    const isHeading = HEADINGS.has(e.tagName)
    const isSection = SECTIONS.has(e.tagName)
    const block = BLOCKS.has(e.tagName) || isHeading
    const outer = heading
    if (isSection) heading = ''
    if (isGroup) {
      if (group === 0) close()
      group++
    } else if (isHeading && group === 0) close()
    else if (block) boundary()
    const start = current.text.length
    for (const child of childrenOf(e)) walk(child)
    if (isGroup) {
      group--
      if (group === 0) close()
    } else if (isHeading) {
      const text = current.text.slice(start)
      if (group === 0) close()
      else current.text += ' \n '
      heading = text.replace(/\s+/g, ' ').trim()
    } else if (block) boundary()
    if (isSection) heading = outer
  }
  walk(parse(html))
  close()
  return { passages, marked, extras }
}

/**
 * Every number on the page that says where money goes without being a guarded giving fact, or that the
 * guard cannot tell from one. `shown`, when given, collects the digits of the guarded and declared numbers
 * the page shows in their marks and placeholders (the search index of the page may hold them).
 */
export function givingNumbersOnPage(html: string, facts: GuardedFacts, shown?: Set<string>): NumberFinding[] {
  const { passages, marked, extras } = readPage(html, facts)
  const findings: NumberFinding[] = []
  for (const { text, where } of marked) findings.push(...givingNumbersInMark(text, facts, shown, where))
  for (const passage of passages) {
    const inPlaceholder = (from: number, to: number) =>
      passage.placeholders.some(([start, end]) => from >= start && to <= end)
    findings.push(...givingNumbersInText(passage.text, facts, { around: passage.around, inPlaceholder }))
    if (shown) collectPlaceholderNumbers(passage, facts, shown)
  }
  for (const { text, where, mark } of extras)
    findings.push(...(mark ? givingNumbersInMark(text, facts, shown, where) : givingNumbersInText(text, facts, where)))
  // A PayPal client id in the page's markup (an island's props) other than the build's own.
  for (const match of html.matchAll(/client-?id(?:&quot;|["'])?\s*[:=]\s*(?:&quot;|["'])?([A-Za-z0-9_-]+)/gi))
    if (match[1] !== facts.paypalClientId)
      findings.push({
        number: match[1]!,
        context: match[0].slice(0, 120),
        why: `is a PayPal client id other than the build's own ("${facts.paypalClientId}", NEXT_PUBLIC_PAYPAL_CLIENT_ID)`,
      })
  return dedupe(findings)
}

/** The declared numbers a passage shows inside its placeholders, where they may show. */
function collectPlaceholderNumbers(passage: Passage, facts: GuardedFacts, shown: Set<string>) {
  const judge = judgeOf(facts)
  for (const [start, end] of passage.placeholders)
    for (const { number } of numbersIn(readText(passage.text.slice(start, end))))
      if (judge.declared.has(digitsOf(number))) shown.add(digitsOf(number))
}

/** One finding per number: a page's description shows three times (search results, two link previews). */
function dedupe(findings: NumberFinding[]): NumberFinding[] {
  const seen = new Set<string>()
  return findings.filter((f) => {
    const key = f.read ?? f.number
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
