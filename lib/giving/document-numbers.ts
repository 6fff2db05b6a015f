/**
 * The giving guard on a document (a PDF the export publishes, docs/giving.md, "The build's guard"): its words, as
 * pdf-text.ts reads them, under the same rule as a page's (numbers.ts) and the same list of payment addresses
 * (payment-hosts.ts). A document has no marks: everything in it is read as a page's text outside a mark is, so it
 * may show no number that could receive money, not even a guarded giving fact (the site's pages show those, from
 * content/giving/), and no payment address.
 *
 * Each block of a page is a text of its own, with the whole page around it: a money word anywhere on the page
 * counts beside a contact or declared number. The document's title, subject, keywords and author, each comment,
 * form field and bookmark are texts of their own; a link's address is read as a page's link is (link-texts.ts).
 * A file attached to the document is a finding: the guard cannot read it, and a reader opens it with a click.
 */
import { linkTexts } from './link-texts'
import { givingNumbersInText, type GuardedFacts, type NumberFinding, type Where } from './numbers'
import { paymentAddressesInText } from './payment-hosts'
import type { PdfText } from './pdf-text'
import { readText } from './read-text'

/** A finding in a document, with the page it is on (none for the document's properties, bookmarks, attachments). */
export type DocumentFinding = NumberFinding & { page?: number }

const FIELD_PLACES: Record<string, string> = {
  title: "the document's title (its properties)",
  subject: "the document's subject (its properties)",
  keywords: "the document's keywords (its properties)",
  author: "the document's author (its properties)",
}

/** About 120 characters of a text around [from, to), on one line. */
function around(text: string, from: number, to: number): string {
  const start = Math.max(0, from - 60)
  const end = Math.min(text.length, to + 60)
  const clip = text.slice(start, end).replace(/\s+/g, ' ').trim()
  return `${start > 0 ? '…' : ''}${clip}${end < text.length ? '…' : ''}`
}

/** The payment addresses written in a text (as read: invisible characters gone, look-alike dots plain). */
function paymentFindings(text: string, place: string): NumberFinding[] {
  const read = readText(text).text
  return paymentAddressesInText(read).map((found) => {
    const at = Math.max(0, read.indexOf(found.address))
    return {
      number: found.address,
      why: `is an address of ${found.service} (${found.why}): where money goes is a giving fact the treasurer reviews, and a document shows none`,
      context: around(read, at, at + found.address.length),
      place,
    }
  })
}

/** Every finding of the guard's rules in a document's words. */
export function givingNumbersInDocument(pdf: PdfText, facts: GuardedFacts): DocumentFinding[] {
  const findings: DocumentFinding[] = []
  const add = (page: number | undefined, found: readonly NumberFinding[]) =>
    findings.push(...found.map((f) => ({ ...f, ...(page ? { page } : {}) })))
  const read = (text: string, where: Where & { place: string }, page?: number) => {
    add(page, givingNumbersInText(text, facts, where))
    add(page, paymentFindings(text, where.place))
  }
  pdf.pages.forEach((text, i) => {
    for (const block of text.split(/\n{2,}/))
      if (block.trim()) read(block, { around: text, place: `page ${i + 1}` }, i + 1)
  })
  for (const { field, text } of pdf.metadata) read(text, { place: FIELD_PLACES[field] ?? `the document's ${field}` })
  for (const note of pdf.notes)
    read(note.text, { place: note.page ? `${note.place} on page ${note.page}` : note.place }, note.page)
  for (const { page, url } of pdf.links) {
    const place = page ? `a link on page ${page}` : "a bookmark's link"
    for (const text of linkTexts(url, { place })) add(page, givingNumbersInText(text.text, facts, text.where))
    add(page, paymentFindings(url, place))
  }
  for (const name of pdf.attachments)
    findings.push({
      number: name,
      why: 'is a file attached to the document: a reader opens it with a click, and the guard cannot read it',
      context: name,
      place: 'an attached file',
    })
  return findings
}
