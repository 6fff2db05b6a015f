/**
 * Interface texts that an island completes in the browser carry `{name}` placeholders rather than
 * being functions: an island's props travel as JSON. This module imports no catalogue, so islands may use it.
 */

/** Fills the `{name}` placeholders of a text: `fill('{n} of {total}', { n: 1, total: 3 })` is "1 of 3". Unknown names stay as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** The placeholder names of a text, in order: `placeholders('See {link}.')` is ['link']. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
}
