/**
 * "Find a church" on the locations list (components/page/ChurchFinder.tsx): filter the congregations
 * by region and by typed name or place, or list them nearest first from the visitor's position.
 * Pure functions; the island only wires events to them. Nothing here sends the position anywhere.
 */
import { fill } from '../i18n/messages/fill'
import type { Coordinates } from './contact-links'

/** One congregation as the finder shows it: plain data, serialisable from the server component. */
export type FinderEntry = {
  name: string
  /** Its page, base path included. */
  href: string
  region: string
  /** Its main service: "Sundays, 10:00 AM". */
  serviceLine: string
  /** Where it meets, when the office has supplied it. */
  place?: string
  coordinates?: Coordinates
}

/**
 * What the visitor reads, in the page's language (the catalogue's `finder`), passed from the server component;
 * `{shown}` and `{total}` are filled in.
 */
export type FinderText = {
  /** The name of the search landmark. */
  label: string
  /** The row of in-page links to each region. */
  regionLinks: string
  region: string
  allRegions: string
  name: string
  /** "Showing {shown} of {total} congregations". */
  count: string
  /** The same, in the list sorted by distance. */
  countNearest: string
  noMatch: string
  nearMe: string
  locating: string
  privacy: string
  byRegion: string
  nearestHeading: string
  errors: Record<LocateError, string>
}

export type LocateError = 'denied' | 'unavailable' | 'timeout'

/* ------------------------------------------------------------------ text */

/** Lower case, without accents or punctuation, spaces collapsed: "Kibokoni-Marérè " -> "kibokoni marere". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Whether the typed text is part of the congregation's name or of where it meets (an empty text matches all). */
export function matchesText(entry: Pick<FinderEntry, 'name' | 'place'>, typed: string): boolean {
  const wanted = normalise(typed)
  if (!wanted) return true
  return normalise(entry.name).includes(wanted) || (!!entry.place && normalise(entry.place).includes(wanted))
}

/* ------------------------------------------------------------------ distance */

/** The Earth's mean radius (IUGG). */
const EARTH_RADIUS_KM = 6371.0088

/** The great-circle distance in kilometres (haversine formula). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** "350 m" under a kilometre, "3.2 km" under ten, "120 km" and "1,250 km" beyond. */
export function distanceText(km: number): string {
  const metres = Math.round(km * 100) * 10
  if (metres < 1000) return `${metres} m`
  const tenths = Math.round(km * 10) / 10
  if (tenths < 10) return `${tenths.toFixed(1)} km`
  return `${Math.round(km).toLocaleString('en-GB')} km`
}

export type Placed = { entry: FinderEntry; km?: number }

/**
 * The entries nearest first from `origin`; those without coordinates follow in the order given
 * (the region order of the list). Equal distances keep the order given too.
 */
export function byDistance(entries: readonly FinderEntry[], origin: Coordinates): Placed[] {
  const placed = entries
    .filter((e) => e.coordinates)
    .map((entry) => ({ entry, km: distanceKm(origin, entry.coordinates!) }))
  // Array.prototype.sort is stable, so ties keep the order given.
  placed.sort((a, b) => a.km - b.km)
  return [...placed, ...entries.filter((e) => !e.coordinates).map((entry) => ({ entry }))]
}

/** Whether "Near me" can sort anything: at least one congregation has coordinates. */
export function canSortByDistance(entries: readonly FinderEntry[]): boolean {
  return entries.some((e) => e.coordinates)
}

/* ------------------------------------------------------------------ state */

export type FinderState = {
  /** Running in the browser: whether the browser can locate is known from then on (the static HTML assumes it can). */
  mounted: boolean
  /** The browser can be asked for its position (it has geolocation, on a secure page). */
  canLocate: boolean
  /** The chosen region; empty for all regions. */
  region: string
  text: string
  /** Set once the position is known: the list is then flat, nearest first, until "Show by region". */
  origin?: Coordinates
  locating: boolean
  error?: LocateError
}

export type FinderAction =
  | { type: 'mounted'; canLocate: boolean }
  | { type: 'region'; region: string }
  | { type: 'text'; text: string }
  | { type: 'locate' }
  | { type: 'located'; origin: Coordinates }
  | { type: 'failed'; error: LocateError }
  | { type: 'byRegion' }

export const initialFinder: FinderState = { mounted: false, canLocate: false, region: '', text: '', locating: false }

export function finderReducer(state: FinderState, action: FinderAction): FinderState {
  switch (action.type) {
    case 'mounted':
      return { ...state, mounted: true, canLocate: action.canLocate }
    case 'region':
      return { ...state, region: action.region }
    case 'text':
      return { ...state, text: action.text }
    case 'locate':
      return state.locating ? state : { ...state, locating: true, error: undefined }
    case 'located':
      return { ...state, locating: false, error: undefined, origin: action.origin }
    case 'failed':
      // The list stays as it was: by region, or sorted from the last position found.
      return { ...state, locating: false, error: action.error }
    case 'byRegion':
      return { ...state, origin: undefined, error: undefined }
  }
}

/** A GeolocationPositionError's code in words: 1 denied, 2 position unavailable, 3 timeout. */
export function locateErrorOf(code: number): LocateError {
  return code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable'
}

/* ------------------------------------------------------------------ what the list shows */

export type RegionGroup = { region: string; entries: FinderEntry[] }

export type FinderView =
  | { kind: 'regions'; groups: RegionGroup[]; shown: number; total: number }
  | { kind: 'nearest'; placed: Placed[]; shown: number; total: number }

/** The entries of each region, in `regions` order, leaving out regions with none. */
export function groupByRegion(entries: readonly FinderEntry[], regions: readonly string[]): RegionGroup[] {
  return regions
    .map((region) => ({ region, entries: entries.filter((e) => e.region === region) }))
    .filter((g) => g.entries.length > 0)
}

/** The entries the chosen region and typed text let through, in the order given. */
export function filterEntries(
  entries: readonly FinderEntry[],
  { region, text }: Pick<FinderState, 'region' | 'text'>,
): FinderEntry[] {
  return entries.filter((e) => (!region || e.region === region) && matchesText(e, text))
}

/** What the list shows for a state: grouped by region, or flat and nearest first once a position is known. */
export function finderView(
  entries: readonly FinderEntry[],
  regions: readonly string[],
  state: FinderState,
): FinderView {
  const shown = filterEntries(entries, state)
  const counts = { shown: shown.length, total: entries.length }
  return state.origin
    ? { kind: 'nearest', placed: byDistance(shown, state.origin), ...counts }
    : { kind: 'regions', groups: groupByRegion(shown, regions), ...counts }
}

/** What the live region says: "Showing 3 of 30 congregations" (", nearest first"), or that nothing matches. */
export function statusText(view: FinderView, text: FinderText): string {
  if (view.shown === 0) return text.noMatch
  return fill(view.kind === 'nearest' ? text.countNearest : text.count, { shown: view.shown, total: view.total })
}
