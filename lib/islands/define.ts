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

/**
 * An island whose whole behaviour is its early script (the copy buttons): the page runs it as it opens, so the
 * visitor's first tap is answered by code already running, and the loader has nothing to start. Its HTML is an
 * `<island-root>` like any other, with its props as JSON, for the early script to read.
 */
type EarlySpec = Pick<CommonSpec, 'styles'> & {
  early: () => Promise<unknown>
  code?: never
  component?: never
  enhance?: never
  start?: never
  startIfParam?: never
}

export type IslandSpec = ReactSpec | DomSpec | EarlySpec

/**
 * Holds each entry's `component` or `enhance` to an export of its `code`: a name that is not one fails the type check.
 */
type Checked<T extends Record<string, IslandSpec>> = {
  [N in keyof T]: T[N] extends { code: () => Promise<infer M> }
    ? T[N] extends { enhance: string }
      ? T[N] & { enhance: keyof M & string }
      : T[N] & { component: keyof M & string }
    : T[N]
}

export function defineIslands<const T extends Record<string, IslandSpec>>(islands: T & Checked<T>): T {
  return islands
}

/**
 * What the module of an island that is only its early script declares, for the type check alone, so that its
 * component is held to the props the script reads from `data-props`: `export declare const islandProps: P`
 * (a declaration, which emits no code).
 */
export type EarlyProps<P> = { readonly islandProps: P }

/**
 * The component a server renders for an entry: the one its code exports under `component`; for a DOM
 * island, any component that takes the props its enhancer is given; for an island that is only its early
 * script, any component that takes the props its early script's module names (`EarlyProps`).
 */
export type ComponentOf<S extends IslandSpec> = S extends { code?: never; early: () => Promise<infer M> }
  ? M extends EarlyProps<infer P>
    ? ComponentType<P>
    : never
  : S extends { enhance: infer E extends string; code: () => Promise<unknown> }
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
