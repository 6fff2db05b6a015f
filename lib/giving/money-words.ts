/**
 * The words beside which a number reads as somewhere to send money, in English and Kiswahili: the ways of
 * paying (paybill, till, M-Pesa...) and the church's words for gifts (offering, tithe, sadaka, zaka, fungu
 * la kumi, harambee, michango...). The giving guard (docs/giving.md) uses them to refuse a contact or
 * declared number written beside one, and to say why a number it refuses reads as an account.
 * Matched on text as read (lib/giving/read-text.ts), so "Pay\u200Bbill" is "Paybill".
 */
const WORDS = [
  // Ways of paying
  'pay\\s?bill',
  'till',
  'buy\\s+goods',
  'm[\\s-]?pesa',
  'lipa\\s+na',
  'lipa',
  'malipo',
  'pay\\s+(?:to|by|via|through|with|using|into)',
  'payments?',
  'paypal',
  'accounts?',
  'acc',
  'a\\/c',
  'akaunti',
  'business\\s+(?:number|no)',
  'nambari\\s+ya\\s+biashara',
  'namba\\s+ya\\s+biashara',
  'send\\s+money',
  'send\\s+(?:it\\s+)?to',
  'tuma\\s+pesa',
  'tuma\\s+kwa',
  'mobile\\s+money',
  'airtel\\s+money',
  't-?kash',
  'equitel',
  'bank',
  'benki',
  'deposit',
  'transfer',
  'pesa',
  'money',
  'fedha',
  // Gifts to the church
  'offerings?',
  'sadaka',
  'tithes?',
  'tithing',
  'zaka',
  'fungu\\s+la\\s+kumi',
  'harambee',
  'michango',
  'mchango',
  'changa',
  'changia',
  'kuchangia',
  'contribut\\w*',
  'donat\\w*',
  'giving',
  'give\\s+(?:by|to|through|via|online)',
  'to\\s+give',
  'pledges?',
  'funds?',
  'fundrais\\w*',
  'support\\s+(?:us|the\\s+ministry|our)',
]

export const MONEY_WORDS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'iu')

/** The first money word in `text` (as read), or undefined. */
export function moneyWordIn(text: string): string | undefined {
  return MONEY_WORDS.exec(text)?.[0]
}
