/**
 * The giving guard's step on documents (docs/giving.md, "The build's guard"): every PDF the export publishes, in
 * any folder of it, is read like a page (lib/giving/pdf-text.ts, lib/giving/document-numbers.ts). A finding names
 * the document where the export publishes it and the file it was made from (`content/documents/...`), the page, the
 * number or address as shown, why, and what to do. A page with no text to read (a scan, pictures only) is said as
 * a warning, not a failure: the guard cannot read it, so the treasurer must. scripts/build/giving-guard.ts runs it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { givingNumbersInDocument, type DocumentFinding } from '../../lib/giving/document-numbers'
import type { GuardedFacts } from '../../lib/giving/numbers'
import { pagesWithoutText, readPdfText } from '../../lib/giving/pdf-text'
import { listFiles, relativePath } from '../../lib/list-files'
import { DOCUMENTS_URL_PREFIX, MEDIA_URL_PREFIX } from '../../lib/media/variants'

export type DocumentsGuardResult = {
  /** Every finding, as a line of the guard's message. */
  problems: string[]
  /** Every document, or page of one, the guard could not read: the treasurer must. */
  warnings: string[]
  /** How many documents were read. */
  documents: number
  /** How long reading them took, in milliseconds. */
  ms: number
}

/**
 * The file a published document was made from: `content/documents/x.pdf` for `/documents/x.pdf`, a file of `public/`
 * as it is, or undefined when neither exists.
 */
export function documentSource(published: string, contentRoot: string, publicRoot: string): string | undefined {
  const folders = [
    [DOCUMENTS_URL_PREFIX, 'documents'],
    [MEDIA_URL_PREFIX, 'media'],
  ] as const
  for (const [prefix, folder] of folders)
    if (published.startsWith(`${prefix}/`)) {
      const rest = published.slice(prefix.length + 1)
      if (fs.existsSync(path.join(contentRoot, folder, rest))) return `content/${folder}/${rest}`
    }
  return fs.existsSync(path.join(publicRoot, published)) ? `public${published}` : undefined
}

const pageList = (pages: readonly number[]) =>
  pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`

/** What to do about a finding in a document. */
const FIX =
  'remove it from the document and publish the document again: a document may show no number or address that could receive money, not even a guarded giving fact (the pages show those, from content/giving/)'

/** One line of the guard's message for a finding in a document. */
export function documentFindingLine(document: string, finding: DocumentFinding): string {
  const shown = finding.number.replace(/\s*\n\s*/g, ' ')
  const read = finding.read ? ` (read as ${finding.read})` : ''
  return `${document}, ${finding.place ?? 'its text'}: "${shown}"${read} ${finding.why} (in "${finding.context}"); ${FIX}`
}

/** The guard over every PDF under the export `out`, built from `contentRoot` (and `public/` beside it). */
export async function guardDocuments(
  out: string,
  contentRoot: string,
  facts: GuardedFacts,
  publicRoot = path.join(contentRoot, '..', 'public'),
): Promise<DocumentsGuardResult> {
  const started = performance.now()
  const result: DocumentsGuardResult = { problems: [], warnings: [], documents: 0, ms: 0 }
  for (const file of listFiles(out, { extensions: ['.pdf'] })) {
    const published = `/${relativePath(out, file)}`
    const source = documentSource(published, contentRoot, publicRoot)
    const document = `${published} (${source ?? 'made by the build: no file of content/ or public/'})`
    let pdf
    try {
      pdf = await readPdfText(new Uint8Array(fs.readFileSync(file)))
    } catch (error) {
      result.problems.push(
        `${document}: the guard cannot open this PDF (${(error as Error).message}), so it cannot check what it says; save it again as a PDF without a password, or remove it`,
      )
      continue
    }
    result.documents++
    for (const finding of givingNumbersInDocument(pdf, facts))
      result.problems.push(documentFindingLine(document, finding))
    const blank = pagesWithoutText(pdf)
    if (blank.length)
      result.warnings.push(
        `${document}: ${blank.length === pdf.pages.length ? `no readable text (${pdf.pages.length === 1 ? 'its page is' : `its ${pdf.pages.length} pages are`} a scan or pictures only)` : `${pageList(blank)} of ${pdf.pages.length} ${blank.length === 1 ? 'has' : 'have'} no readable text (a scan or pictures only)`}: the guard cannot read ${blank.length === 1 ? 'it' : 'them'}, so the treasurer must look at ${blank.length === 1 ? 'it' : 'them'} for a number or address that could receive money`,
      )
  }
  result.ms = Math.round(performance.now() - started)
  return result
}

/** What the build prints, without failing, about the documents (or pages of them) the guard could not read. */
export function documentsWarning(lines: readonly string[]): string {
  return [
    `Giving guard: ${lines.length === 1 ? 'one document has' : `${lines.length} documents have`} pages it cannot read (it reads text, not pictures); the treasurer must look at ${lines.length === 1 ? 'it' : 'them'} before approving:`,
    ...lines.map((l) => `  ⚠ ${l}`),
  ].join('\n')
}
