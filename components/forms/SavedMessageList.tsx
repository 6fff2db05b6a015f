'use client'

/**
 * The messages of a form that wait on this phone for a connection (lib/forms/outbox.ts), under the form. A
 * phone is often shared, so the list says only how many wait and what becomes of each; a message's words
 * show on a tap (as does, for one the message service refused, the e-mail link that carries its text). Each
 * can be left unsent, a refused one tried again, and every message of the site forgotten at once.
 */
import { useId, useState } from 'react'
import type { KeptMessage } from '@/lib/forms/outbox'
import { toggledOpen, waitingHeading } from '@/lib/forms/saved-view'
import { FailureHelp } from './FailureHelp'
import type { MessageFormText } from './message-form-text'

const button = 'min-h-11 rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50'

/** A message's words, shown once the visitor asked. */
function Words({
  message,
  text,
  email,
  churchesHref,
}: {
  message: KeptMessage
  text: MessageFormText
  email: string | null
  churchesHref: string
}) {
  const subject = message.fields.subject?.trim()
  return (
    <>
      {subject ? <p className="font-semibold break-words">{subject}</p> : null}
      <p className="break-words whitespace-pre-line">{message.fields.message}</p>
      {message.state === 'refused' ? (
        <FailureHelp
          email={email}
          subject={message.fields.subject ?? ''}
          message={message.fields.message ?? ''}
          churchesHref={churchesHref}
          text={text}
        />
      ) : null}
    </>
  )
}

export function SavedMessageList({
  messages,
  text,
  email,
  churchesHref,
  onCancel,
  onRetry,
  onForgetAll,
}: {
  messages: KeptMessage[]
  text: MessageFormText
  email: string | null
  churchesHref: string
  onCancel: (id: string) => void
  onRetry: (id: string) => void
  onForgetAll: () => void
}) {
  const [open, setOpen] = useState<string[]>([])
  const id = useId()
  if (messages.length === 0) return null
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded border border-brand-100 bg-brand-50 p-3 text-slate-800"
    >
      <p id={`${id}-heading`} className="font-semibold text-brand-900">
        {waitingHeading(messages.length, text.outbox)}
      </p>
      <ul className="mt-2 grid gap-3">
        {messages.map((message) => {
          const shown = open.includes(message.id)
          return (
            <li key={message.id} className="grid gap-2 border-t border-brand-100 pt-2 first:border-t-0 first:pt-0">
              <p className="text-sm">{message.state === 'refused' ? text.outbox.refused : text.outbox.waiting}</p>
              <div id={`${id}-${message.id}`} className="grid gap-2 empty:hidden">
                {shown ? <Words message={message} text={text} email={email} churchesHref={churchesHref} /> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={button}
                  aria-expanded={shown}
                  aria-controls={`${id}-${message.id}`}
                  onClick={() => setOpen((now) => toggledOpen(now, message.id))}
                >
                  {shown ? text.outbox.hide : text.outbox.show}
                </button>
                {message.state === 'refused' ? (
                  <button type="button" className={button} onClick={() => onRetry(message.id)}>
                    {text.outbox.retry}
                  </button>
                ) : null}
                <button type="button" className={button} onClick={() => onCancel(message.id)}>
                  {text.outbox.cancel}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <button type="button" className={`${button} mt-3`} onClick={onForgetAll}>
        {text.outbox.forgetAll}
      </button>
    </section>
  )
}
