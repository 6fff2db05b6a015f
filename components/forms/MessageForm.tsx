'use client'

/**
 * The sending part of every contact form: submits the form's own fields to EmailJS (its send-form
 * endpoint), says what is happening in a live region, and keeps what was typed when sending fails.
 * The fields come from the form that uses it; EmailJS is loaded only when the visitor submits.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { EmailSettings } from '@/lib/forms/config'
import type { Messages } from '@/lib/i18n/messages'
import { rich } from '@/lib/i18n/messages/rich'
import {
  failureReason,
  initialSendState,
  sendReducer,
  statusMessage,
  submitDecision,
  THROTTLE_MS,
  type SendEvent,
  type SendState,
} from '@/lib/forms/send-state'
import { FailureHelp } from './FailureHelp'
import { thirdPartyMarker } from '@/lib/security/third-parties'

/** The honeypot: people never see it, bots fill it in. */
const HONEYPOT = 'website'

/** The form's words in the page's language; `notReady` only where the form cannot send. */
export type MessageFormText = Omit<Messages['messageForm'], 'notReady'> & Partial<Pick<Messages['messageForm'], 'notReady'>>

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
  children: ReactNode
}

/** Why the form cannot send, with the churches list to turn to. */
function NotReady({ text, churchesHref }: { text: MessageFormText; churchesHref: string }) {
  const link = (
    <a href={churchesHref} className="font-semibold underline">
      {text.churches}
    </a>
  )
  return <p className="rounded border border-amber-400 bg-amber-50 p-3 text-slate-800">{text.notReady ? rich(text.notReady, { churches: link }) : null}</p>
}

const fieldText = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name)
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : ''
}

export function MessageForm({ label, settings, rateLimitId, email, churchesHref, text, children }: Props) {
  const [state, setState] = useState<SendState>(initialSendState)
  // The machine's current state, updated synchronously: a second click in the same frame sees "sending".
  const current = useRef<SendState>(initialSendState)
  const [typed, setTyped] = useState({ subject: '', message: '' })

  const dispatch = (event: SendEvent) => {
    current.current = sendReducer(current.current, event)
    setState(current.current)
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const decision = submitDecision(current.current, fieldText(form, HONEYPOT))
    if (decision === 'ignore' || !settings) return
    dispatch({ type: 'submit' })
    if (decision === 'drop') {
      form.reset()
      dispatch({ type: 'succeeded' })
      return
    }
    try {
      const { sendForm } = await import('@emailjs/browser')
      await sendForm(settings.serviceId, settings.templateId, form, {
        publicKey: settings.publicKey,
        limitRate: { id: rateLimitId, throttle: THROTTLE_MS },
      })
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
      setTyped({ subject: fieldText(form, 'subject'), message: fieldText(form, 'message') })
      dispatch({ type: 'failed', reason })
    }
  }

  const sending = state.status === 'sending'
  return (
    <form {...thirdPartyMarker('emailjs')} aria-label={label} onSubmit={send} onInput={() => dispatch({ type: 'edited' })} className="mt-8 grid max-w-xl gap-4">
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
          type="submit"
          disabled={sending || !settings}
          className="rounded bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {text.send}
        </button>
      </div>
      <div role="status" aria-live="polite" className={state.status === 'failed' ? 'rounded border border-red-300 bg-red-50 p-3 text-red-900' : 'text-brand-900'}>
        {state.status === 'idle' ? null : <p className="font-semibold">{statusMessage(state, text)}</p>}
        {state.status === 'failed' ? <FailureHelp email={email} churchesHref={churchesHref} text={text} {...typed} /> : null}
      </div>
    </form>
  )
}
