/** The proofreading check over a whole static export (docs/proofreading.md). */
import fs from 'node:fs'
import { exportPages, relativePath } from '../list-files'
import { type Finding, type ProofreadMode, proofreadPage } from './page'

/** Every finding on every HTML page of `out` (Decap CMS's /admin/ is not the site's). */
export function proofreadExport(out: string, mode: ProofreadMode = 'public'): Finding[] {
  return exportPages(out, ['admin']).flatMap((file) =>
    proofreadPage(fs.readFileSync(file, 'utf8'), relativePath(out, file), mode),
  )
}

/** One line per finding: page, kind, element, text and why. */
export function formatFinding(f: Finding): string {
  return `${f.page}: ${f.kind}: ${f.element}: "${f.text}" (${f.why})`
}

/** Counts by kind and by page, for a summary above the list. */
export function summarize(findings: Finding[]): string {
  const count = (key: (f: Finding) => string) => {
    const counts = new Map<string, number>()
    for (const f of findings) counts.set(key(f), (counts.get(key(f)) ?? 0) + 1)
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')
  }
  return `${findings.length} findings on ${new Set(findings.map((f) => f.page)).size} pages; by kind: ${count((f) => f.kind)}`
}
