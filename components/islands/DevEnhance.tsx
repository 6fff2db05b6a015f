'use client'

/**
 * In `npm run dev` only: Next.js's runtime hydrates the React islands there, but a DOM island's HTML is a
 * server component's, so nothing would run it. `island()` puts this beside a DOM island's HTML in
 * development; it runs the island's enhancer as the export's loader would. The export never has it.
 */
import { useEffect, useRef } from 'react'
import { ISLANDS, type IslandName } from '@/components/islands/registry'
import type { IslandSpec } from '@/lib/islands/define'
import { enhanceIsland } from '@/lib/islands/load'
import { ISLAND_TAG } from '@/lib/islands/markup'

/** The islands whose enhancer has been asked for: effects run twice in development, and its code arrives later. */
const enhancing = new WeakSet<HTMLElement>()

export function DevEnhance({ name }: { name: IslandName }) {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const root = marker.current?.closest<HTMLElement>(ISLAND_TAG)
    const spec: IslandSpec = ISLANDS[name]
    if (!root || spec.enhance === undefined || enhancing.has(root)) return
    enhancing.add(root)
    const enhance = spec.enhance
    void spec.code().then((code) => enhanceIsland(root, code[enhance] as Parameters<typeof enhanceIsland>[1]))
  }, [name])
  return <span ref={marker} hidden />
}
