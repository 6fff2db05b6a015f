/**
 * The script every page with islands loads (docs/islands.md; an island's early script may come after it): it
 * finds the page's `<island-root>` elements and, for each, fetches that island's code (and React, shared by
 * the React islands and cached across pages) and starts it, after the first paint: when it is visible or
 * near, or at idle, or, for an island that waits for the visitor, at their first tap, focus or key in it,
 * what they do meanwhile held (lib/islands/hold.ts) and done again once it runs (lib/islands/replay.ts, fetched
 * with the island's code). One island failing to
 * load or run never stops the others, and the page's HTML stays readable whatever happens.
 */
import type { ComponentType } from 'react'
import type { Enhancer, IslandSpec } from './define'
import { INTERACTIONS, ISLAND_TAG, markFailed, NEAR_MARGIN, START_EVENT } from './markup'
import { holdUntilStarted, type Holder } from './hold'

/** What the loader knows of the island an `<island-root>` holds; undefined when it is none. */
export type SpecOf = (
  root: HTMLElement,
) => Pick<IslandSpec, 'code' | 'component' | 'enhance' | 'startIfParam'> | undefined

/**
 * The island as its page names it (components/islands/island.tsx, and the export step's `data-code`, the address
 * of its code): so the loader, on every page, carries no list of the site's islands.
 */
export const specFromPage: SpecOf = (root) => {
  const { code, component, enhance, startIf } = root.dataset
  if (!code || (!component && !enhance)) return undefined
  return {
    code: () => import(/* webpackIgnore: true */ code),
    component,
    enhance,
    startIfParam: startIf,
  } as ReturnType<SpecOf>
}

/** What the loader uses of the browser's window: passed in, so a unit test can play the browser. */
export type LoaderWindow = {
  requestAnimationFrame: (callback: () => void) => unknown
  setTimeout: (callback: () => void, ms: number) => unknown
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown
  IntersectionObserver: typeof IntersectionObserver
  /** The page's address: an island may start at once when it has a parameter (the registry's `startIfParam`). */
  location: { search: string }
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
 * wherever it is, one marked `near` only when the visitor nears it, and one marked `interaction` only when
 * the visitor taps, focuses or presses a key in it (or, with a `startIfParam`, after the first paint when
 * the page's address has that parameter). Any island starts at once when the page's code asks
 * (START_EVENT on its root).
 */
export function startIslands(
  specOf: SpecOf = specFromPage,
  document: Document = window.document,
  view: LoaderWindow = window,
  // React and the hydration code, shared by all islands: a chunk of its own, fetched with the first island.
  hydration: () => Promise<Pick<typeof import('./hydrate'), 'hydrateIsland'>> = () => import('./hydrate'),
  // Doing again what the visitor did before an island ran: fetched with the first island that waited for them.
  replayCode: () => Promise<Pick<typeof import('./replay'), 'replayHeld'>> = () => import('./replay'),
) {
  const started = new Set<HTMLElement>()
  // What the visitor does in an `interaction` island before it runs, done again once it does.
  const holders = new Map<HTMLElement, Holder>()
  const start = (root: HTMLElement) => {
    if (started.has(root)) return
    started.add(root)
    const name = root.dataset.island ?? ''
    const spec = specOf(root)
    if (!spec) return console.error(`The ${name} island has no code`)
    // What the visitor did before it runs, done again as it starts: that code comes with the island's.
    const holder = holders.get(root)
    const replaying = holder ? replayCode() : Promise.resolve(undefined)
    const replayWith = (code: Awaited<ReturnType<typeof replayCode>> | undefined) => () => {
      if (holder && code) code.replayHeld(root, holder.take(), (callback, ms) => view.setTimeout(callback, ms))
    }
    const { enhance, component = '' } = spec
    const starting =
      enhance !== undefined
        ? Promise.all([spec.code(), replaying]).then(([code, replay]) => {
            enhanceIsland(root, code[enhance] as Enhancer<unknown>)
            replayWith(replay)()
          })
        : Promise.all([hydration(), spec.code(), replaying]).then(([{ hydrateIsland }, code, replay]) =>
            // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props
            hydrateIsland(root, code[component] as ComponentType<any>, replayWith(replay)),
          )
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
    if (!onInteraction(root)) continue
    // The tap, the focus or the key comes before its click or its letters: the island's code is on its way
    // by then, and what the visitor does meanwhile is held and done again once it runs.
    holders.set(root, holdUntilStarted(root))
    for (const type of INTERACTIONS) root.addEventListener(type, now, { once: true, passive: true })
  }
  // An island that waits for the visitor, on a page whose address says they have already asked (a search).
  const params = new URLSearchParams(view.location.search)
  const askedFor = (root: HTMLElement) => {
    const param = specOf(root)?.startIfParam
    return onInteraction(root) && param !== undefined && params.has(param)
  }
  const asked = roots.filter(askedFor)
  const waiting = roots.filter((root) => !onInteraction(root))
  if (waiting.length === 0 && asked.length === 0) return
  afterFirstPaint(() => {
    asked.forEach(start)
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
