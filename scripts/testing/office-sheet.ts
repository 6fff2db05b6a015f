/**
 * For tests: what the church office does with the spreadsheet `npm run content:sheet` made. Reads its
 * rows (with the row numbers a spreadsheet program shows), and types answers into cells the way a
 * program saves them: text typed into a text cell becomes a string cell that keeps the cell's style;
 * `asNumber` stores a number, as a program does when the cell lost its text format.
 */
import fs from 'node:fs'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import readExcelFile from 'read-excel-file/node'

export type SheetRow = { row: number; cells: Record<string, string> }

/** The rows under a sheet's header row, as header -> text, with their row numbers; group and title rows included. */
export async function sheetRows(file: string, sheet: string, headerRow = 3): Promise<SheetRow[]> {
  const sheets = (await readExcelFile(fs.readFileSync(file), { trim: false } as never)) as {
    sheet: string
    data: unknown[][]
  }[]
  const data = sheets.find((s) => s.sheet === sheet)?.data
  if (!data) throw new Error(`${file} has no sheet "${sheet}"`)
  const headers = data[headerRow - 1]!.map((h) => String(h ?? ''))
  return data.slice(headerRow).map((r, i) => ({
    row: headerRow + 1 + i,
    cells: Object.fromEntries(headers.map((h, j) => [h, r[j] === null || r[j] === undefined ? '' : String(r[j])])),
  }))
}

/** Column letters of a 0-based index: 0 -> A, 26 -> AA. */
function column(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export type Typed = { row: number; value: string; asNumber?: boolean }

/** Writes answers into the column headed `header` of a sheet (the nth sheet, 1-based), in place. */
export async function typeAnswers(
  file: string,
  sheetIndex: number,
  header: string,
  answers: Typed[],
  headerRow = 3,
): Promise<void> {
  const sheets = (await readExcelFile(fs.readFileSync(file), { trim: false } as never)) as {
    sheet: string
    data: unknown[][]
  }[]
  const col = sheets[sheetIndex - 1]!.data[headerRow - 1]!.findIndex((h) => h === header)
  if (col < 0) throw new Error(`no column "${header}" in sheet ${sheetIndex}`)
  const zip = unzipSync(fs.readFileSync(file))
  const name = `xl/worksheets/sheet${sheetIndex}.xml`
  let sheet = strFromU8(zip[name]!)
  for (const { row, value, asNumber } of answers) {
    const ref = `${column(col)}${row}`
    const cell = new RegExp(`<c r="${ref}"( s="\\d+")?(?: t="\\w+")?\\s*(?:/>|>.*?</c>)`)
    const found = cell.exec(sheet)
    if (!found) throw new Error(`no cell ${ref} in ${name}`)
    const style = found[1] ?? ''
    const typed = asNumber
      ? `<c r="${ref}"${style}><v>${Number(value)}</v></c>`
      : `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>`
    sheet = sheet.replace(cell, typed)
  }
  zip[name] = strToU8(sheet)
  fs.writeFileSync(file, zipSync(zip))
}
