import type { ReactNode } from 'react'
import { isPending, real, type Pending } from '@/lib/content/pending'
import type { ResolvedImage } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { PendingFact } from '@/components/site/Pending'
import { ResponsiveImage } from './ResponsiveImage'

/**
 * "Rev. Grace Wanjiru" -> "GW": the letters of a person's emblem while their photo is still to come (titles such as
 * "Rev." left out).
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.') && /^\p{L}/u.test(w))
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return picked.map((w) => w[0]!.toLocaleUpperCase()).join('')
}

/**
 * One person's card: photo, name, an optional role and what follows (a bio, social links). The
 * leaders of a page, a congregation's leaders and a program's volunteers all use it, and lay the cards
 * out in their own grids. A person whose photo is a generated stand-in is shown with an emblem of their
 * initials on the public site (the preview shows the stand-in, marked).
 */
export function PersonCard({
  photo,
  alt,
  sizes,
  name,
  level,
  role,
  writtenIn,
  children,
}: {
  photo: ResolvedImage
  /** The photo's text for screen readers when it is better than the content's (the person's name). */
  alt?: string
  sizes: string
  name: string | Pending
  /** The heading level of the name within its page. */
  level: 2 | 3
  role?: ReactNode
  /** The language of the content the card is part of, where it may not be the page's. */
  writtenIn?: Locale | undefined
  children: ReactNode
}) {
  const Name = level === 2 ? 'h2' : 'h3'
  const image = (
    <ResponsiveImage
      image={photo}
      {...(alt ? { alt } : {})}
      sizes={sizes}
      className="aspect-square h-auto w-full object-cover"
    />
  )
  const known = real(name)
  const emblem = known ? (
    <div
      aria-hidden="true"
      className="mx-4 mt-4 grid size-20 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
    >
      {initials(known)}
    </div>
  ) : null
  return (
    <li className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-brand-100">
      {photo.pending ? (
        <PendingFact fact={photo.pending} as="div" className="block" standIn={image} otherwise={emblem} />
      ) : (
        image
      )}
      <div className="p-4">
        <Name className="text-lg font-bold text-brand-900">
          {isPending(name) ? <PendingFact fact={name} writtenIn={writtenIn} /> : name}
        </Name>
        {role}
        {children}
      </div>
    </li>
  )
}
