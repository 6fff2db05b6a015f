import { isPlaceholder } from '@/lib/content/schemas'
import type { PageData } from '@/lib/content/types'
import { messages } from '@/lib/i18n/request'
import { interfaceLang } from '@/components/site/UntranslatedNote'
import { PersonCard } from '@/components/media/PersonCard'
import { Fact } from './Fact'
import { SocialLinks } from '@/components/site/SocialLinks'

type Leader = NonNullable<PageData['leaders']>[number]

/** Team cards: photo, name, role, short bio and social links with accessible names. */
export function LeaderCards({ leaders }: { leaders: Leader[] }) {
  const t = messages().placeholder
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {leaders.map((leader, i) => {
        const name = isPlaceholder(leader.name) ? t.leaderName(i + 1) : leader.name
        return (
          <PersonCard
            key={i}
            photo={leader.photo}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            name={name}
            level={2}
            role={
              leader.role ? (
                isPlaceholder(leader.role) ? (
                  <p lang={interfaceLang()} className="text-sm italic text-slate-600">
                    {t.role}
                  </p>
                ) : (
                  <p className="text-sm font-semibold text-brand-700">{leader.role}</p>
                )
              ) : null
            }
          >
            <Fact value={leader.bio} className="mt-2 text-slate-700" />
            {leader.socials ? <SocialLinks socials={leader.socials} owner={name} look="small" className="mt-3" /> : null}
          </PersonCard>
        )
      })}
    </ul>
  )
}
