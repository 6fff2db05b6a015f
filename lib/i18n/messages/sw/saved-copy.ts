/** The words the service worker writes into a page it serves from this phone's saved copy (see en/saved-copy.ts). */
import type { CatalogueOf } from '../types'
import type { savedCopy as english } from '../en/saved-copy'

export const savedCopy = {
  // Draft translation, to be reviewed by a Kiswahili speaker of the ministry.
  savedCopy: {
    saved: 'Imehifadhiwa kwenye simu hii tarehe {date}.',
    check: 'Hakikisha nambari na kanisa kabla ya kutuma pesa.',
    tooOld: 'Imehifadhiwa kwenye simu hii tarehe {date}, zaidi ya siku {days} zilizopita.',
    hidden: 'Nambari zake za kutoa zimefichwa: uliza ofisi ya kanisa, au fungua ukurasa huu tena ukiwa na mtandao.',
    withheld: '(uliza ofisi ya kanisa)',
    listedOn: 'imehifadhiwa tarehe {date}',
    online: 'Una mtandao: ukurasa wa kila kanisa unaonyesha paybill yake ya sasa.',
  },
} satisfies CatalogueOf<typeof english>
