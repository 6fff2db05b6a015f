/**
 * The files a giving snapshot (lib/giving/changes.ts) reads: at a revision of the repository, for the
 * pull request's check (npm run giving:changes), or as they are now in a folder the CMS saved to.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { listFiles, relativePath } from '../../lib/list-files'
import { SNAPSHOT_PATHS } from '../../lib/giving/changes'
import { isDocument, type DocumentVersion } from '../../lib/giving/document-changes'
import { isEnvFile } from '../../lib/giving/env-files'

export const gitIn =
  (cwd: string) =>
  (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

/** Whether a snapshot reads a file of its paths: the English files (the facts are never translated). */
const snapshotReads = (file: string) => file.endsWith('.en.mdx')

/** The files a snapshot reads, at a revision of the repository at `cwd`: its paths, and every settings file. */
export function filesAt(rev: string, cwd = process.cwd()): Map<string, string> {
  const git = gitIn(cwd)
  const paths = [
    ...git('ls-tree', '-r', '--name-only', rev, '--', ...SNAPSHOT_PATHS)
      .split('\n')
      .filter(snapshotReads),
    ...git('ls-tree', '-r', '--name-only', rev).split('\n').filter(isEnvFile),
  ]
  return new Map(paths.map((p) => [p, git('show', `${rev}:${p}`)]))
}

/** The files a snapshot reads, as they are now in the folder `dir` (a working copy, saved to by the CMS). */
export function filesIn(dir: string): Map<string, string> {
  const paths = SNAPSHOT_PATHS.flatMap((p) => {
    const full = path.join(dir, p)
    if (!fs.existsSync(full)) return []
    return fs.statSync(full).isDirectory() ? listFiles(full).map((file) => relativePath(dir, file)) : [p]
  })
  // The settings files of the folder's root: those are the ones a build there reads.
  const settings = fs.readdirSync(dir).filter(isEnvFile)
  return new Map(
    [...paths.filter(snapshotReads), ...settings].map((p) => [p, fs.readFileSync(path.join(dir, p), 'utf8')]),
  )
}

/** Every document (PDF) under content/ at a revision of the repository at `cwd`: its blob's id, and its bytes. */
export function documentsAt(rev: string, cwd = process.cwd()): Map<string, DocumentVersion> {
  const entries = gitIn(cwd)('ls-tree', '-r', '-z', rev, '--', 'content')
    .split('\0')
    .map((line) => /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(line))
    .flatMap((m) => (m && isDocument(m[2]!) ? [[m[2]!, m[1]!] as const] : []))
  return new Map(
    entries.map(([file, id]) => [
      file,
      {
        id,
        bytes: () =>
          new Uint8Array(execFileSync('git', ['cat-file', 'blob', id], { cwd, maxBuffer: 256 * 1024 * 1024 })),
      },
    ]),
  )
}
