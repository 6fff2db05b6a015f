import { MessageField, TextField } from './fields'
import { messageFormProps, type FormHelp } from './email-setup'
import { MessageFormIsland } from '@/components/forms/MessageFormIsland'

/**
 * A congregation microsite's contact form (docs/behaviour.md): `user_name`, `user_email` and `subject`
 * required, `message` optional, sent with the congregation template together with `congregation`,
 * the name of the congregation it came from.
 */
export function CongregationContactForm({ congregation, help }: { congregation: string; help: FormHelp }) {
  return (
    <MessageFormIsland label={`Message to ${congregation} congregation`} rateLimitId="congregation-form" {...messageFormProps('congregation', help)}>
      <input type="hidden" name="congregation" value={congregation} />
      <TextField label="Your name" name="user_name" autoComplete="name" />
      <TextField label="Your email" name="user_email" type="email" autoComplete="email" />
      <TextField label="Subject" name="subject" />
      <MessageField label="Message (optional)" name="message" required={false} />
    </MessageFormIsland>
  )
}
