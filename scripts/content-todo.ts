/**
 * `npm run content:todo`: every placeholder still in the content, by file and field, with a count; then
 * the translations: drafts awaiting review, files without a translation, and text not yet translated.
 */
import { readEntries } from '../lib/content/load'
import { todosIn, type Todo } from '../lib/content/todo'
import { REVIEW_FIELD } from '../lib/content/translation'
import { translationStatus } from '../lib/content/translation-status'
import { localeInfo } from '../lib/i18n/locales'

const { entries } = readEntries(process.argv[2])
// A translation's review placeholder is listed with the translations below.
const todos: Todo[] = entries.flatMap((e) => todosIn(e.file, e.raw).filter((t) => e.locale === 'en' || t.field !== REVIEW_FIELD))

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

let current = ''
for (const t of todos) {
  if (t.file !== current) console.log(`\n${(current = t.file)}`)
  console.log(`  ${t.field}: ${t.what}`)
}
const files = new Set(todos.map((t) => t.file)).size
console.log(`\n${plural(todos.length, 'placeholder')} in ${plural(files, 'file')} still to be supplied by the ministry.`)

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
  `\n${plural(drafts.length, 'translation')} awaiting review, ${plural(missing.length, 'file')} without a translation, ${plural(partial.reduce((n, p) => n + p.fields.length, 0), 'field')} not yet translated.`,
)
