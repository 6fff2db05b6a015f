/** `npm run content:todo`: every placeholder still in the content, by file and field, with a count. */
import { readEntries } from '../lib/content/load'
import { todosIn, type Todo } from '../lib/content/todo'

const { entries } = readEntries(process.argv[2])
const todos: Todo[] = entries.flatMap((e) => todosIn(e.file, e.raw))

let current = ''
for (const t of todos) {
  if (t.file !== current) console.log(`\n${(current = t.file)}`)
  console.log(`  ${t.field}: ${t.what}`)
}
const files = new Set(todos.map((t) => t.file)).size
console.log(`\n${todos.length} placeholder${todos.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} still to be supplied by the ministry.`)
