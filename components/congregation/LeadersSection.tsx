import { ResponsiveImage } from '@/components/media/ResponsiveImage'
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
            <li key={i} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-brand-100">
              <ResponsiveImage
                image={leader.photo}
                alt={named ? `${leader.name}` : leader.photo.alt}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-square h-auto w-full object-cover"
              />
              <div className="p-4">
                {leader.role ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{leader.role}</p> : null}
                <h3 className="text-xl font-bold text-brand-900">{named ? leader.name : 'Name to be added'}</h3>
                <p className="mt-2 text-slate-700">{isPlaceholder(leader.bio) ? 'A short introduction will be added soon.' : leader.bio}</p>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
