/**
 * The giving guard's rule on one text (docs/giving.md, "The build's guard"), wherever the text was found: a
 * page's words or attributes, its data for search engines, a calendar file, the search index. The readers
 * of each place (page-numbers.ts, calendar-numbers.ts, search-numbers.ts) give it the text, the words
 * around it (its heading, table row or list) and where it is.
 *
 * Denied by default: after reading the text as a visitor's eye does (read-text.ts), and joining digit
 * groups across spaces, dots, dashes, slashes and colons ("555 555", "0712-345-678" are one number),
 * every number of five digits or more must be
 *  - a guarded giving fact (content/giving/): on a page only inside its mark (`data-giving`);
 *  - a congregation's contact phone, or a number the ministry declared (declared-numbers.ts), and then
 *    never beside a word about paying (money-words.ts);
 *  - or one the guard proves is no account: a date, time, span of years, amount with its currency, count or
 *    Bible reference (number-kinds.ts).
 * Shorter numbers are refused when they repeat a guarded value (of four characters or more) or follow an
 * account word ("account 88"); a PayPal client id only as the build's own.
 */
import { DECLARED_NUMBERS, type DeclaredNumber } from './declared-numbers'
import { MONEY_WORDS, moneyWordIn } from './money-words'
import { COMPACT_DATE_TIME, provenKind } from './number-kinds'
import { originalOf, readText, showInvisible, type ReadText } from './read-text'

export type GuardedFacts = {
  /** Every guarded value as written in the giving files: paybills, accounts, pastors' numbers, account names. */
  values: readonly string[]
  /** The PayPal client id this build gives the donation widget. */
  paypalClientId: string
  /** Contact phone numbers that may show on pages (the congregations' `phone`), never next to a money word. */
  allowedPhones?: readonly string[]
  /**
   * The giving files' own placeholders (their "TODO: ..." words, reviewed like the facts): the preview shows
   * each marked (`data-pending`), and it may name a guarded value ("Raila's account number at paybill 247247").
   */
  placeholders?: readonly string[]
  /** The numbers the ministry shows on purpose; lib/giving/declared-numbers.ts when not given. */
  declared?: readonly DeclaredNumber[]
}

export type NumberFinding = {
  /** The number (or id) as it shows, its invisible characters named ("555[U+200B]555"). */
  number: string
  /**
   * The number as the guard read it (its digits), when that is not plain from how it shows ("555555" for "٥٥٥ ٥٥٥").
   */
  read?: string
  /** The words around it, shortened. */
  context: string
  why: string
  /** Where it is, when not in the page's text: "an image's description (alt)", "the calendar's SUMMARY". */
  place?: string
}

/** Where a text was found, and what the place allows. */
export type Where = {
  /** The words around the text that are not in it (its heading, its table row or list): a money word there counts. */
  around?: string
  /** The place in words, for the message. */
  place?: string
  /** Whether the span [from, to) of the text is inside one of the preview's marked placeholders. */
  inPlaceholder?: (from: number, to: number) => boolean
  /** A guarded value may show here unmarked: an island's data, the search index (the marks are checked on the page). */
  guardedAllowed?: boolean
  /** Numbers (digits) already shown in a mark or placeholder of a page: the search index may hold them. */
  shownOnPages?: ReadonlySet<string>
  /** A money word counts only in the number's own sentence (the search index, whose page's blocks run together). */
  sentenceOnly?: boolean
  /** Numbers this place proves are no account (a calendar's date values, a map's coordinates), as read. */
  proves?: (number: string) => boolean
  /** Only numbers shaped like a phone number are read (a link's address). */
  phonesOnly?: boolean
  /**
   * A marked text that may be words without a number: a giving file's placeholder ("the M-Pesa number of Roka's
   * pastor").
   */
  wordsMayShow?: boolean
}

/**
 * A number as people write one, in text as read: digit groups with spaces between, or a dot, dash, slash,
 * colon or the like (spaced or not), or up to three signs written tight ("555,555", "555=555", "555...555"). A comma
 * or semicolon with a space after it separates two numbers ("Psalms 23, 24"), as a word does, and so does an
 * opening bracket after a space ("founded 2023 (2023-09-27)"); "(0712) 345 678" and "555. 555" are one number.
 */
const SEPARATOR = "(?: *(?:[-./:_')*#~+|=\\\\] *){1,3}| +|[\\p{P}\\p{S}]{1,3})"
const NUMBER = new RegExp(`(?<!\\d)${COMPACT_DATE_TIME}(?![\\p{L}\\p{N}])|\\+?\\d+(?:${SEPARATOR}\\d+)*`, 'gu')
/** A Kenyan mobile number and a landline, as digits (254 read as 0). */
const MOBILE = /^0[17]\d{8}$/
const LANDLINE = /^0[2-6]\d{7,8}$/
/** An account-like value right after an account word: "account 0070", "a/c FX-07", "akaunti namba 12". */
const AFTER_ACCOUNT_WORD =
  /(?<![\p{L}\p{N}])(?:account|acc|a\/c|akaunti)(?:\s+(?:number|no\.?|nambari|namba|#))?\s*[:#]?\s*([A-Za-z0-9-]*\d[A-Za-z0-9-]*)/giu
/** A number, not a word with digits in it. */
const NUMBER_ONLY = new RegExp(`^(?:${COMPACT_DATE_TIME}|\\+?\\d+(?:${SEPARATOR}\\d+)*)$`, 'u')
const MONEY_WORDS_ALL = new RegExp(MONEY_WORDS.source, 'giu')
/** A PayPal REST app's client id: a long token starting with "A". */
const PAYPAL_ID = /(?<![\w-])A[A-Za-z0-9_-]{60,}(?![\w-])/g

/** The digits of a number, a Kenyan number's country code read as its 0: "+254 712 345 678" → "0712345678". */
export function digitsOf(value: string): string {
  return readText(value)
    .text.replace(/\D/g, '')
    .replace(/^(?:00)?2540?(?=[1-9]\d{8}$)/, '0')
}

/** Whether a value is a number (digits with the separators people write), not a word with digits in it. */
const isNumeric = (value: string) => /^[\d +().-]+$/.test(readText(value).text.trim())

/** Every number in a text as read, with where it is in the read text. */
export function numbersIn(read: ReadText): { number: string; from: number; to: number }[] {
  return [...read.text.matchAll(NUMBER)].map((m) => ({ number: m[0], from: m.index, to: m.index + m[0].length }))
}

/** The facts prepared once for the rule: digits and words to compare with. */
export type Judge = {
  facts: GuardedFacts
  values: Set<string>
  guardedDigits: Set<string>
  guardedWords: string[]
  phones: Set<string>
  declared: Map<string, DeclaredNumber>
}
const judges = new WeakMap<GuardedFacts, Judge>()
export function judgeOf(facts: GuardedFacts): Judge {
  let judge = judges.get(facts)
  if (!judge) {
    const numeric = facts.values.filter((v) => isNumeric(v) && digitsOf(v).length >= 4)
    judge = {
      facts,
      values: new Set(facts.values.map((v) => readText(v).text.replace(/\s+/g, ' ').trim())),
      guardedDigits: new Set(numeric.map(digitsOf)),
      guardedWords: facts.values
        .filter((v) => !isNumeric(v) && /\d/.test(v) && /\p{L}/u.test(v) && v.length >= 4 && v.length <= 40)
        .map((v) => readText(v).text),
      phones: new Set((facts.allowedPhones ?? []).map(digitsOf)),
      declared: new Map((facts.declared ?? DECLARED_NUMBERS).map((d) => [digitsOf(d.number), d])),
    }
    judges.set(facts, judge)
  }
  return judge
}

const clipLength = 60
/** The words around [from, to) of a text, as shown (invisible characters named), cut to about 120 characters. */
export function contextOf(original: string, read: ReadText, from = 0, to = read.text.length): string {
  const start = Math.max(0, from - clipLength)
  const end = Math.min(read.text.length, to + clipLength)
  const text = originalOf(original, read, start, end).replace(/\s+/g, ' ').trim()
  return `${start > 0 ? '…' : ''}${showInvisible(text)}${end < read.text.length ? '…' : ''}`
}

/** The sentence of the read text that holds [from, to). */
function sentenceOf(text: string, from: number, to: number): string {
  const start = Math.max(...[...text.slice(0, from).matchAll(/[.!?](?=\s+\D)/g)].map((m) => m.index + 1), 0)
  const next = /[.!?](?=\s+\D|$)/.exec(text.slice(to))
  return text.slice(start, next ? to + next.index + 1 : text.length)
}

const mentions = (word: string) => `beside "${word}"`

/** The findings of the rule in one text found at `where`. */
export function givingNumbersInText(original: string, facts: GuardedFacts, where: Where = {}): NumberFinding[] {
  const judge = judgeOf(facts)
  const read = readText(original)
  const findings: NumberFinding[] = []
  const reported = new Set<string>()
  const report = (from: number, to: number, why: string) => {
    const shown = showInvisible(originalOf(original, read, from, to))
    // A number as its digits ("0799111222" for "0799[U+200B]111 222"); an account or id as read.
    const asRead = NUMBER_ONLY.test(read.text.slice(from, to))
      ? read.text.slice(from, to).replace(/\D/g, '')
      : read.text.slice(from, to)
    if (reported.has(asRead)) return
    reported.add(asRead)
    const differs = asRead !== shown && asRead !== shown.replace(/[^\d]/g, '')
    findings.push({
      number: shown,
      ...(differs ? { read: asRead } : {}),
      context: contextOf(original, read, from, to),
      why,
      ...(where.place ? { place: where.place } : {}),
    })
  }
  // The money word nearest the number in its text, or one of the words around it.
  const moneyWord = (from: number, to: number) => {
    const words = [...read.text.matchAll(MONEY_WORDS_ALL)].filter(
      (m) => !where.sentenceOnly || sentenceOf(read.text, from, to).includes(m[0]),
    )
    const nearest = words.sort((a, b) => Math.abs(a.index - from) - Math.abs(b.index - from))[0]?.[0]
    return nearest ?? moneyWordIn(where.around ?? '')
  }

  for (const { number, from, to } of numbersIn(read)) {
    const digits = digitsOf(number)
    const phoneShaped = MOBILE.test(digits) || LANDLINE.test(digits) || (number.startsWith('+') && digits.length >= 9)
    if (where.phonesOnly && !phoneShaped) continue
    const money = () => moneyWord(from, to)
    const inPlaceholder = where.inPlaceholder?.(read.starts[from]!, read.ends[to - 1]!) ?? false
    const besideMoney = (what: string) => {
      const word = money()
      if (word) report(from, to, `${what} ${mentions(word)}: a number to send money to is a guarded giving fact`)
    }
    if (digits.length >= 4 && judge.guardedDigits.has(digits)) {
      if (where.guardedAllowed || where.shownOnPages?.has(digits)) continue
      // A pastor's M-Pesa number may be the congregation's phone too: on the Call button it is a contact.
      if (judge.phones.has(digits)) besideMoney("is a congregation's contact phone")
      else report(from, to, 'repeats a guarded giving number outside the giving block (data-giving)')
      continue
    }
    if (digits.length < 5) continue
    if (
      provenKind(number, read.text.slice(Math.max(0, from - 40), from), read.text.slice(to, to + 20)) ||
      where.proves?.(number)
    )
      continue
    if (judge.phones.has(digits)) {
      besideMoney("is a congregation's contact phone")
      continue
    }
    const declared = judge.declared.get(digits)
    if (declared && (declared.only !== 'placeholder' || inPlaceholder || where.shownOnPages?.has(digits))) {
      besideMoney(`is a declared number (${declared.number} in lib/giving/declared-numbers.ts)`)
      continue
    }
    const word = money()
    if (word && phoneShaped)
      report(
        from,
        to,
        `is a phone number ${mentions(word)}: a number to send money to (M-Pesa) is a guarded giving fact`,
      )
    else if (word)
      report(
        from,
        to,
        `reads as a paybill, till, account or M-Pesa number (${mentions(word)}): such a number is a guarded giving fact`,
      )
    else
      report(
        from,
        to,
        `is a number of ${digits.length} digits that is no guarded giving fact, no congregation's phone and no declared number, and the guard cannot read it as a date, time, year, amount, count or Bible reference${declared ? ` (it is declared for the preview's placeholders only)` : ''}`,
      )
  }
  if (where.phonesOnly) return findings

  for (const match of read.text.matchAll(AFTER_ACCOUNT_WORD)) {
    const value = match[1]!
    const from = match.index + match[0].length - value.length
    const guarded = judge.guardedDigits.has(digitsOf(value)) || judge.values.has(value)
    if (guarded && (where.guardedAllowed || where.shownOnPages?.has(digitsOf(value)))) continue
    if (!/^\d{4}$/.test(value) || +value < 1900 || +value > 2100)
      report(
        from,
        from + value.length,
        'is an account number written after the word "account": an account is a guarded giving fact',
      )
  }
  if (!where.guardedAllowed)
    for (const word of judge.guardedWords) {
      const at = new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?![\\w-])`).exec(read.text)
      if (at)
        report(
          at.index,
          at.index + word.length,
          'repeats a guarded giving account outside the giving block (data-giving)',
        )
    }
  for (const match of read.text.matchAll(PAYPAL_ID))
    if (/\d/.test(match[0]) && /[a-z]/.test(match[0]) && match[0] !== facts.paypalClientId)
      report(
        match.index,
        match.index + match[0].length,
        "reads as a PayPal client id: the only one is the build's own, given to the donation widget",
      )
  return findings
}

/**
 * The rule on the text of an element marked as a guarded fact (`data-giving`, or the preview's placeholder
 * of a giving file): it must be one of the guarded values, or words whose every number is one ("Enter
 * business number 247247."). Adds the digits of the guarded numbers it shows to `shown`.
 */
export function givingNumbersInMark(
  text: string,
  facts: GuardedFacts,
  shown?: Set<string>,
  where: Where = {},
): NumberFinding[] {
  const judge = judgeOf(facts)
  const original = text.replace(/\s+/g, ' ').trim()
  const read = readText(original)
  if (judge.values.has(read.text.trim())) {
    if (isNumeric(read.text)) shown?.add(digitsOf(read.text))
    return []
  }
  const numbers = numbersIn(read)
  const context = contextOf(original, read)
  const why = 'is marked as a giving fact but is none of the guarded values in content/giving/'
  if (!numbers.length)
    return where.wordsMayShow
      ? []
      : [{ number: showInvisible(original), context, why, ...(where.place ? { place: where.place } : {}) }]
  return numbers.flatMap(({ number, from, to }) => {
    const digits = digitsOf(number)
    if (judge.guardedDigits.has(digits)) {
      shown?.add(digits)
      return []
    }
    const asShown = showInvisible(originalOf(original, read, from, to))
    return [
      {
        number: asShown,
        ...(number !== asShown ? { read: number } : {}),
        context,
        why,
        ...(where.place ? { place: where.place } : {}),
      },
    ]
  })
}
