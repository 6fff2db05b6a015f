import { PersonCard } from '@/components/media/PersonCard'
import { isPlaceholder } from '@/lib/content/schemas'
import type { CongregationSection } from '@/lib/content/types'
import { Section } from './SectionHeading'

type Leader = Extract<CongregationSection, { kind: 'leaders' }>['leaders'][number]

/** "Meet Our Church Leaders": photo, name with title, role and a short bio; missing facts say so plainly. */
export function LeadersSection({ id, leaders }: { id: string; leaders: Leader[] }) {
  return (
    <Section id={id} eyebrow="Our team" title="Meet Our Church Leaders">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((leader, i) => {
          const named = !isPlaceholder(leader.name)
          return (
            <PersonCard
              key={i}
              photo={leader.photo}
              {...(named ? { alt: leader.name } : {})}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              name={named ? leader.name : 'Name to be added'}
              level={3}
              role={leader.role ? <p className="text-sm font-semibold text-brand-700">{leader.role}</p> : null}
            >
              <p className="mt-2 text-slate-700">{isPlaceholder(leader.bio) ? 'A short introduction will be added soon.' : leader.bio}</p>
            </PersonCard>
          )
        })}
      </ul>
    </Section>
  )
}
