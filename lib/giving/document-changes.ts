/**
 * Every document (PDF) a pull request adds, changes or removes under content/, for the treasurer's list
 * (`npm run giving:changes`, docs/giving.md): a document is published as it is, and the build's guard reads its
 * text but not its pictures, so the list says for each whether its text could be read ("3 pages, text read") or
 * not ("no readable text: a scan; read it before approving").
 */
import type { GivingChange } from './changes'
import { pagesWithoutText, readPdfText } from './pdf-text'

/** One version of a document: an id that differs when its bytes do (git's blob id), and its bytes. */
export type DocumentVersion = { id: string; bytes: () => Uint8Array }

/** Whether a path of the repository is a document the site may publish. */
export const isDocument = (file: string) => file.startsWith('content/') && file.toLowerCase().endsWith('.pdf')

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const pageList = (pages: readonly number[]) =>
  pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`

/** What the treasurer needs to know of a document, in brackets: how many pages, and whether its text was read. */
export async function describeDocument(bytes: Uint8Array): Promise<string> {
  let pdf
  try {
    pdf = await readPdfText(bytes)
  } catch (error) {
    return `(cannot be opened as a PDF: ${(error as Error).message}; the build stops on it)`
  }
  const blank = pagesWithoutText(pdf)
  const pages = pdf.pages.length
  if (blank.length === 0) return `(${plural(pages, 'page')}, text read)`
  if (blank.length === pages)
    return `(${pages === 1 ? '' : `${pages} pages, `}no readable text: a scan; read it before approving)`
  return `(${plural(pages, 'page')}, text read; ${pageList(blank)} ${blank.length === 1 ? 'has' : 'have'} no readable text: a scan; read ${blank.length === 1 ? 'it' : 'them'} before approving)`
}

/** Every document added, changed or removed between two versions of the repository, by path, in plain words. */
export async function documentChanges(
  before: ReadonlyMap<string, DocumentVersion>,
  after: ReadonlyMap<string, DocumentVersion>,
): Promise<GivingChange[]> {
  const changes: GivingChange[] = []
  const files = [...new Set([...before.keys(), ...after.keys()])].filter(isDocument).sort()
  for (const file of files) {
    const [was, now] = [before.get(file), after.get(file)]
    if (was && !now) changes.push({ file, text: `document removed: ${file}` })
    else if (now && was?.id !== now.id)
      changes.push({
        file,
        text: `document ${was ? 'changed' : 'added'}: ${file} ${await describeDocument(now.bytes())}`,
      })
  }
  return changes
}
