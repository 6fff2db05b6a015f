/**
 * Where a visitor can be sent to pay, as addresses: the payment and fundraising services a Kenyan church would
 * meet, each with why it is on the list (docs/giving.md, "Payment destinations"). An address on one of these hosts
 * is a giving fact like a paybill: it reaches a page only from the treasurer-owned giving files, inside the
 * guard's mark. The list errs on the side of asking: a link shortener or a page of links is here too, because
 * nobody can read where it leads, and so is any host whose own name says it takes money (`donate.`, `pay`,
 * `fund`, `changa`...). Code-owned data: a change needs the maintainers' or the treasurers' review.
 */

export type PaymentHost = {
  /** The host, matched with every subdomain of it (`paypal.com` is also `www.paypal.com`). */
  host: string
  /** The service's name as a visitor knows it, used in messages and in a reviewed link's words. */
  service: string
  /** Why an address there can receive money. */
  reason: string
}

const card = 'a card or mobile-money checkout: its links take a payment'
const crowd = 'a fundraising page: it collects gifts for whoever made it'
const transfer = 'a money-transfer or wallet service: its links and handles receive money'
const hidden = 'its links lead somewhere that cannot be read from the address, which may be a payment page'

const entries: readonly (readonly [service: string, reason: string, hosts: readonly string[]])[] = [
  ['PayPal', 'donate buttons, checkouts and PayPal.Me pages receive money', ['paypal.com', 'paypal.me', 'paypal.biz']],
  ['PayPal', 'a PayPal short link to a payment page', ['py.pl']],
  [
    'M-Changa',
    'Kenyan fundraisers (harambee online) collect gifts by M-Pesa and card',
    ['mchanga.africa', 'm-changa.com', 'mchanga.co.ke', 'changa.co.ke'],
  ],
  [
    'M-Pesa',
    "Safaricom's M-Pesa and Lipa na M-Pesa pages take payments",
    ['safaricom.co.ke', 'mpesa.africa', 'm-pesa.africa', 'm-pesa.com', 'mpesa.co.ke'],
  ],
  ['Airtel Money', 'mobile money', ['airtel.co.ke', 'airtel.africa']],
  ['Pesapal', card, ['pesapal.com']],
  ['iPay Africa', card, ['ipayafrica.com', 'ipay.africa']],
  ['Kopo Kopo', card, ['kopokopo.com']],
  ['DPO Pay', card, ['directpay.online', '3gdirectpay.com', 'dpogroup.com']],
  ['Tingg', card, ['tingg.africa', 'cellulant.io', 'cellulant.com']],
  ['Flutterwave', card, ['flutterwave.com', 'flw.page', 'ravepay.co']],
  ['Paystack', card, ['paystack.com', 'paystack.shop', 'paystack.co']],
  ['Jenga', card, ['jengapgw.io', 'jengahq.io', 'finserve.africa']],
  ['Stripe', card, ['stripe.com', 'buy.stripe.com', 'donate.stripe.com']],
  ['Square', card, ['square.link', 'squareup.com', 'square.site', 'cash.app']],
  ['Google Pay', card, ['pay.google.com']],
  ['PesaLink', 'bank transfers between Kenyan banks', ['ipsl.co.ke', 'pesalink.co.ke']],
  ['Equity Bank', 'bank transfers and Equitel payments', ['equitybank.co.ke', 'equitygroupholdings.com']],
  ['KCB', 'bank transfers and KCB M-Pesa', ['kcbgroup.com', 'ke.kcbgroup.com']],
  ['Co-operative Bank', 'bank transfers', ['co-opbank.co.ke']],
  ['NCBA', 'bank transfers and M-Shwari', ['ncbagroup.com']],
  ['Wise', transfer, ['wise.com', 'transferwise.com']],
  ['Revolut', transfer, ['revolut.me', 'revolut.com']],
  ['Monzo', transfer, ['monzo.me', 'monzo.com']],
  ['Venmo', transfer, ['venmo.com']],
  ['Zelle', transfer, ['zellepay.com']],
  ['Chipper Cash', transfer, ['chippercash.com', 'chipper.cash']],
  ['WorldRemit', transfer, ['worldremit.com']],
  ['Remitly', transfer, ['remitly.com']],
  ['Sendwave', transfer, ['sendwave.com']],
  ['Western Union', transfer, ['westernunion.com']],
  ['MoneyGram', transfer, ['moneygram.com']],
  ['Mukuru', transfer, ['mukuru.com']],
  ['Skrill', transfer, ['skrill.com']],
  ['Payoneer', transfer, ['payoneer.com']],
  ['Binance Pay', 'crypto payments', ['binance.com', 'pay.binance.com']],
  ['Coinbase', 'crypto payments', ['coinbase.com', 'commerce.coinbase.com']],
  ['GoFundMe', crowd, ['gofundme.com', 'gf.me']],
  ['JustGiving', crowd, ['justgiving.com']],
  ['GlobalGiving', crowd, ['globalgiving.org']],
  ['Donorbox', crowd, ['donorbox.org']],
  ['Givebutter', crowd, ['givebutter.com']],
  ['Chuffed', crowd, ['chuffed.org']],
  ['GoGetFunding', crowd, ['gogetfunding.com']],
  ['Every.org', crowd, ['every.org']],
  ['Classy', crowd, ['classy.org']],
  ['Kickstarter', crowd, ['kickstarter.com']],
  ['Indiegogo', crowd, ['indiegogo.com']],
  ['Patreon', crowd, ['patreon.com']],
  ['Buy Me a Coffee', crowd, ['buymeacoffee.com']],
  ['Ko-fi', crowd, ['ko-fi.com']],
  ['Tithe.ly', 'church giving: tithes and offerings', ['tithe.ly', 'tithely.com']],
  ['Givelify', 'church giving: tithes and offerings', ['givelify.com']],
  ['Pushpay', 'church giving: tithes and offerings', ['pushpay.com']],
  ['Church Center', 'church giving: tithes and offerings', ['churchcenter.com']],
  ['Subsplash', 'church giving: tithes and offerings', ['subsplash.com']],
  [
    'a link shortener',
    hidden,
    [
      'bit.ly',
      'tinyurl.com',
      't.co',
      'goo.gl',
      'ow.ly',
      'is.gd',
      'buff.ly',
      'rebrand.ly',
      'cutt.ly',
      'shorturl.at',
      'rb.gy',
      'tiny.cc',
      's.id',
      't.ly',
      'shorturl.com',
      'bl.ink',
      'short.io',
      'lnkd.in',
    ],
  ],
  ['a page of links', hidden, ['linktr.ee', 'beacons.ai', 'lnk.bio', 'bio.link', 'campsite.bio']],
]

/** Every known payment host, with its service and reason. */
export const PAYMENT_HOSTS: readonly PaymentHost[] = entries.flatMap(([service, reason, hosts]) =>
  hosts.map((host) => ({ host, service, reason })),
)

/**
 * A part of a host's name that says it takes money (`donate.example.org`, `paymyparish.com`, `roof-fund.org`):
 * any such host is asked about as if it were on the list.
 */
const SAYS_MONEY =
  /(?:^|[.-])(?:pay|donat|give|giving|tithe|offering|fund|changa|mchango|michango|harambee|sadaka|zaka|pesa|mpesa|lipa|remit|wallet|cash|money|checkout|crowdfund)/i

/** The payment host an address's host is on, or undefined. */
export function paymentHost(host: string): PaymentHost | undefined {
  const h = host.toLowerCase().replace(/\.$/, '')
  const known = PAYMENT_HOSTS.find((p) => h === p.host || h.endsWith(`.${p.host}`))
  if (known) return known
  // A name in another script (`pаypal.me` with a Cyrillic "а" is `xn--pypal-4ve.me`) looks like a known one.
  if (h.split('.').some((part) => part.startsWith('xn--')))
    return {
      host: h,
      service: h,
      reason: 'its name is written in letters of another script, which can look like a known name',
    }
  const label = h.split('.').find((part) => SAYS_MONEY.test(part))
  if (label) return { host: h, service: h, reason: `its name says it takes money ("${label}")` }
  return undefined
}

/** The host of an address written in any of the ways a link or a visitor writes it, or undefined. */
export function hostOf(address: string): string | undefined {
  const trimmed = address.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : trimmed.startsWith('//')
      ? `https:${trimmed}`
      : /^[\p{L}\p{N}][\p{L}\p{N}-]*(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?=[/:?#]|$)/u.test(trimmed)
        ? `https://${trimmed}`
        : undefined
  if (!withScheme) return undefined
  try {
    const url = new URL(withScheme)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname : undefined
  } catch {
    return undefined
  }
}

/** A payment address found in a text or a link: the address as written, its host and why it can receive money. */
export type PaymentAddress = { address: string; host: string; service: string; why: string }

/** The payment destination an address leads to, or undefined when its host is not a payment host. */
export function paymentAddress(address: string): PaymentAddress | undefined {
  const host = hostOf(address)
  const known = host ? paymentHost(host) : undefined
  return host && known ? { address: address.trim(), host, service: known.service, why: known.reason } : undefined
}

/** Endings of file names that are also no top-level domain a visitor would type. */
const FILE_EXTENSIONS = new Set(
  'js mjs cjs css json html htm png jpg jpeg gif webp avif svg pdf mp4 webm vtt ics txt xml mdx md ts tsx map woff woff2 webmanifest'.split(
    ' ',
  ),
)

/**
 * Addresses written in a text (`paypal.me/someone`, `https://www.mchanga.africa/fundraiser/123`, `www.gofundme.com/f/x`)
 * whose host is a payment host. Reads the text as written: a caller reading a page passes its text as read.
 */
export function paymentAddressesInText(text: string, depth = 0): PaymentAddress[] {
  const found: PaymentAddress[] = []
  const pattern =
    /(?:(?:[a-z][a-z0-9+.-]*:)?\/\/|(?<![\p{L}\p{N}@._/\\-]))(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(\p{L}{2,})(?![\p{L}\p{N}-])(?:[/?#][^\s<>"'()[\]{}]*)?/giu
  for (const match of text.matchAll(pattern)) {
    // A file's name (`donation-widget.js`, `roof-fund.pdf`) is no address unless it is written as one.
    if (!match[0].includes('//') && FILE_EXTENSIONS.has(match[1]!.toLowerCase())) continue
    const written = match[0].replace(/[.,;:!?]+$/, '')
    const address = paymentAddress(written)
    if (address) found.push(address)
    // An address inside another's path or query (a redirector's `?q=https://paypal.me/x`, a share link's text).
    else if (depth < 3) {
      const host = hostOf(written)
      const rest = host ? written.slice(written.toLowerCase().indexOf(host.toLowerCase()) + host.length) : ''
      if (/[/?#=]/.test(rest)) found.push(...paymentAddressesInText(decoded(rest), depth + 1))
    }
  }
  return found
}

/** A text with its percent-escapes undone (`%2F` is `/`), as a browser reads an address inside another. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * Where an address a link leads to can send money: its own host, or an address inside it (a redirector's
 * `https://www.google.com/url?q=https://paypal.me/x`, a `mailto:` or WhatsApp link whose text names one).
 */
export function paymentAddressIn(href: string): PaymentAddress | undefined {
  return paymentAddress(href) ?? paymentAddressesInText(decoded(href))[0]
}

/** An address as compared with the treasurer's reviewed destinations: its scheme, case of host and last slash aside. */
export function sameDestination(a: string, b: string): boolean {
  const norm = (s: string) => {
    try {
      const url = new URL(/^[a-z]+:\/\//i.test(s.trim()) ? s.trim() : `https://${s.trim().replace(/^\/\//, '')}`)
      return `${url.hostname.toLowerCase().replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}${url.search}`
    } catch {
      return s.trim()
    }
  }
  return norm(a) === norm(b)
}
