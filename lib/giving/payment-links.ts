/**
 * The build's guard on where money goes, for addresses (docs/giving.md, "Payment destinations"): a page may send a
 * visitor to pay only at a destination the treasurer reviewed (a giving file's `paymentLinks`), shown by the
 * components that mark it with `data-giving`. Denied by default, on one built page:
 *  - an address on a payment host (payment-hosts.ts), in a link, a frame, a form, an attribute people read, an
 *    island's data, JSON-LD or the text itself, outside a mark or not reviewed;
 *  - a link to another site whose words, block (its paragraph, list item, table cell) or heading ask for money
 *    (asking-words.ts), unless it leads to a reviewed destination.
 * A pure function of the page's HTML; scripts/build/giving-guard.ts runs it on every page after `next build`.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { attr, childrenOf, clip, collapse, isElement, SECTIONS } from '../html-tree'
import { leadsElsewhere } from '../paths'
import { GIVING_ATTRIBUTE } from './attribute'
import { askingWordIn } from './asking-words'
import { hostOf, paymentAddressIn, paymentAddressesInText, sameDestination, type PaymentAddress } from './payment-hosts'
import { readText } from './read-text'

export type PaymentFinding = {
  /** The address as written on the page. */
  address: string
  /** Why it may not be there. */
  why: string
  /** The words around it, shortened. */
  context: string
  /** Where on the page, when not its text: "a link", "a frame (src)". */
  place?: string
}

export type PaymentRules = {
  /** The treasurer's reviewed destinations (the giving files' `paymentLinks`). */
  reviewed: readonly string[]
  /** The site's own host names: a link there is no link to another site. */
  ownHosts?: readonly string[]
}

/** Attributes that send the visitor (or a frame) to an address, by element. */
const GOES_TO: Record<string, string> = {
  href: 'a link',
  src: 'a frame or embed (src)',
  action: "a form's address",
  formaction: "a button's form address",
  data: 'an embedded object (data)',
  poster: 'a poster image',
}
/** Elements whose address a visitor never sees or follows: the page's own styles, scripts and hints to the browser. */
const NOT_SHOWN = new Set(['link', 'script', 'style', 'base'])
/** Attributes that are code's, never words or addresses. */
const CODE = new Set([
  'class',
  'id',
  'style',
  'data-island',
  'data-section',
  GIVING_ATTRIBUTE,
  'lang',
  'dir',
  'type',
  'rel',
  'role',
  'target',
  'srcset',
  'sizes',
  'width',
  'height',
  'loading',
  'decoding',
  'fetchpriority',
  'crossorigin',
  'integrity',
  'referrerpolicy',
  'tabindex',
  'for',
  'name',
  'hreflang',
  'media',
  'charset',
  'http-equiv',
  'property',
  'itemprop',
  'as',
])
/** The blocks whose words are a link's surroundings. */
const BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'dd',
  'dt',
  'figcaption',
  'caption',
  'blockquote',
  'label',
  'button',
  'summary',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
])
const HEADINGS = /^h[1-6]$/

/** An element's words as read, scripts and styles left out. */
function wordsOf(node: T.ChildNode): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value
  if (!isElement(node) || node.tagName === 'script' || node.tagName === 'style') return ''
  const own = node.tagName === 'img' ? ` ${attr(node, 'alt') ?? ''} ` : ''
  return own + childrenOf(node).map(wordsOf).join('')
}

const reviewedHas = (rules: PaymentRules, address: string) => rules.reviewed.some((r) => sameDestination(r, address))

/** Every address on the page that sends money somewhere the treasurer has not reviewed. */
export function paymentLinksOnPage(html: string, rules: PaymentRules): PaymentFinding[] {
  const findings: PaymentFinding[] = []
  const own = new Set((rules.ownHosts ?? []).map((h) => h.toLowerCase()))
  const add = (f: PaymentFinding) => {
    if (!findings.some((g) => g.address === f.address && g.place === f.place)) findings.push(f)
  }
  const payment = (found: PaymentAddress, marked: boolean, context: string, place?: string) => {
    if (marked && reviewedHas(rules, found.address)) return
    add({
      address: found.address,
      why: marked
        ? `is on ${found.service} (${found.why}) but is not one of the destinations the treasurer reviewed`
        : `is on ${found.service} (${found.why}), shown outside the giving files' mark`,
      context: clip(collapse(context), 120),
      ...(place ? { place } : {}),
    })
  }
  const inText = (text: string, marked: boolean, context: string, place?: string) => {
    for (const found of paymentAddressesInText(readText(text).text)) payment(found, marked, context, place)
  }

  const visit = (node: T.ChildNode, marked: boolean, block: string, heading: { text: string }) => {
    if (node.nodeName === '#text') return
    if (!isElement(node)) return
    const e = node
    const inMark = marked || attr(e, GIVING_ATTRIBUTE) !== undefined
    const blockText = BLOCKS.has(e.tagName) ? wordsOf(e) : block
    if (e.tagName === 'script') {
      // JSON-LD and other data a search engine or a link preview reads; a script's code is the project's own.
      if (/json/i.test(attr(e, 'type') ?? '')) {
        const data = childrenOf(e)
          .map((n) => (n.nodeName === '#text' ? (n as T.TextNode).value : ''))
          .join('')
        inText(data, inMark, clip(data, 80), "the page's data for search engines")
      }
      return
    }
    // A redirect page sends the visitor on at once; the other http-equiv tags (the security policy) name no destination.
    if (e.tagName === 'meta' && attr(e, 'http-equiv') !== undefined) {
      const target = /refresh/i.test(attr(e, 'http-equiv')!)
        ? /url\s*=\s*['"]?([^'"]+)/i.exec(attr(e, 'content') ?? '')
        : null
      const found = target ? paymentAddressIn(target[1]!) : undefined
      if (found) payment(found, false, attr(e, 'content')!, 'a redirect (meta refresh)')
      return
    }
    for (const { name, value } of e.attrs) {
      if (!value.trim() || CODE.has(name)) continue
      const place = GOES_TO[name]
      if (place && !NOT_SHOWN.has(e.tagName)) {
        const found = paymentAddressIn(value)
        if (found) payment(found, inMark, `${wordsOf(e)} ${blockText}`, place)
        else if (name === 'href' && (e.tagName === 'a' || e.tagName === 'area'))
          offSite(e, value, blockText, heading.text)
        continue
      }
      if (place) continue
      // An island's data may repeat a reviewed destination the page shows in its mark (the drawer's support button).
      inText(value, inMark || name === 'data-props', `${name}="${value}"`, `an attribute (${name})`)
    }
    const inner = { text: heading.text }
    for (const child of childrenOf(e)) {
      if (child.nodeName === '#text') continue
      visit(child, inMark, blockText, SECTIONS.has(e.tagName) ? inner : heading)
      if (isElement(child) && HEADINGS.test(child.tagName))
        (SECTIONS.has(e.tagName) ? inner : heading).text = wordsOf(child)
    }
  }

  /** A link to another site that asks for money: only to a reviewed destination. */
  const offSite = (a: T.Element, href: string, block: string, heading: string) => {
    const host = leadsElsewhere(href) ? hostOf(href) : undefined
    if (!host || own.has(host.toLowerCase()) || reviewedHas(rules, href)) return
    const words = `${wordsOf(a)} ${attr(a, 'aria-label') ?? ''} ${attr(a, 'title') ?? ''}`
    const asked = askingWordIn(readText(words).text)
    const around = asked ? undefined : askingWordIn(readText(`${block} \n ${heading}`).text)
    if (!asked && !around) return
    add({
      address: href,
      why: asked
        ? `leads to another site with words that ask for money ("${asked}"), and is not a destination the treasurer reviewed`
        : `leads to another site beside words that ask for money ("${around}"), and is not a destination the treasurer reviewed`,
      context: clip(collapse(asked ? words : `${heading} | ${block}`), 120),
      place: 'a link',
    })
  }

  const document = parse(html)
  const root = document.childNodes.find(isElement)
  if (!root) return findings
  visit(root, false, '', { text: '' })
  // The words a visitor reads, joined as the eye joins them across tags: outside the marks, then inside them.
  const texts = { outside: '', inside: '' }
  const read = (node: T.ChildNode, marked: boolean) => {
    if (node.nodeName === '#text') {
      texts[marked ? 'inside' : 'outside'] += (node as T.TextNode).value
      return
    }
    if (!isElement(node) || node.tagName === 'script' || node.tagName === 'style') return
    const inMark = marked || attr(node, GIVING_ATTRIBUTE) !== undefined
    const separate =
      BLOCKS.has(node.tagName) || SECTIONS.has(node.tagName) || node.tagName === 'div' || node.tagName === 'br'
    if (separate) texts[inMark ? 'inside' : 'outside'] += '\n'
    for (const child of childrenOf(node)) read(child, inMark)
    if (separate) texts[inMark ? 'inside' : 'outside'] += '\n'
  }
  read(root, false)
  for (const [key, text] of Object.entries(texts))
    for (const found of paymentAddressesInText(readText(text).text)) {
      const line = text.split('\n').find((l) => readText(l).text.includes(found.address.split('/')[0]!)) ?? ''
      payment(found, key === 'inside', line)
    }
  return findings
}
