/**
 * Makes a client component an island: a server component that renders it inside `<island-root>`
 * with its props as JSON, so the browser's small loader can hydrate it on its own, without Next.js's
 * runtime (docs/islands.md). The name is a key of the islands' registry (components/islands/registry.ts),
 * and the component must be the one its entry names: anything else fails the type check.
 */
import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { ISLANDS, type IslandName } from '@/components/islands/registry'
import type { ComponentOf, IslandSpec } from '@/lib/islands/define'
import { DevEnhance } from './DevEnhance'
import { ISLAND_TAG, SLOT_TAG } from '@/lib/islands/markup'
import { splitIslandProps } from '@/lib/islands/props'

const slot = (path: string, node: ReactNode) =>
  createElement(SLOT_TAG, { key: path, 'data-slot': path, className: 'contents' }, node)

type Registered<N extends IslandName> = ComponentOf<(typeof ISLANDS)[N]>

export function island<N extends IslandName>(name: N, Component: Registered<N>) {
  const spec: IslandSpec = ISLANDS[name]
  const load = spec.start ?? 'now'
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props were checked where the island is rendered
  const Rendered = Component as ComponentType<any>
  function Island(props: ComponentProps<Registered<N>>) {
    const { json, rendered } = splitIslandProps(props as Record<string, unknown>, slot)
    return createElement(
      ISLAND_TAG,
      {
        'data-island': name,
        'data-load': load === 'now' ? undefined : load,
        // What the loader starts: the export of the island's code (whose address the export step adds, as
        // `data-code`), and the parameter that starts it at once; the loader carries no list of islands.
        'data-component': spec.component,
        'data-enhance': spec.enhance,
        'data-start-if': spec.startIfParam,
        'data-props': JSON.stringify(json),
        className: 'contents',
      },
      createElement(Rendered, rendered),
      // A DOM island's enhancer runs from the export's loader; in development nothing else would run it.
      spec.enhance !== undefined && process.env.NODE_ENV === 'development' ? createElement(DevEnhance, { name }) : null,
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
