/**
 * The shape of the islands' registry (components/islands/registry.ts): for each island, by the name a
 * page's HTML carries, the code the browser loads, what that code exports (a React component to hydrate,
 * or a function that enhances the server's HTML without React) and when it starts.
 */
import type { ComponentType } from 'react'
import type { IslandLoad } from './markup'

/**
 * A DOM island's code (docs/islands.md): it is given the island's `<island-root>`, whose HTML the server
 * rendered complete, and the island's props as JSON (without its slots), and adds the few listeners the
 * island needs to the elements already there. No React comes to the page for it.
 */
export type Enhancer<P> = (root: HTMLElement, props: P) => void

type CommonSpec = {
  /** Loads the island's code in the browser: one chunk per island (scripts/build/islands/bundle.ts). */
  code: () => Promise<Record<string, unknown>>
  /** When it starts: `now` (the default), `near` or `interaction` (docs/islands.md). */
  start?: IslandLoad
  /**
   * For an island that starts at the visitor's first action: a parameter of the page's address that says
   * they have already asked for it (the search page opened with `?q=`), so it starts after the first
   * paint without waiting.
   */
  startIfParam?: string
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

/** A React island: the export of its code named `component` is hydrated with React. */
type ReactSpec = CommonSpec & { component: string; enhance?: never }
/** A DOM island: the export of its code named `enhance` (an Enhancer) runs on the server's HTML. */
type DomSpec = CommonSpec & { enhance: string; component?: never }

export type IslandSpec = ReactSpec | DomSpec

/**
 * Holds each entry's `component` or `enhance` to an export of its `code`: a name that is not one fails the type check.
 */
type Checked<T extends Record<string, IslandSpec>> = {
  [N in keyof T]: T[N] extends { enhance: string }
    ? T[N] & { enhance: keyof Awaited<ReturnType<T[N]['code']>> & string }
    : T[N] & { component: keyof Awaited<ReturnType<T[N]['code']>> & string }
}

export function defineIslands<const T extends Record<string, IslandSpec>>(islands: T & Checked<T>): T {
  return islands
}

/**
 * The component a server renders for an entry: the one its code exports under `component`, or, for a DOM
 * island, any component that takes the props its enhancer is given.
 */
export type ComponentOf<S extends IslandSpec> = S extends { enhance: infer E extends string }
  ? Awaited<ReturnType<S['code']>>[E] extends Enhancer<infer P>
    ? ComponentType<P>
    : never
  : S extends { component: infer K extends string }
    ? Awaited<ReturnType<S['code']>>[K] extends infer C
      ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's own props type flows through
        C extends ComponentType<any>
        ? C
        : never
      : never
    : never
