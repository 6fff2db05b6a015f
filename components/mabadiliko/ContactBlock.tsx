'use client'

/**
 * "Have Question In Mind? Let Us Help You" (anchor contact-mb): the visitor types an e-mail address
 * or a question and presses "email us" (on the old site both did nothing). Until the shared EmailJS
 * sending of the contact forms is wired in here, the button opens the visitor's e-mail program with a
 * message to the program, or, while no address is published, says plainly how to reach the ministry.
 */
import { useState, type FormEvent } from 'react'
import { mailtoFor } from './contact-mail'

type Props = {
  heading: string
  /** The program's (or ministry's) e-mail address; null while none is published. */
  email: string | null
  programName: string
  /** The ministry's contact page, for visitors while no address is published. */
  contactHref: string
}

type Outcome = { kind: 'mailto'; address: string } | { kind: 'no-address' } | null

export function ContactBlock({ heading, email, programName, contactHref }: Props) {
  const [outcome, setOutcome] = useState<Outcome>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const typed = String(new FormData(form).get('question') ?? '').trim()
    if (!typed) return
    if (email) {
      window.location.href = mailtoFor(email, programName, typed)
      setOutcome({ kind: 'mailto', address: email })
    } else {
      setOutcome({ kind: 'no-address' })
    }
  }

  return (
    <section id="contact-mb" aria-labelledby="contact-mb-heading" className="scroll-mt-20 bg-brand-900 px-4 py-14 text-white">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="contact-mb-heading" className="text-3xl font-bold">
          {heading}
        </h2>
        <form onSubmit={onSubmit} className="mt-8 flex flex-col gap-3 sm:flex-row">
          <label htmlFor="contact-mb-question" className="sr-only">
            Your e-mail address or your question
          </label>
          <input
            id="contact-mb-question"
            name="question"
            type="text"
            required
            placeholder="Your e-mail address or your question"
            className="min-w-0 flex-1 rounded border-2 border-white bg-white px-4 py-3 text-slate-900 placeholder:text-slate-600"
          />
          <button type="submit" className="rounded bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500">
            email us
          </button>
        </form>
        <div role="status" className="mt-4 min-h-6 text-brand-100">
          {outcome?.kind === 'mailto' ? (
            <p>
              Your e-mail program should now open with a message to us. If it does not, write to{' '}
              <a className="font-semibold text-white underline" href={`mailto:${outcome.address}`}>
                {outcome.address}
              </a>
              .
            </p>
          ) : null}
          {outcome?.kind === 'no-address' ? (
            <p>
              Thank you. We cannot send messages from here yet: the program&apos;s e-mail address is still being set up.
              Please write to us through the{' '}
              <a className="font-semibold text-white underline" href={contactHref}>
                contact page
              </a>
              , or ask at your congregation.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
