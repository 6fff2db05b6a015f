import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { scheduleLines } from '@/lib/congregation/services'
import { Fact, PendingFact } from '@/components/site/Pending'
import { ServiceIllustration } from './ServiceIllustration'
import type { CongregationSection } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { Section } from './SectionHeading'

const SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw'

type Program = Extract<CongregationSection, { kind: 'weekly' }>['programs'][number]

/** "Happening weekly": one picture card per kind of service, with the days and times of the services it names. */
export function WeeklyPrograms({ id, programs, writtenIn }: { id: string; programs: Program[]; writtenIn: Locale }) {
  const t = messages().weekly
  return (
    <Section id={id} eyebrow={t.eyebrow} title={t.heading} tone="tint" writtenIn={writtenIn}>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {programs.map((p) => (
          <li key={p.title} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-brand-100">
            {p.image.pending ? (
              <PendingFact
                fact={p.image.pending}
                as="div"
                standIn={
                  <ResponsiveImage image={p.image} sizes={SIZES} className="aspect-[4/3] h-auto w-full object-cover" />
                }
                otherwise={<ServiceIllustration kind={p.illustration} className="aspect-[4/3] w-full" />}
              />
            ) : (
              <ResponsiveImage image={p.image} sizes={SIZES} className="aspect-[4/3] h-auto w-full object-cover" />
            )}
            <div className="p-4">
              <h3 className="text-xl font-bold text-brand-900">{p.title}</h3>
              <ul className="mt-1 font-semibold text-brand-700">
                {scheduleLines(p.schedule, getLocale()).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {p.text !== undefined ? (
                <Fact value={p.text} className="mt-2 text-slate-700" writtenIn={writtenIn} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
