/**
 * The offline support's browser code (docs/offline.md), built with esbuild like the islands' code: the
 * registration script (a hashed file in `_next/static/offline/`) and the service worker, whose precache
 * list Serwist's `injectManifest` writes into it from the files of the export.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { injectManifest } from '@serwist/build'
import * as esbuild from 'esbuild'
import { OFFLINE_SCRIPTS_DIR, WORKER_FILE } from '../../../lib/offline/paths'

const WORKER_SOURCE = 'lib/offline/worker/sw.ts'
const REGISTER_SOURCE = 'lib/offline/register.ts'

/** What both builds inline: the base path, and production React-free code. */
const defines = (basePath: string) => ({
  'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(basePath),
  'process.env.NODE_ENV': '"production"',
})

const common = (root: string, basePath: string): esbuild.BuildOptions => ({
  absWorkingDir: root,
  bundle: true,
  minify: true,
  legalComments: 'none',
  platform: 'browser',
  // Next.js 16's default browser targets, as the islands.
  target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
  define: defines(basePath),
  write: false,
  logLevel: 'warning',
})

/** Builds the registration script into out/_next/static/offline/; its path below out/. */
export async function buildRegistration(root: string, out: string, basePath: string): Promise<string> {
  const result = await esbuild.build({ ...common(root, basePath), entryPoints: [REGISTER_SOURCE], format: 'iife' })
  const text = result.outputFiles![0]!.text
  const dir = path.join(out, OFFLINE_SCRIPTS_DIR)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const name = `sw-register-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()}.js`
  fs.writeFileSync(path.join(dir, name), text)
  return `${OFFLINE_SCRIPTS_DIR}/${name}`
}

export type Shell = { count: number; size: number }

/**
 * Builds the service worker into out/sw.js with the shell's files (paths below out/) as its precache list.
 * `alsoRevising` names files whose revision also depends on something besides their text (the offline pages,
 * on every page's giving facts: scripts/build/offline/giving-version.ts), so that it changing makes a new worker.
 */
export async function buildWorker(
  root: string,
  out: string,
  basePath: string,
  shell: string[],
  alsoRevising: Record<string, string> = {},
): Promise<Shell> {
  const result = await esbuild.build({ ...common(root, basePath), entryPoints: [WORKER_SOURCE], format: 'iife' })
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-'))
  try {
    const source = path.join(temp, WORKER_FILE)
    fs.writeFileSync(source, result.outputFiles![0]!.text)
    const { count, size, warnings } = await injectManifest({
      swSrc: source,
      swDest: path.join(out, WORKER_FILE),
      globDirectory: out,
      globPatterns: shell,
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^_next\/static\//,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => {
            const also = alsoRevising[entry.url]
            return also === undefined || !entry.revision
              ? entry
              : { ...entry, revision: crypto.createHash('md5').update(`${entry.revision}\n${also}`).digest('hex') }
          }),
        }),
      ],
    })
    if (warnings.length) throw new Error(`The service worker's precache: ${warnings.join('; ')}`)
    return { count, size }
  } finally {
    fs.rmSync(temp, { recursive: true, force: true })
  }
}
