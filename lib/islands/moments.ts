/**
 * The moments the islands' loader waits for (docs/islands.md): the first paint, and the browser's first idle moment.
 * The browser is passed in, so a unit test can play it.
 */

/** What the loader uses of the browser's window: passed in, so a unit test can play the browser. */
export type LoaderWindow = {
  requestAnimationFrame: (callback: () => void) => unknown
  setTimeout: (callback: () => void, ms: number) => unknown
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown
  IntersectionObserver: typeof IntersectionObserver
  /** The page's address: an island may start at once when it has a parameter (the registry's `startIfParam`). */
  location: { search: string }
  /** For fetching ahead (lib/islands/ahead.ts): its `connection` (ConnectionFacts), where the browser has one, */
  navigator?: object
  /** the browser's fetch, */
  fetch?: (url: string, init?: RequestInit) => Promise<{ arrayBuffer: () => Promise<unknown> }>
  /** and the page being left. */
  addEventListener?: (type: 'pagehide', listener: () => void) => void
}

/** What the browser says of the connection (`navigator.connection`, where it has one; Safari and Firefox have none). */
export type ConnectionFacts = { saveData?: boolean; effectiveType?: string }

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
