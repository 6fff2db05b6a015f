import { Fact } from '@/components/page/Fact'
import type { Entry, EventData } from '@/lib/content/types'

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

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
            {monthName(month)}
          </MonthHeading>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {events
              .filter((e) => e.data.month === month)
              .sort((a, b) => a.data.order - b.data.order)
              .map((e) => (
                <li key={e.source} className="rounded-lg border-l-4 border-accent-500 bg-brand-50 p-4">
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
