/**
 * The files a giving snapshot (lib/giving/changes.ts) reads: at a revision of the repository, for the
 * pull request's check (npm run giving:changes), or as they are now in a folder the CMS saved to.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { SNAPSHOT_PATHS } from '../lib/giving/changes'

export const gitIn = (cwd: string) => (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

/** The files a snapshot reads, at a revision of the repository at `cwd`. */
export function filesAt(rev: string, cwd = process.cwd()): Map<string, string> {
  const git = gitIn(cwd)
  const paths = git('ls-tree', '-r', '--name-only', rev, '--', ...SNAPSHOT_PATHS)
    .split('\n')
    .filter((p) => p.endsWith('.en.mdx') || p === '.env')
  return new Map(paths.map((p) => [p, git('show', `${rev}:${p}`)]))
}

/** The files a snapshot reads, as they are now in the folder `dir` (a working copy, saved to by the CMS). */
export function filesIn(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const visit = (relative: string) => {
    const full = path.join(dir, relative)
    if (!fs.existsSync(full)) return
    if (fs.statSync(full).isDirectory()) for (const name of fs.readdirSync(full).sort()) visit(path.posix.join(relative, name))
    else if (relative.endsWith('.en.mdx') || relative === '.env') files.set(relative, fs.readFileSync(full, 'utf8'))
  }
  for (const p of SNAPSHOT_PATHS) visit(p)
  return files
}
