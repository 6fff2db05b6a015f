import { island } from '@/lib/islands/island'
import { ChurchFinder } from './ChurchFinder'
import type { FinderEntry, FinderText } from '@/lib/congregation/finder'
import { congregationPlace } from '@/lib/congregation/place'
import { mainService, serviceLine } from '@/lib/congregation/services'
import type { Content } from '@/lib/content/types'
import { congregationsByRegion } from '@/lib/content/menu'
import { pathOf } from '@/lib/content/routes'
import { withBase } from '@/lib/paths'

const ChurchFinderIsland = island('church-finder', ChurchFinder)

/** The finder's words, sent with the page rather than in its script. */
const FINDER_TEXT: FinderText = {
  label: 'Find a church',
  regionLinks: 'Regions',
  region: 'Region',
  allRegions: 'All regions',
  name: 'Search by name',
  count: 'Showing {shown} of {total} congregations',
  countNearest: 'Showing {shown} of {total} congregations, nearest first',
  noMatch: 'No congregation matches your search. Check the spelling, type fewer letters or choose "All regions".',
  nearMe: 'Near me',
  locating: 'Finding your location…',
  privacy: 'Your location stays on your phone',
  byRegion: 'Show by region',
  nearestHeading: 'Nearest first',
  errors: {
    denied: 'Your location was not shared. To sort by distance, allow location for this site in your browser\'s settings and press "Near me" again.',
    unavailable: 'Your location could not be found just now. Check that location is on, or find a church by region or name.',
    timeout: 'Finding your location took too long. Press "Near me" to try again, or find a church by region or name.',
  },
}

/**
 * Every congregation by region, built from content/congregations: its page, main service and where
 * it meets. The finder (a client island) adds the filters and "Near me" on top of the same list.
 */
export function LocationsList({ content }: { content: Content }) {
  const groups = congregationsByRegion(content)
  const entries: FinderEntry[] = groups.flatMap(({ region, congregations }) =>
    congregations.map((c) => {
      const { text: place, coordinates } = congregationPlace(c)
      return {
        name: c.name,
        href: withBase(pathOf(c.slug)),
        region,
        serviceLine: serviceLine(mainService(c.services)!),
        ...(place ? { place } : {}),
        ...(coordinates ? { coordinates } : {}),
      }
    }),
  )
  return (
    <>
      {/* Without JavaScript the controls cannot work: the page is the grouped list alone. */}
      <noscript dangerouslySetInnerHTML={{ __html: '<style>[data-finder-controls]{display:none}</style>' }} />
      <ChurchFinderIsland entries={entries} regions={groups.map((g) => g.region)} text={FINDER_TEXT} />
    </>
  )
}
