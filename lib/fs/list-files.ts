/** The one folder walker: every file below a folder, sorted, as absolute paths. */
import fs from 'node:fs'
import path from 'node:path'

export type ListOptions = {
  /** Keep only files whose name ends in one of these (compared in lower case), e.g. ['.png', '.jpg']. */
  extensions?: readonly string[]
  /** Also list files in subfolders (default true). */
  recursive?: boolean
  /** Leave out names starting with a dot (.DS_Store, .gitkeep); default true. */
  skipHidden?: boolean
}

export function listFiles(dir: string, options: ListOptions = {}): string[] {
  const { extensions, recursive = true, skipHidden = true } = options
  if (!fs.existsSync(dir)) return []
  const out: string[] = []
  const visit = (folder: string) => {
    for (const d of fs.readdirSync(folder, { withFileTypes: true })) {
      if (skipHidden && d.name.startsWith('.')) continue
      const full = path.join(folder, d.name)
      if (d.isDirectory()) {
        if (recursive) visit(full)
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
