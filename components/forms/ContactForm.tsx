import { messages } from '@/lib/i18n/request'
import { MessageField, TextField } from './fields'
import type { FormHelp } from './email-setup'
import { SendingForm } from './SendingForm'

/**
 * The main contact form on /contact (docs/behaviour.md): full name, e-mail, subject and message, all required.
 * The template receives `name`, `email`, `subject`, `message` and `language`.
 */
export function ContactForm({ help }: { help: FormHelp }) {
  const t = messages().forms.main
  return (
    <SendingForm template="main" help={help} label={t.label} rateLimitId="contact-form">
      <TextField label={t.name} name="name" autoComplete="name" />
      <TextField label={t.email} name="email" type="email" autoComplete="email" />
      <TextField label={t.subject} name="subject" />
      <MessageField label={t.message} name="message" />
    </SendingForm>
  )
}
