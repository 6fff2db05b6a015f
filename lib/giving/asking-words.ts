/**
 * The words with which a link asks for money, in English and Kiswahili: the ways of paying (paybill, M-Pesa, PayPal,
 * money, pesa...; not "account", which also names a social network's page), and the plainer words of an appeal (give, gift, support, sponsor, partner; toa, saidia,
 * tuunge mkono). A link to another site with one of them in its words or beside it must lead to a destination the
 * treasurer reviewed (docs/giving.md, "Payment destinations"). It errs on the side of asking: "Support our program"
 * and "Give your life to Christ" both ask, and a link to another site beside them is a question for the treasurer.
 * Matched on text as read (lib/giving/read-text.ts).
 */
const APPEALS = [
  // Ways of paying (money-words.ts has more, such as "account", which also names a social network's page)
  'pay\\s?bill',
  'till\\s+(?:number|no)',
  'buy\\s+goods',
  'm[\\s-]?pesa',
  'lipa',
  'malipo',
  'payments?',
  'paypal',
  'send\\s+money',
  'tuma\\s+pesa',
  'mobile\\s+money',
  'money',
  'pesa',
  'fedha',
  'deposit',
  'bank\\s+transfer',
  'funds?',
  'fund\\s?raiser',
  'fungu\\s+la\\s+kumi',
  'pledges?',
  'giving',
  // Appeals
  'give',
  'gives',
  'gifts?',
  'support',
  'supporting',
  'sponsor\\w*',
  'partner\\s+with',
  'be\\s+a\\s+partner',
  'tithe\\w*',
  'offering\\w*',
  'contribut\\w*',
  'donat\\w*',
  'fundrais\\w*',
  'crowdfund\\w*',
  'pay',
  'toa',
  'kutoa',
  'toeni',
  'saidia',
  'tusaidie',
  'msaada',
  'tuunge\\s+mkono',
  'kuunga\\s+mkono',
  'unga\\s+mkono',
  'sadaka',
  'zaka',
  'changia',
  'changieni',
  'harambee',
  'michango',
  'mchango',
]

const APPEAL = new RegExp(`(?<![\\p{L}\\p{N}])(?:${APPEALS.join('|')})(?![\\p{L}\\p{N}])`, 'iu')

/** The first word in `text` (as read) that asks for money, or undefined. */
export function askingWordIn(text: string): string | undefined {
  return APPEAL.exec(text)?.[0]
}
