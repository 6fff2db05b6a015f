/**
 * The build's guard on where money goes (docs/giving.md): a built page may show a paybill, an account, an
 * M-Pesa number or a PayPal client id only as one of the guarded giving facts (content/giving/), which
 * the components that render them mark with `data-giving`. A pure function of the page's HTML;
 * scripts/host-config.ts runs it on every page after `next build`, and a finding stops the build.
 *
 * The rule, on what a visitor reads (text, the alt, title and aria-label attributes, and the description
 * that search results and link previews show):
 *  - an element marked `data-giving` must hold one of the guarded values exactly, or be a sentence whose
 *    every number is one (a step such as "Enter business number 247247.");
 *  - outside them, a guarded paybill, account or M-Pesa number (of 4 characters or more) must not appear;
 *  - a number that reads as somewhere to send money must not appear: in the same sentence as a money word
 *    (paybill, till, M-Pesa, Lipa na M-Pesa, account, business number, akaunti...), a number of 5 to 13
 *    digits (spaces and dashes between groups allowed) or a Kenyan mobile number, and an account-like
 *    value (letters and digits) written right after "account", "a/c" or "akaunti";
 *  - a PayPal client id may appear only as the build's own (the donation widget's `clientId`).
 * What is not such a number: times (10:00, 6.30), dates (2023-09-27, 27/09/2023), years (1900 to 2100),
 * amounts (KSh 500, 1,000, USD 25) and numbers of fewer than 5 digits that do not follow an account word.
 * A congregation's contact phone (`allowedPhones`) may show anywhere, but not beside a money word.
 * The preview's marked placeholders (`data-pending`) are the editors' own words and are skipped.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { attr, childrenOf, clip as clipTo, collapse, isElement } from '../html/tree'
import { GIVING_ATTRIBUTE } from './attribute'

export type GuardedFacts = {
  /** Every guarded value as written in the giving files: paybills, accounts, pastors' numbers, account names. */
  values: readonly string[]
  /** The PayPal client id this build gives the donation widget. */
  paypalClientId: string
  /** Contact phone numbers that may show on pages (the congregations' `phone`), never next to a money word. */
  allowedPhones?: readonly string[]
}

export type NumberFinding = {
  /** The number (or id) as it shows on the page. */
  number: string
  /** The sentence it is in, shortened. */
  context: string
  why: string
}

const NOT_TEXT = new Set(['script', 'style', 'noembed'])
const BLOCKS = new Set(['p', 'li', 'dd', 'dt', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'figcaption', 'blockquote', 'br', 'ul', 'ol', 'dl', 'tr', 'table', 'form', 'label', 'button'])
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label']
const READ_META = /^(?:description|og:title|og:description|twitter:title|twitter:description)$/

/** Words near which a number reads as somewhere to send money, in English and Kiswahili. */
export const MONEY_WORDS =
  /\b(?:pay\s?bill|till|buy\s+goods|m-?pesa|lipa\s+na|accounts?|acc|a\/c|akaunti|business\s+(?:number|no)|nambari\s+ya\s+biashara|namba\s+ya\s+biashara|send\s+money|tuma\s+pesa|mobile\s+money|paypal)\b/i
/** An account-like value right after an account word: "account 0070", "a/c FX-07", "akaunti namba 12". */
const AFTER_ACCOUNT_WORD = /(?:\baccount|\bacc|\ba\/c|\bakaunti)(?:\s+(?:number|no\.?|nambari|namba|#))?\s*[:#]?\s*([A-Za-z0-9-]*\d[A-Za-z0-9-]*)/gi
/** A number as people write one: digits, with single spaces or dashes between groups ("0712 345 678", "247 247"). */
const NUMBER = /(?<![\w.,/:-])\+?\d+(?:[ -]\d{3,4})*(?![\w/]|[.,:]\d)/g
/** What is not a number of that kind: times, dates, amounts. Removed before numbers are read. */
const NOT_MONEY_NUMBERS = [
  /\b\d{1,2}[:.]\d{2}\b/g, // 10:00, 6.30
  /\b\d{4}-\d{2}-\d{2}\b/g, // 2023-09-27
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g, // 27/09/2023
  /(?:\b(?:KSh|Ksh|KES|Kshs|Sh|Shs|USD|EUR|US\$)\.?|[$€£])\s?\d[\d,. ]*/g, // amounts with a currency
  /\b\d[\d,]*(?:\.\d+)?\s?(?:\/=|shillings|bob|dollars|euros|%)/gi, // amounts with a unit
  /\b\d{1,3}(?:,\d{3})+\b/g, // 1,000
]
/** A Kenyan mobile number. */
const MOBILE = /^(?:\+?254|0)[17]\d{8}$/
/** A PayPal REST app's client id: a long token starting with "A". */
const PAYPAL_ID = /\bA[A-Za-z0-9_-]{60,}\b/g
const PAYPAL_ID_IN_MARKUP = /client-?id(?:&quot;|["'])?\s*[:=]\s*(?:&quot;|["'])?([A-Za-z0-9_-]+)/gi

const digitsOf = (value: string) => value.replace(/[^\d]/g, '').replace(/^254(?=[17]\d{8}$)/, '0')
const clip = (text: string, max = 120) => clipTo(text, max)

/** What a visitor reads on the page, as sentences; and the text of every element marked `data-giving`. */
export function readPage(html: string): { sentences: string[]; marked: string[] } {
  const document = parse(html)
  const texts: string[] = []
  const marked: string[] = []
  let current = ''
  const flush = () => {
    if (current.trim()) texts.push(current)
    current = ''
  }
  const walk = (node: T.ChildNode | T.Document) => {
    if (!('childNodes' in node)) {
      if (node.nodeName === '#text') current += (node as T.TextNode).value
      return
    }
    if (isElement(node as T.ChildNode)) {
      const e = node as T.Element
      if (NOT_TEXT.has(e.tagName) || attr(e, 'data-pending') !== undefined) return
      if (e.tagName === 'meta' && READ_META.test(attr(e, 'name') ?? attr(e, 'property') ?? '')) texts.push(attr(e, 'content') ?? '')
      for (const name of READ_ATTRIBUTES) if (attr(e, name)) texts.push(attr(e, name)!)
      if (attr(e, GIVING_ATTRIBUTE) !== undefined) {
        marked.push(collapse(textOf(e)))
        // In the sentence, a guarded fact reads as a word: the money word before it finds no number.
        current += ' (giving) '
        return
      }
      const block = BLOCKS.has(e.tagName)
      if (block) flush()
      for (const child of childrenOf(e)) walk(child)
      if (block) flush()
      return
    }
    for (const child of node.childNodes as T.ChildNode[]) walk(child)
  }
  walk(document)
  flush()
  const sentences = texts.flatMap((t) => collapse(t).split(/(?<=[.!?])\s+(?=[A-Z0-9(])/)).filter(Boolean)
  return { sentences, marked }
}

function textOf(node: T.ChildNode): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value
  if (!isElement(node) || NOT_TEXT.has(node.tagName)) return ''
  return childrenOf(node).map(textOf).join('')
}

/** Every number on the page that says where money goes without being a guarded giving fact. */
export function givingNumbersOnPage(html: string, facts: GuardedFacts): NumberFinding[] {
  const findings: NumberFinding[] = []
  const { sentences, marked } = readPage(html)
  const values = new Set(facts.values)
  const guardedDigits = new Set(facts.values.filter((v) => /^[\d +-]+$/.test(v) && digitsOf(v).length >= 4).map(digitsOf))
  const guardedWords = facts.values.filter((v) => /[A-Za-z]/.test(v) && /\d/.test(v) && v.length >= 4)
  const phones = new Set((facts.allowedPhones ?? []).map(digitsOf))

  // A marked element is a guarded value, or a sentence whose every number is one ("Enter business number 247247.").
  const guardedNumber = (n: string) => facts.values.some((v) => /^[\d +-]+$/.test(v) && digitsOf(v) === digitsOf(n))
  for (const text of marked) {
    if (values.has(text)) continue
    const inside = [...text.matchAll(NUMBER)].map((m) => m[0])
    const odd = inside.length ? inside.filter((n) => !guardedNumber(n)) : [text]
    for (const number of odd) findings.push({ number, context: clip(text), why: 'is marked as a giving fact but is none of the guarded values in content/giving/' })
  }

  for (const sentence of sentences) {
    const context = clip(sentence)
    const money = MONEY_WORDS.test(sentence)
    const found = new Set<string>()
    const report = (number: string, why: string) => {
      if (found.has(number)) return
      found.add(number)
      findings.push({ number, context, why })
    }
    let plain = sentence
    for (const pattern of NOT_MONEY_NUMBERS) plain = plain.replace(pattern, (m) => ' '.repeat(m.length))
    for (const match of plain.matchAll(NUMBER)) {
      const number = match[0]
      const digits = digitsOf(number)
      if (digits.length < 2 || (/^\d{4}$/.test(number) && +number >= 1900 && +number <= 2100)) continue
      const mobile = MOBILE.test(number.replace(/[ -]/g, ''))
      if (guardedDigits.has(digits) && !phones.has(digits)) report(number, 'repeats a guarded giving number outside the giving block')
      else if (money && mobile) report(number, 'is a phone number beside a word about paying (M-Pesa, paybill, account...): a number to send money to is a guarded giving fact')
      else if (money && !mobile && digits.length >= 5 && digits.length <= 13)
        report(number, 'reads as a paybill, till or account number (beside a word about paying): such a number is a guarded giving fact')
    }
    for (const match of plain.matchAll(AFTER_ACCOUNT_WORD)) {
      const value = match[1]!
      if (!/^\d{4}$/.test(value) || +value < 1900 || +value > 2100) report(value, 'is an account number written after the word "account": an account is a guarded giving fact')
    }
    for (const word of guardedWords) if (new RegExp(`(?<![\\w-])${word.replace(/[-]/g, '\\-')}(?![\\w-])`).test(sentence)) report(word, 'repeats a guarded giving account outside the giving block')
    for (const match of sentence.matchAll(PAYPAL_ID)) if (/\d/.test(match[0]) && /[a-z]/.test(match[0])) report(match[0], 'reads as a PayPal client id: the only one is the build\'s own, given to the donation widget')
  }
  for (const match of html.matchAll(PAYPAL_ID_IN_MARKUP))
    if (match[1] !== facts.paypalClientId)
      findings.push({ number: match[1]!, context: clip(match[0]), why: `is a PayPal client id other than the build's own ("${facts.paypalClientId}", NEXT_PUBLIC_PAYPAL_CLIENT_ID)` })
  return findings
}

/** Where a number found on a page is written in content: `content/pages/history.en.mdx:12` for each line that holds it. */
export function whereWritten(number: string, files: readonly { file: string; text: string }[]): string[] {
  const digits = digitsOf(number)
  const holds = (line: string) =>
    /\d/.test(number) && /^[\d +-]+$/.test(number)
      ? [...line.matchAll(/\+?\d[\d -]*\d|\d/g)].some((m) => digitsOf(m[0]) === digits)
      : line.includes(number)
  return files.flatMap(({ file, text }) => text.split(/\r?\n/).flatMap((line, i) => (holds(line) ? [`${file}:${i + 1}`] : [])))
}
