import { SERVICE_TIME_TO_COME } from '@/components/page/Fact'
import type { Content } from '@/lib/content/types'
import { congregationsByRegion } from '@/lib/content/menu'
import { pathOf } from '@/lib/content/routes'
import { known } from '@/lib/content/schemas'
import { withBase } from '@/lib/paths'

/** Every congregation by region, built from content/congregations. */
export function LocationsList({ content }: { content: Content }) {
  return (
    <div className="mt-8 grid gap-8 md:grid-cols-2">
      {congregationsByRegion(content).map(({ region, congregations }) => (
        <section key={region} aria-labelledby={`region-${region}`}>
          <h2 id={`region-${region}`} className="text-2xl font-bold text-brand-900">
            {region}
          </h2>
          <ul className="mt-3 divide-y divide-brand-100 rounded border border-brand-100">
            {congregations.map((c) => (
              <li key={c.slug} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <a href={withBase(pathOf(c.slug))} className="font-semibold text-brand-700 underline">
                  {c.name}
                </a>
                <span className="text-slate-700">{known(c.serviceTime) ?? SERVICE_TIME_TO_COME}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
