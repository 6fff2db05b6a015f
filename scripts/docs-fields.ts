/**
 * `npm run docs:fields`: writes content/FIELDS.md, the reference of every frontmatter field of every
 * collection, generated from the zod schemas in lib/content/schemas.ts (and the comments above each
 * field there). scripts/docs-fields.test.ts fails when the committed file is out of date.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { z } from 'zod'
import * as schemas from '../lib/content/schemas'
import { collections } from '../lib/content/schemas'

export const FIELDS_FILE = path.join(process.cwd(), 'content', 'FIELDS.md')
const SCHEMAS_FILE = path.join(process.cwd(), 'lib', 'content', 'schemas.ts')

/* eslint-disable @typescript-eslint/no-explicit-any -- zod's internal definitions are untyped here */
export type Def = Record<string, any>
export const defOf = (s: z.ZodType): Def => (s as any)._zod.def

export type Field = { path: string; required: boolean; type: string; notes: string[] }

/** `/** comment *\/` lines above `key:` in schemas.ts, by "exportName.key". */
export function fieldComments(source = fs.readFileSync(SCHEMAS_FILE, 'utf8')): Map<string, string> {
  const comments = new Map<string, string>()
  let owner = ''
  let pending: string[] | undefined
  let open: string[] | undefined
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    const exported = /^export (?:const|function) (\w+)/.exec(line)
    if (exported) owner = exported[1]!
    if (open) {
      const end = line.includes('*/')
      open.push(line.replace(/\*\/.*$/, '').replace(/^\*\s?/, '').trim())
      if (end) {
        pending = open
        open = undefined
      }
      continue
    }
    if (line.startsWith('/**')) {
      const body = line.slice(3)
      if (body.includes('*/')) pending = [body.replace(/\*\/.*$/, '').trim()]
      else open = [body.trim()]
      continue
    }
    const key = /^(\w+):/.exec(line)
    if (key && pending && owner) {
      const id = `${owner}.${key[1]}`
      if (!comments.has(id)) comments.set(id, pending.filter(Boolean).join(' '))
    }
    if (line && !line.startsWith('//') && !line.startsWith('/*')) pending = undefined
  }
  return comments
}

/** Which exported schema an object is, to find its comments. */
export const exportNames = new Map<unknown, string>(
  Object.entries(schemas).flatMap(([name, value]) => (value && typeof value === 'object' && '_zod' in value ? [[value, name]] : [])),
)

function messageOf(check: Def): string | undefined {
  const error = check._zod?.def?.error
  try {
    const m = typeof error === 'function' ? error({}) : error
    return typeof m === 'string' ? m : typeof m?.message === 'string' ? m.message : undefined
  } catch {
    return undefined
  }
}

export const isPlaceholderOption = (s: z.ZodType) =>
  defOf(s).type === 'string' && (defOf(s).checks ?? []).some((c: Def) => String(c._zod?.def?.pattern ?? '').includes('TODO'))

/** A plain-words type of a schema that is not an object. */
function describe(s: z.ZodType): { type: string; notes: string[] } {
  const def = defOf(s)
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
      return describe(def.innerType)
    case 'lazy':
      return describe((s as any)._zod.innerType)
    case 'pipe':
      return describe(defOf(def.out).type === 'transform' ? def.in : def.out)
    case 'union': {
      const real = def.options.filter((o: z.ZodType) => !isPlaceholderOption(o))
      const parts = real.map(describe)
      const placeholder = real.length < def.options.length
      return {
        type: parts.map((p: { type: string }) => p.type).join(' or ') + (placeholder ? ', or a placeholder "TODO: ..."' : ''),
        notes: parts.flatMap((p: { notes: string[] }) => p.notes),
      }
    }
    case 'string': {
      const notes = (def.checks ?? [])
        .map(messageOf)
        .filter((m: string | undefined): m is string => !!m && m !== 'must not be empty' && !m.includes('TODO'))
      const format = def.format === 'email' ? 'e-mail address' : def.format === 'url' ? 'web address' : 'text'
      return { type: format, notes }
    }
    case 'number': {
      const checks = (def.checks ?? []).map((c: Def) => c._zod?.def ?? {})
      const whole = checks.some((c: Def) => c.format === 'safeint' || c.check === 'number_format')
      const min = checks.find((c: Def) => c.check === 'greater_than')?.value
      const max = checks.find((c: Def) => c.check === 'less_than')?.value
      const range = min !== undefined && max !== undefined ? ` from ${min} to ${max}` : min !== undefined ? ` from ${min}` : ''
      return { type: `${whole ? 'whole number' : 'number'}${range}`, notes: [] }
    }
    case 'boolean':
      return { type: 'true or false', notes: [] }
    case 'literal':
      return { type: def.values.map((v: unknown) => JSON.stringify(v)).join(' or '), notes: [] }
    case 'enum':
      return { type: `one of: ${Object.values(def.entries).join(', ')}`, notes: [] }
    case 'array': {
      const inner = unwrap(def.element)
      if (defOf(inner).type === 'object') return { type: 'list of groups (fields below)', notes: [] }
      const item = describe(def.element)
      return { type: `list of: ${item.type}`, notes: item.notes }
    }
    case 'object':
      return { type: 'group of fields (below)', notes: [] }
    default:
      return { type: def.type, notes: [] }
  }
}

/** The schema inside optional/default/lazy/pipe wrappers. */
export function unwrap(s: z.ZodType): z.ZodType {
  const def = defOf(s)
  if (['optional', 'default', 'nullable', 'readonly'].includes(def.type)) return unwrap(def.innerType)
  if (def.type === 'lazy') return unwrap((s as any)._zod.innerType)
  if (def.type === 'pipe') return unwrap(defOf(def.out).type === 'transform' ? def.in : def.out)
  return s
}

/** Every field of an object schema, nested ones as dotted paths (`leaders[].photo.src`). */
export function fieldsOf(object: z.ZodType, prefix = '', owner = '', seen: z.ZodType[] = []): Field[] {
  const here = exportNames.get(object) ?? owner
  const shape = (object as any).shape as Record<string, z.ZodType>
  const comments = fieldComments()
  return Object.entries(shape).flatMap(([key, schema]) => {
    const def = defOf(schema)
    const required = !['optional', 'default'].includes(def.type)
    const { type, notes } = describe(schema)
    const extra = def.type === 'default' ? [`left out: ${JSON.stringify(def.defaultValue)}`] : []
    const comment = comments.get(`${here}.${key}`)
    const field: Field = { path: `${prefix}${key}`, required, type, notes: [...(comment ? [comment] : []), ...notes, ...extra] }
    let inner = unwrap(schema)
    let childPrefix = `${prefix}${key}.`
    if (defOf(inner).type === 'array') {
      inner = unwrap(defOf(inner).element)
      childPrefix = `${prefix}${key}[].`
    }
    if (defOf(inner).type !== 'object') return [field]
    if (seen.includes(inner)) return [{ ...field, notes: [...field.notes, `each item has the same fields as ${seen.length === 1 ? 'its parent' : 'the items above'}`] }]
    return [field, ...fieldsOf(inner, childPrefix, exportNames.get(inner) ?? here, [...seen, inner])]
  })
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function fieldsMarkdown(): string {
  const lines = [
    '# Field reference',
    '',
    '<!-- Generated by `npm run docs:fields` from lib/content/schemas.ts; do not edit by hand. -->',
    '',
    'Every field an editor can write in the frontmatter (the part between the two `---` lines) of each kind of',
    'content file. "Required" fields must be there; the others may be left out. A field marked',
    '`or a placeholder "TODO: ..."` takes a fact or, until the ministry supplies it, a placeholder such as',
    '`"TODO: ask the church office"`. Nested fields are written with dots: `photo.src` is `src:` indented under',
    '`photo:`; `leaders[].name` is `name:` in each item of the `leaders:` list. How to edit is in',
    '[README.md](README.md).',
    '',
  ]
  for (const [name, { pattern, schema }] of Object.entries(collections)) {
    lines.push(`## ${name}: \`content/${pattern}\``, '', '| field | required | what it takes | notes |', '| --- | --- | --- | --- |')
    for (const f of fieldsOf(schema as unknown as z.ZodType, '', exportNames.get(schema) ?? ''))
      lines.push(`| \`${f.path}\` | ${f.required ? 'yes' : 'no'} | ${cell(f.type)} | ${cell(f.notes.map((n) => (/[.!?)]$/.test(n) ? n : `${n}.`)).join(' '))} |`)
    lines.push('')
  }
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(FIELDS_FILE, fieldsMarkdown())
  console.log(`✓ Wrote ${path.relative(process.cwd(), FIELDS_FILE)}`)
}
