import type { ReactNode } from 'react'
import type { Pending } from '@/lib/content/pending'
import type { EmailTemplate } from '@/lib/forms/config'
import { LANGUAGE_FIELD } from '@/lib/forms/language'
import { localeInfo } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { messageFormProps, type FormHelp } from './email-setup'
import { MessageFormIsland } from './MessageFormIsland'
import type { MessageFormText } from './message-form-text'
import { ReachUs } from './ReachUs'

/**
 * Every message form of the site: the sending island with the page's words, the fields it is given, a
 * hidden field that tells the ministry which language the visitor wrote from (the template's `{{language}}`),
 * and the other ways to reach the ministry (or the congregation, by its `phone`) that Send shows where
 * the form cannot send.
 */
export function SendingForm({
  template,
  help,
  label,
  rateLimitId,
  submitLabel,
  phone,
  children,
}: {
  template: EmailTemplate
  help: FormHelp
  /** The form's accessible name. */
  label: string
  /** Key of EmailJS's rate limit in this browser. */
  rateLimitId: string
  /** The button's text, when not the usual "Send message". */
  submitLabel?: string
  /** The congregation's number, on a congregation's form. */
  phone?: string | Pending | undefined
  children: ReactNode
}) {
  const { notReady, ...t } = messages().messageForm
  const props = messageFormProps(template, help)
  // The words for a form that cannot send travel only with a form that cannot send.
  const text: MessageFormText = { ...t, send: submitLabel ?? t.send, ...(props.settings ? {} : { notReady }) }
  return (
    <MessageFormIsland
      label={label}
      rateLimitId={rateLimitId}
      text={text}
      {...props}
      reachUs={<ReachUs email={help.email} phone={phone} churchesHref={props.churchesHref} />}
    >
      <input type="hidden" name={LANGUAGE_FIELD} value={localeInfo[getLocale()].englishName} />
      {children}
    </MessageFormIsland>
  )
}
