/**
 * Makes a client component an island: a server component that renders it inside `<island-root>`
 * with its props as JSON, so the browser's small loader can hydrate it on its own, without Next.js's
 * runtime (docs/islands.md). Each island has an entry in components/islands/ under the same name.
 */
import { createElement, type ComponentType, type ReactNode } from 'react'
import { ISLAND_NAME, ISLAND_TAG, SLOT_TAG, type IslandLoad } from './markup'
import { splitIslandProps } from './props'

const slot = (path: string, node: ReactNode) => createElement(SLOT_TAG, { key: path, 'data-slot': path, className: 'contents' }, node)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's own props type flows through
export function island<P extends Record<string, any>>(name: string, Component: ComponentType<P>, { load = 'now' }: { load?: IslandLoad } = {}) {
  if (!ISLAND_NAME.test(name)) throw new Error(`Island name "${name}" must be lower-case words joined by hyphens`)
  function Island(props: P) {
    const { json, rendered } = splitIslandProps(props, slot)
    return createElement(
      ISLAND_TAG,
      { 'data-island': name, 'data-load': load === 'now' ? undefined : load, 'data-props': JSON.stringify(json), className: 'contents' },
      createElement(Component, rendered as P),
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
