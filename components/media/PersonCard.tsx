import type { ReactNode } from 'react'
import type { ResolvedImage } from '@/lib/content/types'
import { ResponsiveImage } from './ResponsiveImage'

/**
 * One person's card: photo, name, an optional role and what follows (a bio, social links). The
 * leaders of a page, a congregation's leaders and a program's volunteers all use it; each says what
 * shows in place of a fact still to come, and lays the cards out in its own grid.
 */
export function PersonCard({
  photo,
  alt,
  sizes,
  name,
  level,
  role,
  children,
}: {
  photo: ResolvedImage
  /** The photo's text for screen readers when it is better than the content's (the person's name). */
  alt?: string
  sizes: string
  name: string
  /** The heading level of the name within its page. */
  level: 2 | 3
  role?: ReactNode
  children: ReactNode
}) {
  const Name = level === 2 ? 'h2' : 'h3'
  return (
    <li className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-brand-100">
      <ResponsiveImage image={photo} {...(alt ? { alt } : {})} sizes={sizes} className="aspect-square h-auto w-full object-cover" />
      <div className="p-4">
        <Name className="text-lg font-bold text-brand-900">{name}</Name>
        {role}
        {children}
      </div>
    </li>
  )
}
