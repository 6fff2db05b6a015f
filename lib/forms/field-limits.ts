/**
 * How long each field of the message forms may be, in one place (docs/behaviour.md, "Forms"): the one-line
 * fields carry them as `maxLength` (components/forms/fields.tsx; a message box does not, as the browser would
 * cut a longer paste unseen), and the forms check every field in code just before a message is sent or kept
 * on the phone (`overLimit`), which also catches what a script or an old page put in a field. A field
 * without a limit here has none.
 */
export const FIELD_LIMITS = {
  /** The main form's name and e-mail, and a congregation's form's. */
  name: 100,
  user_name: 100,
  /** The longest address the e-mail standards allow. */
  email: 254,
  user_email: 254,
  subject: 200,
  message: 5000,
} as const satisfies Record<string, number>

/** The limit of a field by its name; undefined where it has none. */
export const limitOf = (name: string): number | undefined => (FIELD_LIMITS as Partial<Record<string, number>>)[name]

/**
 * A field's length as its `maxLength` counts it: a line break is one character, though a form's data
 * (`FormData`) sends a textarea's as two (`\r\n`).
 */
export const lengthOf = (value: string) => value.replace(/\r\n/g, '\n').length

export type OverLimit = { field: string; limit: number; length: number }

/** The first field of `fields` (a form's fields by name) that is longer than its limit; undefined when none is. */
export function overLimit(fields: Record<string, string>): OverLimit | undefined {
  for (const [field, value] of Object.entries(fields)) {
    const limit = limitOf(field)
    if (limit !== undefined && lengthOf(value) > limit) return { field, limit, length: lengthOf(value) }
  }
  return undefined
}
