/**
 * The texts of a link and of JSON data that a visitor, the app a link opens, a search engine or a link preview
 * reads, for the giving guard (docs/giving.md, "The build's guard"): a page's links and JSON-LD
 * (page-numbers.ts), an island's data, the search index (search-numbers.ts) and the app's manifest.
 */
import type { Where } from './numbers'

/** A text to read, where it is, and whether it belongs to a marked giving fact. */
export type Extra = { text: string; where: Where; mark?: boolean }

/** Links that call or write to a number: read whole. */
export const CALLING_LINK =
  /^(?:tel|sms|mms|callto|facetime|facetime-audio|skype|viber|whatsapp|mailto):|^(?:https?:)?\/\/(?:www\.)?(?:wa\.me|api\.whatsapp\.com|web\.whatsapp\.com|chat\.whatsapp\.com)(?:\/|$)/i
/** The parameters of a link that carry words its target shows (a share link's message). */
const WORDS_PARAMETERS = new Set([
  'text',
  'body',
  'subject',
  'message',
  'msg',
  'quote',
  'title',
  'description',
  'summary',
  'caption',
])
/** The parameters of a link that would carry where money goes: read whole, like words. */
const MONEY_PARAMETERS =
  /^(?:phone|tel|telephone|mobile|msisdn|number|no|paybill|pay_?bill|till|business|business_?number|shortcode|short_?code|account|acc|account_?number|ref|reference|mpesa|m_?pesa)$/i

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The texts of a link a visitor or the app it opens reads. */
export function linkTexts(href: string, where: Where): Extra[] {
  if (CALLING_LINK.test(href.trim())) return [{ text: decode(href), where }]
  // A list of images with their widths (srcset): each address on its own.
  if (/\s\d+(?:\.\d+)?[wx]\s*(?:,|$)/.test(href))
    return href.split(/,\s+/).flatMap((part) => linkTexts(part.trim().split(/\s+/)[0] ?? '', where))
  const texts: Extra[] = [{ text: decode(href), where: { ...where, phonesOnly: true } }]
  const query = href.indexOf('?')
  if (query >= 0)
    for (const [name, value] of new URLSearchParams(href.slice(query + 1).split('#')[0]))
      if (WORDS_PARAMETERS.has(name.toLowerCase()) || MONEY_PARAMETERS.test(name))
        texts.push({ text: value, where: { ...where, place: `${where.place ?? 'a link'}'s ${name}` } })
  return texts
}

/**
 * An address (a link, an image's path) or a list of them with their widths (srcset): read for phone-shaped numbers
 * only.
 */
export const isAddress = (value: string) =>
  /^(?:(?:https?:)?\/\/|\.{0,2}\/)\S*(?:\s+\d+(?:\.\d+)?[wx])?(?:,\s*(?:(?:https?:)?\/\/|\.{0,2}\/)\S*\s+\d+(?:\.\d+)?[wx])*$/.test(
    value.trim(),
  )

/**
 * The texts of a JSON value (JSON-LD, an island's data, the app's manifest): every string and number, each a
 * field of its own (its key named in the place), and a link's texts for an address. A map's coordinates
 * (latitude, longitude) are no account.
 */
export function jsonTexts(value: unknown, where: Where): Extra[] {
  const texts: Extra[] = []
  const coordinate = (key: string, n: number) =>
    /^(?:latitude|longitude)$/i.test(key) && Number.isFinite(n) && Math.abs(n) <= 180
  const visit = (node: unknown, key: string) => {
    const at: Where = { ...where, ...(key ? { place: `${where.place ?? 'data'}, "${key}"` } : {}) }
    if (typeof node === 'string') {
      if (node.trim() && coordinate(key, Number(node))) return
      texts.push(...(isAddress(node) || CALLING_LINK.test(node) ? linkTexts(node, at) : [{ text: node, where: at }]))
    } else if (typeof node === 'number') {
      if (!coordinate(key, node)) texts.push({ text: String(node), where: at })
    } else if (Array.isArray(node)) node.forEach((item) => visit(item, key))
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) visit(v, k)
  }
  visit(value, '')
  return texts
}

/** A JSON text's value, or nothing when it is not JSON. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}
