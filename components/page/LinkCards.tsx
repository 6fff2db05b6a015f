import type { PageData } from '@/lib/content/types'
import { withBase } from '@/lib/paths'

export function LinkCards({
  links,
  headingLevel = 2,
}: {
  links: NonNullable<PageData['links']>
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.url} className="rounded-lg border border-brand-100 p-5">
          <Heading className="text-xl font-bold">
            <a href={withBase(link.url)} className="text-brand-700 underline">
              {link.title}
            </a>
          </Heading>
          {link.text ? <p className="mt-2 text-slate-700">{link.text}</p> : null}
        </li>
      ))}
    </ul>
  )
}
