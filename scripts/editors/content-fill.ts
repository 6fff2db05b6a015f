/**
 * `npm run content:fill -- <answers.xlsx|answers.csv> [<content folder>] [--dry-run]`: writes the
 * church office's answers into the content files (scripts/editors/office/apply-answers.ts), lists every row
 * it refused with the reason, then runs the content check and says how many placeholders remain.
 * Exits with 1 when a row was refused or the content has a problem. --dry-run checks without writing.
 */
import path from 'node:path'
import { readContent, readEntries } from '../../lib/content/load'
import { formatProblem } from '../../lib/content/problems'
import { placeholdersIn } from './placeholders'
import { translationStatus } from './translation-status'
import { counted } from './counted'
import { AnswersFileError, readAnswersFile } from './office/answers-file'
import { applyAnswers, type Outcome } from './office/apply-answers'

const args = process.argv.slice(2)
const dryRun = args.includes('--dry-run')
const [sheet, root] = args.filter((a) => !a.startsWith('--'))

async function main() {
  if (!sheet) throw new AnswersFileError('give the answered spreadsheet: npm run content:fill -- missing-facts.xlsx')
  const contentRoot = root ? path.resolve(root) : undefined
  const answers = await readAnswersFile(sheet)
  const outcomes = applyAnswers(contentRoot ?? path.join(process.cwd(), 'content'), answers, { write: !dryRun })
  const of = (status: Outcome['status']) => outcomes.filter((o) => o.status === status)
  console.log(`${sheet}: ${counted(answers.length, 'answered row')}.`)
  for (const o of outcomes)
    if (o.status === 'rejected' || o.status === 'held')
      console.log(
        `${o.status === 'rejected' ? '✗' : '·'} ${o.sheet}, row ${o.row} (${o.file}, ${o.field}): ${o.reason}`,
      )
  const written = of('written')
  const files = new Set(written.map((o) => o.file))
  const verb = dryRun ? 'Would write' : 'Written'
  console.log(
    `${verb}: ${counted(written.length, 'answer')} into ${counted(files.size, 'file')}. Already in the files: ${of('already').length}. ` +
      `Refused: ${of('rejected').length}${of('held').length ? `, and ${of('held').length} more not written with them` : ''}${of('rejected').length ? ' (their files are unchanged)' : ''}.`,
  )
  for (const f of [...files].sort()) console.log(`  ${f}`)

  const { problems } = await readContent(contentRoot)
  if (problems.length > 0) {
    console.log(`✗ The content has ${counted(problems.length, 'problem')}:`)
    for (const p of problems) console.log(`  ${formatProblem(p)}`)
  } else console.log('✓ The content check passes.')
  const { entries } = readEntries(contentRoot)
  const drafts = translationStatus(entries).drafts.length
  const left = placeholdersIn(entries).length
  console.log(
    `${counted(left, 'placeholder')} ${left === 1 ? 'remains' : 'remain'} (npm run content:todo lists them); ${counted(drafts, 'translation')} awaiting review.`,
  )
  if (of('rejected').length > 0 || problems.length > 0) process.exit(1)
}

main().catch((error: unknown) => {
  if (!(error instanceof AnswersFileError)) throw error
  console.error(`✗ ${error.message}`)
  process.exit(1)
})
