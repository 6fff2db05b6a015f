/**
 * Links that lead nowhere useful: a social network's front page (where a page of the ministry's own
 * belongs), and a phone, WhatsApp or e-mail link without its number or address.
 */

const SOCIAL_HOSTS = new Set([
  'facebook.com',
  'fb.com',
  'x.com',
  'twitter.com',
  'instagram.com',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'linkedin.com',
])

/** What is wrong with a link's address, or undefined when it names something. */
export function deadLink(href: string): string | undefined {
  const h = href.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(h)?.[1]?.toLowerCase()
  if (scheme === 'tel') return /\d{3}/.test(h) ? undefined : 'a phone link without a number'
  if (scheme === 'sms') return /\d{3}/.test(h) ? undefined : 'a text-message link without a number'
  if (scheme === 'mailto') return /^mailto:[^?@\s]+@[^?@\s]+/i.test(h) ? undefined : 'an e-mail link without an address'
  if (scheme === 'whatsapp') return /phone=\+?\d{6}/.test(h) ? undefined : 'a WhatsApp link without a number'
  if (scheme !== 'http' && scheme !== 'https') return undefined
  let url: URL
  try {
    url = new URL(h)
  } catch {
    return undefined
  }
  const host = url.hostname.toLowerCase().replace(/^(?:www|m|mobile)\./, '')
  // A share link (wa.me/?text=...) names no number: WhatsApp asks whom to send the text to.
  if (host === 'wa.me')
    return /^\/\+?\d{6}/.test(url.pathname) || (url.pathname === '/' && url.searchParams.get('text'))
      ? undefined
      : 'a WhatsApp link without a number'
  if (host === 'api.whatsapp.com' || host === 'web.whatsapp.com' || host === 'whatsapp.com')
    return /^\+?\d{6}/.test(url.searchParams.get('phone') ?? '') || /^\/\+?\d{6}/.test(url.pathname)
      ? undefined
      : 'a WhatsApp link without a number'
  if (SOCIAL_HOSTS.has(host) && (url.pathname === '/' || url.pathname === '') && !url.search)
    return `the front page of ${host}, not the ministry's own page`
  return undefined
}
