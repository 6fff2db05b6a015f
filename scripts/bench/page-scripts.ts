/**
 * The benchmark's facts about a page's scripts (docs/performance.md): how many bytes of script a phone
 * parses and runs before any input (uncompressed, as the files are in the export), and whether any of
 * them is React.
 *
 * React is recognised by what it contains, not by a file name: React and React DOM each carry their
 * version as a string (`React.version`, and React DOM's check that it matches React's), and the islands
 * are bundled with the React build Next.js renders with (scripts/build/islands/bundle.ts), so a script of the
 * export that contains that build's version string is, or includes, React or React DOM, whatever
 * esbuild named or merged it into.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { listFiles, relativePath } from '../../lib/list-files'
import { ISLANDS_DIR } from '../build/islands/bundle'

/**
 * The version of the React build the islands are bundled with (scripts/build/islands/bundle.ts aliases `react` to it).
 */
export function islandsReactVersion(root: string): string {
  const version: unknown = createRequire(path.join(root, 'package.json'))('next/dist/compiled/react').version
  if (typeof version !== 'string' || !version) throw new Error('next/dist/compiled/react has no version')
  return version
}

/** Whether a script's text contains React (or React DOM) of this version: its version as a string literal. */
export function containsReact(script: string, version: string): boolean {
  return script.includes(JSON.stringify(version)) || script.includes(`'${version}'`)
}

/** The islands' files in the export `out` that contain React: their paths below out/ ('_next/static/islands/x.js'). */
export function reactFiles(out: string, version: string): Set<string> {
  const files = listFiles(path.join(out, ISLANDS_DIR), { extensions: ['.js'] })
  return new Set(
    files
      .filter((file) => containsReact(fs.readFileSync(file, 'utf8'), version))
      .map((file) => relativePath(out, file)),
  )
}

/** The file below out/ that a script's address names, with the base path taken off. */
export function exportFile(url: string, basePath: string): string {
  const pathname = decodeURIComponent(new URL(url).pathname)
  const below = basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname
  return below.replace(/^\/+/, '')
}
