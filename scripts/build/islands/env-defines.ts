/**
 * How the islands' code reads `process.env` (scripts/build/islands/bundle.ts): each name it may read, defined as
 * Next.js inlines it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadEnvConfig } from '@next/env'

/** The variables Next.js inlined into its own client code (.env files and the environment), for the islands too. */
function publicEnv(root: string): Record<string, string> {
  loadEnvConfig(root, false, { info: () => {}, error: console.error })
  return Object.fromEntries(
    Object.entries(process.env).filter(([key, value]) => key.startsWith('NEXT_PUBLIC_') && value !== undefined),
  ) as Record<string, string>
}

/** Where island code may read `process.env` by name. */
const SOURCE_DIRS = ['lib', 'components']

/**
 * `process.env.NAME` for every variable the islands' code may read (every name written in lib/ and components/, and
 * every NEXT_PUBLIC_ variable set), as Next.js inlines them: its value where it is public and set, else `undefined`
 * (`process` does not exist in a browser). Each is defined by name: a define of `process.env` as a whole (an object)
 * makes esbuild add an init call to every module and its runtime helpers to every page's loader (about 0.9 KB).
 */
export function envDefines(root: string): Record<string, string> {
  const env = publicEnv(root)
  const names = new Set(Object.keys(env))
  for (const dir of SOURCE_DIRS)
    for (const file of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }))
      if (/\.tsx?$/.test(file))
        for (const m of fs
          .readFileSync(path.join(root, dir, file), 'utf8')
          .matchAll(/process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g))
          names.add(m[1]!)
  names.delete('NODE_ENV')
  return {
    'process.env.NODE_ENV': '"production"',
    ...Object.fromEntries(
      [...names].map((name) => [`process.env.${name}`, name in env ? JSON.stringify(env[name]) : 'undefined']),
    ),
  }
}
