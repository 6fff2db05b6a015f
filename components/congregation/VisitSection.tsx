import { calendarFile, hasCalendar } from '@/lib/congregation/calendar'
import { callHref, directionsHrefs, whatsappChatHref, whatsappShareHref } from '@/lib/congregation/contact-links'
import { congregationPlace } from '@/lib/congregation/place'
import { mainService, serviceLine } from '@/lib/congregation/services'
import { isPending, real } from '@/lib/content/pending'
import { isMobileNumber } from '@/lib/content/schemas/fields'
import type { Congregation, Service } from '@/lib/content/types'
import { rich } from '@/lib/i18n/messages/rich'
import { localePath, type Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { posterPath } from '@/lib/poster/address'
import { interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { PendingFact } from '@/components/site/Pending'
import { Section } from './SectionHeading'
import { fill } from '@/lib/i18n/messages/fill'
import { NOT_INDEXED } from '@/lib/search/markup'

const action =
  'inline-flex min-h-11 items-center gap-2 rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline'

/**
 * "Plan your visit": every service with its days and times, where the congregation meets, and plain
 * links a phone hands to its apps: the calendar file, directions, call, WhatsApp and sharing the page; and the
 * page's printable poster.
 * Nothing here needs JavaScript. The services, the place and the region are indexed for the search; the
 * headings and links, the same on every congregation's page, are not.
 */
export function VisitSection({
  id,
  congregation: c,
  services,
  pageUrl,
  contactHref,
  writtenIn,
}: {
  id: string
  congregation: Congregation
  services: Service[]
  /** The page's absolute address, for sharing. */
  pageUrl: string
  /** The page's contact form, when it has one. */
  contactHref?: string
  /** The language of the congregation's content, which may not be the page's. */
  writtenIn: Locale
}) {
  const t = messages()
  const lang = interfaceLangIn(writtenIn)
  const place = congregationPlace(c)
  const phone = real(c.phone)
  const main = mainService(services)
  const title = fill(t.meta.congregationTitle, { name: c.name })
  const directions = place.coordinates ? directionsHrefs(place.coordinates, title) : undefined
  const shareText = [title, main ? `${main.title}: ${serviceLine(main, getLocale())}` : undefined, place.text, pageUrl]
    .filter(Boolean)
    .join('\n')
  return (
    <Section id={id} eyebrow={t.visit.eyebrow} title={t.visit.heading} writtenIn={writtenIn}>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          <h3 lang={lang} className="text-xl font-bold text-brand-900" {...NOT_INDEXED}>
            {t.visit.when}
          </h3>
          <ul className="mt-3 divide-y divide-brand-100 rounded border border-brand-100">
            {services.map((s) => (
              <li key={s.title} className="px-4 py-3">
                <p className="font-semibold text-brand-900">{s.title}</p>
                <p lang={lang} className="text-slate-700">
                  {serviceLine(s, getLocale())}
                </p>
                {isPending(s.starts) ? (
                  <PendingFact fact={s.starts} as="p" className="mt-1 text-sm" writtenIn={writtenIn} />
                ) : null}
                {s.note ? <p className="text-sm text-slate-600">{s.note}</p> : null}
              </li>
            ))}
          </ul>
          {hasCalendar(services) ? (
            <p className="mt-4" {...NOT_INDEXED}>
              {/* A plain link: a phone hands the file to its calendar app (iOS offers "Add All"; a download attribute would only save it). */}
              <a
                href={withBase(localePath(getLocale(), `/${c.slug}/${calendarFile(c.slug)}`))}
                type="text/calendar"
                lang={lang}
                className={action}
              >
                {t.visit.addToCalendar}
                <span className="text-sm font-normal text-slate-600">{t.visit.calendarFile}</span>
              </a>
            </p>
          ) : null}
          {/* One A4 sheet with the times, the place and the giving numbers, for the church door (components/poster). */}
          <p className="mt-4" {...NOT_INDEXED}>
            <a href={withBase(localePath(getLocale(), posterPath(c.slug)))} lang={lang} className={action}>
              {t.visit.poster}
            </a>
          </p>
        </div>
        <div>
          <h3 lang={lang} className="text-xl font-bold text-brand-900" {...NOT_INDEXED}>
            {t.visit.where}
          </h3>
          <address className="mt-3 text-slate-800 not-italic">
            {place.place ? <p className="font-semibold">{place.place}</p> : null}
            {isPending(c.location?.place) ? <PendingFact fact={c.location.place} as="p" writtenIn={writtenIn} /> : null}
            {place.landmark ? <p>{place.landmark}</p> : null}
            {isPending(c.location?.landmark) ? (
              <PendingFact fact={c.location.landmark} as="p" writtenIn={writtenIn} />
            ) : null}
            <p>{fill(t.microsite.region, { region: c.region })}</p>
          </address>
          {!place.text && contactHref ? (
            <p lang={lang} className="mt-3 text-slate-700" {...NOT_INDEXED}>
              {rich(t.visit.askWhere, {
                form: (
                  <a href={contactHref} className="font-semibold text-brand-700 underline">
                    {t.visit.contactForm}
                  </a>
                ),
              })}
            </p>
          ) : null}
          <ul lang={lang} className="mt-4 flex flex-wrap gap-3" {...NOT_INDEXED}>
            {directions ? (
              <>
                <li>
                  <a href={directions.app} className={action}>
                    {t.visit.directions}
                  </a>
                </li>
                <li>
                  <a href={directions.web} className={action}>
                    {t.visit.mapInBrowser}
                  </a>
                </li>
              </>
            ) : null}
            {phone ? (
              <>
                <li>
                  <a href={callHref(phone)} className={action}>
                    {fill(t.visit.call, { phone })}
                  </a>
                </li>
                {/* WhatsApp reaches mobile numbers only: a landline gets the call link alone. */}
                {isMobileNumber(phone) ? (
                  <li>
                    <a href={whatsappChatHref(phone)} className={action}>
                      {fill(t.visit.whatsapp, { phone })}
                    </a>
                  </li>
                ) : null}
              </>
            ) : null}
            {isPending(c.phone) ? <PendingFact fact={c.phone} as="li" writtenIn={writtenIn} /> : null}
            <li>
              <a href={whatsappShareHref(shareText)} className={action}>
                {t.visit.share}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  )
}
