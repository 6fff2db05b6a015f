/**
 * The script every page with islands loads (docs/islands.md; an island's early script may come after it): it
 * finds the page's `<island-root>` elements and, for each, fetches that island's code and React (shared by
 * all islands and cached across pages) and hydrates it, after the first paint: when it is visible or near,
 * or at idle, or, for an island that waits for the visitor, at their first tap or focus in it. One island
 * failing to load or run never stops the others, and the page's HTML stays readable whatever happens.
 */
import type { ComponentType } from 'react'
import type { Enhancer, IslandSpec } from './define'
import { INTERACTIONS, ISLAND_TAG, markFailed, NEAR_MARGIN, START_EVENT } from './markup'

/** The islands' registry (components/islands/registry.ts). */
export type IslandRegistry = Record<string, IslandSpec>

/** What the loader uses of the browser's window: passed in, so a unit test can play the browser. */
export type LoaderWindow = {
  requestAnimationFrame: (callback: () => void) => unknown
  setTimeout: (callback: () => void, ms: number) => unknown
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown
  IntersectionObserver: typeof IntersectionObserver
}

/**
 * Starts a DOM island: its enhancer adds its listeners to the server's HTML, and from then on they run
 * (`data-hydrated`, as for a React island). One that throws leaves the HTML as the server sent it.
 */
export function enhanceIsland(root: HTMLElement, enhance: Enhancer<unknown>) {
  const staticHtml = root.innerHTML
  root.dataset.started = ''
  try {
    enhance(root, JSON.parse(root.dataset.props ?? '{}'))
  } catch (error) {
    root.innerHTML = staticHtml
    throw error
  }
  root.dataset.hydrated = ''
}

/** Runs `then` after the page's first paint: a frame is drawn between the animation frame and the task after it. */
export function afterFirstPaint(then: () => void, view: LoaderWindow) {
  view.requestAnimationFrame(() => view.setTimeout(then, 0))
}

/** How long an island that starts with the page waits for an idle moment at most, in ms. */
export const IDLE_TIMEOUT = 2000

/** Runs `then` when the browser is idle (soon after load on a quiet page), or after IDLE_TIMEOUT at the latest. */
export function whenIdle(then: () => void, view: LoaderWindow) {
  if (view.requestIdleCallback) view.requestIdleCallback(then, { timeout: IDLE_TIMEOUT })
  else view.setTimeout(then, IDLE_TIMEOUT / 4)
}

/**
 * Starts the page's islands, none before the first paint: so the stylesheet and the first image are the
 * only things a slow link carries until the page shows. Then each island starts when it is visible or
 * near; an island that starts with the page (no `data-load`) also starts at the first idle moment
 * wherever it is, one marked `near` only when the visitor nears it, and one marked `interaction` (a
 * message form) only when the visitor taps or focuses something in it. Any island starts at once when
 * the page's code asks (START_EVENT on its root).
 */
export function startIslands(
  registry: IslandRegistry,
  document: Document = window.document,
  view: LoaderWindow = window,
  // React and the hydration code, shared by all islands: a chunk of its own, fetched with the first island.
  hydration: () => Promise<Pick<typeof import('./hydrate'), 'hydrateIsland'>> = () => import('./hydrate'),
) {
  const started = new Set<HTMLElement>()
  const start = (root: HTMLElement) => {
    if (started.has(root)) return
    started.add(root)
    const name = root.dataset.island ?? ''
    const spec = registry[name]
    if (!spec) return console.error(`No island is called "${name}"`)
    const starting =
      spec.enhance !== undefined
        ? spec.code().then((code) => enhanceIsland(root, code[spec.enhance] as Enhancer<unknown>))
        : Promise.all([hydration(), spec.code()])
            // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props
            .then(([{ hydrateIsland }, code]) => hydrateIsland(root, code[spec.component] as ComponentType<any>))
    starting.catch((error: unknown) => {
      console.error(`The ${name} island could not start; its static HTML stays`, error)
      markFailed(root)
    })
  }
  const roots = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  if (roots.length === 0) return
  const onInteraction = (root: HTMLElement) => root.dataset.load === 'interaction'
  for (const root of roots) {
    const now = () => start(root)
    root.addEventListener(START_EVENT, now, { once: true })
    // The tap or the focus comes before its click or key: the island's code is on its way by then, and
    // what the visitor does meanwhile is kept (a form's fields are the browser's; its Send is held).
    if (onInteraction(root)) for (const type of INTERACTIONS) root.addEventListener(type, now, { once: true, passive: true })
  }
  const waiting = roots.filter((root) => !onInteraction(root))
  if (waiting.length === 0) return
  afterFirstPaint(() => {
    // An island's element has no box of its own (display: contents): its children are what is near.
    const rootOf = new Map<Element, HTMLElement>()
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const root = rootOf.get(entry.target)
          if (!entry.isIntersecting || !root) continue
          for (const child of root.children) observer.unobserve(child)
          start(root)
        }
      },
      { rootMargin: NEAR_MARGIN },
    )
    for (const root of waiting) {
      for (const child of root.children) {
        rootOf.set(child, root)
        observer.observe(child)
      }
    }
    // Islands with nothing to observe (no element of their own yet) start with the rest at idle.
    const atIdle = waiting.filter((root) => root.dataset.load !== 'near' || root.children.length === 0)
    whenIdle(() => atIdle.forEach(start), view)
  }, view)
}
