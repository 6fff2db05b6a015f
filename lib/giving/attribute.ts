/**
 * The attribute that marks an element showing a guarded giving fact (content/giving/): the giving
 * section's numbers and steps, the footer's and the support page's paybill, the name M-Pesa shows. The
 * build's guard (lib/giving/page-numbers.ts) accepts a giving number on a page only inside one.
 */
export const GIVING_ATTRIBUTE = 'data-giving'
