import { island } from '@/components/islands/island'
import { ChurchFinder } from './ChurchFinder'
import type { FinderEntry } from '@/lib/congregation/finder'
import { congregationPlace } from '@/lib/congregation/place'
import { mainService, serviceLine } from '@/lib/congregation/services'
import type { Content } from '@/lib/content/types'
import { congregationsByRegion } from '@/lib/content/menu'
import { pathOf } from '@/lib/content/routes'
import { localePath } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { NOT_INDEXED } from '@/lib/search/markup'

const ChurchFinderIsland = island('church-finder', ChurchFinder)

/**
 * Every congregation by region, built from content/congregations: its page, main service and where
 * it meets. The finder (a client island) adds the filters and "Near me" on top of the same list; its
 * words come from the page's catalogue, sent with the page rather than in its script.
 */
export function LocationsList({ content }: { content: Content }) {
  const groups = congregationsByRegion(content)
  const entries: FinderEntry[] = groups.flatMap(({ region, congregations }) =>
    congregations.map((c) => {
      const { text: place, coordinates } = congregationPlace(c)
      return {
        name: c.name,
        href: withBase(localePath(getLocale(), pathOf(c.slug))),
        region,
        serviceLine: serviceLine(mainService(c.services)!, getLocale()),
        ...(place ? { place } : {}),
        ...(coordinates ? { coordinates } : {}),
      }
    }),
  )
  return (
    <>
      {/* Without JavaScript the controls cannot work: the page is the grouped list alone. */}
      <noscript dangerouslySetInnerHTML={{ __html: '<style>[data-finder-controls]{display:none}</style>' }} />
      {/* Each congregation is found by its own page: the list is not indexed for the search. */}
      <div {...NOT_INDEXED}>
        <ChurchFinderIsland entries={entries} regions={groups.map((g) => g.region)} text={messages().finder} />
      </div>
    </>
  )
}
