/**
 * The addresses a body's links may lead to (body-rules.mjs): an http(s):// address, mailto:, tel:, sms:, a path of
 * this site or a #fragment, judged as the browser reads them. Plain JavaScript with JSDoc types
 * (body-addresses.d.mts).
 */
import { messages } from './body-messages.mjs'

/** Link schemes a body may use besides http(s):// addresses, site paths and #fragments. */
const SCHEMES = new Set(['mailto', 'tel', 'sms'])

/**
 * The problem with a link's address in a body (a Markdown link, a reference definition, an autolink or
 * `<a href>`), as the browser would read it, or undefined when it is one a body may use: an http(s):// address,
 * mailto:, tel:, sms:, a path of this site (`/...`, not `//...`) or a `#fragment`. Character references are
 * already decoded by the parser, so `&#106;avascript:` arrives here as `javascript:`.
 * @param {string} href
 * @returns {string | undefined}
 */
export function hrefProblem(href) {
  // Browsers drop tabs and line breaks inside an address, and read "\" as "/": refused wherever they are.
  if (/[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF\\]/.test(href))
    return messages.hidden(visible(href))
  // Browsers drop spaces around an address: what it leads to is judged without them, then the spaces are reported.
  const trimmed = href.trim()
  return trimmedProblem(trimmed, href) ?? (trimmed === href ? undefined : messages.spaces(href))
}

/** @param {string} href the address without spaces around it @param {string} written as written, for the message */
function trimmedProblem(href, written) {
  if (href.startsWith('#')) return undefined
  if (href.startsWith('//')) return messages.protocolRelative(written)
  if (href.startsWith('/')) return undefined
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https')
    return /^https?:\/\/[^/]/i.test(href) ? undefined : messages.incomplete(written)
  if (scheme && SCHEMES.has(scheme)) return undefined
  if (scheme) return messages.scheme(written)
  if (/^(www\.|[a-z0-9-]+\.[a-z]{2,}\/?)/i.test(href)) return messages.www(written)
  return messages.relative(written)
}

/** An address with its invisible characters shown, for a message. */
function visible(/** @type {string} */ href) {
  return href.replace(
    /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
