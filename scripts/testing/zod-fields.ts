/**
 * The fields of a zod object schema, read through zod's public API (shape, unwrap, element, description,
 * safeParse) rather than its JSON Schema: what the tests of content/FIELDS.md and the CMS configuration
 * hold the generated files to, found independently of scripts/editors/schema-fields.ts.
 */
import { z } from 'zod'

/**
 * A field takes a placeholder when it accepts one and refuses a near miss of one (which a field that takes
 * any text, such as an image's alt text, accepts as well).
 */
const takesPlaceholder = (s: z.ZodType) =>
  s.safeParse('TODO: ask the church office').success && !s.safeParse('TODO:ask the church office').success

export type ZodField = {
  name: string
  /** Left out, the file is invalid. */
  required: boolean
  description?: string
  /** What the field is when left out, if anything. */
  leftOut?: unknown
  /** A list; the rest below is about its items. */
  list: boolean
  takesPlaceholder: boolean
  options?: string[]
  /** The recursive (lazy) schema it leads to, e.g. a menu item's children. */
  lazy?: z.ZodType
  fields?: () => ZodField[]
}

const unwrapped = (s: z.ZodType): z.ZodType | undefined =>
  s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodLazy
    ? (s.unwrap() as z.ZodType)
    : undefined

const bare = (s: z.ZodType): z.ZodType => {
  const inner = unwrapped(s)
  return inner ? bare(inner) : s
}

const descriptionOf = (s: z.ZodType): string | undefined => {
  const inner = unwrapped(s)
  return s.description ?? (inner && descriptionOf(inner))
}

export function zodFields(schema: z.ZodType): ZodField[] {
  const object = bare(schema)
  if (!(object instanceof z.ZodObject)) throw new Error('expected an object schema')
  return Object.entries(object.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const value = bare(field)
    const list = value instanceof z.ZodArray
    const item = value instanceof z.ZodArray ? (value.element as z.ZodType) : value
    const itemValue = bare(item)
    const absent = field.safeParse(undefined)
    return {
      name,
      required: !absent.success,
      description: descriptionOf(field),
      leftOut: absent.success ? absent.data : undefined,
      list,
      takesPlaceholder: takesPlaceholder(item),
      options: itemValue instanceof z.ZodEnum ? itemValue.options.map(String) : undefined,
      lazy: item instanceof z.ZodLazy ? item : undefined,
      fields: itemValue instanceof z.ZodObject ? () => zodFields(item) : undefined,
    }
  })
}
