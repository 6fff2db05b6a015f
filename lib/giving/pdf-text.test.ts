import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pagesWithoutText, readPdfText } from './pdf-text'
import { makePdf } from './testing/pdf'

describe('the words of a PDF as a reader sees them', () => {
  it('joins the pieces of a line in the order they sit, whatever their order in the file', async () => {
    const pdf = await readPdfText(
      makePdf({
        pages: [
          {
            texts: [
              { text: '707', x: 140, y: 700 },
              { text: 'Paybill', x: 72, y: 700 },
              { text: '595', x: 115, y: 700 },
              // Raised a little, as a superscript: still on the line.
              { text: '1', x: 165, y: 703, size: 8 },
            ],
          },
        ],
      }),
    )
    expect(pdf.pages).toEqual(['Paybill 595 707 1'])
  })

  it("keeps a paragraph's lines together and separates blocks apart or in letters of another size", async () => {
    const pdf = await readPdfText(
      makePdf({
        pages: [
          {
            texts: [
              { text: 'Annual report 2024', x: 72, y: 760, size: 24 },
              { text: '1. Introduction', x: 72, y: 730 },
              { text: 'Give by paybill 595', x: 72, y: 700 },
              { text: '707 this year.', x: 72, y: 686 },
              { text: 'Page 2', x: 72, y: 100 },
            ],
          },
        ],
      }),
    )
    expect(pdf.pages).toEqual([
      'Annual report 2024\n\n1. Introduction\n\nGive by paybill 595\n707 this year.\n\nPage 2',
    ])
  })

  it('reads the properties a reader shows, the links and comments with their page, and finds a page that is only a picture', async () => {
    const pdf = await readPdfText(
      makePdf({
        pages: [
          { texts: ['Harambee'], links: ['https://paypal.me/someone'], comments: ['Send to 0799 111 222'] },
          { picture: true },
        ],
        info: {
          Title: 'Flyer',
          Subject: 'Roof fund',
          Keywords: 'harambee, roof',
          Author: 'Treasurer',
          Creator: 'Word',
        },
      }),
    )
    expect(pdf).toEqual({
      pages: ['Harambee', ''],
      metadata: [
        { field: 'title', text: 'Flyer' },
        { field: 'subject', text: 'Roof fund' },
        { field: 'keywords', text: 'harambee, roof' },
        { field: 'author', text: 'Treasurer' },
      ],
      links: [{ page: 1, url: 'https://paypal.me/someone' }],
      notes: [{ page: 1, place: 'a comment', text: 'Send to 0799 111 222' }],
      attachments: [],
    })
    expect(pagesWithoutText(pdf)).toEqual([2])
  })

  it('reads a PDF a browser printed (the fixture site’s document), and leaves the global scope as it was', async () => {
    const file = path.join(process.cwd(), 'e2e/fixture-site/content/documents/financial-reports-2021-2022.pdf')
    const pdf = await readPdfText(new Uint8Array(fs.readFileSync(file)))
    expect(pdf.pages).toHaveLength(1)
    expect(pdf.pages[0]).toContain('Financial Reports 2021-2022')
    expect(pagesWithoutText(pdf)).toEqual([])
    expect('DOMMatrix' in globalThis).toBe(false)
  })

  it('throws on a file that is no PDF', async () => {
    await expect(readPdfText(new TextEncoder().encode('%PDF-1.4\n% a stand-in\n'))).rejects.toThrow()
  })
})
