import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { collections } from '../lib/content/schemas'
import { FIELDS_FILE, fieldsMarkdown } from './docs-fields'

/** Every key of every object schema, found independently of the generator: a plain walk of `.shape`. */
function keysOf(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object') return []
  const zod = (schema as { _zod?: { def: Record<string, unknown>; innerType?: unknown } })._zod
  if (!zod || seen.has(schema)) return []
  seen.add(schema)
  const def = zod.def
  const inner = [def.innerType, def.element, def.in, def.out, zod.innerType, ...((def.options as unknown[]) ?? [])]
  const shape = def.type === 'object' ? ((schema as { shape: Record<string, unknown> }).shape ?? {}) : {}
  return [...Object.keys(shape), ...Object.values(shape).flatMap((s) => keysOf(s, seen)), ...inner.flatMap((s) => keysOf(s, seen))]
}

describe('content/FIELDS.md', () => {
  it('is up to date with the schemas (run `npm run docs:fields` after changing lib/content/schemas.ts)', () => {
    expect(fs.readFileSync(FIELDS_FILE, 'utf8')).toBe(fieldsMarkdown())
  })

  it('documents every field of every collection', () => {
    const text = fs.readFileSync(FIELDS_FILE, 'utf8')
    const documented = new Set([...text.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]!.split(/[.[\]]+/).filter(Boolean).at(-1)))
    for (const { schema } of Object.values(collections)) {
      const keys = keysOf(schema as z.ZodType)
      expect(keys.length).toBeGreaterThan(2)
      for (const key of keys) expect(documented, `field "${key}" is missing from content/FIELDS.md`).toContain(key)
    }
  })
})
