/**
 * A page served from this phone's saved copy (docs/offline.md): the service worker says so, with the day
 * it was saved, before each place the page shows a giving fact; past the age limit (SAVED_GIVING_MAX_DAYS)
 * it hides the numbers instead, "ask the church office" in their place, copy buttons included. Pure steps
 * on the page's HTML, shared by the worker (lib/offline/worker/sw.ts) and the build's check of what it
 * serves (scripts/build/offline/giving-check.ts).
 */
import { GIVING_ATTRIBUTE, PAYMENT_LINK_MARK } from '../giving/attribute'
import { nairobiDate } from '../build-date'
import { dayMonthYear } from '../i18n/dates'
import type { Locale } from '../i18n/locales'
import { fill } from '../i18n/messages/fill'
import { SAVED_GIVING_MAX_DAYS } from './caches'
import { SAVED_COPY_WORDS } from './saved-copy-words'
import { decodeEntities } from './saved-pages'

/** The marks pages carry for the worker, and those it leaves in what it serves. */
export const SAVED_COPY_MARKS = {
  /**
   * On each element that holds a group of giving facts (a congregation's giving card, the footer's paybill,
   * the support page's M-Pesa steps): the notice goes just before it.
   */
  group: 'data-giving-group',
  /** On the notice the worker writes. */
  notice: 'data-saved-notice',
  /** In place of `data-giving` on an element whose number is hidden (it names the same fact). */
  withheld: 'data-giving-withheld',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment a copy was saved, from its `SAVED_AT_HEADER`; undefined without one or when it is not a date. */
export function savedAtOf(header: string | null | undefined): number | undefined {
  if (!header) return undefined
  const time = Date.parse(header)
  return Number.isNaN(time) ? undefined : time
}

/**
 * Whether a copy saved at `savedAt` is, at `now`, too old to show its giving numbers (more than SAVED_GIVING_MAX_DAYS
 * days).
 */
export function isTooOld(savedAt: number, now: number): boolean {
  return now - savedAt > SAVED_GIVING_MAX_DAYS * DAY_MS
}

/** The day a copy was saved, in Nairobi, in the page's language: "3 March 2031", "3 Machi 2031". */
export function savedDay(locale: Locale, savedAt: number): string {
  return dayMonthYear(locale, nairobiDate(new Date(savedAt)))
}

/** Whether a page shows a giving fact: an element marked `data-giving` (lib/giving/attribute.ts). */
export function showsGivingFact(html: string): boolean {
  return new RegExp(`<[a-z][^>]*\\s${GIVING_ATTRIBUTE}="`).test(html)
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A number or account in a sentence: "247247", "0712 345 678", "FX-07". */
const VALUE_IN_SENTENCE = /(?<![\w-])(?:\+?\d+(?:[ -]\d{2,4})+|[A-Za-z0-9-]*\d[A-Za-z0-9-]*)(?![\w-])/g
/** An element marked `data-giving="<field>"` and its content (text only, as the components render it). */
const GIVING_ELEMENT = new RegExp(
  `<([a-z][a-z0-9]*)\\b([^>]*?)\\s${GIVING_ATTRIBUTE}="([^"]*)"([^>]*)>([\\s\\S]*?)</\\1>`,
  'g',
)
const WITHHELD_CLASS = 'font-sans text-base font-semibold tracking-normal'
/** A copy button (components/congregation/CopyButton.tsx), whose island holds the number it copies. */
const COPY_BUTTON = /<island-root\b[^>]*\sdata-island="copy-button"[^>]*>[\s\S]*?<\/island-root>/g

/** What a page shows of where money goes: the text of each element marked `data-giving`, in order. */
export function givingFactsOf(html: string): string[] {
  return [...html.matchAll(GIVING_ELEMENT)].map((m) => decodeEntities(m[5]!.replace(/<[^>]*>/g, '')).trim())
}

/** The value a copy button copies, from its island's props (`data-props`, JSON in an attribute). */
function copiedValue(island: string): string | undefined {
  const props = /\sdata-props="([^"]*)"/.exec(island)?.[1]
  if (props === undefined) return undefined
  try {
    const value = (JSON.parse(decodeEntities(props)) as { value?: unknown }).value
    return typeof value === 'string' ? value.trim() : undefined
  } catch {
    return undefined
  }
}

/**
 * The page with every giving fact hidden: each element marked `data-giving` shows `phrase` in place of its
 * number (a sentence such as "Enter business number 247247." keeps its words), and is marked
 * `data-giving-withheld` instead; a copy button that would copy a hidden value is removed; and every other
 * place the page holds a hidden number or account (an island's props, such as the donation widget's
 * paybill) has `phrase` in its place. A link to give online (a reviewed payment link) becomes `phrase`, no link. A name with no digit (the name M-Pesa shows) is hidden where it is
 * marked, and left elsewhere, where it is no number and could be a congregation's own name; so is a value
 * of fewer than 4 characters (an account "7"), which elsewhere could be anything.
 */
export function withholdGiving(html: string, phrase: string): string {
  const hidden = new Set<string>()
  // The words in the page's plain type, not the large spaced-out figures of a number (the element keeps its colour).
  const words = `<span class="${WITHHELD_CLASS}">${escapeHtml(phrase)}</span>`
  let result = html.replace(
    GIVING_ELEMENT,
    (_whole, tag: string, before: string, field: string, after: string, inner: string) => {
      // A link to give online is no link in an old copy: the treasurer may have changed where it leads.
      if (field === PAYMENT_LINK_MARK) return `<span ${SAVED_COPY_MARKS.withheld}="${field}">${words}</span>`
      const text = decodeEntities(inner.replace(/<[^>]*>/g, '')).trim()
      const sentence = field !== 'accountName' && /[A-Za-z]/.test(text) && /\s/.test(text)
      let shown = words
      if (sentence) {
        // "Enter business number 247247." keeps its words around the number.
        shown = text
          .split(new RegExp(`(${VALUE_IN_SENTENCE.source})`))
          .map((part, i) => {
            if (i % 2 === 0) return escapeHtml(part)
            hidden.add(part)
            return words
          })
          .join('')
      } else if (text) hidden.add(text)
      return `<${tag}${before} ${SAVED_COPY_MARKS.withheld}="${field}"${after}>${shown}</${tag}>`
    },
  )
  result = result.replace(COPY_BUTTON, (island) => {
    const value = copiedValue(island)
    return value !== undefined && hidden.has(value) ? '' : island
  })
  // A number or account is digits, letters, dashes, spaces and "+": written the same in text, attributes and JSON.
  const numbers = [...hidden].filter((value) => /\d/.test(value) && value.length >= 4)
  for (const value of numbers)
    result = result.replace(new RegExp(`(?<![\\w-])${escapeRegExp(value)}(?![\\w-])`, 'g'), escapeHtml(phrase))
  return result
}

/** The notice before a group of giving facts: the day the copy was saved, and what to do. */
export function savedNotice(locale: Locale, savedAt: number, tooOld: boolean): string {
  const t = SAVED_COPY_WORDS[locale]
  const date = savedDay(locale, savedAt)
  const [lead, text] = tooOld
    ? [fill(t.tooOld, { date, days: SAVED_GIVING_MAX_DAYS }), t.hidden]
    : [fill(t.saved, { date }), t.check]
  // Its own colours, so it reads the same on the tinted giving section and in the dark footer; its words say it all
  // (not the colour).
  return (
    `<p ${SAVED_COPY_MARKS.notice}="" role="note" lang="${locale}" class="mt-4 mb-2 max-w-2xl rounded border-l-4 border-accent-500 bg-white p-3 text-base text-slate-900 shadow-sm">` +
    `<strong>${escapeHtml(lead)}</strong> ${escapeHtml(text)}</p>`
  )
}

/**
 * A saved page as the worker serves it from this phone (the network failed or was too slow): a page that
 * shows a giving fact gets the notice before each group of them (or at the top of its main content, if it
 * marks none), and past the age limit its numbers hidden. A page without a giving fact is left as saved.
 */
export function servedFromSavedCopy(
  html: string,
  { locale, savedAt, now }: { locale: Locale; savedAt: number; now: number },
): string {
  if (!showsGivingFact(html)) return html
  const tooOld = isTooOld(savedAt, now)
  const page = tooOld ? withholdGiving(html, SAVED_COPY_WORDS[locale].withheld) : html
  const notice = savedNotice(locale, savedAt, tooOld)
  const group = new RegExp(`<[a-z][a-z0-9]*\\b[^>]*\\s${SAVED_COPY_MARKS.group}(?:="[^"]*")?[^>]*>`, 'g')
  if (page.match(group)) return page.replace(group, (tag) => notice + tag)
  const main = /<main\b[^>]*>/.exec(page) ?? /<body\b[^>]*>/.exec(page)
  if (!main) return notice + page
  const end = main.index + main[0].length
  return page.slice(0, end) + notice + page.slice(end)
}
