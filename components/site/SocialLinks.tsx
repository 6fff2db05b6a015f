import type { ReactNode } from 'react'
import type { Site } from '@/lib/content/types'
import { messages } from '@/lib/i18n/request'
import type { Pending } from '@/lib/content/pending'
import { PendingFact } from './Pending'
import { fill } from '@/lib/i18n/messages/fill'

/** `pending`: the address still to come (only the preview gets such a link: the public build leaves it out). */
type Social = Pick<Site['socials'][number], 'network' | 'url'> & { pending?: Pending }
type Network = Social['network']

/** Simple drawn marks (no icon font or image to download); the link's name says the network. */
const marks: Record<Network, ReactNode> = {
  Facebook: (
    <path
      d="M13.5 7H16V4h-2.5C10.9 4 10 5.7 10 8v2H8v3h2v7h3v-7h2.5l.5-3h-3V8.2c0-.7.3-1.2 1-1.2z"
      fill="currentColor"
    />
  ),
  YouTube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3.5" fill="currentColor" />
      <path d="M10 9.2v5.6l4.8-2.8z" className="fill-brand-900" />
    </>
  ),
  Instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.8" cy="7.2" r="1.1" fill="currentColor" />
    </>
  ),
  X: <path d="M5 4h4.2l3.3 4.6L16.6 4h2.2l-5.3 6.1L19.5 20h-4.2l-3.6-5-4.4 5H5.1l5.6-6.4z" fill="currentColor" />,
  WhatsApp: (
    <path
      d="M12 3.5a8.5 8.5 0 00-7.3 12.9L3.5 20.5l4.2-1.1A8.5 8.5 0 1012 3.5zm-2.6 4.6c.3 0 .5 0 .7.5l.7 1.6c.1.3 0 .5-.2.7l-.5.6c.6 1.2 1.6 2.2 2.8 2.8l.6-.6c.2-.2.4-.3.7-.2l1.6.8c.3.1.4.3.3.7-.2.9-1 1.5-1.9 1.4-3.1-.4-5.6-2.9-6-6-.1-.9.5-1.7 1.2-2.3z"
      fill="currentColor"
    />
  ),
  TikTok: (
    <path
      d="M14 4h2.6c.3 1.8 1.5 3 3.4 3.2v2.7c-1.3 0-2.5-.4-3.4-1v5.8A5 5 0 1111.5 10v2.8a2.3 2.3 0 101.9 2.2V4z"
      fill="currentColor"
    />
  ),
}

/**
 * How the links look: text pills (site footer, home), drawn marks (a congregation's footer), small pills (a leader's
 * card).
 */
export type SocialLinksLook = 'text' | 'icons' | 'small'

const linkClass: Record<SocialLinksLook, string> = {
  text: 'inline-block rounded-full border border-current px-3 py-1 text-sm hover:bg-white/10',
  icons: 'grid h-11 w-11 place-items-center rounded-full border border-white/40 text-white hover:bg-white/10',
  small: 'inline-block rounded-full border border-brand-700 px-2 py-0.5 text-xs text-brand-800',
}

/**
 * Social links of the ministry, or of one person (`owner`), opening in a new tab. Each link's name says
 * the network (and whose it is), and that it opens a new tab. No icon font or image to download.
 */
export function SocialLinks({
  socials,
  owner,
  look = 'text',
  className = '',
}: {
  socials: Social[]
  owner?: string
  look?: SocialLinksLook
  className?: string
}) {
  if (socials.length === 0) return null
  const t = messages().social
  return (
    <ul
      className={`flex flex-wrap ${look === 'icons' ? 'gap-3' : 'gap-2'} ${className}`}
      aria-label={owner ? fill(t.ownerList, { owner }) : t.list}
    >
      {socials.map((s) => {
        const link = (
          <a href={s.url} target="_blank" rel="noopener noreferrer" className={linkClass[look]}>
            {owner ? <span className="sr-only">{fill(t.ownerOn, { owner })} </span> : null}
            {look === 'icons' ? (
              <>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
                  {marks[s.network]}
                </svg>
                <span className="sr-only">{s.network}</span>
              </>
            ) : (
              s.network
            )}
            <span className="sr-only"> {t.newTab}</span>
          </a>
        )
        return s.pending ? (
          <PendingFact key={s.network} fact={s.pending} as="li" standIn={link} />
        ) : (
          <li key={s.network}>{link}</li>
        )
      })}
    </ul>
  )
}
