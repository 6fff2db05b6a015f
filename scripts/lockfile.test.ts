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
})
