/**
 * The words of the site's search: the control in every page's bar, the search page, its results and its list of every
 * page (docs/search.md).
 */
import type { CatalogueOf } from '../types'
import type { search as english } from '../en/search'

export const search = {
  // Draft translation, to be reviewed by a Kiswahili speaker of the ministry.
  search: {
    title: 'Tafuta',
    description: 'Tafuta kwenye kila ukurasa wa tovuti, au uupate kwenye orodha ya kurasa zote kwa aina.',
    label: 'Tafuta kwenye tovuti',
    hint: 'Kanisa, mahali, huduma au neno lolote la ukurasa.',
    submit: 'Tafuta',
    kind: 'Onyesha',
    allKinds: 'Kurasa zote',
    noScript:
      'Kutafuta kunahitaji JavaScript, ambayo imezimwa kwenye kivinjari hiki. Kila ukurasa wa tovuti umeorodheshwa hapa chini.',
    searching: 'Inatafuta…',
    one: 'Ukurasa 1 umepatikana kwa “{query}”',
    many: 'Kurasa {count} zimepatikana kwa “{query}”',
    some: 'Kurasa {count} zimepatikana zenye baadhi ya maneno ya “{query}”',
    someOne: 'Ukurasa 1 umepatikana wenye baadhi ya maneno ya “{query}”',
    none: 'Hakuna ukurasa uliopatikana kwa “{query}”. Kagua tahajia au jaribu maneno mengine, au tafuta ukurasa kwenye {index}.',
    failed: 'Utafutaji haukuweza kuanza (unahitaji mtandao mara ya kwanza). Tafuta ukurasa kwenye {index}.',
    index: 'orodha ya kurasa zote',
    more: 'Onyesha kurasa zaidi',
    kinds: {
      congregation: 'Kanisa',
      ministry: 'Huduma',
      resource: 'Nyaraka',
      event: 'Matukio',
      page: 'Ukurasa',
    },
    groups: {
      congregation: 'Makanisa',
      ministry: 'Huduma',
      resource: 'Nyaraka',
      event: 'Matukio',
      page: 'Kurasa nyingine',
    },
    siteIndex: 'Kila ukurasa wa tovuti',
  },
} satisfies CatalogueOf<typeof english>
