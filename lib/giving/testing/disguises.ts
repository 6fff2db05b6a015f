/**
 * Test data for the giving guard's tests (lib/giving/*.test.ts, scripts/build/giving-guard.test.ts): numbers that
 * say where money goes, disguised the ways a page can hide one, and the numbers a page shows that are no
 * account. Every number here belongs to no one.
 */
import type { GuardedFacts } from '../numbers'

export const testFacts: GuardedFacts = {
  values: ['247247', '0070', 'FX-07', '0712 345 678', 'FIXTURE FILLED FELLOWSHIP'],
  paypalClientId: 'test',
  allowedPhones: ['0722 111 222', '0712 345 678'],
  placeholders: ["Raila's account number at paybill 247247"],
  declared: [
    { number: '020 123 4567', what: "the church office's landline (test)", why: 'a landline receives no M-Pesa' },
    { number: '0700 000 001', what: 'an example number (test)', why: 'shown to editors only', only: 'placeholder' },
  ],
}

/** A disguised number after the words that say what it is, and its digits as the guard must read them. */
export type Disguise = { say: string; number: string; digits: string; tight?: boolean }

/** The disguise as one text: "Paybill no. 555 555", "Till:5555555". */
export const written = ({ say, number, tight }: Disguise) => (tight ? `${say}${number}` : `${say} ${number}`)

export const DISGUISES: readonly Disguise[] = [
  // Grouped as people write numbers
  { say: 'Paybill no.', number: '555 555', digits: '555555' },
  { say: 'Till:', number: '5555555', digits: '5555555', tight: true },
  { say: 'Give here:', number: '55 55 55', digits: '555555' },
  { say: 'Offerings:', number: '0799 111 222', digits: '0799111222' },
  { say: 'Sadaka', number: '0713-345-678', digits: '0713345678' },
  { say: 'Tithes to', number: '555.555', digits: '555555' },
  { say: 'Tithes to', number: '555/555', digits: '555555' },
  { say: 'Tithes to', number: '555 - 555', digits: '555555' },
  { say: 'Tithes to', number: '(0713) 345 678', digits: '0713345678' },
  { say: 'Tithes to', number: '+254 713 345 678', digits: '0713345678' },
  { say: 'Tithes to', number: '555,555', digits: '555555' },
  { say: 'Tithes to', number: '555. 555', digits: '555555' },
  { say: 'Tithes to', number: '5,555,555', digits: '5555555' },
  // Look-alike separators and spaces
  { say: 'Offerings', number: '555\u2013555', digits: '555555' },
  { say: 'Offerings', number: '555\u2014555', digits: '555555' },
  { say: 'Offerings', number: '555\u2212555', digits: '555555' },
  { say: 'Offerings', number: '555\u2044555', digits: '555555' },
  { say: 'Offerings', number: '555\u00B7555', digits: '555555' },
  { say: 'Offerings', number: '555\u00A0555', digits: '555555' },
  { say: 'Offerings', number: '555\u202F555', digits: '555555' },
  { say: 'Offerings', number: '555\u2007555', digits: '555555' },
  { say: 'Offerings', number: '555\u3000555', digits: '555555' },
  { say: 'Offerings', number: '555\u2026555', digits: '555555' },
  { say: 'Offerings', number: '555 --- 555', digits: '555555' },
  // Invisible characters inside the digits
  { say: 'Paybill', number: '555\u200B555', digits: '555555' },
  { say: 'Paybill', number: '555\u00AD555', digits: '555555' },
  { say: 'Paybill', number: '5\u20605\u20605\u20605\u20605\u20605', digits: '555555' },
  { say: 'Paybill', number: '\u200E555\u200F555\u202A', digits: '555555' },
  { say: 'Paybill', number: '5\uFE0F5\uFE0F5\uFE0F5\uFE0F5\uFE0F5', digits: '555555' },
  { say: 'Paybill', number: '5\u03035\u03035555\u0331', digits: '555555' },
  { say: 'Paybill', number: '555\uFEFF555', digits: '555555' },
  { say: 'Paybill', number: '555\u3164555', digits: '555555' },
  // Digits of other scripts and forms
  { say: 'Paybill', number: '\u0665\u0665\u0665\u0665\u0665\u0665', digits: '555555' },
  { say: 'Paybill', number: '\u06F5\u06F5\u06F5\u06F5\u06F5\u06F5', digits: '555555' },
  { say: 'Paybill', number: '\u096B\u096B\u096B\u096B\u096B\u096B', digits: '555555' },
  { say: 'Paybill', number: '\uFF15\uFF15\uFF15\uFF15\uFF15\uFF15', digits: '555555' },
  { say: 'Paybill', number: '\u{1D7D3}\u{1D7D3}\u{1D7D3}\u{1D7D3}\u{1D7D3}\u{1D7D3}', digits: '555555' },
  { say: 'Paybill', number: '\u2075\u2075\u2075\u2075\u2075\u2075', digits: '555555' },
  { say: 'Paybill', number: '\u2464\u2464\u2464\u2464\u2464\u2464', digits: '555555' },
  { say: 'Paybill', number: '\u278E\u278E\u278E\u278E\u278E\u278E', digits: '555555' },
  {
    say: 'Paybill',
    number: '5\uFE0F\u20E35\uFE0F\u20E35\uFE0F\u20E35\uFE0F\u20E35\uFE0F\u20E35\uFE0F\u20E3',
    digits: '555555',
  },
  // Letters and words for digits
  { say: 'M-Pesa', number: 'O7l3 345 678', digits: '0713345678' },
  { say: 'Paybill', number: 'five five five five five five', digits: '555555' },
  // Kiswahili
  { say: 'Paybill nambari', number: '555 555', digits: '555555' },
  { say: 'Sadaka:', number: '0712-345-679', digits: '0712345679' },
  { say: 'Zaka / fungu la kumi:', number: '555 555', digits: '555555' },
  { say: 'Harambee ya kanisa:', number: '0799 111 222', digits: '0799111222' },
  { say: 'Tuma kwa', number: '0799 111 222', digits: '0799111222' },
  { say: 'Michango:', number: 'tano tano tano tano tano tano', digits: '555555' },
]

/** Numbers a page shows that are no account: they pass wherever they are, even beside money words. */
export const NOT_ACCOUNTS: readonly string[] = [
  'Sunday offering at 10:00 AM – 12:30 PM; fellowship 7:00–8:00 PM; kesha from 21:00:00.',
  'Sadaka: founded in 1994, opened on 27 September 2023 (2023-09-27), met on 27/09/2023 and on 14.01.2024.',
  'Harambee on 2024-01-14T10:00:00+03:00; the events of 2024-01.',
  'The Strategic Plan 2022-2027 and the account of 2021/22.',
  'M-Pesa offerings: KSh 150,000 and 25,000 shillings; tickets KSh 1,500-3,000 or 5,000/=; US$ 250000.',
  'Harambee Sunday: we reached 15,000 people and 12,000 families; tulifikia watoto 2,500.',
  'Zaka: read John 3:16-18, Zaburi 119:105, 1 Wakorintho 13:4-7 and Psalm 23:1-6.',
]

/** Near misses: shaped like a kind of number that is no account, but not one. */
export const NEAR_MISSES: readonly Disguise[] = [
  { say: 'Psalm', number: '555:555', digits: '555555' },
  { say: 'since', number: '2024 555', digits: '2024555' },
  { say: 'on', number: '32/13/2024', digits: '32132024' },
  { say: 'KSh', number: '500 555 555', digits: '500555555' },
  { say: 'at', number: '10:00 555', digits: '1000555' },
  { say: 'the plan of', number: '2024-2555', digits: '20242555' },
]
