import type { FormHelp } from '@/components/forms/email-setup'
import { SendingForm } from '@/components/forms/SendingForm'
import { limitOf } from '@/lib/forms/field-limits'
import { InterfaceBlock } from '@/components/site/UntranslatedNote'
import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/request'
import { fill } from '@/lib/i18n/messages/fill'

/**
 * A program page's question box, under the id its content gives. The visitor's question (or e-mail
 * address) goes through the same EmailJS sending, feedback and no-data-loss handling as the contact
 * forms, with the main template.
 */
export function ContactBlock({
  id,
  heading,
  programName,
  help,
  writtenIn,
}: {
  id: string
  heading: string
  programName: string
  help: FormHelp
  /** The language of the program page's content, which may not be the page's. */
  writtenIn: Locale
}) {
  const t = messages().forms.question
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 bg-brand-50 px-4 py-14">
      <div className="mx-auto max-w-xl">
        <h2 id={`${id}-heading`} className="text-center text-3xl font-bold text-brand-900">
          {heading}
        </h2>
        <InterfaceBlock writtenIn={writtenIn}>
          <SendingForm
            template="main"
            help={help}
            label={fill(t.label, { program: programName })}
            rateLimitId="program-question"
            submitLabel={t.submit}
          >
            {/* What the ministry's inbox shows as the sender and subject: in English, as the office reads them (`language` says the visitor's). */}
            <input type="hidden" name="name" value={`Visitor of the ${programName} page`} />
            <input type="hidden" name="subject" value={`Question about ${programName}`} />
            <label className="grid gap-1 font-semibold text-brand-900">
              {t.question}
              <textarea
                name="message"
                required
                rows={3}
                className="rounded border border-slate-500 bg-white px-3 py-2 font-normal text-slate-900"
              />
            </label>
            <label className="grid gap-1 font-semibold text-brand-900">
              {t.email}
              <input
                type="email"
                name="email"
                autoComplete="email"
                maxLength={limitOf('email')}
                className="rounded border border-slate-500 bg-white px-3 py-2 font-normal text-slate-900"
              />
            </label>
          </SendingForm>
        </InterfaceBlock>
      </div>
    </section>
  )
}
