/**
 * Hydrates one island in the browser with React (the build that Next.js renders with, so the
 * server's HTML matches). A failing island puts its static HTML back and leaves the page alone.
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_TAG, markFailed, SLOT_TAG } from './markup'
import { reviveIslandProps } from './props'

/** The HTML of the island's own slots (not those of an island nested in one), by prop path. */
function slotsOf(root: HTMLElement): Map<string, string> {
  const slots = new Map<string, string>()
  for (const element of root.querySelectorAll<HTMLElement>(SLOT_TAG)) {
    if (element.parentElement?.closest(`${ISLAND_TAG}, ${SLOT_TAG}`) === root)
      slots.set(element.dataset.slot ?? '', element.innerHTML)
  }
  return slots
}

/** Calls `done` once React has committed its island: from then on the island's handlers run. */
function Hydrated({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(done, [done])
  return children
}

/**
 * `onHydrated` runs once React has committed the island, inside the effects of its first render, before it
 * renders again: the loader tells it there what the visitor did before it ran (lib/islands/replay.ts).
 * `awaited`: the visitor has acted on it and waits for its answer, so React hydrates it in one go rather than in
 * slices (below).
 */
export function hydrateIsland(
  root: HTMLElement,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from the page's JSON
  Component: ComponentType<any>,
  onHydrated?: () => void,
  { awaited = false }: { awaited?: boolean } = {},
) {
  const name = root.dataset.island
  const slots = slotsOf(root)
  // React keeps a slot's server HTML as it is (dangerouslySetInnerHTML is not compared while hydrating);
  // the HTML string is what a component that moves the slot elsewhere (a carousel) renders there.
  const slot = (path: string) =>
    createElement(SLOT_TAG, {
      key: path,
      'data-slot': path,
      className: 'contents',
      dangerouslySetInnerHTML: { __html: slots.get(path) ?? '' },
      suppressHydrationWarning: true,
    })
  const props = reviveIslandProps(JSON.parse(root.dataset.props ?? '{}'), slot)
  // Kept as text: cloned nodes would be live, and a detached <img> loads at once, lazy or not.
  const staticHtml = root.innerHTML
  let failed = false
  const done = () => {
    root.dataset.hydrated = ''
    onHydrated?.()
  }
  const element = createElement(Hydrated, { done }, createElement(Component, props))
  const options = {
    // React removes a tree whose render threw; the visitor gets the server's HTML back instead.
    onUncaughtError(error: unknown) {
      console.error(`The ${name} island failed; its static HTML stays`, error)
      if (failed) return
      failed = true
      setTimeout(() => {
        reactRoot?.unmount()
        root.innerHTML = staticHtml
        markFailed(root)
      })
    },
  }
  let reactRoot: ReturnType<typeof hydrateRoot> | undefined
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser answer a tap or
  // paint between them, instead of one long task per island (a slow phone's Total Blocking Time). An island the
  // visitor is waiting for (its first action is already marked as heard, lib/islands/acknowledge.ts) is hydrated in
  // one task: on a slow phone, the slices' yields cost it a tenth of a second more before it answers.
  const hydrate = () => {
    reactRoot = hydrateRoot(root, element, options)
  }
  if (awaited) hydrate()
  else startTransition(hydrate)
  // Hydration has begun (React finishes it in the background, then marks it `data-hydrated`); tests read both.
  root.dataset.started = ''
}
