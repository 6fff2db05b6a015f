/**
 * `npm run check:content [-- <content folder>] [--github]`: checks content/ the same way the build does
 * and lists every problem at once. With --github (the pull-request check) each problem is also an
 * annotation on its file and line, and the list goes into the job summary.
 */
import { siteOrigin } from '../../lib/site-url'
import fs from 'node:fs'
import { readContent } from '../../lib/content/load'
import { formatProblem, type Problem } from '../../lib/content/problems'

const args = process.argv.slice(2)
const github = args.includes('--github')
const root = args.find((a) => !a.startsWith('--'))

/** GitHub's workflow commands take % and line ends escaped. */
const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

function report(problems: Problem[]) {
  for (const p of problems) {
    const where = [`file=${p.file}`, ...(p.line ? [`line=${p.line}`, `col=${p.column ?? 1}`] : [])].join(',')
    console.log(`::error ${where},title=${escape(p.field)}::${escape(p.message)}`)
  }
  const summary = process.env.GITHUB_STEP_SUMMARY
  if (!summary) return
  const lines = [
    `### ❌ The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
    '',
    'Fix each one in the named file, then commit to the same branch; the check runs again.',
    'Each line reads: file and line, field, what is wrong and what to write instead. `[0]` is the first item of a list.',
    'The editing guide is content/README.md; every field is described in content/FIELDS.md.',
    '',
    ...problems.map((p) => `- **${p.file}${p.line ? `:${p.line}` : ''}** · \`${p.field}\`: ${p.message}`),
    '',
  ]
  fs.appendFileSync(summary, lines.join('\n'))
}

async function main() {
  const started = performance.now()
  const { content, problems } = await readContent(root)
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`
  if (problems.length > 0) {
    console.error(
      `✗ The content has ${problems.length} problem${problems.length === 1 ? '' : 's'} (checked in ${took}):`,
    )
    for (const p of problems) console.error(`  ${formatProblem(p)}`)
    console.error('Fix each line above in the named file; content/README.md explains every field.')
    if (github) report(problems)
    process.exit(1)
  }
  // A deployment build without the site's address stops here, before anything is built.
  try {
    siteOrigin(content!.site)
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`)
    process.exit(1)
  }
  const message = `✓ Content is valid (checked in ${took}): ${content!.pages.length} pages, ${content!.congregations.length} congregations, ${content!.events.length} events, ${content!.site.aliases.length} aliases.`
  console.log(message)
  if (github && process.env.GITHUB_STEP_SUMMARY)
    fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### ✅ Content check passed\n\n${message}\n`)
}

main().catch((error: unknown) => {
  // Only a fault of the tooling itself gets here; content mistakes are listed above.
  console.error(error)
  process.exit(2)
})
