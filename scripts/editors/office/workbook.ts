/**
 * The spreadsheet the church office fills in (`npm run content:sheet`): three sheets (facts to write,
 * files to send, translations to review), each with a title, instructions, a frozen header row and
 * rows grouped by page. Facts and files say what each answer unlocks on the public site, and come in
 * the order questions.ts gives them: the answers that unlock the most first. Answer cells are text cells ("@"), so
 * Excel, LibreOffice and Google Sheets
 * keep "0070" and "0712 345 678" as typed. The two grey columns at the right tell `npm run
 * content:fill` which file and field each answer belongs to; the reader (answers-file.ts) finds the
 * columns by these same headers.
 */
import writeExcelFile, { type Cell, type SheetData } from 'write-excel-file/node'
import type { FactQuestion, FileRequest, OfficeQuestions, PageOf, ReviewRequest, Unlocks } from './questions'

/** Headers the reader looks for: where the answer is, and which file and field it goes into. */
export const HEADERS = {
  answer: 'Answer',
  reviewedBy: 'Reviewed by (your name and the date)',
  file: 'File (do not change)',
  field: 'Field (do not change)',
} as const

/** The column that says what an answer unlocks on the public site (scripts/editors/unlocks.ts). */
export const UNLOCKS_HEADER = 'What it unlocks on the public site'

export const SHEET_NAMES = {
  facts: 'Facts to supply',
  files: 'Files to send',
  reviews: 'Translations to review',
} as const

/** The row of column headers; rows above it are the title and the instructions. */
export const HEADER_ROW = 3

const YELLOW = '#FFF4B8'
const GREY = '#EEEEEE'
const GROUP = '#DCE8F5'

type Column<T> = { header: string; width: number; value: (row: T) => string; kind?: 'answer' | 'technical' | 'wrap' }

const pageColumns: Column<PageOf>[] = [
  { header: 'Area', width: 18, value: (r) => r.area },
  { header: 'Page', width: 24, value: (r) => r.page, kind: 'wrap' },
  { header: 'Address on the website', width: 18, value: (r) => r.address },
]

const unlocksColumn = <T extends Unlocks>(): Column<T> => ({
  header: UNLOCKS_HEADER,
  width: 46,
  value: (r) => r.unlocks,
  kind: 'wrap',
})

const technical = <T extends { file: string; field: string }>(): Column<T>[] => [
  { header: HEADERS.file, width: 34, value: (r) => r.file, kind: 'technical' },
  { header: HEADERS.field, width: 26, value: (r) => r.field, kind: 'technical' },
]

const factColumns: Column<FactQuestion>[] = [
  ...pageColumns,
  { header: 'What we need', width: 46, value: (r) => r.question, kind: 'wrap' },
  unlocksColumn<FactQuestion>(),
  { header: 'Written like', width: 26, value: (r) => r.form, kind: 'wrap' },
  { header: HEADERS.answer, width: 50, value: () => '', kind: 'answer' },
  { header: 'Placeholder in the file now', width: 34, value: (r) => r.placeholder, kind: 'wrap' },
  ...technical<FactQuestion>(),
]

const fileColumns: Column<FileRequest>[] = [
  ...pageColumns,
  { header: 'What to send', width: 50, value: (r) => r.what, kind: 'wrap' },
  unlocksColumn<FileRequest>(),
  { header: 'Name for the file (where the website keeps it)', width: 46, value: (r) => r.name, kind: 'wrap' },
  { header: 'Sent on (date, optional)', width: 18, value: () => '', kind: 'answer' },
  { header: 'Placeholder now', width: 34, value: (r) => r.placeholder, kind: 'wrap' },
  ...technical<FileRequest>(),
]

const reviewColumns: Column<ReviewRequest>[] = [
  ...pageColumns.slice(0, 2),
  { header: 'English page', width: 20, value: (r) => r.address },
  { header: 'Kiswahili page', width: 20, value: (r) => r.translated },
  { header: HEADERS.reviewedBy, width: 40, value: () => '', kind: 'answer' },
  { header: 'Placeholder in the file now', width: 40, value: (r) => r.placeholder, kind: 'wrap' },
  ...technical<ReviewRequest>(),
]

function cell<T>(column: Column<T>, row: T): Cell {
  const value = column.value(row)
  switch (column.kind) {
    case 'answer':
      // A text cell even while empty, so what the office types stays text.
      return {
        value: value || undefined,
        type: String,
        format: '@',
        backgroundColor: YELLOW,
        wrap: true,
        alignVertical: 'top',
      }
    case 'technical':
      return { value, type: String, format: '@', backgroundColor: GREY, textColor: '#555555', alignVertical: 'top' }
    case 'wrap':
      return { value, type: String, wrap: true, alignVertical: 'top' }
    default:
      return { value, type: String, alignVertical: 'top' }
  }
}

function sheet<T extends PageOf>(
  name: string,
  title: string,
  instructions: string,
  columns: Column<T>[],
  rows: readonly T[],
  empty: string,
): { data: SheetData; sheet: string; columns: { width: number }[]; stickyRowsCount: number } {
  const span = columns.length
  const pad = (first: Cell): Cell[] => [first, ...Array.from({ length: span - 1 }, () => null)]
  const data: SheetData = [
    pad({ value: title, fontWeight: 'bold', fontSize: 14, columnSpan: span, height: 24 }),
    pad({ value: instructions, wrap: true, columnSpan: span, alignVertical: 'top', height: 120 }),
    columns.map((c) => ({
      value: c.header,
      fontWeight: 'bold',
      wrap: true,
      alignVertical: 'top',
      bottomBorderStyle: 'thin',
      ...(c.kind === 'answer' ? { backgroundColor: YELLOW } : c.kind === 'technical' ? { backgroundColor: GREY } : {}),
    })),
  ]
  let page = ''
  for (const row of rows) {
    const key = `${row.area}\u0000${row.page}`
    if (key !== page) {
      page = key
      // A group row per page: its name, address and area, above the page's questions.
      data.push(
        pad({
          value: `${row.page} · ${row.address} · ${row.area}`,
          fontWeight: 'bold',
          backgroundColor: GROUP,
          columnSpan: span,
        }),
      )
    }
    data.push(columns.map((c) => cell(c, row)))
  }
  if (rows.length === 0) data.push(pad({ value: empty, columnSpan: span }))
  return { data, sheet: name, columns: columns.map((c) => ({ width: c.width })), stickyRowsCount: HEADER_ROW }
}

const KEEP =
  'Do not change the grey columns, and do not add, remove or sort rows: they tell the website which page each answer is for. Send the file back as it is (.xlsx), or saved as CSV.'

/** The three sheets for the office, as data for write-excel-file. */
export function officeSheets(questions: OfficeQuestions, made: string) {
  const { facts, files, reviews } = questions
  return [
    sheet(
      SHEET_NAMES.facts,
      `Facts the website still needs (${facts.length}), made on ${made}`,
      'Write each answer in the yellow Answer column exactly as it should appear on the website; "Written like" shows the form it takes. Leave a row empty while the answer is not known. ' +
        `"${UNLOCKS_HEADER}" says what the website leaves out until the answer is given; the answers that unlock the most come first. ` +
        'The answer cells are text, so numbers keep their leading zeros (0070, 0712 345 678). For a new line inside an answer press Alt+Enter (Excel) or Ctrl+Enter (LibreOffice, Google Sheets). ' +
        KEEP,
      factColumns,
      facts,
      'Nothing is missing: every fact is on the website.',
    ),
    sheet(
      SHEET_NAMES.files,
      `Files to send (${files.length}), made on ${made}`,
      'Send each file to whoever looks after the website (by e-mail or on a memory stick), named as in "Name for the file", or say which row it is for. ' +
        'Photos: JPEG or PNG as taken, any size (the website makes smaller copies); only photos the people in them agreed to share. Documents: PDF. ' +
        `"${UNLOCKS_HEADER}" says what the website leaves out until the file comes; the files that unlock the most come first. ` +
        'You may note the date you sent it in the yellow column. ' +
        KEEP,
      fileColumns,
      files,
      'No file is missing.',
    ),
    sheet(
      SHEET_NAMES.reviews,
      `Kiswahili translations to review (${reviews.length}), made on ${made}`,
      'A Kiswahili speaker of the ministry reads each Kiswahili page beside its English page and sends corrections to whoever looks after the website. ' +
        'When a page reads well, they write their name and the date in the yellow column; the page is then no longer marked as a draft. ' +
        KEEP,
      reviewColumns,
      reviews,
      'No translation is waiting for a review.',
    ),
  ]
}

/** Writes the workbook to a file. */
export async function writeOfficeWorkbook(file: string, questions: OfficeQuestions, made: string): Promise<void> {
  await writeExcelFile(officeSheets(questions, made)).toFile(file)
}
