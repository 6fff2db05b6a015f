/**
 * A client component rendered by a server component only works in the export if it is an island:
 * the export has no Next.js runtime to hydrate anything else (docs/islands.md). This check reads the
 * source, so a new widget that is not wired up fails here rather than shipping a dead button.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFiles, relativePath } from '@/lib/list-files'

const root = path.resolve(__dirname, '../..')
const sources = ['app', 'components', 'lib']
  .flatMap((dir) => listFiles(path.join(root, dir), { extensions: ['.ts', '.tsx'] }))
  .filter((file) => !/\.test\.tsx?$/.test(file))
const isClient = (file: string) =>
  /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'))

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  return base && ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f))
}

/** The values (not types) a file imports from each module of the project. */
function imports(file: string): { names: string[]; from: string }[] {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s+from\s+'([^']+)'/gm)].flatMap(([, names, specifier]) => {
    const from = resolve(file, specifier!)
    if (!from) return []
    const values = names!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/).pop()!)
    return [{ names: values, from }]
  })
}

describe('islands', () => {
  it('every client component a server module renders is declared an island', () => {
    const problems = sources
      .filter((file) => !isClient(file) && !file.includes(`${path.sep}components${path.sep}islands${path.sep}`))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8')
        return imports(file)
          .filter(({ from }) => isClient(from))
          .flatMap(({ names, from }) =>
            names
              .filter((name) => !new RegExp(`island\\(\\s*'[a-z0-9-]+',\\s*${name}\\b`).test(text))
              .map(
                (name) =>
                  `${relativePath(root, file)} renders ${name} (${relativePath(root, from)}) without island('<name>', ${name})`,
              ),
          )
      })
    expect(problems).toEqual([])
  })
})
