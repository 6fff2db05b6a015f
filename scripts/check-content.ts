/** `npm run check:content`: validates content/ the same way the build does, and lists every problem. */
import { readContent } from '../lib/content/load'

const root = process.argv[2]
const { content, problems } = readContent(root)
if (problems.length > 0) {
  console.error(`✗ The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`)
  for (const p of problems) console.error(`  ${p}`)
  console.error('Fix each line above in the named file; the editing guide lists every field.')
  process.exit(1)
}
console.log(
  `✓ Content is valid: ${content!.pages.length} pages, ${content!.congregations.length} congregations, ${content!.site.aliases.length} aliases.`,
)
