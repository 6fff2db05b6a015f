/**
 * "Find a church" on the locations list: every congregation grouped by region, with a region filter,
 * a name search and, when congregations have coordinates, "Near me" (nearest first, the position
 * never leaves the phone). A DOM island: this server component writes the whole finder as it first shows,
 * and its code (components/page/church-finder.ts, a few kilobytes and no React) only shows, hides and orders
 * what is here, so the visitor's first letter is answered at once. Without JavaScript a <noscript> style
 * (LocationsList) hides the controls and the page is the plain grouped list with links to each region. The
 * logic is lib/congregation/finder.ts.
 */
import { FINDER_ID, regionId } from '@/lib/element-ids'
import {
  canSortByDistance,
  finderView,
  initialFinder,
  statusText,
  type FinderEntry,
  type FinderText,
} from '@/lib/congregation/finder'

const control =
  'mt-1 block min-h-11 w-full rounded border border-slate-500 bg-white px-3 py-2 text-base font-normal text-slate-900'
const button =
  'inline-flex min-h-11 items-center rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-70'

export type ChurchFinderProps = { entries: FinderEntry[]; regions: string[]; text: FinderText }

/** One congregation: its page, its main service, where it meets (the nearest-first list adds its distance and region). */
function Entry({ entry }: { entry: FinderEntry }) {
  return (
    <li data-entry={entry.href} className="px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <a href={entry.href} className="font-semibold text-brand-700 underline">
          {entry.name}
        </a>
      </div>
      <p className="text-slate-700">{entry.serviceLine}</p>
      {entry.place ? (
        <p data-entry-place="" className="text-sm text-slate-700">
          {entry.place}
        </p>
      ) : null}
    </li>
  )
}

export function ChurchFinder({ entries, regions, text }: ChurchFinderProps) {
  const id = FINDER_ID
  const view = finderView(entries, regions, initialFinder)
  const groups = view.kind === 'regions' ? view.groups : []
  const offerNearMe = canSortByDistance(entries)
  return (
    <div className="mt-8">
      <div data-finder-controls="">
        <form
          role="search"
          aria-label={text.label}
          className="grid gap-4 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:grid-cols-2"
        >
          <div>
            <label htmlFor={`${id}-region`} className="font-semibold text-slate-800">
              {text.region}
            </label>
            <select id={`${id}-region`} defaultValue="" className={control}>
              <option value="">{text.allRegions}</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-name`} className="font-semibold text-slate-800">
              {text.name}
            </label>
            <input id={`${id}-name`} type="search" autoComplete="off" defaultValue="" className={control} />
          </div>
          {offerNearMe ? (
            <div data-finder-locate="" className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2">
              <button type="button" data-finder-near="" className={button}>
                {text.nearMe}
              </button>
              <button type="button" data-finder-by-region="" hidden className={button}>
                {text.byRegion}
              </button>
              <span className="text-sm text-slate-700">{text.privacy}</span>
            </div>
          ) : null}
        </form>
        <p
          role="alert"
          data-finder-error=""
          hidden
          className="mt-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-2 text-red-900"
        />
        <p role="status" data-finder-status="" className="mt-4 font-semibold text-slate-800">
          {statusText(view, text)}
        </p>
      </div>

      <div data-finder-list="" hidden={groups.length === 0}>
        <nav aria-label={text.regionLinks} className="mt-4">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {groups.map(({ region }) => (
              <li key={region} data-region={region}>
                <a href={`#${regionId(region)}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
                  {region}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div data-finder-groups="" className="mt-6 grid gap-8 md:grid-cols-2">
          {groups.map(({ region, entries: inRegion }) => (
            <section key={region} data-region={region} aria-labelledby={regionId(region)}>
              <h2 id={regionId(region)} className="scroll-mt-4 text-2xl font-bold text-brand-900">
                {region}
              </h2>
              <ul className="mt-3 divide-y divide-brand-100 rounded border border-brand-100">
                {inRegion.map((entry) => (
                  <Entry key={entry.href} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
