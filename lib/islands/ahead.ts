/**
 * Fetching ahead (docs/islands.md, "The first action: heard at once, answered soon"): once a page has been open a
 * moment and the browser is idle, the loader (lib/islands/load.ts) downloads, never runs, the code of the islands that
 * wait for the visitor and are in view or near, so that their first action only has to run it. Never with Save-Data,
 * never on a 2G connection, never for a page hidden or left by then; a page whose visitor never acts then costs those
 * bytes and no script. Every line here is run on every page with such an island, before any input: keep it short.
 */
import type { ConnectionFacts, LoaderWindow } from './moments'

export type { ConnectionFacts }

/** Whether to fetch ahead: not when the visitor asked to save data, not on 2G (or slower), not for a hidden page. */
export function fetchesAhead(connection: ConnectionFacts | undefined, hidden: boolean): boolean {
  return !hidden && !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? '')
}

/** The addresses an island names to fetch ahead (`data-ahead`, AHEAD_ATTR: paths from the site's root), or none. */
export const aheadAddresses = (root: HTMLElement): string[] => root.dataset.ahead?.split(' ').filter(Boolean) ?? []

/**
 * At an island's start: asks for every module it needs at once (`modulepreload`), from the cache where they were
 * fetched ahead, rather than one after the other as each module's imports are read.
 */
export function preloadModules(root: HTMLElement, document: Document) {
  for (const href of aheadAddresses(root))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
}

/** How long a page is open, after its first paint and an idle moment, before anything is fetched ahead, in ms. */
export const DWELL_MS = 1000

/**
 * Fetches ahead the files an island names, each once on the page (`fetched`), into the browser's cache (and the service
 * worker's), from where the island's `import()` takes them at the first action. Read to the end, so that the browser
 * keeps them; a failure only means that the first action fetches them.
 */
export function fetchAhead(root: HTMLElement, view: Pick<LoaderWindow, 'fetch'>, fetched: Set<string>) {
  for (const url of aheadAddresses(root))
    if (!fetched.has(url)) {
      fetched.add(url)
      view
        .fetch?.(url, { priority: 'low' })
        .then((response) => response.arrayBuffer())
        .catch(() => {})
    }
}
