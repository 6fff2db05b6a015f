/**
 * Proofreads a built export: `npx tsx scripts/editors/proofread.ts [out] [--preview]` lists every finding
 * (docs/proofreading.md) and exits with 1 when there is any.
 */
import path from 'node:path'
import { formatFinding, proofreadExport, summarize } from '../../lib/proofread/export'

const args = process.argv.slice(2)
const out = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'out')
const findings = proofreadExport(out, args.includes('--preview') ? 'preview' : 'public')
for (const f of findings) console.log(formatFinding(f))
console.log(summarize(findings))
process.exitCode = findings.length ? 1 : 0
