/**
 * Fields that name a file the site publishes: a path inside content/media (images, the home video), content/documents
 * (downloads), or an address inside public/ (a program's video and captions). A path that leads out of its folder (a
 * ".." step, a place on a computer, a path from the top of the disk, a backslash) is refused with its fix, before
 * anything looks for the file: neither the check nor a build step ever reads outside the folder.
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'

export type FileFolder = {
  /** The folder as an editor names it: `content/media`, `public/`. */
  name: string
  /** Whether the field writes the file's address on the site, starting with "/" (public/), or its path inside the folder. */
  address: boolean
}

export const MEDIA_FOLDER: FileFolder = { name: 'content/media', address: false }
export const DOCUMENTS_FOLDER: FileFolder = { name: 'content/documents', address: false }
export const PUBLIC_FOLDER: FileFolder = { name: 'public/', address: true }

/** A drive (`C:\`, `D:/`), a network share (`\\server`), a home folder (`~/`) or a `file:` address. */
const ON_A_COMPUTER = /^([a-z]:[\\/]|\\\\|~|file:)/i

/** What is wrong with a path that leads out of `folder`, with its fix (`example` is a path as the field wants it). */
export function pathLeavingFolder(value: string, folder: FileFolder, example: string): string | undefined {
  const { name } = folder
  if (ON_A_COMPUTER.test(value))
    return `this is a place on a computer, which the site cannot reach; put the file into ${name} and write its path there, e.g. "${example}"`
  if (value.split(/[\\/]/).includes('..'))
    return `".." leads out of ${name}, and the site publishes only files inside it; put the file into ${name} (or a folder inside it) and write its path from there, e.g. "${example}"`
  if (value.includes('\\')) {
    const fixed = value.replaceAll('\\', '/')
    return `write "/" between folders, not "\\": "${folder.address ? fixed : fixed.replace(/^\/+/, '')}"`
  }
  if (!folder.address && (value.startsWith('/') || value.startsWith('content/')))
    return `write the path inside ${name}, without "${name}/" or a leading "/", e.g. "${example}"`
  return undefined
}

/** Text naming a file in `folder`: a path that leaves it is refused first, with its own fix (then the caller's rules). */
export function fileInFolder(folder: FileFolder, example: string) {
  return z.string().superRefine((value, ctx) => {
    const message = pathLeavingFolder(value, folder, example)
    // Nothing else is said of such a path: the fix above comes first.
    if (message) ctx.addIssue({ code: 'custom', message, input: value, continue: false })
  })
}
