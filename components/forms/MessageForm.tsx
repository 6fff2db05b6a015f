'use client'

/**
 * The sending part of every contact form: submits the form's own fields to EmailJS (its send-form
 * endpoint), says what is happening in a live region, and keeps what was typed when sending fails.
 * The fields come from the form that uses it; EmailJS is loaded only when the visitor submits.
 *
 * It never lets the browser submit the form itself (the address would carry the fields): its static HTML
 * has no submit button, and its Send opens the other ways to reach us (`reachUs`), for browsers where the
 * island never starts; a Send pressed before it starts is held by the forms' guard (lib/forms/guard.ts) and sent here
 * once
 * it does (lib/forms/held-send.ts), and where it cannot start, the guard keeps the message itself
 * (lib/forms/keep-on-phone.ts). With no connection, or no answer in time (lib/forms/send-timeout.ts), the
 * message waits on the phone (lib/forms/outbox.ts), listed under the form, without its words until the
 * visitor asks, until it goes. A field longer than its limit (lib/forms/field-limits.ts) is refused before
 * anything is sent, with what was typed left in the form.
 */
import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import type { EmailSettings } from '@/lib/forms/config'
import { overLimit } from '@/lib/forms/field-limits'
import { fieldLabel, focusField, formFields } from '@/lib/forms/form-fields'
import { HELD, HOLDS_SEND, HONEYPOT, SEND_BUTTON, STATUS } from '@/lib/forms/form-marks'
import { askWorkerToSend } from '@/lib/forms/background-sync'
import { cancelMessage, forgetEveryMessage, KEEP_UNSENT_DAYS, retryMessage, saveMessage } from '@/lib/forms/outbox'
import { outboxFormKey } from '@/lib/forms/saved-view'
import { sendSavedMessages } from '@/lib/forms/send-saved'
import { withinTime } from '@/lib/forms/send-timeout'
import { useHydrated } from '@/lib/hooks/media'
import { fill } from '@/lib/i18n/messages/fill'
import { rich } from '@/lib/i18n/messages/rich'
import {
  failureReason,
  initialSendState,
  sendReducer,
  statusMessage,
  submitDecision,
  THROTTLE_MS,
  type FailureReason,
  type SendEvent,
  type SendState,
} from '@/lib/forms/send-state'
import { FailureHelp } from './FailureHelp'
import type { MessageFormText } from './message-form-text'
import { SavedMessageList } from './SavedMessageList'
import { useSavedMessages } from './useSavedMessages'
import { thirdPartyMarker } from '@/lib/third-parties'

type Props = {
  /** The form's accessible name, e.g. "Message to the ministry". */
  label: string
  /** EmailJS settings, or null when they are missing: the form then explains that it cannot send. */
  settings: EmailSettings | null
  /** Key of EmailJS's rate limit in this browser (one message per minute per key). */
  rateLimitId: string
  /** The ministry's e-mail address, or null while it is a placeholder. */
  email: string | null
  churchesHref: string
  text: MessageFormText
  /**
   * Where the form cannot send (no JavaScript): what Send shows instead, rendered by the server
   * (components/forms/ReachUs.tsx).
   */
  reachUs: ReactNode
  children: ReactNode
}

/** Why the form cannot send, with the churches list to turn to. */
function NotReady({ text, churchesHref }: { text: MessageFormText; churchesHref: string }) {
  const link = (
    <a href={churchesHref} className="font-semibold underline">
      {text.churches}
    </a>
  )
  return (
    <p className="rounded border border-amber-400 bg-amber-50 p-3 text-slate-800">
      {text.notReady ? rich(text.notReady, { churches: link }) : null}
    </p>
  )
}

const fieldText = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name)
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : ''
}

/** Whether the browser knows it has no connection (a phone in flight mode, no signal). */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false

export function MessageForm({ label, settings, rateLimitId, email, churchesHref, text, reachUs, children }: Props) {
  const [state, setState] = useState<SendState>(initialSendState)
  // The machine's current state, updated synchronously: a second click in the same frame sees "sending".
  const current = useRef<SendState>(initialSendState)
  const [typed, setTyped] = useState({ subject: '', message: '' })
  /** What became of saved messages the visitor chose not to send, or that were removed unsent for their age. */
  const [notice, setNotice] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  // False in the static HTML and while hydrating: Send is then a plain button (see the top of this file).
  const started = useHydrated()
  const reachUsId = `${rateLimitId}-reach-us`

  const dispatch = (event: SendEvent) => {
    current.current = sendReducer(current.current, event)
    setState(current.current)
    // A message kept earlier that has gone since takes nothing back from what the form said.
    if (event.type !== 'saved-sent') setNotice('')
  }
  const formKey = () => outboxFormKey(window.location.pathname, rateLimitId)
  const saved = useSavedMessages(formKey, (gone) =>
    gone === 'sent'
      ? dispatch({ type: 'saved-sent' })
      : setNotice(fill(text.outbox.expired, { days: KEEP_UNSENT_DAYS })),
  )

  const fail = (form: HTMLFormElement, reason: FailureReason) => {
    setTyped({ subject: fieldText(form, 'subject'), message: fieldText(form, 'message') })
    dispatch({ type: 'failed', reason })
  }

  /** No connection: the message waits on the phone, and the form is free for another. */
  async function keep(form: HTMLFormElement, settings: EmailSettings) {
    try {
      await saveMessage({ form: formKey(), settings, fields: formFields(new FormData(form)) })
    } catch (error) {
      // No storage (a private window, a full disk): today's answer, the text stays in the form.
      console.error('The message could not be saved on this phone', error)
      return fail(form, 'network')
    }
    form.reset()
    dispatch({ type: 'saved' })
    void askWorkerToSend()
  }

  async function sendFrom(form: HTMLFormElement) {
    const decision = submitDecision(current.current, fieldText(form, HONEYPOT))
    if (decision === 'ignore' || !settings) return
    const over = decision === 'send' ? overLimit(formFields(new FormData(form))) : undefined
    if (over) {
      dispatch({ type: 'too-long', field: fieldLabel(form, over.field), limit: over.limit })
      return focusField(form, over.field)
    }
    dispatch({ type: 'submit' })
    if (decision === 'drop') {
      form.reset()
      dispatch({ type: 'succeeded' })
      return
    }
    if (offline()) return keep(form, settings)
    try {
      const { sendForm } = await import('@emailjs/browser')
      // No answer in time counts as no network: the message is kept, and may then reach the ministry twice
      // (docs/behaviour.md).
      await withinTime(
        sendForm(settings.serviceId, settings.templateId, form, {
          publicKey: settings.publicKey,
          limitRate: { id: rateLimitId, throttle: THROTTLE_MS },
        }),
      )
      form.reset()
      dispatch({ type: 'succeeded' })
    } catch (error) {
      const reason = failureReason(error)
      // EmailJS counts the attempt before sending; one that never arrived must not block a retry.
      if (reason !== 'rate-limited') {
        try {
          localStorage.removeItem(rateLimitId)
        } catch {
          // storage unavailable: EmailJS did not count the attempt either
        }
      }
      if (reason === 'network') return keep(form, settings)
      fail(form, reason)
    }
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void sendFrom(event.currentTarget)
  }

  // A Send the guard held before this island started: sent now, once (the mark goes with it).
  useEffect(() => {
    const form = formRef.current
    if (!form?.hasAttribute(HELD)) return
    form.removeAttribute(HELD)
    void sendFrom(form)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the island starts
  }, [])

  // Between React taking over and Send becoming a submit button, a click submits the form through React.
  const submitEarly = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    event.currentTarget.form?.requestSubmit()
  }

  async function cancel(id: string) {
    const result = await cancelMessage(id)
    // "Saved on this phone" no longer describes it.
    if (result !== 'sending') dispatch({ type: 'edited' })
    setNotice(result === 'sending' ? text.outbox.tooLate : text.outbox.cancelled)
  }

  async function forgetAll() {
    const onItsWay = await forgetEveryMessage()
    dispatch({ type: 'edited' })
    setNotice(onItsWay > 0 ? `${text.outbox.forgotten} ${text.outbox.tooLate}` : text.outbox.forgotten)
  }

  async function retry(id: string) {
    await retryMessage(id)
    if (!offline()) void sendSavedMessages()
  }

  const sending = state.status === 'sending'
  return (
    <form
      ref={formRef}
      {...thirdPartyMarker('emailjs')}
      {...{ [HOLDS_SEND]: '' }}
      // A belt: should the browser submit the form after all, the fields never go into the address.
      method="post"
      aria-label={label}
      onSubmit={send}
      onInput={() => dispatch({ type: 'edited' })}
      className="group mt-8 grid max-w-xl gap-4"
    >
      {children}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {text.honeypot}
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {settings ? null : <NotReady text={text} churchesHref={churchesHref} />}
      <div>
        <button
          type={started ? 'submit' : 'button'}
          {...{ [SEND_BUTTON]: '' }}
          popoverTarget={started ? undefined : reachUsId}
          onClick={started ? undefined : submitEarly}
          disabled={sending || !settings}
          className="rounded bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {text.send}
        </button>
      </div>
      {started ? null : (
        // Opened by Send where the island never starts; a browser without popovers shows it in place.
        <div
          id={reachUsId}
          popover="auto"
          className="m-auto max-w-[min(28rem,calc(100%-2rem))] rounded border border-amber-400 bg-white p-5 text-slate-800 shadow-xl backdrop:bg-slate-900/40"
        >
          {reachUs}
          <button
            type="button"
            popoverTarget={reachUsId}
            popoverTargetAction="hide"
            className="mt-4 min-h-11 rounded border border-slate-500 px-4 py-2 font-semibold"
          >
            {text.close}
          </button>
        </div>
      )}
      {/* Shown while the guard holds a Send for this island (lib/forms/held-send.ts marks the form). */}
      <div aria-live="polite">
        <p className="hidden font-semibold text-brand-900 group-data-held:block">{text.held}</p>
      </div>
      <div
        role="status"
        aria-live="polite"
        {...{ [STATUS]: '' }}
        className={
          state.status === 'failed' || state.status === 'too-long'
            ? 'rounded border border-red-300 bg-red-50 p-3 text-red-900'
            : 'text-brand-900'
        }
      >
        {state.status === 'idle' ? null : <p className="font-semibold">{statusMessage(state, text)}</p>}
        {state.status === 'failed' ? (
          <FailureHelp email={email} churchesHref={churchesHref} text={text} {...typed} />
        ) : null}
        {notice ? <p>{notice}</p> : null}
      </div>
      <SavedMessageList
        messages={saved}
        text={text}
        email={email}
        churchesHref={churchesHref}
        onCancel={(id) => void cancel(id)}
        onRetry={(id) => void retry(id)}
        onForgetAll={() => void forgetAll()}
      />
    </form>
  )
}
