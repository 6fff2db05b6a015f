/**
 * The browser, played by hand for the loader's unit tests (lib/islands/load.test.ts, ahead.test.ts): its frames,
 * tasks and idle moments run, what comes into view is seen and the page is left when the test says; what it fetches
 * ahead is recorded.
 */
import type { LoaderWindow } from '../moments'

export type PlayedOptions = {
  /** The page's query string. */
  search?: string
  /** What `navigator.connection` says, if the browser has one. */
  connection?: object
  visibilityState?: 'visible' | 'hidden'
}

export function playedBrowser(
  roots: object[],
  { search = '', connection, visibilityState = 'visible' }: PlayedOptions = {},
) {
  const queue = { frames: [] as (() => void)[], tasks: [] as (() => void)[], idle: [] as (() => void)[] }
  const fetched: string[] = []
  const left: (() => void)[] = []
  let observed: { callback: IntersectionObserverCallback; targets: Set<object> } | undefined
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      observed = { callback, targets: new Set() }
    }
    observe(target: object) {
      observed!.targets.add(target)
    }
    unobserve(target: object) {
      observed!.targets.delete(target)
    }
  }
  const view: LoaderWindow = {
    requestAnimationFrame: (callback) => queue.frames.push(callback),
    setTimeout: (callback) => queue.tasks.push(callback),
    requestIdleCallback: (callback) => queue.idle.push(callback),
    IntersectionObserver: Observer as unknown as typeof IntersectionObserver,
    location: { search },
    navigator: connection ? { connection } : {},
    fetch: async (url) => (fetched.push(url), { arrayBuffer: async () => new ArrayBuffer(0) }),
    addEventListener: (_type, listener) => void left.push(listener),
  }
  const document = {
    querySelectorAll: () => roots,
    querySelector: () => null,
    visibilityState,
    head: { append: () => {} },
    createElement: () => ({}),
  } as unknown as Document
  const run = (list: (() => void)[]) => list.splice(0).forEach((f) => f())
  return {
    view,
    document,
    /** What was fetched ahead, in order. */
    fetched,
    /** The browser draws a frame, then runs the tasks queued meanwhile: the first paint has happened. */
    paint: () => (run(queue.frames), run(queue.tasks)),
    idle: () => run(queue.idle),
    /** The tasks queued by now run (a timer's time has come). */
    tasks: () => run(queue.tasks),
    /** The visitor leaves the page. */
    leave: () => left.forEach((f) => f()),
    /** These elements come into view (or within the near margin). */
    inView: (...targets: object[]) =>
      observed?.callback(
        targets
          .filter((t) => observed!.targets.has(t))
          .map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
  }
}
