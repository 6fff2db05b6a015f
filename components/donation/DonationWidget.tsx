'use client'

/**
 * The PayPal donation widget (docs/behaviour.md): USD or Euro, one purchase unit of 1.00, captured on
 * approval. Changing the currency reloads PayPal's script with the new currency. If the script
 * cannot load, the widget offers M-Pesa instead. This island is the only code that loads PayPal.
 */
import { useEffect, useState } from 'react'
import { DISPATCH_ACTION, PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js'
import { completionMessage, currencies, DEFAULT_CURRENCY, loadingText, orderRequest, type Currency } from '@/lib/donation/donation'
import type { Messages } from '@/lib/i18n/messages'

/** `text` is the page's words; its `{paybill}` placeholders are filled with `paybill`. */
type Props = { clientId: string; paybill: string; text: Messages['donation'] }

export function DonationWidget({ clientId, paybill, text }: Props) {
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY)
  return (
    <PayPalScriptProvider options={{ clientId, currency: DEFAULT_CURRENCY, intent: 'capture' }}>
      <fieldset className="mt-4">
        <legend className="font-semibold">{text.currency}</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {currencies.map((code) => (
            <label key={code} className="flex items-center gap-2">
              <input type="radio" name="donation-currency" value={code} checked={currency === code} onChange={() => setCurrency(code)} />
              {text.currencies[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <PayPalCheckout currency={currency} paybill={paybill} text={text} />
    </PayPalScriptProvider>
  )
}

function PayPalCheckout({ currency, paybill, text }: { currency: Currency; paybill: string; text: Messages['donation'] }) {
  const [{ options, isPending, isResolved, isRejected }, dispatch] = usePayPalScriptReducer()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  useEffect(() => {
    // A new currency means a new script: the provider removes the old one and loads the new URL.
    if (options.currency !== currency) dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: { ...options, currency } })
  }, [currency, options, dispatch])

  const status = isRejected ? 'rejected' : isResolved ? 'resolved' : isPending ? 'pending' : 'initial'
  const loading = loadingText(status, text)
  const [unavailable, afterPaybill] = text.unavailable.split('{paybill}')
  return (
    <div className="mt-4 max-w-md">
      <div role="status" aria-live="polite">
        {loading ? <p className="font-semibold tracking-wide text-brand-900">{loading}</p> : null}
        {isRejected ? (
          <p className="rounded border border-amber-400 bg-amber-50 p-3">
            {unavailable}
            <strong>{paybill}</strong>
            {afterPaybill}
          </p>
        ) : null}
        {result ? <p className={result.ok ? 'font-semibold text-green-800' : 'text-red-900'}>{result.text}</p> : null}
      </div>
      {isRejected ? null : (
        <PayPalButtons
          className="mt-3"
          style={{ layout: 'vertical', label: 'donate' }}
          forceReRender={[currency]}
          createOrder={(_data, actions) => actions.order.create(orderRequest(currency))}
          onApprove={async (_data, actions) => {
            const details = await actions.order?.capture()
            const message = completionMessage(details, text)
            setResult({ ok: true, text: message })
            window.alert(message)
          }}
          onError={() => setResult({ ok: false, text: text.failed.replace('{paybill}', paybill) })}
        />
      )}
    </div>
  )
}
