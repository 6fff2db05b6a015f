import { leadsElsewhere } from '../paths'

/**
 * The attribute that marks an element showing a guarded giving fact (content/giving/): the giving
 * section's numbers and steps, the footer's and the support page's paybill, the name M-Pesa shows. The
 * build's guard (lib/giving/page-numbers.ts) accepts a giving number on a page only inside one.
 */
export const GIVING_ATTRIBUTE = 'data-giving'

/**
 * The mark's value on a link to a destination the treasurer reviewed (a giving file's `paymentLinks`): the guard on
 * addresses (payment-links.ts) holds it to a reviewed destination; its words are read like any text.
 */
export const PAYMENT_LINK_MARK = 'paymentLink'

/**
 * The mark for a button that asks for money (the program page's support button): where it leads to another site,
 * that site is a destination the treasurer reviewed (the content check makes sure), shown inside the guard's mark.
 */
export const askingLinkMark = (href: string): Record<string, string> =>
  leadsElsewhere(href) ? { [GIVING_ATTRIBUTE]: PAYMENT_LINK_MARK } : {}
