/**
 * The words of a PDF as a reader sees them, for the giving guard on documents (docs/giving.md, "The build's
 * guard"): each page's text in reading order, the document's information a reader's "Properties" shows, the
 * addresses its links lead to, and the other words a reader meets (comments, form fields, bookmarks, the names of
 * attached files). Read with PDF.js (`pdfjs-dist`, its build for Node) in this process: no worker, no network, no
 * code from the document (`isEvalSupported: false`, no scripting), no WebAssembly, and its fonts and character maps
 * from the package's own folders.
 *
 * Reading order: the text pieces of a page are grouped into lines by where they sit (pieces on one baseline, in any
 * order in the file, are one line, left to right: "595" and "707" drawn apart read "595 707"), lines into blocks
 * (lines closer than about one and a half lines, in letters of about the same size, are one block, as a paragraph
 * is). A block's lines are separated by a line break, blocks by an empty line.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export type PdfText = {
  /** Each page's text, page 1 first: a block's lines joined by "\n", blocks by "\n\n"; "" for a page without text. */
  pages: string[]
  /** The document's title, subject, keywords and author (its information and its XMP metadata), as a reader shows. */
  metadata: { field: string; text: string }[]
  /** Where the document's links (and bookmarks) lead, with their page. */
  links: { page?: number; url: string }[]
  /** Other words a reader sees: a comment or a form field's value on a page, a bookmark's title. */
  notes: { page?: number; place: string; text: string }[]
  /** The names of the files attached to the document (its own or a comment's). */
  attachments: string[]
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
let loading: Promise<PdfJs> | undefined

/** The package's folder: its worker's code, fonts and character maps are read from it, as paths (`fs` in Node). */
// Resolved from the project's folder, not with `import.meta`: Playwright's loader reads this file as CommonJS.
const packageDir = path.dirname(
  createRequire(path.join(process.cwd(), 'package.json')).resolve('pdfjs-dist/package.json'),
)
const folder = (name: string) => `${path.join(packageDir, name)}${path.sep}`

/**
 * PDF.js, loaded once. Its worker's code runs in this thread (set as `pdfjsWorker`, which PDF.js looks for before
 * starting a worker). What PDF.js adds to the global scope when it loads in Node (a `navigator`, and canvas types
 * for drawing, which reading text never uses) is taken away again, so the process is as it was.
 */
function pdfjs(): Promise<PdfJs> {
  loading ??= (async () => {
    const names = ['navigator', 'DOMMatrix', 'ImageData', 'Path2D'] as const
    const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name))
    const scope = globalThis as { pdfjsWorker?: unknown }
    scope.pdfjsWorker ??= (await import(
      pathToFileURL(path.join(packageDir, 'legacy', 'build', 'pdf.worker.mjs')).href
    )) as unknown
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs')
    names.forEach((name, i) => {
      const was = before[i]
      if (was) Object.defineProperty(globalThis, name, was)
      else delete (globalThis as Record<string, unknown>)[name]
    })
    return lib
  })()
  return loading
}

/** A piece of the text content PDF.js reads from a page: its text, where it is drawn (a matrix) and its width. */
type TextItem = { str: string; transform: number[]; width: number; height: number }

/** A piece of text with where it sits: along its baseline and across it, in its direction. */
type Piece = { text: string; along: number; across: number; width: number; size: number; angle: number }

function pieceOf(item: TextItem): Piece | undefined {
  const text = item.str.replace(/[\r\n]+/g, ' ')
  // The spaces PDF.js adds between pieces are left out: where the pieces sit says where a space is.
  if (!text.trim()) return undefined
  const [a, b, c, d, e, f] = item.transform
  const radians = Math.atan2(b!, a!)
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)]
  return {
    text,
    along: e! * cos + f! * sin,
    across: -e! * sin + f! * cos,
    width: item.width,
    size: Math.hypot(c!, d!) || item.height || 1,
    angle: Math.round((radians * 180) / Math.PI),
  }
}

type Line = { text: string; across: number; size: number; angle: number }

/** The pieces of a page as lines, in reading order: top to bottom, each left to right. */
function linesOf(pieces: Piece[]): Line[] {
  const sorted = [...pieces].sort((p, q) => p.angle - q.angle || q.across - p.across || p.along - q.along)
  const groups: Piece[][] = []
  for (const piece of sorted) {
    const line = groups.at(-1)
    const first = line?.[0]
    if (
      first &&
      first.angle === piece.angle &&
      Math.abs(first.across - piece.across) <= Math.min(first.size, piece.size) / 2
    )
      line.push(piece)
    else groups.push([piece])
  }
  return groups.map((group) => {
    group.sort((p, q) => p.along - q.along)
    let text = ''
    let end = -Infinity
    for (const piece of group) {
      const gap = piece.along - end
      // Pieces apart read with a space between them, pieces that touch as one word.
      if (text && gap > piece.size * 0.1 && !/\s$/.test(text) && !/^\s/.test(piece.text)) text += ' '
      text += piece.text
      end = Math.max(end, piece.along + piece.width)
    }
    return {
      text: text.trim(),
      across: group[0]!.across,
      size: Math.max(...group.map((p) => p.size)),
      angle: group[0]!.angle,
    }
  })
}

/** A page's lines as blocks: a line starts a new block when it is far below the last one or its letters differ in size. */
function pageText(lines: Line[]): string {
  const blocks: string[][] = []
  let last: Line | undefined
  for (const line of lines.filter((l) => l.text)) {
    const apart =
      !last ||
      line.angle !== last.angle ||
      last.across - line.across > 1.6 * Math.max(line.size, last.size) ||
      Math.max(line.size, last.size) > 1.25 * Math.min(line.size, last.size)
    if (apart) blocks.push([line.text])
    else blocks.at(-1)!.push(line.text)
    last = line
  }
  return blocks.map((b) => b.join('\n')).join('\n\n')
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object' && 'str' in value
        ? strings((value as { str: unknown }).str)
        : []

/** The words of an annotation a reader sees: a comment, a form field's value and choices, a picture's description. */
function annotationWords(data: Record<string, unknown>): string[] {
  const options = Array.isArray(data.options)
    ? (data.options as { displayValue?: unknown; exportValue?: unknown }[]).flatMap((o) => [
        ...strings(o.displayValue),
        ...strings(o.exportValue),
      ])
    : []
  return [
    ...strings(data.contentsObj),
    ...strings(data.titleObj),
    ...strings(data.richText),
    ...strings(data.textContent),
    ...strings(data.fieldValue),
    ...strings(data.buttonValue),
    ...strings(data.alternativeText),
    ...options,
  ].filter((text) => text.trim())
}

type Outline = { title: string; url: string | null; unsafeUrl?: string; items: Outline[] }

/** The words and links of a PDF, read from its bytes. Throws when PDF.js cannot open it (not a PDF, a password). */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const lib = await pdfjs()
  const task = lib.getDocument({
    // PDF.js takes the buffer over: it reads a copy.
    data: bytes.slice(),
    isEvalSupported: false,
    enableXfa: false,
    useWasm: false,
    useSystemFonts: false,
    disableFontFace: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: folder('standard_fonts'),
    verbosity: lib.VerbosityLevel.ERRORS,
  })
  const doc = await task.promise
  try {
    const result: PdfText = { pages: [], metadata: [], links: [], notes: [], attachments: [] }
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number)
      const content = await page.getTextContent()
      const pieces = content.items.flatMap((item) => ('str' in item ? (pieceOf(item as TextItem) ?? []) : []))
      result.pages.push(pageText(linesOf(pieces)))
      for (const annotation of (await page.getAnnotations({ intent: 'any' })) as Record<string, unknown>[]) {
        for (const url of new Set([...strings(annotation.url), ...strings(annotation.unsafeUrl)]))
          result.links.push({ page: number, url })
        const form = typeof annotation.fieldName === 'string' || annotation.fieldValue !== undefined
        for (const text of annotationWords(annotation))
          result.notes.push({ page: number, place: form ? 'a form field' : 'a comment', text })
        const file = (annotation.file as { filename?: unknown } | undefined)?.filename
        if (typeof file === 'string') result.attachments.push(file)
      }
      page.cleanup()
    }
    const { info, metadata } = (await doc.getMetadata()) as unknown as {
      info: Record<string, unknown>
      metadata: { get(name: string): unknown } | null
    }
    const fields: [string, string, string][] = [
      ['title', 'Title', 'dc:title'],
      ['subject', 'Subject', 'dc:description'],
      ['keywords', 'Keywords', 'pdf:keywords'],
      ['keywords', 'Keywords', 'dc:subject'],
      ['author', 'Author', 'dc:creator'],
    ]
    const seen = new Set<string>()
    for (const [field, key, xmp] of fields)
      for (const text of [...strings(info[key]), ...strings(metadata?.get(xmp))])
        if (text.trim() && !seen.has(`${field}\n${text}`)) {
          seen.add(`${field}\n${text}`)
          result.metadata.push({ field, text })
        }
    const visit = (items: Outline[] | null) => {
      for (const item of items ?? []) {
        if (item.title.trim()) result.notes.push({ place: 'a bookmark', text: item.title })
        for (const url of new Set([...strings(item.url), ...strings(item.unsafeUrl)])) result.links.push({ url })
        visit(item.items)
      }
    }
    visit((await doc.getOutline()) as Outline[] | null)
    const attached = (await doc.getAttachments()) as Record<string, { filename?: string }> | null
    for (const [name, file] of Object.entries(attached ?? {})) result.attachments.push(file.filename ?? name)
    return result
  } finally {
    await task.destroy()
  }
}

/** The numbers (from 1) of the pages with no text to read: a scan, or pictures only. */
export const pagesWithoutText = (pdf: PdfText): number[] =>
  pdf.pages.flatMap((text, i) => (/[\p{L}\p{N}]/u.test(text) ? [] : [i + 1]))
