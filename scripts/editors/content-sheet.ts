/**
 * `npm run content:sheet [-- --out <file.xlsx>] [<content folder>]`: writes the spreadsheet for the
 * church office: the facts the content still lacks, the files to send, and the translations awaiting
 * review (scripts/editors/office/workbook.ts). Their answers come back with `npm run content:fill`.
 */
import path from 'node:path'
import { buildDate } from '../../lib/build-date'
import { readEntries } from '../../lib/content/load'
import { officeQuestions } from './office/questions'
import { writeOfficeWorkbook } from './office/workbook'

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const out = outAt >= 0 ? args[outAt + 1] : undefined
const root = args.find((a, i) => !a.startsWith('--') && i !== outAt + 1)
const today = buildDate()
const file = out ?? `missing-facts-${today}.xlsx`

async function main() {
  if (outAt >= 0 && !out?.endsWith('.xlsx')) throw new Error('give the file to write after --out, ending in .xlsx')
  const { entries } = readEntries(root ? path.resolve(root) : undefined)
  const questions = officeQuestions(entries)
  await writeOfficeWorkbook(file, questions, today)
  const { facts, files, reviews } = questions
  console.log(
    `Wrote ${file}: ${facts.length} facts to supply, ${files.length} files to send, ${reviews.length} translations to review.`,
  )
  console.log(`Send it to the church office; bring their answers in with: npm run content:fill -- ${file}`)
}

main().catch((error: unknown) => {
  console.error(`✗ ${(error as Error).message}`)
  process.exit(1)
})
