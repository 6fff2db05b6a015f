import { calendarFile, hasCalendar } from '@/lib/congregation/calendar'
import { callHref, directionsHrefs, whatsappChatHref, whatsappShareHref } from '@/lib/congregation/contact-links'
import { congregationPlace } from '@/lib/congregation/place'
import { mainService, serviceLine } from '@/lib/congregation/services'
import { known } from '@/lib/content/schemas'
import type { Congregation, Service } from '@/lib/content/types'
import { withBase } from '@/lib/paths'
import { Section } from './SectionHeading'

/** Shown where the office has not yet said where a congregation meets. */
export const PLACE_TO_COME = 'The meeting place will be published soon.'

const action = 'inline-flex min-h-11 items-center gap-2 rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline'

/**
 * "Plan your visit": every service with its days and times, where the congregation meets, and plain
 * links a phone hands to its apps: the calendar file, directions, call, WhatsApp and sharing the page.
 * Nothing here needs JavaScript.
 */
export function VisitSection({
  id,
  congregation: c,
  services,
  pageUrl,
  contactHref,
}: {
  id: string
  congregation: Congregation
  services: Service[]
  /** The page's absolute address, for sharing. */
  pageUrl: string
  /** The page's contact form, when it has one. */
  contactHref?: string
}) {
  const place = congregationPlace(c)
  const phone = known(c.phone)
  const main = mainService(services)
  const directions = place.coordinates ? directionsHrefs(place.coordinates, `${c.name} congregation`) : undefined
  const shareText = [`${c.name} congregation`, main ? `${main.title}: ${serviceLine(main)}` : undefined, place.text, pageUrl].filter(Boolean).join('\n')
  return (
    <Section id={id} eyebrow="Plan your visit" title="Services and directions">
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="text-xl font-bold text-brand-900">When we meet</h3>
          <ul className="mt-3 divide-y divide-brand-100 rounded border border-brand-100">
            {services.map((s) => (
              <li key={s.title} className="px-4 py-3">
                <p className="font-semibold text-brand-900">{s.title}</p>
                <p className="text-slate-700">{serviceLine(s)}</p>
                {s.note ? <p className="text-sm text-slate-600">{s.note}</p> : null}
              </li>
            ))}
          </ul>
          {hasCalendar(services) ? (
            <p className="mt-4">
              {/* A plain link: a phone hands the file to its calendar app (iOS offers "Add All"; a download attribute would only save it). */}
              <a href={withBase(`/${c.slug}/${calendarFile(c.slug)}`)} type="text/calendar" className={action}>
                Add these services to your calendar
                <span className="text-sm font-normal text-slate-600">(.ics file)</span>
              </a>
            </p>
          ) : null}
        </div>
        <div>
          <h3 className="text-xl font-bold text-brand-900">Where we meet</h3>
          {place.text ? (
            <address className="mt-3 not-italic text-slate-800">
              {place.place ? <p className="font-semibold">{place.place}</p> : null}
              {place.landmark ? <p>{place.landmark}</p> : null}
              <p>{c.region} region</p>
            </address>
          ) : (
            <p className="mt-3 text-slate-700">
              <span className="italic">{PLACE_TO_COME}</span>
              {contactHref ? (
                <>
                  {' '}
                  Ask us with the{' '}
                  <a href={contactHref} className="font-semibold text-brand-700 underline">
                    contact form
                  </a>
                  .
                </>
              ) : null}
            </p>
          )}
          <ul className="mt-4 flex flex-wrap gap-3">
            {directions ? (
              <>
                <li>
                  <a href={directions.app} className={action}>
                    Get directions
                  </a>
                </li>
                <li>
                  <a href={directions.web} className={action}>
                    Open the map in a browser
                  </a>
                </li>
              </>
            ) : null}
            {phone ? (
              <>
                <li>
                  <a href={callHref(phone)} className={action}>
                    Call {phone}
                  </a>
                </li>
                <li>
                  <a href={whatsappChatHref(phone)} className={action}>
                    WhatsApp {phone}
                  </a>
                </li>
              </>
            ) : null}
            <li>
              <a href={whatsappShareHref(shareText)} className={action}>
                Share on WhatsApp
              </a>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  )
}
