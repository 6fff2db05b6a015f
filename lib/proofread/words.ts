/**
 * The words the proofreading check looks for (docs/proofreading.md): the marks of a fact the ministry
 * has not supplied yet, in English and Kiswahili, and the words a sentence cannot end with.
 */
import { catalogues } from '../i18n/messages'

/**
 * Phrases that say a fact is missing. Each is matched case-insensitively on word boundaries, in text
 * with its white space collapsed. Kiswahili: future passives of "add", "announce", "publish"
 * (jina litaongezwa, patatangazwa, itachapishwa, in every noun class), "will be supplied later",
 * "a space for a photo", "a temporary photo/video", "placeholder", "coming soon".
 */
const MARKERS: RegExp[] = [
  /\bTODO\b/, // case-sensitive: the prefix editors write
  /\bplace-?holders?\b/i,
  /\bto be (?:added|supplied|published|announced|confirmed)\b/i,
  /\bwill be (?:added|published|supplied)\b/i,
  /\bcoming soon\b/i,
  /\blorem ipsum\b/i,
  /\b(?:TBA|TBC|TBD)\b/,
  /\b(?:i|li|ya|u|zi|vi|ki|pa|ku|mu|a|wa)ta(?:ongezwa|tangazwa|chapishwa)\b/i,
  /\b(?:i|li|ya|u|zi|vi|ki|pa|ku|mu|a|wa)tatolewa (?:baadaye|na huduma)\b/i,
  /\bnafasi ya picha\b/i,
  /\b(?:picha|video) ya muda\b/i,
  /\bkishika nafasi\b/i,
  /\b(?:ina|zina|vina|ya)kuja hivi karibuni\b/i,
]

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * What the interface shows where a fact is missing: every text of a catalogue group named
 * `placeholder` and of every key ending in `Pending`, in both languages (a function is called with 1).
 * The check matches these word for word as well, so a new stand-in sentence is caught before anyone
 * adds its words to the list above (the unit test fails until they do).
 */
export function catalogueStandIns(): string[] {
  const found = new Set<string>()
  const visit = (value: unknown, key: string, inGroup: boolean) => {
    const take = inGroup || key.endsWith('Pending')
    if (typeof value === 'string' && take) found.add(collapse(value))
    else if (typeof value === 'function' && take) {
      const text: unknown = (value as (n: number) => unknown)(1)
      if (typeof text === 'string') found.add(collapse(text))
    } else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) visit(v, k, inGroup || k === 'placeholder')
  }
  for (const messages of Object.values(catalogues)) visit(messages, '', false)
  return [...found].filter(Boolean)
}

let standIns: { text: string; pattern: RegExp }[] | undefined
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The marker a text carries (the words found), or undefined. */
export function markerIn(text: string): string | undefined {
  const t = collapse(text)
  if (!t) return undefined
  for (const pattern of MARKERS) {
    const m = pattern.exec(t)
    if (m) return m[0]
  }
  // A catalogue's stand-in, with any number in it (`Leader 3 (name to be added)`).
  standIns ??= catalogueStandIns().map((s) => ({
    text: s,
    pattern: new RegExp(escape(s.replace(/[.:]$/, '')).replace(/\d+/g, '\\d+'), 'i'),
  }))
  return standIns.find((s) => s.pattern.test(t))?.text
}

/**
 * Whether the list alone (without the catalogues' sentences) catches a text: the unit test holds the catalogues to it.
 */
export const listedMarkerIn = (text: string) => MARKERS.some((p) => p.test(collapse(text)))

/**
 * Words after which a sentence cannot stop, by language: articles, possessives, prepositions and
 * conjunctions that always have something after them. Left out on purpose: words that end phrases
 * as adverbs or pronouns ("Log in", "Sign up", "Stop by", "Pray for her", "About").
 */
const DANGLING: Record<'en' | 'sw', Set<string>> = {
  en: new Set([
    'a',
    'an',
    'the',
    'our',
    'your',
    'their',
    'its',
    'my',
    'for',
    'to',
    'and',
    'or',
    'nor',
    'but',
    'of',
    'with',
    'at',
    'from',
    'into',
    'than',
    'whose',
  ]),
  sw: new Set([
    'kwa',
    'na',
    'ya',
    'wa',
    'za',
    'la',
    'cha',
    'vya',
    'pa',
    'mwa',
    'katika',
    'kwenye',
    'kutoka',
    'hadi',
    'kuhusu',
    'au',
    'lakini',
    'ili',
  ]),
}

/**
 * Why a text block reads as stopped mid-sentence, or undefined: it ends with a comma, colon, semicolon
 * or dash, or (with at least two words) with a word a sentence cannot end with. `lang` is the
 * block's language ("en", "sw", "sw-KE"); a block in neither is held to both lists.
 */
export function danglingEnd(text: string, lang: string): string | undefined {
  const t = collapse(text)
  if (!t) return undefined
  const mark = /[,:;–—-]$/.exec(t)
  if (mark) return `ends with "${mark[0]}"`
  const words = t.split(' ')
  if (words.length < 2) return undefined
  const word = words.at(-1)!
  const last = word.toLowerCase()
  if (!/^[\p{L}']+$/u.test(last)) return undefined
  const base = lang.toLowerCase().split('-')[0]
  const lists = base === 'en' ? [DANGLING.en] : base === 'sw' ? [DANGLING.sw] : [DANGLING.en, DANGLING.sw]
  // "A" in "Plan A" or "Grade A" is a name; the article is lower case.
  if (last === 'a' && word !== 'a') return undefined
  return lists.some((list) => list.has(last)) ? `ends with "${word}"` : undefined
}
