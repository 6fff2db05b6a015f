/** The donation widget's fixed terms (docs/behaviour.md) and the texts it shows, as plain functions of the page's words. */

/** The currencies offered; their names are the page's (the catalogue's `donation.currencies`). */
export const currencies = ['USD', 'EUR'] as const
export type Currency = (typeof currencies)[number]
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

/** The approval alert's text (docs/behaviour.md), with the payer's given name from the capture response; `{name}` in `completedBy` is it. */
export function completionMessage(details: CaptureDetails, text: { completed: string; completedBy: string }): string {
  const name = details?.payer?.name?.given_name?.trim()
  return name ? text.completedBy.replace('{name}', name) : text.completed
}

/** The SDK's loading status as the widget shows it. */
export type ScriptStatus = 'initial' | 'pending' | 'resolved' | 'rejected'

export function loadingText(status: ScriptStatus, text: { loading: string }): string | null {
  return status === 'pending' || status === 'initial' ? text.loading : null
}
