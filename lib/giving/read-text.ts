/**
 * Text as the giving guard reads it (docs/giving.md, "The build's guard"): what a reader's eye takes for a
 * digit is a digit, and what the eye does not see is not there. Hiding a number from the guard must be
 * harder than showing it, so before any rule looks at a text:
 *  - Unicode compatibility forms are folded (NFKC: full-width, mathematical and circled digits);
 *  - invisible characters are removed: format characters (zero-width space and joiners, soft hyphen, word
 *    joiner, bidi marks), every other default-ignorable character (variation selectors, fillers) and the
 *    combining marks drawn over digits or letters;
 *  - every decimal digit of any script (Arabic-Indic, Devanagari...) and the dingbat digits read as 0-9;
 *  - every kind of space reads as a space, and the look-alikes of dashes, slashes, dots and colons as
 *    `-`, `/`, `.` and `:`;
 *  - letters that stand for digits inside a number (O for 0, l or I for 1: "O7l2 345 678") read as digits,
 *    and so do digits spelled out one by one ("five five five...", "tano tano tano...").
 * Each character read keeps where it came from, so a finding shows the number as the page or file has it.
 */

export type ReadText = {
  /** The text as read. */
  text: string
  /** For each character of `text`, the offsets in the original it was read from: [starts[i], ends[i]). */
  starts: number[]
  ends: number[]
}

const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}]/u
const SPACE = /[\s\p{Z}\u2800]/u
const DASH = /[\p{Pd}\u2212\u2043\u02D7\u2796\u2E3A\u2E3B]/u
const SLASH = /[\u2044\u2215\u2571\u29F8\u27CB\uFF0F\u2E4A]/u
const DOT = /[\u00B7\u0387\u16EB\u2022\u2024\u2027\u2219\u22C5\u2E31\u30FB\uFF0E\u2981\u25CF\u2E33]/u
const COLON = /[\u02D0\u0589\u05C3\u2236\uA789\uFE13\uFE55\uFF1A]/u
const ND = /\p{Nd}/u

/** Dingbat and enclosed digits Unicode gives no decomposition to: ➊ ➀ ❶ ⓵ ⓿ 🄋. */
const DINGBAT_RUNS: readonly [first: number, firstValue: number][] = [
  [0x2776, 1],
  [0x2780, 1],
  [0x278a, 1],
  [0x24f5, 1],
  [0x24eb, 11],
]
function dingbatDigits(cp: number): string | undefined {
  if (cp === 0x24ff || cp === 0x1f10b || cp === 0x1f10c) return '0'
  for (const [first, value] of DINGBAT_RUNS) if (cp >= first && cp < first + 10) return String(value + cp - first)
  return undefined
}

const digitCache = new Map<number, string>()
/**
 * A decimal digit of any script as 0-9. Unicode keeps each script's digits as ten code points in a row, zero
 * first, so a digit's value is its distance from the start of its run of digits, modulo ten.
 */
function asciiDigit(ch: string): string | undefined {
  if (ch >= '0' && ch <= '9') return ch
  if (!ND.test(ch)) return undefined
  const cp = ch.codePointAt(0)!
  let digit = digitCache.get(cp)
  if (digit === undefined) {
    let start = cp
    while (ND.test(String.fromCodePoint(start - 1))) start--
    digit = String((cp - start) % 10)
    digitCache.set(cp, digit)
  }
  return digit
}

/** One character of NFKC's output as read (undefined: not there). */
function readChar(ch: string): string | undefined {
  if (INVISIBLE.test(ch)) return undefined
  const digit = asciiDigit(ch)
  if (digit !== undefined) return digit
  if (SPACE.test(ch)) return ' '
  if (DASH.test(ch)) return '-'
  if (SLASH.test(ch)) return '/'
  if (DOT.test(ch)) return '.'
  if (COLON.test(ch)) return ':'
  return ch
}

/** A text as it is, each character its own origin: the start of a chain of rewrites. */
export function asIs(text: string): ReadText {
  return {
    text,
    starts: Array.from({ length: text.length }, (_, i) => i),
    ends: Array.from({ length: text.length }, (_, i) => i + 1),
  }
}

/** `text` as the guard reads it, each character with the offsets of the original it came from. */
export function readText(original: string): ReadText {
  let text = ''
  const starts: number[] = []
  const ends: number[] = []
  let offset = 0
  for (const ch of original) {
    const end = offset + ch.length
    const dingbat = dingbatDigits(ch.codePointAt(0)!)
    const folded = dingbat ?? ch.normalize('NFKC')
    for (const part of folded) {
      const read = dingbat ? part : readChar(part)
      if (read === undefined) continue
      text += read
      for (let unit = 0; unit < read.length; unit++) {
        starts.push(offset)
        ends.push(end)
      }
    }
    offset = end
  }
  return spelledDigits(lookAlikeDigits({ text, starts, ends }))
}

/** Replaces each match of `pattern` in `read` by `replace(match)`, keeping where each character came from. */
export function rewrite(read: ReadText, pattern: RegExp, replace: (match: RegExpExecArray) => string): ReadText {
  let text = ''
  const starts: number[] = []
  const ends: number[] = []
  let last = 0
  const keep = (from: number, to: number) => {
    text += read.text.slice(from, to)
    starts.push(...read.starts.slice(from, to))
    ends.push(...read.ends.slice(from, to))
  }
  for (const match of read.text.matchAll(pattern)) {
    const from = match.index
    const to = from + match[0].length
    const by = replace(match as RegExpExecArray)
    if (by === match[0]) continue
    keep(last, from)
    const chars = by.split('')
    chars.forEach((ch, i) => {
      text += ch
      // Same length: each character its own origin; otherwise each stands for the whole match.
      starts.push(chars.length === to - from ? read.starts[from + i]! : read.starts[from]!)
      ends.push(chars.length === to - from ? read.ends[from + i]! : read.ends[to - 1]!)
    })
    last = to
  }
  if (last === 0) return read
  keep(last, read.text.length)
  return { text, starts, ends }
}

/** O, o for 0 and l, I for 1 inside a run of digits that is no word: "O7l2" → "0712", but "10lb" and "Ol" stay. */
const LOOK_ALIKE_RUN = /(?<![\p{L}\p{N}])[0-9OolI]*[0-9][0-9OolI]*(?![\p{L}\p{N}])/gu
function lookAlikeDigits(read: ReadText): ReadText {
  return rewrite(read, LOOK_ALIKE_RUN, ([run]) => {
    const letters = run.replace(/[0-9]/g, '').length
    if (letters === 0 || run.length - letters < 2) return run
    return run.replace(/[Oo]/g, '0').replace(/[lI]/g, '1')
  })
}

/** Digits spelled one by one, in English and Kiswahili. */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  sifuri: '0',
  moja: '1',
  mbili: '2',
  tatu: '3',
  nne: '4',
  tano: '5',
  sita: '6',
  saba: '7',
  nane: '8',
  tisa: '9',
}
const DIGIT_WORD = Object.keys(DIGIT_WORDS).join('|')
/** A run of digits and digit words, three words at least: "five five five 555", "sifuri saba moja mbili...". */
const SPELLED_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${DIGIT_WORD}|\\d+)[ ,-]{1,3}){2,}(?:${DIGIT_WORD}|\\d+)(?![\\p{L}\\p{N}])`,
  'giu',
)
function spelledDigits(read: ReadText): ReadText {
  return rewrite(read, SPELLED_RUN, ([run]) => {
    const words = run.match(new RegExp(`(?<!\\p{L})(?:${DIGIT_WORD})(?!\\p{L})`, 'giu')) ?? []
    if (words.length < 3) return run
    // Each word becomes its digit; the separators between words go, so the words read as one number.
    return run.replace(
      new RegExp(`(?<!\\p{L})(${DIGIT_WORD})(?!\\p{L})[ ,-]*`, 'giu'),
      (_, word: string) => DIGIT_WORDS[word.toLowerCase()]!,
    )
  })
}

/** The part of the original a span of the read text came from. */
export function originalOf(original: string, read: ReadText, from: number, to: number): string {
  if (to <= from) return ''
  return original.slice(read.starts[from], read.ends[to - 1])
}

/** A text with its invisible characters shown as their code point, so a message names what the eye cannot see. */
export function showInvisible(text: string): string {
  return text.replace(
    /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu,
    (ch) => `[U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`,
  )
}
