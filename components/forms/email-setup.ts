import { real, type Pending } from '@/lib/content/pending'
import { emailSetup, type EmailTemplate } from '@/lib/forms/config'
import { withBase } from '@/lib/paths'

/** Where a visitor can still turn when a message cannot be sent: the ministry's address and the churches list. */
export type FormHelp = {
  /** The site's e-mail (`site.email`), or what is still missing. */
  email: string | Pending
  /** The list of congregations (`paths.churches`), without the base path. */
  churchesPath: string
}

/** A form's help from the loaded content. */
export function formHelp(content: { site: { email: string | Pending }; paths: { churches: string } }): FormHelp {
  return { email: content.site.email, churchesPath: content.paths.churches }
}

const warned = new Set<EmailTemplate>()

/** What a form's server side hands to MessageForm: the settings, the ministry's address and the churches list. */
export function messageFormProps(template: EmailTemplate, { email, churchesPath }: FormHelp) {
  const setup = emailSetup(template)
  if (!setup.ready && !warned.has(template)) {
    warned.add(template)
    console.warn(
      `Contact form (${template}): sending is off until these are set: ${setup.missing.join(', ')} (see .env)`,
    )
  }
  return {
    settings: setup.ready ? setup.settings : null,
    email: real(email) ?? null,
    churchesHref: withBase(churchesPath),
  }
}
