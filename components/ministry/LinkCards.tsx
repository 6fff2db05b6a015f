import type { PageFrontmatter } from '@/lib/content/schemas'
import { withBase } from '@/lib/paths'

export function LinkCards({ links }: { links: NonNullable<PageFrontmatter['links']> }) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.url} className="rounded border border-brand-100 p-5">
          <h2 className="text-xl font-bold">
            <a href={withBase(link.url)} className="text-brand-700 underline">
              {link.title}
            </a>
          </h2>
          {link.text ? <p className="mt-2 text-slate-700">{link.text}</p> : null}
        </li>
      ))}
    </ul>
  )
}
