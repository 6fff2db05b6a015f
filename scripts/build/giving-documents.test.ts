import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeContent } from '../../lib/content/testing/fixture'
import { makePdf, type PdfSpec } from '../../lib/giving/testing/pdf'
import { documentSource, documentsWarning } from './giving-documents'
import { checkGiving, givingGuardMessage } from './giving-guard'

/** A small export with one page and these documents, each also under the content's documents/ (by its name). */
function exportWith(documents: Record<string, PdfSpec>): { out: string; root: string } {
  const root = makeContent()
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'export-documents-'))
  fs.writeFileSync(
    path.join(out, 'index.html'),
    '<!DOCTYPE html><html lang="en"><head><title>Test</title></head><body><main><h1>Welcome</h1><a href="/documents/flyer.pdf">Flyer</a></main></body></html>',
  )
  for (const [file, spec] of Object.entries(documents)) {
    const bytes = makePdf(spec)
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
    fs.writeFileSync(path.join(out, file), bytes)
    if (file.startsWith('documents/')) fs.writeFileSync(path.join(root, file), bytes)
  }
  return { out, root }
}

describe('the build reads every PDF the export publishes like a page', () => {
  it('stops on a document whose text names a paybill, naming the document, its source, the page and the fix', async () => {
    const { out, root } = exportWith({
      'documents/flyer.pdf': {
        pages: [
          { texts: ['Roof harambee'] },
          {
            texts: [
              { text: 'Paybill', x: 72, y: 700 },
              { text: '707', x: 140, y: 700 },
              { text: '595', x: 115, y: 700 },
            ],
          },
        ],
      },
    })
    const result = await checkGiving(out, root, 'test')
    expect(result.ok).toBe(false)
    const message = givingGuardMessage(result.ok ? [] : result.problems)
    expect(message).toContain(
      '/documents/flyer.pdf (content/documents/flyer.pdf), page 2: "595 707" reads as a paybill, till, account or M-Pesa number (beside "Paybill"): such a number is a guarded giving fact (in "Paybill 595 707"); remove it from the document and publish the document again: a document may show no number or address that could receive money, not even a guarded giving fact (the pages show those, from content/giving/)',
    )
  })

  it('reads a PDF in any folder of the export, and passes one that shows no number that could receive money', async () => {
    const { out, root } = exportWith({
      'documents/report.pdf': { pages: [{ texts: ['Financial report 2021-2022', 'Offerings: KSh 25,000'] }] },
      'media/youth/camp.pdf': { pages: [{ texts: ['Camp', 'Send to 0799 111 222'] }] },
    })
    const result = await checkGiving(out, root, 'test')
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(
        /^\/media\/youth\/camp\.pdf \(made by the build: no file of content\/ or public\/\), page 1: "0799 111 222" is a phone number beside "Send to"/,
      ),
    ])
    fs.rmSync(path.join(out, 'media'), { recursive: true })
    expect(await checkGiving(out, root, 'test')).toEqual({ ok: true, pages: 1, documents: 1 })
  })

  it('passes a scan with a warning for the treasurer, naming the document and its pages without text', async () => {
    const { out, root } = exportWith({
      'documents/minutes.pdf': { pages: [{ texts: ['Minutes'] }, { picture: true }, { picture: true }] },
      'documents/scan.pdf': { pages: [{ picture: true }] },
    })
    const result = await checkGiving(out, root, 'test')
    expect(result).toEqual({
      ok: true,
      pages: 1,
      documents: 2,
      warnings: [
        '/documents/minutes.pdf (content/documents/minutes.pdf): pages 2 and 3 of 3 have no readable text (a scan or pictures only): the guard cannot read them, so the treasurer must look at them for a number or address that could receive money',
        '/documents/scan.pdf (content/documents/scan.pdf): no readable text (its page is a scan or pictures only): the guard cannot read it, so the treasurer must look at it for a number or address that could receive money',
      ],
    })
    // What the build prints, without failing.
    expect(documentsWarning(result.warnings ?? [])).toMatch(
      /^Giving guard: 2 documents have pages it cannot read \(it reads text, not pictures\); the treasurer must look at them before approving:\n  ⚠ \/documents\/minutes\.pdf /,
    )
  })

  it('stops on a file named .pdf that cannot be opened', async () => {
    const { out, root } = exportWith({})
    fs.mkdirSync(path.join(out, 'documents'))
    fs.writeFileSync(path.join(out, 'documents', 'by-laws.pdf'), '%PDF-1.4\n% a stand-in\n')
    const result = await checkGiving(out, root, 'test')
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(
        /^\/documents\/by-laws\.pdf \(content\/documents\/by-laws\.pdf\): the guard cannot open this PDF \(.+\), so it cannot check what it says; save it again as a PDF without a password, or remove it$/,
      ),
    ])
  })

  it('names the file a published document was made from', () => {
    const root = makeContent()
    const publicRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'))
    fs.mkdirSync(path.join(publicRoot, 'forms'))
    fs.writeFileSync(path.join(publicRoot, 'forms', 'a.pdf'), '')
    expect(documentSource('/documents/by-laws.pdf', root, publicRoot)).toBe('content/documents/by-laws.pdf')
    expect(documentSource('/forms/a.pdf', root, publicRoot)).toBe('public/forms/a.pdf')
    expect(documentSource('/documents/none.pdf', root, publicRoot)).toBeUndefined()
  })
})
