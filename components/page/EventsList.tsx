import { eventsMonthId } from '@/lib/element-ids'
import { Fact } from '@/components/site/Pending'
import { contentLang, interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { buildDate } from '@/lib/build-date'
import { byMonth, monthOf, pastMonthId, upcomingAndPast } from '@/lib/content/event-dates'
import { weekdayOf } from '@/lib/content/schemas/service-rules'
import type { Entry, EventData } from '@/lib/content/types'
import { dayMonthYear, monthYear, weekdayName } from '@/lib/i18n/dates'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'

type Events = Entry<EventData>[]

/** "Sunday, 14 January 2024" for "2024-01-14", in the page's language. */
function dayText(locale: Locale, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return `${weekdayName(locale, weekdayOf({ year, month, day }))}, ${dayMonthYear(locale, { year, month, day })}`
}

/** The events still to come and the past ones, as of the build's day. */
export function eventsAsOfBuild(events: Events) {
  return upcomingAndPast(events, buildDate())
}

/**
 * Event cards under month headings, in the order given. A month's heading has the id `events-YYYY-MM`
 * (links may point there): `idFor` gives each heading its id, unique on the page. Each month is a region
 * named by its heading; `namedWith` gives ids of headings to name it by as well, where the month alone
 * would name two regions of the page alike.
 */
export function EventMonths({
  events,
  headingLevel,
  idFor,
  namedWith = () => [],
}: {
  events: Events
  headingLevel: 2 | 3
  idFor: (month: string) => string
  namedWith?: (month: string) => string[]
}) {
  const locale = getLocale()
  const MonthHeading = headingLevel === 2 ? 'h2' : 'h3'
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <div className="space-y-8">
      {byMonth(events).map(({ month, events: inMonth }) => (
        <section key={month} aria-labelledby={[...namedWith(month), idFor(month)].join(' ')}>
          <MonthHeading
            id={idFor(month)}
            className={`${headingLevel === 2 ? 'text-2xl' : 'text-xl'} font-bold text-brand-900`}
          >
            {monthYear(locale, month)}
          </MonthHeading>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {inMonth.map((e) => (
              // An event not translated yet is in English on a Kiswahili page, and says so by its lang.
              <li
                key={e.source}
                lang={contentLang(e.lang)}
                className="rounded-lg border-l-4 border-accent-500 bg-brand-50 p-4"
              >
                <CardHeading className="text-lg font-bold text-brand-900">{e.data.title}</CardHeading>
                {/* When: the day, or the month while the day is not known. In the page's language, also on a card still in the other one. */}
                <p className="mt-1 font-semibold text-brand-800" lang={interfaceLangIn(e.lang)}>
                  <time dateTime={e.data.date ?? month}>
                    {e.data.date ? dayText(locale, e.data.date) : monthYear(locale, month)}
                  </time>
                </p>
                <Fact value={e.data.summary} className="mt-1 text-slate-700" writtenIn={e.lang} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** The events page: upcoming events, soonest first, then "Past events", latest first; both under month headings. */
export function EventsList({ events }: { events: Events }) {
  const t = messages().events
  const { upcoming, past } = eventsAsOfBuild(events)
  const upcomingMonths = new Set(upcoming.map((e) => monthOf(e.data)))
  return (
    <div className="space-y-12">
      <section aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
          {t.upcoming}
        </h2>
        {upcoming.length > 0 ? (
          <EventMonths events={upcoming} headingLevel={3} idFor={eventsMonthId} />
        ) : (
          <p className="text-lg text-slate-700">{t.noneUpcoming}</p>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-events">
          <h2 id="past-events" className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
            {t.past}
          </h2>
          {/* The month of the build's day can have events on both lists: its id goes to the upcoming one, and
              the past one is named "Past events March 2031", so the two regions have different names. */}
          <EventMonths
            events={past}
            headingLevel={3}
            idFor={(m) => pastMonthId(m, upcomingMonths)}
            namedWith={(m) => (upcomingMonths.has(m) ? ['past-events'] : [])}
          />
        </section>
      ) : null}
    </div>
  )
}
