/**
 * `npm run giving:changes -- --base <rev> [--head <rev>]`: every change a pull request makes to where
 * money goes (lib/giving/changes.ts), in plain words, so the treasurer reviewing it reads each one:
 * printed, and on GitHub Actions also added to the job summary and as a warning annotation on the file.
 * It compares the head with its merge base with `--base` (what the pull request itself changes); without
 * `--head` the head is HEAD. It also lists every document (PDF) under content/ the pull request adds, changes or
 * removes, saying whether the build's guard could read its text (lib/giving/document-changes.ts). It never fails the
 * job: the review itself is required by CODEOWNERS and the branch protection (docs/deploy.md).
 */
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import { givingChanges, givingSnapshot, type GivingChange } from '../../lib/giving/changes'
import { documentChanges } from '../../lib/giving/document-changes'
import { documentsAt, filesAt, gitIn } from './giving-files'

/** What `head` changes since its merge base with `base`, in the repository at `cwd`. */
export function changesBetween(base: string, head: string, cwd = process.cwd()): GivingChange[] {
  const from = gitIn(cwd)('merge-base', base, head).trim()
  return givingChanges(givingSnapshot(filesAt(from, cwd)), givingSnapshot(filesAt(head, cwd)))
}

/** The documents (PDFs) `head` adds, changes or removes since its merge base with `base`, each described. */
export async function documentChangesBetween(base: string, head: string, cwd = process.cwd()): Promise<GivingChange[]> {
  const from = gitIn(cwd)('merge-base', base, head).trim()
  return documentChanges(documentsAt(from, cwd), documentsAt(head, cwd))
}

/** The lines for the job summary (Markdown). */
export function summary(changes: readonly GivingChange[], base: string): string {
  if (changes.length === 0)
    return `### Where money goes\n\nThis pull request changes no giving fact and no document (compared with ${base}).\n`
  return [
    '### Where money goes: changes for the treasurer to check',
    '',
    `Compared with ${base}. Check each against the ministry's own records before approving.`,
    '',
    ...changes.map((c) => `- ${c.text} (\`${c.file}\`)`),
    '',
  ].join('\n')
}

/** A GitHub annotation; its message keeps to one line. */
export const annotation = (c: GivingChange) =>
  `::warning file=${c.file},title=Where money goes changes::${c.text.replace(/%/g, '%25').replace(/\r?\n/g, '%0A')}`

async function main(argv: string[]) {
  const option = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const base = option('base')
  if (!base) {
    console.error('Give the revision to compare with: npm run giving:changes -- --base origin/main')
    process.exit(2)
  }
  const head = option('head') ?? 'HEAD'
  const changes = [...changesBetween(base, head), ...(await documentChangesBetween(base, head))]
  if (changes.length === 0) console.log(`No giving fact or document changes between ${base} and ${head}.`)
  else {
    console.log(
      `Where money goes: ${changes.length} change${changes.length === 1 ? '' : 's'} between ${base} and ${head}:`,
    )
    for (const c of changes) console.log(`  ${c.text}   (${c.file})`)
  }
  if (process.env.GITHUB_ACTIONS) {
    for (const c of changes) console.log(annotation(c))
    if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary(changes, base))
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main(process.argv.slice(2))
