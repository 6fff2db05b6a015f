/**
 * `npm start`: builds the static export when out/ is missing or older than any source file,
 * then serves it on http://localhost:3000.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveExport } from './serve.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sources = ['app', 'components', 'lib', 'content', 'public', 'next.config.mjs', 'tailwind.config.ts', 'postcss.config.mjs', 'package-lock.json', 'mdx-components.tsx']

/**
 * The newest modification time of a file, or of a folder and everything in it (0 when missing).
 * Plain node cannot import lib/fs/list-files.ts, and this needs folders and hidden files too, so it
 * lets node's own recursive readdir walk.
 */
function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0
  return fs
    .readdirSync(target, { recursive: true })
    .reduce((max, name) => Math.max(max, fs.statSync(path.join(target, name), { throwIfNoEntry: false })?.mtimeMs ?? 0), stat.mtimeMs)
}

const builtAt = newestMtime(path.join(root, 'out', 'index.html'))
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))))
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No export yet: building the site…' : 'Sources changed since the last build: rebuilding…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
} else {
  console.log('The export in out/ is up to date.')
}
console.log('Serving the site on http://localhost:3000 (Ctrl+C to stop)')
serveExport({ port: process.env.PORT || '3000' })
