/**
 * `npm run content:todo`: every placeholder still in the content, by file and field, each with what the
 * public site leaves out until it is supplied (scripts/editors/unlocks.ts), with a count; then the
 * translations: drafts awaiting review, files without a translation, and text not yet translated.
 */
import { readEntries } from '../../lib/content/load'
import { counted } from './counted'
import { placeholdersIn } from './placeholders'
import { REVIEW_FIELD } from '../../lib/content/translation'
import { unlocksIn } from './unlocks'
import { translationStatus } from './translation-status'
import { localeInfo } from '../../lib/i18n/locales'

const { entries } = readEntries(process.argv[2])
// A translation's review placeholder is listed with the translations below.
const todos = placeholdersIn(entries)
const unlocks = unlocksIn(entries)

let current = ''
for (const t of todos) {
  if (t.file !== current) console.log(`\n${(current = t.file)}`)
  console.log(`  ${t.field}: ${t.what}`)
  // What the public site leaves out until it is supplied.
  console.log(`    → ${unlocks(t.file, t.field).sentence}`)
}
const files = new Set(todos.map((t) => t.file)).size
console.log(
  `\n${counted(todos.length, 'placeholder')} in ${counted(files, 'file')} still to be supplied by the ministry.`,
)

const { drafts, missing, partial } = translationStatus(entries)
if (drafts.length) {
  console.log(`\nTranslations awaiting review by a Kiswahili speaker of the ministry (then fill in "${REVIEW_FIELD}"):`)
  for (const d of drafts) console.log(`  ${d.file}`)
}
if (missing.length) {
  console.log('\nFiles without a translation (their page shows the English text):')
  for (const m of missing) console.log(`  ${m.file}: no ${localeInfo[m.locale].name} translation (${m.expected})`)
}
if (partial.length) {
  console.log('\nText not yet translated (the English shows in its place):')
  for (const p of partial) console.log(`  ${p.file}: ${p.fields.join(', ')}`)
}
console.log(
  `\n${counted(drafts.length, 'translation')} awaiting review, ${counted(missing.length, 'file')} without a translation, ${counted(
    partial.reduce((n, p) => n + p.fields.length, 0),
    'field',
  )} not yet translated.`,
)
