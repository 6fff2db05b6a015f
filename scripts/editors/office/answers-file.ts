/**
 * Reads the office's answers back from the spreadsheet `npm run content:sheet` made: the .xlsx itself
 * (every sheet with an answer column), or one sheet saved as CSV from Excel, LibreOffice or Google
 * Sheets (comma, semicolon or tab separated, with or without a byte-order mark). Columns are found by
 * their headers (workbook.ts), so rows and columns keep the numbers the office sees.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import readExcelFile from 'read-excel-file/node'
import { HEADERS } from './workbook'

/** How the spreadsheet kept the cell: as text, or as a number or date it turned the typing into. */
export type CellKind = 'text' | 'number' | 'date' | 'boolean'

export type SheetAnswer = {
  sheet: string
  /** The row number the office sees in its spreadsheet program. */
  row: number
  file: string
  field: string
  /** The answer as typed, without spaces around it; line breaks as "\n". */
  value: string
  cell: CellKind
}

export class AnswersFileError extends Error {}

const ANSWER_HEADERS = new Set<string>([HEADERS.answer, HEADERS.reviewedBy])

type Raw = { value: unknown; kind: CellKind }

/**
 * Answers in rows under the header row; rows without a file (titles, page groups) or without an answer are left out.
 */
function answersIn(sheet: string, rows: Raw[][]): SheetAnswer[] | undefined {
  const text = (c: Raw | undefined) => (c && c.value !== null && c.value !== undefined ? String(c.value) : '')
  const header = rows.findIndex(
    (r) => r.some((c) => ANSWER_HEADERS.has(text(c).trim())) && r.some((c) => text(c).trim() === HEADERS.file),
  )
  if (header < 0) return undefined
  const names = rows[header]!.map((c) => text(c).trim())
  const col = (name: string) => names.indexOf(name)
  const answer = names.findIndex((n) => ANSWER_HEADERS.has(n))
  const [file, field] = [col(HEADERS.file), col(HEADERS.field)]
  if (field < 0)
    throw new AnswersFileError(
      `the sheet "${sheet}" has no "${HEADERS.field}" column; use the sheet as npm run content:sheet made it`,
    )
  const answers: SheetAnswer[] = []
  rows.forEach((r, i) => {
    if (i <= header) return
    const cell = r[answer]
    const value = text(cell).replace(/\r\n?/g, '\n').trim()
    if (!text(r[file]).trim() || !value) return
    answers.push({
      sheet,
      row: i + 1,
      file: text(r[file]).trim(),
      field: text(r[field]).trim(),
      value,
      cell: cell!.kind,
    })
  })
  return answers
}

/** A number cell's characters as the file stores them, marked as a number. */
class NumberCell {
  constructor(readonly text: string) {}
}

async function fromXlsx(file: string): Promise<SheetAnswer[]> {
  const sheets = await readExcelFile(fs.readFileSync(file), {
    trim: false,
    parseNumber: (s: string) => new NumberCell(s),
  } as never)
  return (sheets as { sheet: string; data: unknown[][] }[]).flatMap(({ sheet, data }) => {
    const rows = data.map((r) =>
      r.map((value): Raw => {
        if (value instanceof NumberCell) return { value: value.text, kind: 'number' }
        if (value instanceof Date) return { value: value.toISOString().slice(0, 10), kind: 'date' }
        if (typeof value === 'boolean') return { value, kind: 'boolean' }
        return { value, kind: 'text' }
      }),
    )
    return answersIn(sheet, rows) ?? []
  })
}

/** Windows-1252's characters for bytes 0x80 to 0x9F (where it differs from Latin-1). */
const CP1252 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178'

/** UTF-8, or Windows-1252, which Excel on Windows uses for "CSV (Comma delimited)". */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return bytes.toString('latin1').replace(/[\x80-\x9F]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]!)
  }
}

function fromCsv(file: string): SheetAnswer[] {
  const text = decode(fs.readFileSync(file)).replace(/^\uFEFF/, '')
  // Spreadsheet programs save CSV with commas, or semicolons where the comma is the decimal mark.
  const header = text.split('\n').find((l) => l.includes(HEADERS.file)) ?? ''
  const delimiter = [',', ';', '\t'].sort((a, b) => header.split(b).length - header.split(a).length)[0]!
  const records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][]
  const rows = records.map((r) => r.map((value): Raw => ({ value, kind: 'text' })))
  const answers = answersIn(path.basename(file), rows)
  if (!answers)
    throw new AnswersFileError(
      `${file} has no "${HEADERS.answer}" and "${HEADERS.file}" columns; save the "Facts to supply" sheet of the spreadsheet npm run content:sheet made`,
    )
  return answers
}

/** Every answered row of the file, in sheet and row order. */
export async function readAnswersFile(file: string): Promise<SheetAnswer[]> {
  if (!fs.existsSync(file)) throw new AnswersFileError(`there is no file ${file}`)
  const ext = path.extname(file).toLowerCase()
  if (ext === '.xlsx') return fromXlsx(file)
  if (ext === '.csv') return fromCsv(file)
  throw new AnswersFileError(
    `expected the .xlsx file npm run content:sheet made, or one of its sheets saved as .csv; got ${path.basename(file)}`,
  )
}
