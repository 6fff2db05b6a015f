import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('package-lock.json', () => {
  it('has an entry for every optional dependency, so `npm ci` accepts it (run `npm run lockfile` after `npm install`)', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
    const missing: string[] = []
    for (const [location, entry] of Object.entries<{ optionalDependencies?: Record<string, string> }>(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${location ? `${location}/` : ''}node_modules/${name}`
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) missing.push(name)
      }
    }
    expect(missing).toEqual([])
  })

  it('has an integrity hash for every package that installs on Linux x64 (the machines that build and test the site)', () => {
    type Entry = { integrity?: string; link?: boolean; optional?: boolean; os?: string[]; cpu?: string[] }
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> }
    const installsHere = (e: Entry) =>
      !e.optional || ((!e.os || e.os.includes('linux')) && (!e.cpu || e.cpu.includes('x64')))
    const unchecked = Object.entries(lock.packages)
      .filter(([location, e]) => location && !e.link && !e.integrity && installsHere(e))
      .map(([location]) => location)
    expect(unchecked).toEqual([])
  })
})
