/**
 * The numbers of five digits or more the ministry shows on purpose and that are no account (docs/giving.md,
 * "The build's guard"): a P.O. Box, a postal code, a registration number, an office phone. The guard refuses
 * every other such number that is not a guarded giving fact (content/giving/), a congregation's contact
 * phone, or a number it can prove is a date, time, year, amount or Bible reference.
 *
 * This file is code: the treasurers own it (.github/CODEOWNERS), and a maintainer adds a number only when
 * the ministry shows it somewhere in content/ and it cannot receive money. Each entry says what the number
 * is and why it is safe. A declared number may still not stand beside a word about paying (paybill, M-Pesa,
 * sadaka...): there it reads as an account.
 */

export type DeclaredNumber = {
  /** The number as content writes it; compared by its digits, so "020 123 4567" also declares "0201234567". */
  number: string
  /** What it is, in words a treasurer reads on a pull request. */
  what: string
  /** Why it cannot receive money. */
  why: string
  /**
   * `placeholder`: allowed only inside the preview's marked placeholders (`data-pending`), the "TODO: ..."
   * notes editors read; the public site never shows one.
   */
  only?: 'placeholder'
}

export const DECLARED_NUMBERS: readonly DeclaredNumber[] = [
  {
    number: '0712 345 678',
    what: 'the example phone number in the placeholder `npm run new:congregation` writes for a congregation\'s contact phone ("TODO: a contact number of ... e.g. "0712 345 678"", lib/content/schemas/congregations.ts)',
    why: 'it shows editors how to write a number, inside the preview\'s marked "To supply" notes only; no page of the public site shows it, and beside a word about paying it is refused like any phone',
    only: 'placeholder',
  },
]
