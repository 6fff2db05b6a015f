import type { Messages } from '@/lib/i18n/messages'
import { rich } from '@/lib/i18n/messages/rich'

/**
 * What a visitor can do when a message did not go: the text is still in the form, and another way to
 * reach the ministry. With a real ministry address that is a mailto: link carrying what they typed;
 * while the address is a placeholder, the list of churches (every congregation has a pastor to speak to).
 */
export type FailureHelpProps = {
  /** The ministry's e-mail address, or null while content/site.en.mdx has a placeholder. */
  email: string | null
  subject: string
  message: string
  churchesHref: string
  /** The page's words (the catalogue's `messageForm`). */
  text: Pick<Messages['messageForm'], 'alsoEmail' | 'alsoPastor' | 'churches'>
}

export function mailtoHref(email: string, subject: string, message: string): string {
  const query = [
    subject && `subject=${encodeURIComponent(subject)}`,
    message && `body=${encodeURIComponent(message)}`,
  ].filter(Boolean)
  return `mailto:${email}${query.length > 0 ? `?${query.join('&')}` : ''}`
}

export function FailureHelp({ email, subject, message, churchesHref, text }: FailureHelpProps) {
  if (email) {
    const link = (
      <a href={mailtoHref(email, subject, message)} className="font-semibold underline">
        {email}
      </a>
    )
    return <p className="mt-2">{rich(text.alsoEmail, { email: link })}</p>
  }
  const link = (
    <a href={churchesHref} className="font-semibold underline">
      {text.churches}
    </a>
  )
  return <p className="mt-2">{rich(text.alsoPastor, { churches: link })}</p>
}
