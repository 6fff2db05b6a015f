import { catalogues } from '../i18n/messages'
import { describe, expect, it } from 'vitest'
import {
  byDistance,
  canSortByDistance,
  distanceKm,
  distanceText,
  filterEntries,
  finderReducer,
  finderView,
  groupByRegion,
  initialFinder,
  locateErrorOf,
  matchesText,
  normalise,
  statusText,
  type FinderAction,
  type FinderEntry,
  type FinderState,
  type FinderText,
} from './finder'

const nairobi = { latitude: -1.2921, longitude: 36.8219 }
const mombasa = { latitude: -4.0435, longitude: 39.6682 }
const kisumu = { latitude: -0.0917, longitude: 34.768 }

const entry = (name: string, region: string, more: Partial<FinderEntry> = {}): FinderEntry => ({
  name,
  href: `/${normalise(name).replace(/ /g, '-')}/`,
  region,
  serviceLine: 'Sundays, 10:00 AM',
  ...more,
})

const regions = ['Nairobi', 'Lamu', 'Mombasa', 'Western']
// In region order, as the locations list gives them.
const entries = [
  entry('Kibera', 'Nairobi', { place: 'Olympic estate', coordinates: nairobi }),
  entry('Kayaba', 'Nairobi'),
  entry('Kibokoni', 'Mombasa', { coordinates: mombasa }),
  entry('Chwele', 'Western', { place: 'Near the Bungoma road' }),
  entry('Kitale', 'Western', { coordinates: kisumu }),
]

/** The English interface words the page gives the finder. */
const text: FinderText = catalogues.en.finder

const mounted = finderReducer(initialFinder, { type: 'mounted', canLocate: true })
const run = (actions: FinderAction[], state: FinderState = mounted) => actions.reduce(finderReducer, state)
const names = (list: { name: string }[]) => list.map((e) => e.name)

describe('typed text', () => {
  it('ignores case, accents, punctuation and extra spaces', () => {
    expect(normalise('  Kibokoni-Marérè  ')).toBe('kibokoni marere')
    expect(normalise("St. Mary's")).toBe('st mary s')
    expect(normalise('ÇA  Ñ')).toBe('ca n')
  })

  it('matches part of the name or of the place; nothing typed matches all', () => {
    const kibera = entries[0]!
    expect(matchesText(kibera, 'BER')).toBe(true)
    expect(matchesText(kibera, 'kíbé')).toBe(true)
    expect(matchesText(kibera, 'olympic')).toBe(true)
    expect(matchesText(kibera, 'kayaba')).toBe(false)
    expect(matchesText(kibera, '   ')).toBe(true)
    expect(matchesText(entries[1]!, 'estate')).toBe(false)
  })
})

describe('filtering', () => {
  it('by region, by text, or both', () => {
    expect(names(filterEntries(entries, { region: 'Western', text: '' }))).toEqual(['Chwele', 'Kitale'])
    expect(names(filterEntries(entries, { region: '', text: 'ki' }))).toEqual(['Kibera', 'Kibokoni', 'Kitale'])
    expect(names(filterEntries(entries, { region: 'Nairobi', text: 'ki' }))).toEqual(['Kibera'])
    expect(filterEntries(entries, { region: '', text: '' })).toEqual(entries)
  })

  it('groups by region in menu order and leaves out empty regions', () => {
    const groups = groupByRegion(filterEntries(entries, { region: '', text: 'k' }), regions)
    expect(groups.map((g) => [g.region, names(g.entries)])).toEqual([
      ['Nairobi', ['Kibera', 'Kayaba']],
      ['Mombasa', ['Kibokoni']],
      ['Western', ['Kitale']],
    ])
  })
})

describe('distance', () => {
  it('is the great-circle distance (haversine)', () => {
    expect(distanceKm(nairobi, nairobi)).toBe(0)
    // Nairobi to Mombasa: about 440 km as the crow flies.
    expect(distanceKm(nairobi, mombasa)).toBeCloseTo(441, -1)
    expect(distanceKm(mombasa, nairobi)).toBeCloseTo(distanceKm(nairobi, mombasa), 9)
    // One degree of latitude is about 111.2 km.
    expect(distanceKm({ latitude: 0, longitude: 36 }, { latitude: 1, longitude: 36 })).toBeCloseTo(111.2, 1)
  })

  it('reads as metres, tenths of a kilometre or whole kilometres', () => {
    expect(distanceText(0)).toBe('0 m')
    expect(distanceText(0.3456)).toBe('350 m')
    expect(distanceText(0.998)).toBe('1.0 km')
    expect(distanceText(3.21)).toBe('3.2 km')
    expect(distanceText(9.96)).toBe('10 km')
    expect(distanceText(120.4)).toBe('120 km')
    expect(distanceText(1250.2)).toBe('1,250 km')
  })

  it('sorts nearest first; entries without coordinates follow in region order', () => {
    const fromMombasa = byDistance(entries, { latitude: -4.05, longitude: 39.66 })
    expect(names(fromMombasa.map((p) => p.entry))).toEqual(['Kibokoni', 'Kibera', 'Kitale', 'Kayaba', 'Chwele'])
    expect(fromMombasa[0]!.km).toBeLessThan(2)
    expect(fromMombasa.slice(3).every((p) => p.km === undefined)).toBe(true)
    const fromKisumu = byDistance(entries, kisumu)
    expect(names(fromKisumu.map((p) => p.entry))).toEqual(['Kitale', 'Kibera', 'Kibokoni', 'Kayaba', 'Chwele'])
  })

  it('keeps the given order for equal distances', () => {
    const twins = [entry('B', 'Nairobi', { coordinates: nairobi }), entry('A', 'Nairobi', { coordinates: nairobi })]
    expect(names(byDistance(twins, mombasa).map((p) => p.entry))).toEqual(['B', 'A'])
  })

  it('offers "Near me" only when a congregation has coordinates', () => {
    expect(canSortByDistance(entries)).toBe(true)
    expect(canSortByDistance(entries.map((e) => ({ ...e, coordinates: undefined })))).toBe(false)
    expect(canSortByDistance([])).toBe(false)
  })
})

describe('the finder', () => {
  it('lists everything by region before it runs in the browser', () => {
    expect(initialFinder.mounted).toBe(false)
    const view = finderView(entries, regions, initialFinder)
    expect(view.kind).toBe('regions')
    expect(view.shown).toBe(entries.length)
    expect(mounted).toMatchObject({ mounted: true, canLocate: true })
  })

  it('counts what it shows, and says so when nothing matches', () => {
    const view = finderView(entries, regions, run([{ type: 'region', region: 'Western' }]))
    expect(view).toMatchObject({ kind: 'regions', shown: 2, total: 5 })
    expect(statusText(view, text)).toBe('Showing 2 of 5 congregations')
    const none = finderView(entries, regions, run([{ type: 'text', text: 'zzz' }]))
    expect(none).toMatchObject({ shown: 0, total: 5, groups: [] })
    expect(statusText(none, text)).toBe(text.noMatch)
  })

  it('Near me: locating, then a flat list nearest first that still filters', () => {
    const locating = run([{ type: 'locate' }])
    expect(locating.locating).toBe(true)
    expect(finderReducer(locating, { type: 'locate' })).toBe(locating)
    const near = run([{ type: 'located', origin: mombasa }], locating)
    expect(near.locating).toBe(false)
    const view = finderView(entries, regions, near)
    expect(view.kind).toBe('nearest')
    expect(statusText(view, text)).toBe('Showing 5 of 5 congregations, nearest first')
    const filtered = finderView(entries, regions, run([{ type: 'text', text: 'ki' }], near))
    expect(filtered.kind === 'nearest' && names(filtered.placed.map((p) => p.entry))).toEqual([
      'Kibokoni',
      'Kibera',
      'Kitale',
    ])
  })

  it('an error says why and keeps the list as it was', () => {
    const failed = run([{ type: 'locate' }, { type: 'failed', error: 'denied' }])
    expect(failed).toMatchObject({ locating: false, error: 'denied' })
    expect(finderView(entries, regions, failed).kind).toBe('regions')
    const stillNear = run([
      { type: 'locate' },
      { type: 'located', origin: nairobi },
      { type: 'locate' },
      { type: 'failed', error: 'timeout' },
    ])
    expect(finderView(entries, regions, stillNear).kind).toBe('nearest')
    // Trying again clears the message.
    expect(run([{ type: 'locate' }], failed).error).toBeUndefined()
  })

  it('"Show by region" returns to the grouped list, keeping the filters', () => {
    const back = run([
      { type: 'text', text: 'ki' },
      { type: 'locate' },
      { type: 'located', origin: nairobi },
      { type: 'byRegion' },
    ])
    const view = finderView(entries, regions, back)
    expect(view.kind === 'regions' && view.groups.map((g) => g.region)).toEqual(['Nairobi', 'Mombasa', 'Western'])
    expect(back.text).toBe('ki')
  })

  it('names the geolocation errors by their codes', () => {
    expect([1, 2, 3].map(locateErrorOf)).toEqual(['denied', 'unavailable', 'timeout'])
  })
})
