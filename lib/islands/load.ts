/**
 * The script every page with islands loads (docs/islands.md; an island's early script may come after it): it
 * finds the page's `<island-root>` elements and, for each, fetches that island's code (and React, shared by
 * the React islands and cached across pages) and starts it, after the first paint: when it is visible or
 * near, or at idle, or, for an island that waits for the visitor, at their first tap, focus or key in it,
 * what they do meanwhile held (lib/islands/hold.ts) and done again once it runs (lib/islands/replay.ts, fetched
 * with the island's code). That first action is heard at once (lib/islands/acknowledge.ts), and such an island's code
 * may have been fetched ahead, never run, while the visitor read (lib/islands/ahead.ts). One island failing to
 * load or run never stops the others, and the page's HTML stays readable whatever happens.
 */
import type { ComponentType } from 'react'
import type { Enhancer, IslandSpec } from './define'
import { FAILED_EVENT, INTERACTIONS, ISLAND_TAG, markFailed, NEAR_MARGIN, START_EVENT } from './markup'
import { acknowledge } from './acknowledge'
import { afterFirstPaint, whenIdle, type ConnectionFacts, type LoaderWindow } from './moments'
import { DWELL_MS, fetchAhead, fetchesAhead, preloadModules } from './ahead'
import { holdUntilStarted, type Holder } from './hold'

/** What the loader knows of the island an `<island-root>` holds; undefined when it is none. */
export type SpecOf = (
  root: HTMLElement,
) => (Pick<IslandSpec, 'component' | 'enhance' | 'startIfParam'> & Required<Pick<IslandSpec, 'code'>>) | undefined

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

export type { LoaderWindow } from './moments'

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

/**
 * Starts the page's islands, none before the first paint: so the stylesheet and the first image are the
 * only things a slow link carries until the page shows. Then each island starts when it is visible or
 * near; an island that starts with the page (no `data-load`) also starts at the first idle moment
 * wherever it is, one marked `near` only when the visitor nears it, and one marked `interaction` only when
 * the visitor taps, focuses or presses a key in it (or, with a `startIfParam`, after the first paint when
 * the page's address has that parameter). Any island starts at once when the page's code asks
 * (START_EVENT on its root). An `interaction` island in view or near has its code fetched ahead once the page has been
 * idle and open DWELL_MS more, where the connection allows it.
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
  // The marks that say a visitor's first action was heard (lib/islands/acknowledge.ts), undone once the island runs.
  const heard = new Map<HTMLElement, () => void>()
  const settled = (root: HTMLElement) => () => heard.get(root)?.()
  const start = (root: HTMLElement) => {
    if (started.has(root)) return
    started.add(root)
    const name = root.dataset.island ?? ''
    const spec = specOf(root)
    if (!spec) return console.error(`The ${name} island has no code`)
    // Every module it needs, asked for at once.
    if (root.dataset.ahead !== undefined) preloadModules(root, document)
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
            settled(root)()
          })
        : Promise.all([hydration(), spec.code(), replaying]).then(([{ hydrateIsland }, code, replay]) =>
            hydrateIsland(
              root,
              // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props
              code[component] as ComponentType<any>,
              () => {
                replayWith(replay)()
                settled(root)()
              },
              { awaited: heard.has(root) },
            ),
          )
    starting.catch((error: unknown) => {
      console.error(`The ${name} island could not start; its static HTML stays`, error)
      settled(root)()
      markFailed(root)
    })
  }
  // Not an island that is only its early script (the copy buttons): the page runs that, and it has no code to start.
  const roots = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter((root) => specOf(root))
  if (roots.length === 0) return
  const onInteraction = (root: HTMLElement) => root.dataset.load === 'interaction'
  for (const root of roots) {
    const now = () => start(root)
    root.addEventListener(START_EVENT, now, { once: true })
    if (!onInteraction(root)) continue
    // The tap, the focus or the key comes before its click or its letters: the island's code is on its way
    // by then, and what the visitor does meanwhile is held and done again once it runs.
    holders.set(root, holdUntilStarted(root))
    // Heard at once, in the loader's own code, before any of the island's has come.
    const first = (event: Event) => {
      if (!started.has(root) && !heard.has(root)) {
        heard.set(root, acknowledge(root, event.target, document))
        root.addEventListener(FAILED_EVENT, settled(root), { once: true })
      }
      now()
    }
    for (const type of INTERACTIONS) root.addEventListener(type, first, { once: true, passive: true })
  }
  // An island that waits for the visitor, on a page whose address says they have already asked (a search).
  const params = new URLSearchParams(view.location.search)
  const askedFor = (root: HTMLElement) => {
    const param = specOf(root)?.startIfParam
    return onInteraction(root) && param !== undefined && params.has(param)
  }
  const asked = roots.filter(askedFor)
  const waiting = roots.filter((root) => !onInteraction(root))
  // Islands that wait for the visitor and name code to fetch ahead (lib/islands/ahead.ts): once in view or near, and
  // only after an idle moment and DWELL_MS more, on a connection that allows it, and while the page is open.
  const ahead = roots.filter((root) => onInteraction(root) && root.dataset.ahead !== undefined)
  if (waiting.length === 0 && asked.length === 0 && ahead.length === 0) return
  let fetching = false
  let left = false
  const near = new Set<HTMLElement>()
  const fetched = new Set<string>()
  const fetchNear = () => {
    if (!fetching) return
    for (const root of near) if (!started.has(root)) fetchAhead(root, view, fetched)
    near.clear()
  }
  if (ahead.length)
    view.addEventListener?.('pagehide', () => {
      left = true
      fetching = false
    })
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
          if (!onInteraction(root)) start(root)
          else {
            near.add(root)
            fetchNear()
          }
        }
      },
      { rootMargin: NEAR_MARGIN },
    )
    for (const root of [...waiting, ...ahead]) {
      for (const child of root.children) {
        rootOf.set(child, root)
        observer.observe(child)
      }
    }
    // Islands with nothing to observe (no element of their own yet) start with the rest at idle.
    const atIdle = waiting.filter((root) => root.dataset.load !== 'near' || root.children.length === 0)
    whenIdle(() => {
      atIdle.forEach(start)
      if (ahead.length)
        view.setTimeout(() => {
          fetching =
            !left &&
            fetchesAhead(
              (view.navigator as { connection?: ConnectionFacts } | undefined)?.connection,
              document.visibilityState === 'hidden',
            )
          fetchNear()
        }, DWELL_MS)
    }, view)
  }, view)
}
