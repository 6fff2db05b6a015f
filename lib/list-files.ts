/**
 * The one folder walker: every file below a folder, sorted, as absolute paths. A symbolic link is never listed nor
 * walked into, whether it points at a file or a folder (lib/symlinks.ts finds them, for the checks that refuse them).
 */
import fs from 'node:fs'
import path from 'node:path'

export type ListOptions = {
  /** Keep only files whose name ends in one of these (compared in lower case), e.g. ['.png', '.jpg']. */
  extensions?: readonly string[]
  /** Also list files in subfolders (default true). */
  recursive?: boolean
  /** Leave out names starting with a dot (.DS_Store, .gitkeep); default true. */
  skipHidden?: boolean
  /** Leave out these subfolders, by their path relative to `dir` with forward slashes (e.g. '_next'). */
  skipFolders?: readonly string[]
}

export function listFiles(dir: string, options: ListOptions = {}): string[] {
  const { extensions, recursive = true, skipHidden = true, skipFolders = [] } = options
  if (!fs.existsSync(dir)) return []
  const out: string[] = []
  const visit = (folder: string) => {
    for (const d of fs.readdirSync(folder, { withFileTypes: true })) {
      if (skipHidden && d.name.startsWith('.')) continue
      const full = path.join(folder, d.name)
      if (d.isSymbolicLink()) continue
      if (d.isDirectory()) {
        if (recursive && !skipFolders.includes(relativePath(dir, full))) visit(full)
      } else if (!extensions || extensions.includes(path.extname(d.name).toLowerCase())) out.push(full)
    }
  }
  visit(dir)
  return out.sort()
}

/** A path relative to `root` with forward slashes, as editors and URLs write it. */
export function relativePath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/')
}

/** A page's address from its file in an export: `/raila/` for `<out>/raila/index.html`, `/` for the home page. */
export function exportPagePath(out: string, file: string): string {
  return `/${relativePath(out, file).replace(/index\.html$/, '')}`
}

/** Every HTML page of a static export, outside Next's own `_next` folder (and any other folder named). */
export function exportPages(out: string, skipFolders: readonly string[] = []): string[] {
  return listFiles(out, { extensions: ['.html'], skipFolders: ['_next', ...skipFolders] })
}
