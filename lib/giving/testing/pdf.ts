/**
 * Small valid PDF files written by hand for the tests of the document reader and of the giving guard on documents
 * (lib/giving/pdf-text.test.ts, document-numbers.test.ts, document-changes.test.ts, scripts/build/giving-guard.test.ts):
 * pages of text in Helvetica (placed where the test says, one text object per piece), a page that is only a picture
 * (as a scan is), links, and the document's information. Every number in them belongs to no one.
 */

/** A piece of text drawn at (x, y) from the page's bottom left, in points. */
export type PdfTextPiece = { text: string; x?: number; y?: number; size?: number }

export type PdfPage = {
  /** The page's text, a piece per text object; a string is one piece at the top left. */
  texts?: readonly (string | PdfTextPiece)[]
  /** A grey picture over the whole page, as a scanner makes (no text). */
  picture?: boolean
  /** Addresses of links on the page. */
  links?: readonly string[]
  /** Comments (annotations' words) on the page. */
  comments?: readonly string[]
}

export type PdfSpec = {
  pages: readonly PdfPage[]
  /** The document's information (Title, Subject, Keywords, Author...). */
  info?: Readonly<Record<string, string>>
}

/** A PDF string literal: backslashes and brackets escaped; characters beyond Latin-1 are not needed by the tests. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`

/** The bytes of a PDF with these pages, its cross-reference table and trailer right. */
export function makePdf(spec: PdfSpec): Uint8Array {
  const objects: string[] = []
  const add = (body: string) => objects.push(body)
  const ref = (n: number) => `${n} 0 R`
  // 1: catalog, 2: pages, 3: font, 4: picture, then per page its content, its annotations and itself.
  add(`<< /Type /Catalog /Pages ${ref(2)} >>`)
  add('') // the page tree, written once the pages are known
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add(
    '<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 4 >>\nstream\n\x80\x90\xa0\xb0\nendstream',
  )
  const pageRefs: number[] = []
  for (const page of spec.pages) {
    let y = 800
    const draw = (page.texts ?? []).map((piece) => {
      const p = typeof piece === 'string' ? { text: piece } : piece
      const size = p.size ?? 12
      const at = { x: p.x ?? 72, y: p.y ?? (y -= size * 1.5) }
      return `BT /F1 ${size} Tf ${at.x} ${at.y} Td ${literal(p.text)} Tj ET`
    })
    if (page.picture) draw.unshift('q 595 0 0 842 0 0 cm /Im1 Do Q')
    const content = draw.join('\n')
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`)
    const contentRef = objects.length
    const annotations = [
      ...(page.links ?? []).map(
        (url, i) =>
          `<< /Type /Annot /Subtype /Link /Rect [72 ${100 + i * 20} 300 ${115 + i * 20}] /Border [0 0 0] /A << /S /URI /URI ${literal(url)} >> >>`,
      ),
      ...(page.comments ?? []).map(
        (words, i) =>
          `<< /Type /Annot /Subtype /Text /Rect [400 ${700 - i * 30} 420 ${720 - i * 30}] /Contents ${literal(words)} >>`,
      ),
    ].map((body) => {
      add(body)
      return ref(objects.length)
    })
    add(
      `<< /Type /Page /Parent ${ref(2)} /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${ref(3)} >> /XObject << /Im1 ${ref(4)} >> >> /Contents ${ref(contentRef)}${annotations.length ? ` /Annots [${annotations.join(' ')}]` : ''} >>`,
    )
    pageRefs.push(objects.length)
  }
  objects[1] = `<< /Type /Pages /Kids [${pageRefs.map(ref).join(' ')}] /Count ${pageRefs.length} >>`
  const info = Object.entries(spec.info ?? {})
  if (info.length) add(`<< ${info.map(([key, value]) => `/${key} ${literal(value)}`).join(' ')} >>`)

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = objects.map((body, i) => {
    const at = pdf.length
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
    return at
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${ref(1)}${info.length ? ` /Info ${ref(objects.length)}` : ''} >>\nstartxref\n${xref}\n%%EOF\n`
  // One byte per character: the file is Latin-1, as written.
  return Uint8Array.from(pdf, (c) => c.charCodeAt(0))
}
