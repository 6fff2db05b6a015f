import { PersonCard } from '@/components/media/PersonCard'
import { isPlaceholder } from '@/lib/content/schemas'
import type { CongregationSection } from '@/lib/content/types'
import { messages } from '@/lib/i18n/request'
import { interfaceLang } from '@/components/site/UntranslatedNote'
import { Section } from './SectionHeading'

type Leader = Extract<CongregationSection, { kind: 'leaders' }>['leaders'][number]

/** "Meet Our Church Leaders": photo, name with title, role and a short bio; missing facts say so plainly. */
export function LeadersSection({ id, leaders }: { id: string; leaders: Leader[] }) {
  const t = messages()
  return (
    <Section id={id} eyebrow={t.leaders.eyebrow} title={t.leaders.heading}>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((leader, i) => {
          const named = !isPlaceholder(leader.name)
          return (
            <PersonCard
              key={i}
              photo={leader.photo}
              {...(named ? { alt: leader.name } : {})}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              name={named ? leader.name : t.placeholder.name}
              level={3}
              role={leader.role ? <p className="text-sm font-semibold text-brand-700">{leader.role}</p> : null}
            >
              {isPlaceholder(leader.bio) ? (
                <p lang={interfaceLang()} className="mt-2 text-slate-700">
                  {t.placeholder.bio}
                </p>
              ) : (
                <p className="mt-2 whitespace-pre-line text-slate-700">{leader.bio}</p>
              )}
            </PersonCard>
          )
        })}
      </ul>
    </Section>
  )
}
