import { describe, expect, it } from 'vitest'
import { givingNumbersInDocument } from './document-numbers'
import type { PdfText } from './pdf-text'
import { testFacts } from './testing/disguises'

/** A document's words as pdf-text.ts gives them (its tests read real PDFs): pages, and nothing else unless said. */
const doc = (pages: string[], more: Partial<PdfText> = {}): PdfText => ({
  pages,
  metadata: [],
  links: [],
  notes: [],
  attachments: [],
  ...more,
})
const found = (pdf: PdfText) =>
  givingNumbersInDocument(pdf, testFacts).map((f) => `${f.place}: "${f.number}" ${f.why.split(':')[0]}`)

describe('a document is read like the text of a page outside a mark', () => {
  it('refuses a paybill split over two pieces or two lines of a paragraph, with its page', () => {
    expect(found(doc(['Harambee for the roof', 'Paybill 595 707']))).toEqual([
      'page 2: "595 707" reads as a paybill, till, account or M-Pesa number (beside "Paybill")',
    ])
    expect(found(doc(['Give by paybill 595\n707 this year.']))).toEqual([
      'page 1: "595\n707" reads as a paybill, till, account or M-Pesa number (beside "paybill")',
    ])
  })

  it('refuses a guarded giving fact too: a document has no giving block', () => {
    expect(givingNumbersInDocument(doc(['Give by M-Pesa paybill 247247.']), testFacts)).toEqual([
      expect.objectContaining({
        page: 1,
        number: '247247',
        why: expect.stringMatching(/^repeats a guarded giving number/),
      }),
    ])
  })

  it('refuses a contact phone when a money word is anywhere on its page, and passes it alone', () => {
    expect(found(doc(['Call the office: 0722 111 222']))).toEqual([])
    expect(found(doc(['Offerings this year\n\nCall the office: 0722 111 222']))).toEqual([
      'page 1: "0722 111 222" is a congregation\'s contact phone beside "Offerings"',
    ])
  })

  it('passes what the guard proves is no account, and numbers in blocks apart', () => {
    expect(
      found(
        doc([
          'Financial report 2021-2022\n\nOfferings: KSh 25,000 received on 14/01/2024; read John 3:16-18.',
          'Annual report 2024\n\n1. Introduction\n\nPage 2',
        ]),
      ),
    ).toEqual([])
  })

  it("reads the document's properties, comments, links and bookmarks, and refuses an attached file", () => {
    const pdf = doc([''], {
      metadata: [{ field: 'title', text: 'Till 55 55 555' }],
      notes: [
        { page: 1, place: 'a comment', text: 'Send to 0799 111 222' },
        { place: 'a bookmark', text: 'Paybill 512345' },
      ],
      links: [
        { page: 1, url: 'tel:+254799111333' },
        { page: 1, url: 'https://www.paypal.me/someone' },
      ],
      attachments: ['accounts.xlsx'],
    })
    expect(found(pdf)).toEqual([
      `the document's title (its properties): "55 55 555" reads as a paybill, till, account or M-Pesa number (beside "Till")`,
      'a comment on page 1: "0799 111 222" is a phone number beside "Send to"',
      'a bookmark: "512345" reads as a paybill, till, account or M-Pesa number (beside "Paybill")',
      'a link on page 1: "+254799111333" is a number of 10 digits that is no guarded giving fact, no congregation\'s phone and no declared number, and the guard cannot read it as a date, time, year, amount, count or Bible reference',
      'a link on page 1: "https://www.paypal.me/someone" is an address of PayPal (donate buttons, checkouts and PayPal.Me pages receive money)',
      'an attached file: "accounts.xlsx" is a file attached to the document',
    ])
  })

  it('refuses a payment address written in the text', () => {
    expect(found(doc(['Give online at paypal.me/someone or call us.']))).toEqual([
      'page 1: "paypal.me/someone" is an address of PayPal (donate buttons, checkouts and PayPal.Me pages receive money)',
    ])
  })
})
