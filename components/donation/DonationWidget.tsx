'use client'

/**
 * The PayPal donation widget (docs/behaviour.md): USD or Euro, an amount the donor chooses (a preset or their
 * own, checked before PayPal opens), one purchase unit of it, captured on approval, then thanks in the page.
 * PayPal's script is fetched only when the donor presses "Give with PayPal", and "Loading PayPal..." shows at
 * once; after that, changing the currency reloads it with the new currency. If the script cannot load, the
 * widget offers M-Pesa instead. This island is the only code that loads PayPal.
 *
 * Its HTML is complete before it runs: it starts at the donor's first tap, focus or key in it
 * (components/islands/registry.ts), what they choose meanwhile is theirs (the fields are the browser's: the amount's
 * radio buttons and field are the form's, not React's, so an amount chosen before the widget runs is its choice at
 * once, read from the form whenever the widget needs it, lib/donation.ts `choiceInForm`), and a
 * press of "Give with PayPal" is held and done again once it runs (lib/islands/replay.ts), the button marked
 * `data-held` meanwhile, which shows "Loading PayPal..." by CSS alone. The field of another amount is in the
 * HTML too, shown by CSS while "Other amount" is chosen. If the island cannot run, its CSS says to give by
 * M-Pesa (its `<island-root>` is marked `data-failed`).
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  SCRIPT_LOADING_STATE,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js'
import {
  amountError,
  choiceInForm,
  chosenAmount,
  currencies,
  DEFAULT_AMOUNT,
  DEFAULT_CHOICE,
  DEFAULT_CURRENCY,
  loadingText,
  money,
  orderRequest,
  PRESET_AMOUNTS,
  thankYou,
  type AmountChoice,
  type Currency,
} from '@/lib/donation'
import { fill } from '@/lib/i18n/messages/fill'
import type { Messages } from '@/lib/i18n/messages'
import { rich } from '@/lib/i18n/messages/rich'

/** `text` is the page's words; its `{paybill}` placeholders are filled with `paybill`. */
type Props = { clientId: string; paybill: string; text: Messages['donation'] }
type Text = Messages['donation']

export function DonationWidget({ clientId, paybill, text }: Props) {
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY)
  return (
    // `deferLoading`: the provider fetches nothing until the donor asks for PayPal.
    <PayPalScriptProvider options={{ clientId, currency: DEFAULT_CURRENCY, intent: 'capture' }} deferLoading>
      <fieldset className="mt-4">
        <legend className="font-semibold">{text.currency}</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {currencies.map((code) => (
            <label key={code} className="flex items-center gap-2">
              <input
                type="radio"
                name="donation-currency"
                value={code}
                checked={currency === code}
                onChange={() => setCurrency(code)}
              />
              {text.currencies[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <PayPalCheckout currency={currency} paybill={paybill} text={text} />
    </PayPalScriptProvider>
  )
}

function PayPalCheckout({ currency, paybill, text }: { currency: Currency; paybill: string; text: Text }) {
  const [{ options, isInitial, isPending, isResolved, isRejected }, dispatch] = usePayPalScriptReducer()
  // The amount as the form holds it, kept here for its error, which shows once the donor presses PayPal's button
  // (taken from the form then) and goes or changes as they change the amount.
  const [choice, setChoice] = useState<AmountChoice>(DEFAULT_CHOICE)
  const amountFields = useRef<HTMLFieldSetElement>(null)
  // The error shows once the donor presses PayPal's button, not while they type, nor as they leave the
  // field: a message appearing then would move the button from under a click that is on its way.
  const [showError, setShowError] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const otherField = useRef<HTMLInputElement>(null)
  const resultRef = useRef<HTMLParagraphElement>(null)
  // The gift of the order PayPal is handling, for its thank-you: the fields may change while PayPal is open.
  const ordered = useRef<{ amount: string; currency: Currency } | null>(null)

  useEffect(() => {
    // Once PayPal is asked for, a new currency means a new script: the provider removes the old one and loads the new
    // URL.
    if (!isInitial && options.currency !== currency)
      dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: { ...options, currency } })
  }, [isInitial, currency, options, dispatch])

  /** "Give with PayPal": PayPal's script, in the currency chosen. */
  const askForPayPal = () => {
    if (options.currency !== currency)
      dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: { ...options, currency } })
    else dispatch({ type: DISPATCH_ACTION.LOADING_STATUS, value: SCRIPT_LOADING_STATE.PENDING })
  }

  useEffect(() => {
    if (result?.ok) resultRef.current?.focus()
  }, [result])

  /** The choice the form holds now. */
  const formChoice = () =>
    choiceInForm(
      amountFields.current?.querySelector<HTMLInputElement>(`input[name="${AMOUNT_NAME}"]:checked`)?.value,
      otherField.current?.value ?? '',
    )
  const choose = () => {
    const next = formChoice()
    setChoice(next)
    if (next.kind === 'preset') setShowError(false)
  }

  const amount = chosenAmount(choice)
  const status = isRejected ? 'rejected' : isResolved ? 'resolved' : isPending ? 'pending' : 'initial'
  const loading = loadingText(status, text)
  return (
    <div className="group mt-4 max-w-md">
      {isRejected ? null : (
        <AmountChoices
          currency={currency}
          error={showError && !amount.ok ? amountError(amount.problem, currency, text) : null}
          fields={amountFields}
          otherField={otherField}
          text={text}
          onChoice={choose}
        />
      )}
      {isInitial ? (
        <button
          type="button"
          onClick={askForPayPal}
          className="inline-flex min-h-11 items-center rounded bg-brand-700 px-5 py-2 font-semibold text-white group-has-data-held:hidden hover:bg-brand-900"
        >
          {text.give}
        </button>
      ) : null}
      <div role="status" aria-live="polite">
        {/* Before the island runs, the held press of "Give with PayPal" shows this by CSS; then React does. */}
        {loading || isInitial ? (
          <p className={`${loading ? '' : 'hidden group-has-data-held:block '}${LOADING_STYLE}`}>{text.loading}</p>
        ) : null}
        {isRejected ? (
          <p className="rounded border border-amber-400 bg-amber-50 p-3">
            {rich(text.unavailable, { paybill: <strong>{paybill}</strong> })}
          </p>
        ) : null}
        {/* Shown only where the island could not run (lib/islands/markup.ts, FAILED). */}
        <p className="hidden rounded border border-amber-400 bg-amber-50 p-3 in-data-failed:block">{text.elsewhere}</p>
        {result ? (
          <p
            ref={resultRef}
            tabIndex={-1}
            className={result.ok ? 'mt-3 font-semibold text-green-800' : 'mt-3 text-red-900'}
          >
            {result.text}
          </p>
        ) : null}
      </div>
      {isRejected ? null : (
        <PayPalButtons
          className="mt-3"
          style={{ layout: 'vertical', label: 'donate' }}
          forceReRender={[currency]}
          onClick={(_data, actions) => {
            const chosen = formChoice()
            setChoice(chosen)
            if (chosenAmount(chosen).ok) return actions.resolve()
            setShowError(true)
            otherField.current?.focus()
            return actions.reject()
          }}
          createOrder={(_data, actions) => {
            const amount = chosenAmount(formChoice())
            if (!amount.ok) throw new Error(`The amount cannot be sent: ${amount.problem}`)
            ordered.current = { amount: amount.value, currency }
            setResult(null)
            return actions.order.create(orderRequest(currency, amount.value))
          }}
          onApprove={async (_data, actions) => {
            const details = await actions.order?.capture()
            const gift = ordered.current
            if (gift) setResult({ ok: true, text: thankYou(details, gift, text) })
          }}
          onError={() => setResult({ ok: false, text: fill(text.failed, { paybill }) })}
        />
      )}
    </div>
  )
}

/** "Loading PayPal...", as the CSS of the held press and as React show it: the same line, so nothing moves. */
const LOADING_STYLE = 'flex min-h-11 items-center font-semibold text-brand-900'

/**
 * One widget per page: fixed ids match between the server's HTML and the island's render (no useId, docs/islands.md).
 */
const OTHER_ID = 'donation-other'
/** The amount's radio buttons, by name. */
const AMOUNT_NAME = 'donation-amount'

type ChoicesProps = {
  currency: Currency
  error: string | null
  fields: RefObject<HTMLFieldSetElement | null>
  otherField: RefObject<HTMLInputElement | null>
  text: Text
  /** The donor has changed the amount: the form has it. */
  onChoice: () => void
}

/**
 * The preset amounts and "Other amount" as radio buttons; the other amount's field under them, in the HTML from
 * the start and shown by CSS while "Other amount" is chosen, so it comes at once, before the island runs. They
 * are the form's (uncontrolled): what the donor checks or types is the choice, before the island runs and after.
 */
function AmountChoices({ currency, error, fields, otherField, text, onChoice }: ChoicesProps) {
  const id = OTHER_ID
  return (
    <fieldset className="mb-4" ref={fields}>
      <legend className="font-semibold">{text.amount}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {PRESET_AMOUNTS.map((preset) => (
          <label key={preset} className="flex items-center gap-2">
            <input
              type="radio"
              name={AMOUNT_NAME}
              value={preset}
              defaultChecked={preset === DEFAULT_AMOUNT}
              onChange={onChoice}
            />
            {money(preset, currency, text)}
          </label>
        ))}
        <label className="flex items-center gap-2">
          <input type="radio" name={AMOUNT_NAME} value="other" onChange={onChoice} />
          {text.other}
        </label>
      </div>
      <div className="mt-3 hidden group-has-[[value=other]:checked]:block">
        <label htmlFor={`${id}-other`} className="block">
          {fill(text.otherField, { currency })}
        </label>
        <input
          ref={otherField}
          id={`${id}-other`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="mt-1 w-40 rounded border border-slate-400 px-2 py-1 aria-[invalid=true]:border-red-700"
          onChange={onChoice}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {text.otherHint}
        </p>
        <div aria-live="polite">
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  )
}
