/**
 * The fields of a content collection as plain data, read from zod's JSON Schema export of its schema
 * (z.toJSONSchema): the field reference (docs-fields.ts) and the CMS configuration (decap-config.ts)
 * are both made from this. Descriptions are the `.meta({ description })` of each field in
 * lib/content/schemas/. Refinements (the loader's error messages) are not part of it.
 */
import { z } from 'zod'
import { PLACEHOLDER_PATTERN } from '../../lib/content/schemas'

/**
 * What a field takes. A `group` reached again through a recursive schema (the menu) is the same object.
 * A field that may hold a placeholder has `placeholder`, and `form`: how its answer is written.
 */
export type Value = { placeholder?: true; form?: string } &
  /** `pattern`: the regular expression the text must match (a phone number, a clock time, digits, a slug). */
  (
    | { kind: 'text'; format?: 'email' | 'uri'; pattern?: string }
    /** Only a "TODO: ..." placeholder, e.g. a `pending` note. */
    | { kind: 'placeholder' }
    | { kind: 'number'; whole: boolean; min?: number; max?: number }
    | { kind: 'boolean' }
    | { kind: 'constant'; value: unknown }
    | { kind: 'choice'; options: string[] }
    /** `namesOf`: the items name entries of another list of the same file by its field (`services.title`). */
    | { kind: 'list'; item: Value; namesOf?: string }
    | Group
  )
export type Group = { kind: 'group'; fields: Field[] }

/** `answerInto`: a placeholder note whose answer is the value of another field of its group (a link's `url`). */
export type Field = {
  name: string
  required: boolean
  description?: string
  default?: unknown
  answerInto?: string
  value: Value
}

type Node = z.core.JSONSchema.JSONSchema

/** The fields of an object schema (a collection's frontmatter). */
export function schemaFields(schema: z.ZodType): Field[] {
  // io 'input': what an editor writes, so a field with a default is not required. Refinements (refine,
  // superRefine) are left out. 'any' turns a type JSON Schema cannot express into `{}`, which valueOf
  // below then refuses, naming the field, instead of zod throwing without one.
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' })
  const defs = new Map<string, Value>()

  function resolve(ref: string, at: string): Value {
    const known = defs.get(ref)
    if (known) return known
    const target = /^#\/\$defs\/(.+)$/.exec(ref)?.[1]
    const node = target === undefined ? undefined : root.$defs?.[target]
    if (!node || typeof node !== 'object') throw new Error(`${at}: cannot follow ${ref}`)
    if (node.type !== 'object') {
      const value = valueOf(node, at)
      defs.set(ref, value)
      return value
    }
    // Registered before its fields are read, so that a field leading back to it finds it.
    const group: Group = { kind: 'group', fields: [] }
    defs.set(ref, group)
    group.fields.push(...fieldsOf(node, at))
    return group
  }

  function fieldsOf(node: Node, at: string): Field[] {
    const required = new Set(node.required ?? [])
    return Object.entries(node.properties ?? {}).map(([name, property]) => {
      const field = typeof property === 'object' ? property : {}
      return {
        name,
        required: required.has(name),
        ...(field.description ? { description: field.description } : {}),
        ...(field.default !== undefined ? { default: field.default } : {}),
        ...(typeof field.answerInto === 'string' ? { answerInto: field.answerInto } : {}),
        value: valueOf(field, at ? `${at}.${name}` : name),
      }
    })
  }

  function valueOf(node: Node, at: string): Value {
    if (node.$ref) return resolve(node.$ref, at)
    if (node.anyOf) {
      const real = node.anyOf.filter((o) => !isPlaceholder(o))
      if (real.length !== 1) throw new Error(`${at}: no plain words for a choice of ${real.length} kinds of value`)
      const value = valueOf(real[0]!, at)
      const form = typeof real[0]!.answerForm === 'string' ? { form: real[0]!.answerForm } : {}
      return real.length < node.anyOf.length ? { ...value, placeholder: true, ...form } : value
    }
    if (node.const !== undefined) return { kind: 'constant', value: node.const }
    switch (node.type) {
      case 'string':
        if (node.enum) return { kind: 'choice', options: node.enum.map(String) }
        if (isPlaceholder(node)) return { kind: 'placeholder' }
        return {
          kind: 'text',
          ...(node.format === 'email' || node.format === 'uri' ? { format: node.format } : {}),
          ...(typeof node.pattern === 'string' ? { pattern: node.pattern } : {}),
        }
      case 'integer':
      case 'number':
        return {
          kind: 'number',
          whole: node.type === 'integer',
          ...(node.minimum !== undefined && node.minimum > Number.MIN_SAFE_INTEGER ? { min: node.minimum } : {}),
          ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? { max: node.maximum } : {}),
        }
      case 'boolean':
        return { kind: 'boolean' }
      case 'array':
        if (!node.items || typeof node.items !== 'object' || Array.isArray(node.items))
          throw new Error(`${at}: a list without one kind of item`)
        return {
          kind: 'list',
          item: valueOf(node.items, `${at}[]`),
          ...(typeof node.namesOf === 'string' ? { namesOf: node.namesOf } : {}),
        }
      case 'object':
        return { kind: 'group', fields: fieldsOf(node, at) }
      default:
        throw new Error(`${at}: no plain words for ${JSON.stringify(node)} (teach scripts/editors/schema-fields.ts)`)
    }
  }

  const top = valueOf(root, '')
  if (top.kind !== 'group') throw new Error('a collection schema must be an object')
  return top.fields
}

/** A string schema that takes only a "TODO: ..." placeholder (the second option of orPlaceholder). */
function isPlaceholder(node: Node): boolean {
  return node.type === 'string' && node.pattern === PLACEHOLDER_PATTERN.source
}

/** The field at a path of frontmatter values (`['leaders', 0, 'bio']`), through groups and list items. */
export function fieldAt(fields: Field[], path: ReadonlyArray<PropertyKey>): Field | undefined {
  let found: Field | undefined
  let value: Value | undefined = { kind: 'group', fields }
  for (const key of path) {
    if (value?.kind === 'list' && typeof key === 'number') {
      value = value.item
      continue
    }
    if (value?.kind !== 'group') return undefined
    found = value.fields.find((f) => f.name === key)
    value = found?.value
  }
  return found
}
