/**
 * Where a visitor can be sent to pay, in what editors write (docs/giving.md, "Payment destinations"): denied by
 * default. Outside the giving files, which the treasurer reviews,
 *  - an address on a payment host (lib/giving/payment-hosts.ts) written anywhere, as a link or as words, is refused;
 *  - a link to another site whose words or surroundings ask for money (lib/giving/asking-words.ts) is refused unless
 *    it leads to a destination the treasurer reviewed (a giving file's `paymentLinks`);
 *  - a button that asks for money by its nature (the program page's `supportUrl`) leads to a page of this site or to
 *    a reviewed destination.
 * The build's guard (lib/giving/payment-links.ts) holds the built pages to the same rules, so a path this check does
 * not know still cannot publish one.
 */
import { askingWordIn } from '../../giving/asking-words'
import { hostOf, paymentAddressIn, paymentAddressesInText, sameDestination } from '../../giving/payment-hosts'
import { readText } from '../../giving/read-text'
import { readSource } from '../../giving/where-written'
import { leadsElsewhere } from '../../paths'
import { addressesIn } from '../links'
import { GIVING_COLLECTIONS } from '../schemas'
import { fieldPath, type Problem } from '../problems'
import type { SourceEntry } from '../source-entry'
import { collect, valueAt, type FieldPath } from '../walk'
import type { BodyCheck } from './mdx-check'

/** Fields whose link asks for money by what it is, whatever its words. */
const ASKING_FIELDS = new Set(['supportUrl'])

/** Where an address that receives money belongs, for every message. */
export const WHERE_IT_BELONGS =
  'where a visitor may be sent to give online is the treasurer\'s to say: write the address under "paymentLinks" in content/giving.en.mdx (the ministry) or content/giving/<slug>.en.mdx (a congregation), where a change needs the treasurer\'s review (content/README.md, "Giving"), and link here to the page that shows it (/support/ or the congregation\'s giving section)'

/** Every destination the treasurer reviewed: the giving files' `paymentLinks`. */
export function reviewedDestinations(entries: readonly SourceEntry[]): string[] {
  return entries.flatMap((e) =>
    GIVING_COLLECTIONS.has(e.collection) && Array.isArray(e.raw?.paymentLinks)
      ? (e.raw.paymentLinks as unknown[]).filter((v): v is string => typeof v === 'string')
      : [],
  )
}

/** The problem with one link an editor wrote, or undefined. */
export function paymentLinkProblem(
  link: { href: string; words: string; around: string; asks?: boolean },
  reviewed: readonly string[],
): string | undefined {
  const isReviewed = reviewed.some((r) => sameDestination(r, link.href))
  const payment = paymentAddressIn(link.href)
  if (payment && !(isReviewed && link.asks))
    return `"${link.href}" leads to ${payment.service}, where money can be sent (${payment.why}); ${WHERE_IT_BELONGS}`
  if (isReviewed || !leadsElsewhere(link.href) || !hostOf(link.href)) return undefined
  if (link.asks)
    return `"${link.href}" is a button that asks for money and leads to another site the treasurer has not reviewed; lead it to a page of this site (e.g. "/support/"), or ${WHERE_IT_BELONGS}`
  const asked = askingWordIn(readText(link.words).text)
  const around = asked ? undefined : askingWordIn(readText(link.around).text)
  if (!asked && !around) return undefined
  return `"${link.href}" leads to another site ${asked ? `with words that ask for money ("${asked}")` : `beside words that ask for money ("${around}")`}, and is not a destination the treasurer reviewed; ${WHERE_IT_BELONGS}. A link that asks for nothing may stay: reword it, or move it away from the appeal`
}

/** The words beside an address in frontmatter: the other words of the group it is in (a card's title and label). */
function wordsBeside(raw: unknown, at: FieldPath): string {
  const group = valueAt(raw, at.slice(0, -1))
  if (!group || typeof group !== 'object' || Array.isArray(group)) return ''
  return Object.entries(group)
    .filter(([key, v]) => key !== at.at(-1) && typeof v === 'string')
    .map(([, v]) => v as string)
    .join(' \n ')
}

/** Every problem with where money goes in the files editors write. */
export function paymentProblems(entries: readonly SourceEntry[], bodies: Map<SourceEntry, BodyCheck>): Problem[] {
  const reviewed = reviewedDestinations(entries)
  const problems: Problem[] = []
  const seen = new Set<string>()
  const push = (p: Problem) => {
    const key = `${p.file}\u0000${p.line}\u0000${p.message}`
    if (seen.has(key)) return
    seen.add(key)
    problems.push(p)
  }
  for (const e of entries) {
    if (GIVING_COLLECTIONS.has(e.collection) || !e.raw) continue
    const linked = new Set<string>()
    for (const { path: at, href } of addressesIn(e.raw)) {
      const field = fieldPath(at)
      linked.add(field)
      const words = wordsBeside(e.raw, at)
      const message = paymentLinkProblem(
        { href, words, around: words, asks: ASKING_FIELDS.has(String(at.at(-1))) },
        reviewed,
      )
      if (message) push({ file: e.file, field, ...e.parsed.locate(at), message })
    }
    // An address written as words, in any field: a visitor can type it.
    const strings = collect(e.raw, (v, path) => (typeof v === 'string' ? [{ path, text: v }] : undefined))
    for (const { path: at, text } of strings) {
      if (linked.has(fieldPath(at))) continue
      for (const found of paymentAddressesInText(readText(text).text))
        push({
          file: e.file,
          field: fieldPath(at),
          ...e.parsed.locate(at),
          message: `"${found.address}" is an address on ${found.service}, where money can be sent (${found.why}); ${WHERE_IT_BELONGS}`,
        })
    }
    const body = bodies.get(e)
    for (const link of body?.links ?? []) {
      const message = paymentLinkProblem(link, reviewed)
      if (message) push({ file: e.file, field: '(body)', line: link.line, column: link.column, message })
    }
    // An address written as words in the text, line by line as the editor sees it.
    e.body.split('\n').forEach((line, i) => {
      // As written, and as a page shows it (`paypal&#46;me`, a tag inside the address): once each address, with the
      // column it starts at in the line.
      const seen = [readText(line), readSource(line)].flatMap((read) =>
        paymentAddressesInText(read.text).map((address) => ({
          address,
          column: read.starts[read.text.indexOf(address.address)],
        })),
      )
      for (const { address: found, column } of seen.filter(
        (a, j) => seen.findIndex((b) => b.address.address === a.address.address) === j,
      )) {
        const onLink = body?.links.some(
          (l) =>
            l.line === e.bodyLine + i && (l.href.includes(found.address) || sameDestination(l.href, found.address)),
        )
        if (onLink) continue
        push({
          file: e.file,
          field: '(body)',
          line: e.bodyLine + i,
          ...(column !== undefined ? { column: column + 1 } : {}),
          message: `"${found.address}" is an address on ${found.service}, where money can be sent (${found.why}); ${WHERE_IT_BELONGS}`,
        })
      }
    })
  }
  return problems
}
