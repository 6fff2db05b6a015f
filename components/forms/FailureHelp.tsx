/**
 * What a visitor can do when a message did not go: the text is still in the form, and another way to
 * reach the ministry. With a real ministry address that is a mailto: link carrying what they typed;
 * while the address is a placeholder, the list of churches (every congregation has a pastor to speak to).
 */
export type FailureHelpProps = {
  /** The ministry's e-mail address, or null while content/site.mdx has a placeholder. */
  email: string | null
  subject: string
  message: string
  churchesHref: string
}

export function mailtoHref(email: string, subject: string, message: string): string {
  const query = [subject && `subject=${encodeURIComponent(subject)}`, message && `body=${encodeURIComponent(message)}`].filter(Boolean)
  return `mailto:${email}${query.length > 0 ? `?${query.join('&')}` : ''}`
}

export function FailureHelp({ email, subject, message, churchesHref }: FailureHelpProps) {
  if (email) {
    return (
      <p className="mt-2">
        You can also e-mail your message to us at{' '}
        <a href={mailtoHref(email, subject, message)} className="font-semibold underline">
          {email}
        </a>
        .
      </p>
    )
  }
  return (
    <p className="mt-2">
      You can also speak to the pastor of a congregation near you: see{' '}
      <a href={churchesHref} className="font-semibold underline">
        our churches
      </a>{' '}
      for where and when each one meets.
    </p>
  )
}
