import { homeIds } from '@/lib/element-ids'
import type { Home } from '@/lib/content/types'
import { messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'

/**
 * The locations map. Its section is rendered only when scrolled near (`render-when-near`), and the frame
 * is lazy as well, so a visit that never gets this far spends no data on OpenStreetMap; a plain link and
 * the churches list work without it.
 */
export function MapFrame({ map, churchesPath }: { map: Home['map']; churchesPath: string }) {
  const t = messages().home
  return (
    <section aria-labelledby={homeIds.map} className="mt-16 render-when-near">
      <h2 id={homeIds.map} className="text-2xl font-bold text-brand-900">
        {map.heading}
      </h2>
      <div className="mt-4 aspect-[4/3] w-full overflow-hidden rounded-lg border border-brand-100 bg-brand-50 sm:aspect-[16/9]">
        <iframe
          src={map.embedUrl}
          title={map.title}
          loading="lazy"
          className="h-full w-full border-0"
          referrerPolicy="no-referrer"
        />
      </div>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a href={map.linkUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {t.mapNewTab}
          <span className="sr-only"> (OpenStreetMap)</span>
        </a>
        <a href={withBase(churchesPath)} className="font-semibold text-brand-700 underline">
          {t.allChurches}
        </a>
      </p>
    </section>
  )
}
