/**
 * The words the service worker writes into a page it serves from this phone's saved copy (docs/offline.md,
 * lib/offline/saved-copy.ts) and into the offline page's list of paybills. The worker imports this area
 * alone (not the whole catalogue), so these are all it carries.
 */
export const savedCopy = {
  savedCopy: {
    /** Before each place a saved page shows a giving number. `{date}` is the day it was saved ("3 March 2031"). */
    saved: 'Saved on this phone on {date}.',
    check: 'Check the number with the church before you send money.',
    /** The same, once the saved copy is older than the age limit (`{days}` days) and its numbers are hidden. */
    tooOld: 'Saved on this phone on {date}, more than {days} days ago.',
    hidden: 'Its giving numbers are hidden: ask the church office, or open this page again with a connection.',
    /**
     * In place of each hidden number (also what a copy button would have copied): a phrase that fits where the number
     * stood.
     */
    withheld: '(ask the church office)',
    /**
     * After a congregation's paybill on the offline page: "Raila congregation: paybill 247247 (saved on 3 March 2031)".
     */
    listedOn: 'saved on {date}',
    /** The offline page's giving list when it is opened with a connection: no saved number is listed then. */
    online: "You are online: each congregation's page shows its paybill as it is today.",
  },
} as const
