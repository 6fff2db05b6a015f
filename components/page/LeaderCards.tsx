import { real } from '@/lib/content/pending'
import type { PageData } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { PersonCard } from '@/components/media/PersonCard'
import { Fact } from '@/components/site/Pending'
import { SocialLinks } from '@/components/site/SocialLinks'

type Leader = NonNullable<PageData['leaders']>[number]

/**
 * Team cards: photo, name, role, short bio and social links with accessible names (what is missing does not show on the
 * public site).
 */
export function LeaderCards({ leaders, writtenIn }: { leaders: Leader[]; writtenIn: Locale }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {leaders.map((leader, i) => (
        <PersonCard
          key={i}
          photo={leader.photo}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          name={leader.name}
          level={2}
          writtenIn={writtenIn}
          role={
            leader.role !== undefined ? (
              <Fact value={leader.role} className="text-sm font-semibold text-brand-700" writtenIn={writtenIn} />
            ) : null
          }
        >
          <Fact value={leader.bio} className="mt-2 text-slate-700" writtenIn={writtenIn} />
          {leader.socials?.length ? (
            <SocialLinks socials={leader.socials} owner={real(leader.name) ?? ''} look="small" className="mt-3" />
          ) : null}
        </PersonCard>
      ))}
    </ul>
  )
}
