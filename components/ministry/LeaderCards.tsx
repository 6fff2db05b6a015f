import { isPlaceholder } from '@/lib/content/schemas'
import type { PageData } from '@/lib/content/types'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { Fact } from './Fact'

type Leader = NonNullable<PageData['leaders']>[number]

/** Team cards: photo, name, role, short bio and social links with accessible names. */
export function LeaderCards({ leaders }: { leaders: Leader[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {leaders.map((leader, i) => {
        const name = isPlaceholder(leader.name) ? `Leader ${i + 1} (name to be added)` : leader.name
        return (
          <li key={i} className="overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm">
            <ResponsiveImage
              image={leader.photo}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-square h-auto w-full object-cover"
            />
            <div className="p-4">
              <h2 className="text-lg font-bold text-brand-900">{name}</h2>
              {leader.role ? (
                isPlaceholder(leader.role) ? (
                  <p className="text-sm italic text-slate-600">Role to be added</p>
                ) : (
                  <p className="text-sm font-semibold text-brand-700">{leader.role}</p>
                )
              ) : null}
              <Fact value={leader.bio} className="mt-2 text-slate-700" />
              {leader.socials?.length ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${name} on social media`}>
                  {leader.socials.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${name} on ${s.network} (opens in a new tab)`}
                        className="inline-block rounded-full border border-brand-700 px-2 py-0.5 text-xs text-brand-800"
                      >
                        {s.network}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
