/**
 * A catalogue: the English one's shape, with every text typed as any text holding the same `{name}`
 * placeholders. So a translation that drops or misspells a placeholder fails the type check, and
 * `fill` and `rich` know which values each text needs.
 */
import type { en } from './en'
import type { Placeholders, Template } from './fill'

export type Messages = CatalogueOf<typeof en>

/** The type a part of a catalogue must have in every language, from its English text. */
export type CatalogueOf<T> = T extends string
  ? Template<Placeholders<T>>
  : { readonly [K in keyof T]: CatalogueOf<T[K]> }
