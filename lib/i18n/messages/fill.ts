/**
 * Interface texts with a value in them carry `{name}` placeholders, filled here: one style for the
 * whole catalogue, because an island's props travel as JSON and a function could not go with them.
 * This module imports no catalogue, so islands may use it.
 *
 * The catalogue's type (./types.ts) keeps each text's placeholder names, so TypeScript checks that a
 * call passes a value for every one; a text typed only as `string` (from content, say) is checked when it runs.
 */

declare const placeholderNames: unique symbol

/** The placeholder names of a text type: `Placeholders<'{n} of {total}'>` is 'n' | 'total'. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Unbraced<Name> | Placeholders<Rest>
  : never

// '{{index}}' (swiper's own placeholders) reads as the name 'index', as the pattern below does.
type Unbraced<Name extends string> = Name extends `{${infer Inner}` ? Inner : Name

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never

/**
 * A text that holds the placeholders `Names`, in any order and with any words around them: what each
 * language's text must be assignable to. It remembers the names, so `fill` can ask for their values.
 */
export type Template<Names extends string> = ([Names] extends [never]
  ? string
  : Intersection<Names extends string ? `${string}{${Names}}${string}` : never>) & {
  readonly [placeholderNames]?: Names
}

/**
 * The names a text needs values for: from a catalogue text's type or a literal's words; any name for a plain string.
 */
export type NamesOf<T extends string> = T extends { readonly [placeholderNames]?: infer Names }
  ? Extract<Names, string>
  : string extends T
    ? string
    : Placeholders<T>

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * Fills the `{name}` placeholders of a text: `fill('{n} of {total}', { n: 1, total: 3 })` is "1 of 3".
 * A placeholder without a value is a mistake in the code, not something to show a visitor: it throws.
 */
export function fill<T extends string>(template: T, values: Record<NamesOf<T>, string | number>): string {
  const given: Record<string, string | number> = values
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in given)) throw new Error(`No value for {${name}} in "${template}"`)
    return String(given[name])
  })
}

/** The placeholder names of a text, in order: `placeholders('See {link}.')` is ['link']. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!)
}
