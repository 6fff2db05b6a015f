import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeDocument, documentChanges, type DocumentVersion } from './document-changes'
import { makePdf } from './testing/pdf'

const version = (bytes: Uint8Array): DocumentVersion => ({
  id: createHash('sha1').update(bytes).digest('hex'),
  bytes: () => bytes,
})
const text = (words: string) => ({ texts: [words] })
const scan = { picture: true }

describe('every document a pull request adds, changes or removes, for the treasurer', () => {
  it('says of each whether its text was read, or that it is a scan the treasurer must read', async () => {
    const minutes = makePdf({ pages: [text('Minutes of the meeting')] })
    const before = new Map([
      ['content/documents/minutes.pdf', version(minutes)],
      ['content/documents/by-laws.pdf', version(makePdf({ pages: [text('By-laws')] }))],
      ['content/documents/old.pdf', version(makePdf({ pages: [text('Old')] }))],
    ])
    const after = new Map([
      ['content/documents/minutes.pdf', version(minutes)],
      ['content/documents/by-laws.pdf', version(makePdf({ pages: [text('By-laws, 2024'), scan] }))],
      ['content/documents/report.pdf', version(makePdf({ pages: [text('Report'), text('Page 2'), text('Page 3')] }))],
      ['content/documents/x.pdf', version(makePdf({ pages: [scan] }))],
      ['content/documents/notes.txt', version(new TextEncoder().encode('notes'))],
    ])
    expect((await documentChanges(before, after)).map((c) => `${c.text} [${c.file}]`)).toEqual([
      'document changed: content/documents/by-laws.pdf (2 pages, text read; page 2 has no readable text: a scan; read it before approving) [content/documents/by-laws.pdf]',
      'document removed: content/documents/old.pdf [content/documents/old.pdf]',
      'document added: content/documents/report.pdf (3 pages, text read) [content/documents/report.pdf]',
      'document added: content/documents/x.pdf (no readable text: a scan; read it before approving) [content/documents/x.pdf]',
    ])
  })

  it('says when a file cannot be opened as a PDF', async () => {
    expect(await describeDocument(new TextEncoder().encode('%PDF-1.4\n% a stand-in\n'))).toMatch(
      /^\(cannot be opened as a PDF: .+; the build stops on it\)$/,
    )
    expect(await describeDocument(makePdf({ pages: [scan, scan] }))).toBe(
      '(2 pages, no readable text: a scan; read it before approving)',
    )
  })
})
