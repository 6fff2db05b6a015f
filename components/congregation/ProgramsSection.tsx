import type { CongregationSection } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/request'
import { interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { Section } from './SectionHeading'

type Program = Extract<CongregationSection, { kind: 'programs' }>['programs'][number]

const badge: Record<Program['status'], string> = {
  Operational: 'bg-green-100 text-green-900',
  Ongoing: 'bg-brand-100 text-brand-900',
  'In Progress': 'bg-amber-100 text-amber-900',
  Started: 'bg-sky-100 text-sky-900',
  Future: 'bg-violet-100 text-violet-900',
  Challenge: 'bg-red-100 text-red-900',
}

/** Current and future programs, each with its status label (content names the status; the catalogue has its words). */
export function ProgramsSection({ id, programs, writtenIn }: { id: string; programs: Program[]; writtenIn: Locale }) {
  const t = messages().programs
  return (
    <Section id={id} eyebrow={t.eyebrow} title={t.heading} tone="tint" writtenIn={writtenIn}>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {programs.map((p) => (
          <li key={p.name} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-brand-100">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-bold text-brand-900">{p.name}</h3>
              <p
                lang={interfaceLangIn(writtenIn)}
                className={`rounded-full px-3 py-0.5 text-sm font-semibold ${badge[p.status]}`}
              >
                <span className="sr-only">{t.status} </span>
                {t.statuses[p.status]}
              </p>
            </div>
            {p.text ? <p className="mt-2 text-slate-700">{p.text}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
