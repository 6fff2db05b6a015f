/**
 * Symbolic links in the folders the site publishes from (content/ and public/). Git keeps a link as a link, so a
 * pull request can add `content/documents/minutes.pdf` pointing at any file of the machine that builds the site,
 * and a step that followed it would publish that file. Only real files kept in those folders are published: the
 * content check reports every link (lib/content/pipeline/check.ts), and the steps that read or copy the folders
 * (the media step, the content manager's own site) refuse one before reading anything, with the same words.
 * Nothing here reads through a link: entries are told apart as lstat does, and a linked folder is reported, never
 * walked. The build itself writes no link into public/ (the media step copies files).
 */
import fs from 'node:fs'
import path from 'node:path'
import { formatProblem, type Problem } from './content/problems'

/** A folder the site publishes from, and its name as an editor writes it (`content`, `public`). */
export type PublishedFolder = { dir: string; shownAs: string }

/** content/ and the public/ beside it: what the site publishes, as the content check and the media step read them. */
export function publishedFolders(contentRoot: string): PublishedFolder[] {
  return [
    { dir: contentRoot, shownAs: 'content' },
    { dir: path.join(contentRoot, '..', 'public'), shownAs: 'public' },
  ]
}

/** lstat, or undefined where there is nothing (a missing entry, or a path through a file). */
function lstat(p: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(p)
  } catch {
    return undefined
  }
}

/**
 * Every symbolic link at or below `dir` (the folder itself included, hidden names too), as absolute paths, sorted.
 * A linked folder is listed, not walked; a missing folder has none.
 */
export function symlinksIn(dir: string): string[] {
  const stat = lstat(dir)
  if (!stat) return []
  if (stat.isSymbolicLink()) return [dir]
  const found: string[] = []
  const visit = (folder: string) => {
    for (const d of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, d.name)
      if (d.isSymbolicLink()) found.push(full)
      else if (d.isDirectory()) visit(full)
    }
  }
  if (stat.isDirectory()) visit(dir)
  return found.sort()
}

/** Whether `relative` below `base` (the base included) passes through or ends at a symbolic link. */
export function symlinkOnPath(base: string, relative: string): boolean {
  let at = base
  for (const part of ['', ...relative.split(/[\\/]/).filter(Boolean)]) {
    at = path.join(at, part)
    const stat = lstat(at)
    if (!stat) return false
    if (stat.isSymbolicLink()) return true
  }
  return false
}

/** What an editor reads about a link: where it points (as written in the link), and what to do instead. */
export function symlinkMessage(target: string, toFolder: boolean, shownAs: string): string {
  const where = `the site publishes only files kept in ${shownAs}/ itself and never follows a link`
  return toFolder
    ? `is a symbolic link to the folder "${target}"; ${where}: replace the link with a real folder holding the files themselves, or delete the link`
    : `is a symbolic link to "${target}"; ${where}: replace the link with the file itself (a copy of it under the same name), or delete the link`
}

/** One problem per symbolic link in the folders, as the content check lists them (`(file)` of the link's path). */
export function symlinkProblems(folders: readonly PublishedFolder[]): Problem[] {
  return folders.flatMap(({ dir, shownAs }) =>
    symlinksIn(dir).map((link): Problem => {
      const below = path.relative(dir, link).split(path.sep).join('/')
      // Only whether the target is a folder is asked of it (stat), to word the fix; nothing is read from it.
      const toFolder = fs.statSync(link, { throwIfNoEntry: false })?.isDirectory() ?? false
      return {
        file: below ? `${shownAs}/${below}` : shownAs,
        field: '(file)',
        message: symlinkMessage(fs.readlinkSync(link), toFolder, shownAs),
      }
    }),
  )
}

/** What a build step prints when it refuses links: each one as the content check lists it. */
export function symlinkRefusal(problems: readonly Problem[], step: string): string {
  const count = problems.length === 1 ? 'a symbolic link' : `${problems.length} symbolic links`
  return [
    `✗ ${step} never follows a symbolic link, and found ${count} in the folders the site publishes from:`,
    ...problems.map((p) => `  ${formatProblem(p)}`),
  ].join('\n')
}

/** Throws with symlinkRefusal's words when the folders hold any symbolic link (for steps that stop by throwing). */
export function refuseSymlinks(folders: readonly PublishedFolder[], step: string): void {
  const problems = symlinkProblems(folders)
  if (problems.length > 0) throw new Error(symlinkRefusal(problems, step))
}
