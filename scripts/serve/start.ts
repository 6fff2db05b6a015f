/**
 * `npm start`: builds the static export when out/ is missing, older than any source file or of the
 * other build, then serves it on http://localhost:3000. `npm start -- --preview` does the same with the
 * editors' preview (every missing fact shown in place, marked: lib/build-mode.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildSite, exportMode, root } from '../build/site'
import { serveExport } from './serve'

const preview = process.argv.includes('--preview')
const sources = [
  'app',
  'components',
  'lib',
  'content',
  'public',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'mdx-components.tsx',
]

/**
 * The newest modification time of a file, or of a folder and everything in it (0 when missing). This needs
 * folders and hidden files too, which lib/list-files.ts leaves out, so it lets node's own recursive readdir walk.
 */
function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0
  return fs
    .readdirSync(target, { recursive: true, encoding: 'utf8' })
    .reduce(
      (max: number, name: string) =>
        Math.max(max, fs.statSync(path.join(target, name), { throwIfNoEntry: false })?.mtimeMs ?? 0),
      stat.mtimeMs,
    )
}

const builtAt = newestMtime(path.join(root, 'out', 'index.html'))
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))))
const wanted = preview ? 'preview' : 'public'
const built = exportMode()
if (builtAt === 0 || changedAt > builtAt || built !== wanted) {
  console.log(
    builtAt === 0
      ? `No export yet: building the ${wanted} site…`
      : built !== wanted
        ? `out/ holds the ${built} build: building the ${wanted} site…`
        : 'Sources changed since the last build: rebuilding…',
  )
  buildSite({ preview })
} else {
  console.log(`The ${wanted} export in out/ is up to date.`)
}
console.log(`Serving the ${preview ? "editors' preview" : 'site'} on http://localhost:3000 (Ctrl+C to stop)`)
serveExport({ port: process.env.PORT || '3000' })
