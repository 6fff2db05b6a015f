import { PersonCard } from '@/components/media/PersonCard'
import { Fact } from '@/components/site/Pending'
import { real } from '@/lib/content/pending'
import type { CongregationSection } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/request'
import { Section } from './SectionHeading'

type Leader = Extract<CongregationSection, { kind: 'leaders' }>['leaders'][number]

/**
 * "Meet Our Church Leaders": photo, name with title, role and a short bio (what is still missing does not show on the
 * public site).
 */
export function LeadersSection({ id, leaders, writtenIn }: { id: string; leaders: Leader[]; writtenIn: Locale }) {
  const t = messages()
  return (
    <Section id={id} eyebrow={t.leaders.eyebrow} title={t.leaders.heading} writtenIn={writtenIn}>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((leader, i) => {
          const name = real(leader.name)
          return (
            <PersonCard
              key={i}
              photo={leader.photo}
              {...(name ? { alt: name } : {})}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              name={leader.name}
              level={3}
              writtenIn={writtenIn}
              role={leader.role ? <p className="text-sm font-semibold text-brand-700">{leader.role}</p> : null}
            >
              <Fact value={leader.bio} className="mt-2 text-slate-700" writtenIn={writtenIn} />
            </PersonCard>
          )
        })}
      </ul>
    </Section>
  )
}
