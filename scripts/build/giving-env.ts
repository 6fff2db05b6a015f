/**
 * The build's first step: no committed settings file but `.env` may say where donations go
 * (lib/giving/env-files.ts). Next.js reads `.env.production` and `.env.local` over `.env`, so a pull request
 * adding one could change the PayPal client id every page is built with; the build stops instead, naming the
 * file, the line and where the value belongs. Files that are not committed (a `.env.local` on one's own
 * machine) are the machine's own settings and are not looked at.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { committedSettingProblems, isEnvFile } from '../../lib/giving/env-files'

/** The settings files committed in the repository at `root`, as the build will read them (path → text). */
export function committedSettingsFiles(root = process.cwd()): Map<string, string> {
  let files: string[]
  try {
    files = execFileSync('git', ['ls-files', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    }).split('\0')
  } catch {
    // Not a git checkout (a copied folder): every settings file there but the machine-local ones counts as committed.
    files = fs.readdirSync(root).filter((name) => !name.endsWith('.local'))
  }
  const present = files.filter((file) => isEnvFile(file) && fs.existsSync(path.join(root, file)))
  return new Map(present.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = committedSettingProblems(committedSettingsFiles())
  if (problems.length) {
    console.error(
      `The build stops: ${problems.length === 1 ? 'a committed settings file sets' : 'committed settings files set'} what only the host's settings may set:`,
    )
    for (const problem of problems) console.error(`  ${problem}`)
    process.exit(1)
  }
}
