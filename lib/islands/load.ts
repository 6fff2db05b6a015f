/**
 * The one script a page with islands loads (docs/islands.md): it finds the page's `<island-root>`
 * elements and, for each, fetches that island's code and React (shared by all islands and cached
 * across pages) and hydrates it: at once, or when the visitor nears it. One island failing to load
 * or run never stops the others, and the page's HTML stays readable whatever happens.
 */
import type { ComponentType } from 'react'
import { holdEarlySends } from '../forms/held-send'
import { sendSavedMessagesWhenOnline } from '../forms/outbox-wake'
import type { IslandSpec } from './define'
import { ISLAND_TAG, NEAR_MARGIN } from './markup'

/** The islands' registry (components/islands/registry.ts). */
export type IslandRegistry = Record<string, IslandSpec>

export function startIslands(registry: IslandRegistry, document: Document = window.document) {
  // Message forms: a Send pressed before its island starts is held for it; saved messages go when online.
  holdEarlySends(document)
  sendSavedMessagesWhenOnline(document)
  const start = (root: HTMLElement) => {
    const name = root.dataset.island ?? ''
    const spec = registry[name]
    if (!spec) return console.error(`No island is called "${name}"`)
    Promise.all([import('./hydrate'), spec.code()])
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props
      .then(([{ hydrateIsland }, code]) => hydrateIsland(root, code[spec.component] as ComponentType<any>))
      .catch((error: unknown) => console.error(`The ${name} island could not start; its static HTML stays`, error))
  }
  const roots = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  const near = roots.filter((root) => root.dataset.load === 'near')
  for (const root of roots) if (!near.includes(root)) start(root)
  if (near.length === 0) return
  // An island's element has no box of its own (display: contents): its children are what is near.
  const rootOf = new Map<Element, HTMLElement>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const root = rootOf.get(entry.target)
        if (!entry.isIntersecting || !root) continue
        for (const child of root.children) {
          observer.unobserve(child)
          rootOf.delete(child)
        }
        start(root)
      }
    },
    { rootMargin: NEAR_MARGIN },
  )
  for (const root of near) {
    for (const child of root.children) {
      rootOf.set(child, root)
      observer.observe(child)
    }
  }
}
