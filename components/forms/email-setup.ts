import { loadContent } from '@/lib/content/load'
import { isPlaceholder } from '@/lib/content/schemas'
import { emailSetup, type EmailTemplate } from '@/lib/forms/config'
import { withBase } from '@/lib/paths'

const warned = new Set<EmailTemplate>()

/** What a form's server side hands to MessageForm: the settings, the ministry's address and the churches list. */
export function messageFormProps(template: EmailTemplate) {
  const setup = emailSetup(template)
  if (!setup.ready && !warned.has(template)) {
    warned.add(template)
    console.warn(`Contact form (${template}): sending is off until these are set: ${setup.missing.join(', ')} (see .env.example)`)
  }
  const { email } = loadContent().site
  return {
    settings: setup.ready ? setup.settings : null,
    email: isPlaceholder(email) ? null : email,
    churchesHref: withBase('/church/'),
  }
}
