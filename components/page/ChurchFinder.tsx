'use client'

/**
 * "Find a church" on the locations list: every congregation grouped by region, with a region filter,
 * a name search and, when congregations have coordinates, "Near me" (nearest first, the position
 * never leaves the phone). The controls are in the page's HTML, so nothing moves when the script
 * arrives; without JavaScript a <noscript> style (LocationsList) hides them and the page is the plain
 * grouped list with links to each region. The logic is lib/congregation/finder.ts.
 */
import { regionId } from '@/lib/element-ids'
import { useEffect, useReducer, useRef } from 'react'
import {
  canSortByDistance,
  distanceText,
  finderReducer,
  finderView,
  initialFinder,
  locateErrorOf,
  statusText,
  type FinderEntry,
  type FinderText,
} from '@/lib/congregation/finder'

const control =
  'mt-1 block min-h-11 w-full rounded border border-slate-500 bg-white px-3 py-2 text-base font-normal text-slate-900'
const button =
  'inline-flex min-h-11 items-center rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-70'

/** A position up to five minutes old will do, and a phone gets 15 s to find one. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 300_000, timeout: 15_000 }

/**
 * One congregation: its page, its main service, where it meets; in the nearest-first list also its distance and region.
 */
function Entry({ entry, distance, nearest = false }: { entry: FinderEntry; distance?: string; nearest?: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <a href={entry.href} className="font-semibold text-brand-700 underline">
          {entry.name}
        </a>
        {distance ? <span className="font-semibold text-brand-900">{distance}</span> : null}
      </div>
      <p className="text-slate-700">{entry.serviceLine}</p>
      {entry.place || nearest ? (
        <p className="text-sm text-slate-700">
          {[entry.place, nearest ? entry.region : undefined].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </>
  )
}

export function ChurchFinder({
  entries,
  regions,
  text,
}: {
  entries: FinderEntry[]
  regions: string[]
  text: FinderText
}) {
  const [state, dispatch] = useReducer(finderReducer, initialFinder)
  const nearMe = useRef<HTMLButtonElement>(null)
  // One finder per page: fixed ids match between the server's HTML and the browser's render.
  const id = 'finder'
  const view = finderView(entries, regions, state)
  // Shown from the start when a congregation has coordinates; hidden once running if the browser cannot locate.
  const offerNearMe = canSortByDistance(entries) && (!state.mounted || state.canLocate)

  useEffect(() => {
    // Geolocation needs a secure page (https, or localhost); elsewhere the browser refuses it.
    dispatch({ type: 'mounted', canLocate: 'geolocation' in navigator && window.isSecureContext })
  }, [])

  const locate = () => {
    if (state.locating) return
    dispatch({ type: 'locate' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => dispatch({ type: 'located', origin: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => dispatch({ type: 'failed', error: locateErrorOf(error.code) }),
      POSITION_OPTIONS,
    )
  }

  const showByRegion = () => {
    dispatch({ type: 'byRegion' })
    // This button goes away with the sorted list: focus moves to "Near me" beside it instead of being lost.
    nearMe.current?.focus()
  }

  return (
    <div className="mt-8">
      <div data-finder-controls="">
        <form
          role="search"
          aria-label={text.label}
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-4 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:grid-cols-2"
        >
          <div>
            <label htmlFor={`${id}-region`} className="font-semibold text-slate-800">
              {text.region}
            </label>
            <select
              id={`${id}-region`}
              value={state.region}
              onChange={(e) => dispatch({ type: 'region', region: e.target.value })}
              className={control}
            >
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
            <input
              id={`${id}-name`}
              type="search"
              autoComplete="off"
              value={state.text}
              onChange={(e) => dispatch({ type: 'text', text: e.target.value })}
              className={control}
            />
          </div>
          {offerNearMe ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2">
              <button
                ref={nearMe}
                type="button"
                onClick={locate}
                aria-disabled={state.locating || undefined}
                className={button}
              >
                {state.locating ? text.locating : text.nearMe}
              </button>
              {view.kind === 'nearest' ? (
                <button type="button" onClick={showByRegion} className={button}>
                  {text.byRegion}
                </button>
              ) : null}
              <span className="text-sm text-slate-700">{text.privacy}</span>
            </div>
          ) : null}
        </form>
        {state.error ? (
          <p role="alert" className="mt-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-2 text-red-900">
            {text.errors[state.error]}
          </p>
        ) : null}
        <p role="status" className="mt-4 font-semibold text-slate-800">
          {statusText(view, text)}
        </p>
      </div>

      {view.kind === 'regions' && view.groups.length > 0 ? (
        <>
          <nav aria-label={text.regionLinks} className="mt-4">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {view.groups.map(({ region }) => (
                <li key={region}>
                  <a
                    href={`#${regionId(region)}`}
                    className="inline-flex min-h-11 items-center text-brand-700 underline"
                  >
                    {region}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            {view.groups.map(({ region, entries: inRegion }) => (
              <section key={region} aria-labelledby={regionId(region)}>
                <h2 id={regionId(region)} className="scroll-mt-4 text-2xl font-bold text-brand-900">
                  {region}
                </h2>
                <ul className="mt-3 divide-y divide-brand-100 rounded border border-brand-100">
                  {inRegion.map((entry) => (
                    <li key={entry.href} className="px-4 py-3">
                      <Entry entry={entry} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : null}

      {view.kind === 'nearest' && view.placed.length > 0 ? (
        <section aria-labelledby={`${id}-nearest`} className="mt-6">
          <h2 id={`${id}-nearest`} className="text-2xl font-bold text-brand-900">
            {text.nearestHeading}
          </h2>
          <ol className="mt-3 divide-y divide-brand-100 rounded border border-brand-100">
            {view.placed.map(({ entry, km }) => (
              <li key={entry.href} className="px-4 py-3">
                <Entry entry={entry} distance={km === undefined ? undefined : distanceText(km)} nearest />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}
