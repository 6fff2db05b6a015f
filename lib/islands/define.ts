/**
 * The shape of the islands' registry (components/islands/registry.ts): for each island, by the name a
 * page's HTML carries, the code the browser loads, the component that code exports and when it starts.
 */
import type { ComponentType } from 'react'
import type { IslandLoad } from './markup'

export type IslandSpec = {
  /** Loads the island's code in the browser: one chunk per island (scripts/islands/bundle.ts). */
  code: () => Promise<Record<string, unknown>>
  /** The export of that code that is the island's component. */
  component: string
  /** When it starts: `now` (the default), `near` or `interaction` (docs/islands.md). */
  start?: IslandLoad
  /**
   * A small script that runs as soon as a page with this island opens, after the loader and before the
   * island starts (a message form's guard, which holds a Send pressed before then): its own chunk, named
   * by the pages that have the island. The loader never calls it.
   */
  early?: () => Promise<unknown>
  /**
   * Stylesheets it needs before it starts, as import paths (`'slick-carousel/slick/slick.css'`): bundled
   * into one file per island and linked in the head of the pages that have it, and in no other CSS.
   */
  styles?: readonly string[]
}

/** Holds each entry's `component` to an export of its `code`: a name that is not one fails the type check. */
type Checked<T extends Record<string, IslandSpec>> = { [N in keyof T]: T[N] & { component: keyof Awaited<ReturnType<T[N]['code']>> & string } }

export function defineIslands<const T extends Record<string, IslandSpec>>(islands: T & Checked<T>): T {
  return islands
}

/** The component an entry's code exports under its `component` name. */
export type ComponentOf<S extends IslandSpec> = Awaited<ReturnType<S['code']>>[S['component']] extends infer C
  ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's own props type flows through
    C extends ComponentType<any>
    ? C
    : never
  : never
