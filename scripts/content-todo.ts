/** `npm run content:todo`: every placeholder still in the content, by file and field, with a count. */
import matter from 'gray-matter'
import fs from 'node:fs'
import path from 'node:path'
import { todosIn, type Todo } from '../lib/content/todo'

const root = path.join(process.cwd(), 'content')

function listMdx(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    return d.isDirectory() ? listMdx(full) : d.name.endsWith('.mdx') ? [full] : []
  })
}

const todos: Todo[] = listMdx(root)
  .sort()
  .flatMap((file) => todosIn(path.relative(process.cwd(), file), matter(fs.readFileSync(file, 'utf8'), {}).data))

let current = ''
for (const t of todos) {
  if (t.file !== current) console.log(`\n${(current = t.file)}`)
  console.log(`  ${t.field}: ${t.what}`)
}
const files = new Set(todos.map((t) => t.file)).size
console.log(`\n${todos.length} placeholder${todos.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} still to be supplied by the ministry.`)
