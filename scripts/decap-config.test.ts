import fs from 'node:fs'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { collections } from '../lib/content/schemas'
import { CMS_CONFIG_FILE, cmsConfigYaml } from './decap-config'

type Widget = { name: string; widget?: string; fields?: Widget[]; field?: Widget }
type Config = {
  publish_mode: string
  collections: { name: string; folder?: string; fields?: Widget[]; files?: { name: string; file: string; fields: Widget[] }[] }[]
}

const committed = fs.readFileSync(CMS_CONFIG_FILE, 'utf8')
const config = matter(`---\n${committed}\n---\n`, {}).data as Config

/** Names of the CMS fields, as dotted paths. */
function namesOf(fields: Widget[] = [], prefix = ''): string[] {
  return fields.flatMap((f) => [`${prefix}${f.name}`, ...namesOf(f.fields, `${prefix}${f.name}.`)])
}

/** Paths of every schema field (objects and lists of objects opened), by a plain walk of `.shape`. */
function schemaPaths(schema: unknown, prefix = '', depth = 0): string[] {
  type Z = { _zod: { def: Record<string, any>; innerType?: unknown }; shape?: Record<string, unknown> } // eslint-disable-line @typescript-eslint/no-explicit-any
  const open = (s: unknown): Z | undefined => {
    const z = s as Z
    const def = z?._zod?.def
    if (!def) return undefined
    if (['optional', 'default'].includes(def.type)) return open(def.innerType)
    if (def.type === 'lazy') return open(z._zod.innerType)
    if (def.type === 'array') return open(def.element)
    if (def.type === 'union') return def.options.map(open).find((o: Z | undefined) => o?._zod.def.type === 'object')
    return def.type === 'object' ? z : undefined
  }
  const object = open(schema)
  if (!object || depth > 2) return []
  return Object.entries(object.shape!).flatMap(([key, value]) => [`${prefix}${key}`, ...schemaPaths(value, `${prefix}${key}.`, depth + 1)])
}

describe('the Decap CMS configuration (public/admin/config.yml)', () => {
  it('is up to date with the schemas (run `npm run cms:config` after changing lib/content/schemas.ts)', () => {
    expect(committed).toBe(cmsConfigYaml())
  })

  it('saves through pull requests', () => {
    expect(config.publish_mode).toBe('editorial_workflow')
  })

  it('offers every field of every collection', () => {
    const cms = new Map<string, Widget[]>()
    for (const c of config.collections) {
      if (c.folder) cms.set(c.name, c.fields!)
      for (const f of c.files ?? []) cms.set(f.name, f.fields)
    }
    for (const [name, { schema }] of Object.entries(collections)) {
      const offered = new Set(namesOf(cms.get(name)))
      const paths = schemaPaths(schema)
      expect(paths.length, name).toBeGreaterThan(2)
      for (const p of paths) expect(offered, `${name}: ${p} is missing from the CMS`).toContain(p)
    }
  })
})
