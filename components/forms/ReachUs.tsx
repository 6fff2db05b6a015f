import { callHref, whatsappChatHref } from '@/lib/congregation/contact-links'
import { real, type Pending } from '@/lib/content/pending'
import { isMobileNumber } from '@/lib/content/schemas/fields'
import { fill } from '@/lib/i18n/messages/fill'
import { rich } from '@/lib/i18n/messages/rich'
import { messages } from '@/lib/i18n/request'

const link = 'font-semibold text-brand-800 underline'

/**
 * Why the form cannot send, in the words that are true here. The form's HTML says it needs JavaScript; the
 * forms' guard (lib/forms/guard.ts), which only runs with JavaScript, marks the form as it opens (`data-guarded`),
 * and the other words show instead: the form's code could not load and the phone could not keep the
 * message either (lib/forms/held-send.ts), since where it can be kept, it is, and this never opens.
 */
function Lead() {
  const t = messages().forms.reachUs
  return (
    <>
      <p className="group-data-guarded:hidden">{t.lead}</p>
      <p className="hidden group-data-guarded:block">{t.notKept}</p>
    </>
  )
}

/**
 * What Send shows where a message form cannot send (JavaScript off, Opera Mini; or its code could not load
 * and the message could not be kept on the phone): that what was typed is
 * still there, and the other ways to reach the ministry or the congregation that the content gives: the
 * ministry's e-mail, the congregation's number to call (and WhatsApp, for a mobile number). A fact still
 * to come is left out, in the preview too (it marks those facts where the page states them: the ministry's
 * e-mail in the footer, the congregation's number in its visit section); with none at all, the churches list,
 * as after a failed send.
 */
export function ReachUs({
  email,
  phone,
  churchesHref,
}: {
  email: string | Pending
  phone?: string | Pending | undefined
  churchesHref: string
}) {
  const t = messages()
  const address = real(email)
  const number = real(phone)
  if (!address && !number)
    return (
      <>
        <Lead />
        <p className="mt-3">
          {rich(t.forms.reachUs.pastor, {
            churches: (
              <a href={churchesHref} className={link}>
                {t.messageForm.churches}
              </a>
            ),
          })}
        </p>
      </>
    )
  return (
    <>
      <Lead />
      <p className="mt-3">{t.forms.reachUs.otherWays}</p>
      <ul className="mt-2 grid gap-2">
        {address ? (
          <li>
            <a href={`mailto:${address}`} className={link}>
              {fill(t.forms.reachUs.email, { email: address })}
            </a>
          </li>
        ) : null}
        {number ? (
          <li>
            <a href={callHref(number)} className={link}>
              {fill(t.visit.call, { phone: number })}
            </a>
          </li>
        ) : null}
        {number && isMobileNumber(number) ? (
          <li>
            <a href={whatsappChatHref(number)} className={link}>
              {fill(t.visit.whatsapp, { phone: number })}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  )
}
