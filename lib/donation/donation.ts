/** The donation widget's fixed terms (docs/behaviour.md) and the texts it shows, as plain functions. */

export const currencies = [
  { code: 'USD', label: 'US dollars (USD)' },
  { code: 'EUR', label: 'Euros (EUR)' },
] as const
export type Currency = (typeof currencies)[number]['code']
export const DEFAULT_CURRENCY: Currency = 'USD'

/** The fixed gift of the old widget: one purchase unit of 1.00. */
export const AMOUNT = '1.00'

/** The body of `actions.order.create`: intent capture, one purchase unit of 1.00 in the chosen currency. */
export function orderRequest(currency: Currency) {
  return {
    intent: 'CAPTURE' as const,
    purchase_units: [{ amount: { currency_code: currency, value: AMOUNT } }],
  }
}

type CaptureDetails = { payer?: { name?: { given_name?: string } } } | undefined

/** The approval alert's text (docs/behaviour.md), with the payer's given name from the capture response. */
export function completionMessage(details: CaptureDetails): string {
  const name = details?.payer?.name?.given_name?.trim()
  return name ? `Transaction completed by ${name}` : 'Transaction completed'
}

/** The SDK's loading status as the widget shows it. */
export type ScriptStatus = 'initial' | 'pending' | 'resolved' | 'rejected'

export function loadingText(status: ScriptStatus): string | null {
  return status === 'pending' || status === 'initial' ? 'LOADING...' : null
}
