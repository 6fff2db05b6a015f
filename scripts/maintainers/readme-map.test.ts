/**
 * The README's "Where things live" is the map a newcomer reads first: every top-level folder and every
 * folder of `components/`, `lib/` and `scripts/` is named in it, and every folder it names exists.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = process.cwd()

/**
 * The folders the README's tree names: the first word of each line of its first code block under "Where things live".
 */
export function namedFolders(readme: string): string[] {
  const section = readme.split(/^## Where things live$/m)[1] ?? ''
  const block = section.split('```')[1] ?? ''
  return block
    .split('\n')
    .map((line) => /^(\S+\/)(\s|$)/.exec(line)?.[1])
    .filter((folder): folder is string => folder !== undefined)
}

/** Every folder that holds a committed file at the top level, and the folders of the code's own folders. */
function committedFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  const folders = new Set<string>()
  for (const file of files) {
    const [top, sub] = file.split('/').slice(0, -1)
    if (top === undefined) continue
    folders.add(`${top}/`)
    if (sub !== undefined && ['components', 'lib', 'scripts'].includes(top)) folders.add(`${top}/${sub}/`)
  }
  return [...folders].sort()
}

describe("the README's map", () => {
  const named = namedFolders(fs.readFileSync(path.join(root, 'README.md'), 'utf8'))

  it('names every top-level folder and every folder of components/, lib/ and scripts/', () => {
    const isNamed = (folder: string) => named.some((n) => n === folder)
    expect(committedFolders().filter((folder) => !isNamed(folder))).toEqual([])
  })

  it('names no folder that does not exist', () => {
    expect(named.filter((folder) => !fs.existsSync(path.join(root, folder)))).toEqual([])
  })

  it('stays a map: under 200 lines', () => {
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThan(200)
  })
})
