import { MessageField, TextField } from './fields'
import { messageFormProps, type FormHelp } from './email-setup'
import { MessageFormIsland } from '@/components/forms/MessageFormIsland'

/**
 * The main contact form on /contact (docs/behaviour.md): full name, e-mail, subject and message, all required.
 * The template receives `name`, `email`, `subject` and `message`.
 */
export function ContactForm({ help }: { help: FormHelp }) {
  return (
    <MessageFormIsland label="Message to the ministry" rateLimitId="contact-form" {...messageFormProps('main', help)}>
      <TextField label="Full name" name="name" autoComplete="name" />
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <TextField label="Subject" name="subject" />
      <MessageField label="Message" name="message" />
    </MessageFormIsland>
  )
}
