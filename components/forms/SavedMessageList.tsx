'use client'

/**
 * The messages of a form that wait on this phone for a connection (lib/forms/outbox.ts), under the form:
 * each by its first words, what becomes of it, and a button not to send it after all. One the message
 * service refused says so, offers another way (its text goes into the e-mail link) and can be tried again.
 */
import type { SavedMessage } from '@/lib/forms/outbox'
import { messageSummary } from '@/lib/forms/saved-view'
import { FailureHelp } from './FailureHelp'
import type { MessageFormText } from './message-form-text'

const button = 'min-h-11 rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50'

export function SavedMessageList({
  messages,
  text,
  email,
  churchesHref,
  onCancel,
  onRetry,
}: {
  messages: SavedMessage[]
  text: MessageFormText
  email: string | null
  churchesHref: string
  onCancel: (id: string) => void
  onRetry: (id: string) => void
}) {
  if (messages.length === 0) return null
  return (
    <section aria-label={text.outbox.heading} className="rounded border border-brand-100 bg-brand-50 p-3 text-slate-800">
      <p className="font-semibold text-brand-900">{text.outbox.heading}</p>
      <ul className="mt-2 grid gap-3">
        {messages.map((message) => (
          <li key={message.id} className="grid gap-2 border-t border-brand-100 pt-2 first:border-t-0 first:pt-0">
            <p className="break-words">“{messageSummary(message.fields)}”</p>
            <p className="text-sm">{message.state === 'refused' ? text.outbox.refused : text.outbox.waiting}</p>
            {message.state === 'refused' ? (
              <FailureHelp email={email} subject={message.fields.subject ?? ''} message={message.fields.message ?? ''} churchesHref={churchesHref} text={text} />
            ) : null}
            <div className="flex flex-wrap gap-2">
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
        ))}
      </ul>
    </section>
  )
}
