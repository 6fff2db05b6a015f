'use client'

/**
 * The PayPal donation widget (docs/behaviour.md): USD or Euro, one purchase unit of 1.00, captured on
 * approval. Changing the currency reloads PayPal's script with the new currency. If the script
 * cannot load, the widget offers M-Pesa instead. This island is the only code that loads PayPal.
 */
import { useEffect, useState } from 'react'
import { DISPATCH_ACTION, PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js'
import { completionMessage, currencies, DEFAULT_CURRENCY, loadingText, orderRequest, type Currency } from '@/lib/donation/donation'

type Props = { clientId: string; paybill: string }

export function DonationWidget({ clientId, paybill }: Props) {
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY)
  return (
    <PayPalScriptProvider options={{ clientId, currency: DEFAULT_CURRENCY, intent: 'capture' }}>
      <fieldset className="mt-4">
        <legend className="font-semibold">Currency</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {currencies.map((c) => (
            <label key={c.code} className="flex items-center gap-2">
              <input type="radio" name="donation-currency" value={c.code} checked={currency === c.code} onChange={() => setCurrency(c.code)} />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <PayPalCheckout currency={currency} paybill={paybill} />
    </PayPalScriptProvider>
  )
}

function PayPalCheckout({ currency, paybill }: { currency: Currency; paybill: string }) {
  const [{ options, isPending, isResolved, isRejected }, dispatch] = usePayPalScriptReducer()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  useEffect(() => {
    // A new currency means a new script: the provider removes the old one and loads the new URL.
    if (options.currency !== currency) dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: { ...options, currency } })
  }, [currency, options, dispatch])

  const status = isRejected ? 'rejected' : isResolved ? 'resolved' : isPending ? 'pending' : 'initial'
  const loading = loadingText(status)
  return (
    <div className="mt-4 max-w-md">
      <div role="status" aria-live="polite">
        {loading ? <p className="font-semibold tracking-wide text-brand-900">{loading}</p> : null}
        {isRejected ? (
          <p className="rounded border border-amber-400 bg-amber-50 p-3">
            PayPal could not be loaded on this connection. You can give by M-Pesa instead: paybill <strong>{paybill}</strong>{' '}
            (see &ldquo;Give by M-Pesa&rdquo; below).
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
            const text = completionMessage(details)
            setResult({ ok: true, text })
            window.alert(text)
          }}
          onError={() =>
            setResult({ ok: false, text: `The payment did not go through. You can try again, or give by M-Pesa paybill ${paybill}.` })
          }
        />
      )}
    </div>
  )
}
