/** The donation widget's terms (docs/behaviour.md) and the texts it shows, as plain functions of the page's words. */
import { fill } from './i18n/messages/fill'

/** The currencies offered; their names are the page's (the catalogue's `donation.currencies`). */
export const currencies = ['USD', 'EUR'] as const
export type Currency = (typeof currencies)[number]
export const DEFAULT_CURRENCY: Currency = 'USD'

/** The amounts offered as choices (in the chosen currency), and the one chosen when the page opens. */
export const PRESET_AMOUNTS = [10, 25, 50, 100] as const
export const DEFAULT_AMOUNT = 25

/** The smallest and largest gift the widget sends, in whole units of the chosen currency. */
export const MIN_AMOUNT = 1
export const MAX_AMOUNT = 10_000

/** The donor's choice: a preset amount, or the text typed in the "Other amount" field. */
export type AmountChoice = { kind: 'preset'; amount: number } | { kind: 'other'; input: string }
export const DEFAULT_CHOICE: AmountChoice = { kind: 'preset', amount: DEFAULT_AMOUNT }

/** Why an amount cannot be sent; each has its message in the catalogue's `donation.errors`. */
export type AmountProblem = 'empty' | 'notNumber' | 'decimals' | 'tooSmall' | 'tooLarge'

/** A checked amount: `value` has two decimals ("25.00"), as PayPal's order takes it. */
export type Amount = { ok: true; value: string } | { ok: false; problem: AmountProblem }

/**
 * Reads an amount as a donor types it: "25", "25.5", "1,000", "1,000.50", "1 000", or with a decimal comma
 * ("25,50": a comma followed by one or two digits). It must be at least MIN_AMOUNT and at most MAX_AMOUNT,
 * with at most two decimals (trailing zeros aside); a minus sign is an amount below the minimum.
 */
export function parseAmount(input: string): Amount {
  let text = input.replace(/\s/g, '')
  if (text === '') return { ok: false, problem: 'empty' }
  const negative = text.startsWith('-')
  if (negative) text = text.slice(1)
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) text = text.replaceAll(',', '')
  else if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.')
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (match[1] === '' && !match[2])) return { ok: false, problem: 'notNumber' }
  const whole = match[1] || '0'
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > 2) return { ok: false, problem: 'decimals' }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  if (negative || cents < MIN_AMOUNT * 100) return { ok: false, problem: 'tooSmall' }
  if (cents > MAX_AMOUNT * 100) return { ok: false, problem: 'tooLarge' }
  return { ok: true, value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` }
}

/**
 * The choice the donation form holds: the value of its checked amount (a preset, or "other") and what the "Other
 * amount" field says. The form is the widget's state for the amount, so a choice made before the widget runs is
 * already its choice; a preset the widget does not offer, or nothing checked, is the default.
 */
export function choiceInForm(checked: string | null | undefined, otherInput: string): AmountChoice {
  if (checked === 'other') return { kind: 'other', input: otherInput }
  const preset = PRESET_AMOUNTS.find((amount) => String(amount) === checked)
  return preset === undefined ? DEFAULT_CHOICE : { kind: 'preset', amount: preset }
}

/** The amount the donor has chosen, checked. */
export function chosenAmount(choice: AmountChoice): Amount {
  return parseAmount(choice.kind === 'preset' ? String(choice.amount) : choice.input)
}

/** An amount in a currency as the page writes it: the catalogue's `donation.money`, e.g. "USD 25.00". */
export function money(amount: string | number, currency: Currency, text: { money: string }): string {
  return fill(text.money, { amount, currency })
}

/** The error shown next to the "Other amount" field, with the limits in the chosen currency. */
export function amountError(
  problem: AmountProblem,
  currency: Currency,
  text: { money: string; errors: Record<AmountProblem, string> },
): string {
  return fill(text.errors[problem], {
    min: money(MIN_AMOUNT, currency, text),
    max: money(MAX_AMOUNT.toLocaleString('en'), currency, text),
  })
}

/**
 * The body of `actions.order.create`: intent capture, one purchase unit of the checked amount ("25.00") in the chosen
 * currency.
 */
export function orderRequest(currency: Currency, amount: string) {
  if (!/^\d+\.\d{2}$/.test(amount)) throw new Error(`An order's amount has two decimals, got "${amount}"`)
  return {
    intent: 'CAPTURE' as const,
    purchase_units: [{ amount: { currency_code: currency, value: amount } }],
  }
}

type CaptureDetails = { payer?: { name?: { given_name?: string } } } | undefined

/**
 * The thank-you shown after approval: the gift, and the payer's given name from the capture response when PayPal sends
 * one.
 */
export function thankYou(
  details: CaptureDetails,
  gift: { amount: string; currency: Currency },
  text: { money: string; thanks: string; thanksBy: string },
): string {
  const name = details?.payer?.name?.given_name?.trim()
  const values = { gift: money(gift.amount, gift.currency, text) }
  return name ? fill(text.thanksBy, { ...values, name }) : fill(text.thanks, values)
}

/** The SDK's loading status as the widget shows it. */
export type ScriptStatus = 'initial' | 'pending' | 'resolved' | 'rejected'

/**
 * "Loading PayPal..." while PayPal's script is on its way; nothing before the donor asks for it (`initial`) or after.
 */
export function loadingText(status: ScriptStatus, text: { loading: string }): string | null {
  return status === 'pending' ? text.loading : null
}
