/**
 * The numbers of five digits or more the giving guard can prove are not somewhere to send money
 * (docs/giving.md, "The build's guard"): a date, a time, a span of years, an amount with its currency, a
 * Bible reference. Each is read on the whole number as the guard joined it (digit groups across spaces,
 * dots, dashes, slashes and colons, lib/giving/numbers.ts), never on a part: "2024 555" is no year.
 * Pure functions of the number and the words right before and after it, both as read (read-text.ts).
 */

export type NumberKind = 'date' | 'time' | 'years' | 'amount' | 'count' | 'Bible reference'

const YEAR = '(?:19|20)\\d\\d'
const MONTH = '(?:0?[1-9]|1[0-2])'
const DAY = '(?:0?[1-9]|[12]\\d|3[01])'
/** 10:00, 6.30, 18:30:00, 10:00:00.000, with a time zone's offset as ISO writes it (+03:00). */
const TIME = '(?:[01]?\\d|2[0-4])[:.][0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?(?: ?[+-](?:0\\d|1[0-4]):?[0-5]\\d)?'
/** The calendar files' and ISO's compact form: 20240114T100000Z (the T is a letter, so it is matched here whole). */
export const COMPACT_DATE_TIME = `${YEAR}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3])[0-5]\\d(?:[0-5]\\d)?Z?`
/**
 * 2024-01-14, 2024/01/14, 2024-01 (a month, as event addresses write it), 14/01/2024, 14.1.2024, 14-01-24, 1/14/2024.
 */
const DATE = [
  `${YEAR}[-/.]${MONTH}[-/.]${DAY}`,
  `${YEAR}-(?:0[1-9]|1[0-2])`,
  `${DAY}[-/.]${MONTH}[-/.](?:${YEAR}|\\d\\d)`,
  `${MONTH}/${DAY}/${YEAR}`,
  COMPACT_DATE_TIME,
]
  .map((d) => `(?:${d})`)
  .join('|')
/** A date with its time (2024-01-14 10:00, 14/01/2024 - 18:30). */
const DATE_TIME = `(?:${DATE})(?:(?: ?[-/] ?| )(?:${TIME}))?`

/** A date, a date and time, or a span of them: "2024-01-14", "14/01/2024 - 16/01/2024", "20240114T100000Z". */
const DATES = new RegExp(`^(?:${DATE_TIME})(?: ?[-/] ?(?:${DATE_TIME}))?$`)
/** A time or a span of times: "10:00:00", "10:00-12:30", "7:00 - 8:00", "10:00:00+03:00". */
const TIMES = new RegExp(`^(?:${TIME})(?: ?[-/] ?(?:${TIME}))?$`)
/** A span of years: "2022-2027", "2021/2022", "2021/22". */
const YEARS = new RegExp(`^(${YEAR}) ?[-/] ?(${YEAR}|\\d\\d)$`)

/** An amount as the site writes one: 500, 25,000, 1,500.50, and a range of two ("1,000-5,000"). */
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?: ?- ?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)?$/
/** A currency right before an amount: "KSh 25,000", "Sh. 500", "shilingi 1,000", "US$ 250", "€25". */
const CURRENCY_BEFORE =
  /(?:(?<!\p{L})(?:k\.?sh?s?|kes|shs?|tsh|tzs|ugx|ush|usd|us|eur|gbp|shilingi|shillings?)\.?|[$€£¥₹])\s?$/iu
/** A currency or its sign right after an amount: "25,000 shillings", "5,000/=", "500/-", "USD", "bob". */
const CURRENCY_AFTER =
  /^\s?(?:\/=|\/-|(?:k\.?sh?s?|kes|shs?|tsh|ugx|usd|eur|gbp|shillings?|shilingi|bob|dollars?|euros?|pounds?)(?!\p{L}))/iu

/** A count as a number is never written for an account: with thousands commas ("15,000"), beside what it counts. */
const COUNT = /^\d{1,3}(?:,\d{3})+$/
/** What a count counts, in English (after the number: "15,000 people") and Kiswahili (before it: "watu 15,000"). */
const COUNTED = [
  // English
  'people',
  'persons',
  'members',
  'believers',
  'worshippers',
  'visitors',
  'guests',
  'souls',
  'adults',
  'children',
  'kids',
  'youths?',
  'young people',
  'students',
  'pupils',
  'women',
  'men',
  'families',
  'households',
  'pastors',
  'leaders',
  'volunteers',
  'churches',
  'congregations',
  'Bibles',
  'copies',
  'books',
  'meals',
  'trees',
  'km',
  'kilometres',
  'kilometers',
  'metres',
  'meters',
  'acres',
  'hectares',
  'feet',
  'steps',
  'attendees',
  'participants',
  'graduates',
  'orphans',
  'widows',
  'patients',
  // Kiswahili
  'watu',
  'waumini',
  'washiriki',
  'wageni',
  'watoto',
  'vijana',
  'wanafunzi',
  'wanawake',
  'wanaume',
  'akina mama',
  'akina baba',
  'familia',
  'kaya',
  'wachungaji',
  'viongozi',
  'makanisa',
  'Biblia',
  'nakala',
  'vitabu',
  'milo',
  'miti',
  'kilomita',
  'mita',
  'ekari',
  'yatima',
  'wajane',
  'wagonjwa',
].join('|')
const COUNTED_AFTER = new RegExp(`^\\s?(?:${COUNTED})(?!\\p{L})`, 'iu')
const COUNTED_BEFORE = new RegExp(`(?<!\\p{L})(?:${COUNTED})\\s?$`, 'iu')

/** The books of the Bible, in English and in the Kiswahili Union Version, with their usual short forms. */
const BOOKS = [
  // English
  'Genesis',
  'Gen',
  'Exodus',
  'Exod',
  'Ex',
  'Leviticus',
  'Lev',
  'Numbers',
  'Num',
  'Deuteronomy',
  'Deut',
  'Dt',
  'Joshua',
  'Josh',
  'Judges',
  'Judg',
  'Ruth',
  'Samuel',
  'Sam',
  'Kings',
  'Kgs',
  'Chronicles',
  'Chron',
  'Chr',
  'Ezra',
  'Nehemiah',
  'Neh',
  'Esther',
  'Esth',
  'Job',
  'Psalms',
  'Psalm',
  'Pss',
  'Ps',
  'Psa',
  'Proverbs',
  'Prov',
  'Ecclesiastes',
  'Eccl',
  'Eccles',
  'Song of Solomon',
  'Song of Songs',
  'Song',
  'Isaiah',
  'Isa',
  'Jeremiah',
  'Jer',
  'Lamentations',
  'Lam',
  'Ezekiel',
  'Ezek',
  'Daniel',
  'Dan',
  'Hosea',
  'Hos',
  'Joel',
  'Amos',
  'Obadiah',
  'Obad',
  'Jonah',
  'Micah',
  'Mic',
  'Nahum',
  'Nah',
  'Habakkuk',
  'Hab',
  'Zephaniah',
  'Zeph',
  'Haggai',
  'Hag',
  'Zechariah',
  'Zech',
  'Malachi',
  'Mal',
  'Matthew',
  'Matt',
  'Mt',
  'Mark',
  'Mk',
  'Luke',
  'Lk',
  'John',
  'Jn',
  'Acts',
  'Romans',
  'Rom',
  'Corinthians',
  'Cor',
  'Galatians',
  'Gal',
  'Ephesians',
  'Eph',
  'Philippians',
  'Phil',
  'Colossians',
  'Col',
  'Thessalonians',
  'Thess',
  'Timothy',
  'Tim',
  'Titus',
  'Philemon',
  'Philem',
  'Hebrews',
  'Heb',
  'James',
  'Jas',
  'Peter',
  'Pet',
  'Jude',
  'Revelation',
  'Rev',
  // Kiswahili
  'Mwanzo',
  'Mwa',
  'Kutoka',
  'Kut',
  'Mambo ya Walawi',
  'Walawi',
  'Law',
  'Hesabu',
  'Hes',
  'Kumbukumbu la Torati',
  'Kumbukumbu',
  'Kum',
  'Yoshua',
  'Yos',
  'Waamuzi',
  'Amu',
  'Ruthu',
  'Samweli',
  'Sam',
  'Wafalme',
  'Fal',
  'Mambo ya Nyakati',
  'Nyakati',
  'Nya',
  'Nehemia',
  'Esta',
  'Ayubu',
  'Ayu',
  'Zaburi',
  'Zab',
  'Mithali',
  'Mit',
  'Mhubiri',
  'Mhu',
  'Wimbo Ulio Bora',
  'Wimbo',
  'Isaya',
  'Yeremia',
  'Yer',
  'Maombolezo',
  'Omb',
  'Ezekieli',
  'Eze',
  'Danieli',
  'Hosea',
  'Yoeli',
  'Amosi',
  'Obadia',
  'Yona',
  'Mika',
  'Nahumu',
  'Habakuki',
  'Sefania',
  'Sef',
  'Hagai',
  'Zekaria',
  'Zek',
  'Malaki',
  'Mathayo',
  'Mat',
  'Marko',
  'Mk',
  'Luka',
  'Lk',
  'Yohana',
  'Yoh',
  'Yn',
  'Matendo ya Mitume',
  'Matendo',
  'Mdo',
  'Warumi',
  'Rum',
  'Wakorintho',
  'Kor',
  'Wagalatia',
  'Waefeso',
  'Efe',
  'Wafilipi',
  'Flp',
  'Wakolosai',
  'Kol',
  'Wathesalonike',
  'The',
  'Timotheo',
  'Tito',
  'Filemoni',
  'Flm',
  'Waebrania',
  'Ebr',
  'Yakobo',
  'Yak',
  'Petro',
  'Yuda',
  'Ufunuo wa Yohana',
  'Ufunuo',
  'Ufu',
]
const BOOK_BEFORE = new RegExp(
  `(?<!\\p{L})(?:${[...new Set(BOOKS)]
    .sort((a, b) => b.length - a.length)
    .map((b) => b.replace(/ /g, '\\s+'))
    .join('|')})\\.?(?:\\s+(?:wa\\s+)?(?:kwanza|pili|tatu))?\\s?$`,
  'iu',
)
/** Chapter and verses: "3:16", "3:16-18", "119:105", "3:16,18", "1:1-2:3". */
const VERSES = /^(\d{1,3})[:.](\d{1,3})(?:-(\d{1,3})(?:[:.](\d{1,3}))?)?(?:,\d{1,3}(?:-\d{1,3})?)*$/

function isYears(number: string): boolean {
  const m = YEARS.exec(number)
  if (!m) return false
  const from = Number(m[1])
  const to = m[2]!.length === 2 ? Math.floor(from / 100) * 100 + Number(m[2]) : Number(m[2])
  return to > from && to - from <= 100
}

function isVerses(number: string, before: string): boolean {
  const m = VERSES.exec(number)
  if (!m || !BOOK_BEFORE.test(before)) return false
  // The longest book has 150 chapters (Psalms) and the longest chapter 176 verses (Psalm 119).
  return (
    [m[1], m[4] === undefined ? undefined : m[3]].every(
      (c) => c === undefined || (Number(c) >= 1 && Number(c) <= 150),
    ) && [m[2], m[4] ?? m[3]].every((v) => v === undefined || (Number(v) >= 1 && Number(v) <= 176))
  )
}

/**
 * What a number is when the guard can prove it is no account: `number` as joined and read, `before` and
 * `after` the words next to it on the same line (for a currency or a book of the Bible).
 */
export function provenKind(number: string, before = '', after = ''): NumberKind | undefined {
  if (DATES.test(number)) return 'date'
  if (TIMES.test(number)) return 'time'
  if (isYears(number)) return 'years'
  if (AMOUNT.test(number) && (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after))) return 'amount'
  if (COUNT.test(number) && (COUNTED_AFTER.test(after) || COUNTED_BEFORE.test(before))) return 'count'
  if (isVerses(number, before)) return 'Bible reference'
  return undefined
}

/** A date as the calendar files write a day without a time (DTSTART;VALUE=DATE:20240114, RRULE's UNTIL=20241231). */
export const COMPACT_DATE = new RegExp(`^${YEAR}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])$`)
