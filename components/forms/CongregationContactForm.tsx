import { messages } from '@/lib/i18n/request'
import { MessageField, TextField } from './fields'
import type { FormHelp } from './email-setup'
import { SendingForm } from './SendingForm'
import { fill } from '@/lib/i18n/messages/fill'
import type { Pending } from '@/lib/content/pending'

/**
 * A congregation microsite's contact form (docs/behaviour.md): `user_name`, `user_email` and `subject`
 * required, `message` optional, sent with the congregation template together with `congregation`,
 * the name of the congregation it came from, and `language`. Where it cannot send, Send offers the
 * congregation's number (`phone`) beside the ministry's address.
 */
export function CongregationContactForm({
  congregation,
  phone,
  help,
}: {
  congregation: string
  phone?: string | Pending | undefined
  help: FormHelp
}) {
  const t = messages().forms.congregation
  return (
    <SendingForm
      template="congregation"
      help={help}
      label={fill(t.label, { name: congregation })}
      rateLimitId="congregation-form"
      phone={phone}
    >
      <input type="hidden" name="congregation" value={congregation} />
      <TextField label={t.name} name="user_name" autoComplete="name" />
      <TextField label={t.email} name="user_email" type="email" autoComplete="email" />
      <TextField label={t.subject} name="subject" />
      <MessageField label={t.message} name="message" required={false} />
    </SendingForm>
  )
}
