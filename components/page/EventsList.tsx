import { Fact } from '@/components/page/Fact'
import { contentLang } from '@/components/site/UntranslatedNote'
import type { Entry, EventData } from '@/lib/content/types'
import { monthYear } from '@/lib/i18n/dates'
import { getLocale } from '@/lib/i18n/request'


/** Event cards under month headings, newest month first. */
export function EventsList({ events, headingLevel = 2 }: { events: Entry<EventData>[]; headingLevel?: 2 | 3 }) {
  const months = [...new Set(events.map((e) => e.data.month))].sort().reverse()
  const MonthHeading = headingLevel === 2 ? 'h2' : 'h3'
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <div className="space-y-8">
      {months.map((month) => (
        <section key={month} aria-labelledby={`events-${month}`}>
          <MonthHeading id={`events-${month}`} className="text-2xl font-bold text-brand-900">
            {monthYear(getLocale(), month)}
          </MonthHeading>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {events
              .filter((e) => e.data.month === month)
              .sort((a, b) => a.data.order - b.data.order)
              .map((e) => (
                // An event not translated yet is in English on a Kiswahili page, and says so by its lang.
                <li key={e.source} lang={contentLang(e.lang)} className="rounded-lg border-l-4 border-accent-500 bg-brand-50 p-4">
                  <CardHeading className="text-lg font-bold text-brand-900">{e.data.title}</CardHeading>
                  <Fact value={e.data.summary} className="mt-1 text-slate-700" />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
