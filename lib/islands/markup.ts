/**
 * The markup that ties a page's static HTML to its islands (docs/islands.md). The server writes it,
 * the browser's loader reads it, and the export step finds the islands a page needs by it.
 */

/** Wraps each island: `data-island` names it, `data-props` holds its props as JSON, `data-load` says when it starts. */
export const ISLAND_TAG = 'island-root'
/** Wraps a React element passed to an island as a prop (children, slides), named by its prop path in `data-slot`. */
export const SLOT_TAG = 'island-slot'

/**
 * When an island starts, always after the page's first paint: `now` when it is visible or near, or at the
 * first idle moment wherever it is; `near` only when the visitor scrolls to within about a screen of it;
 * `interaction` only when the visitor reaches into it (a tap, or focus on one of its fields), or when the
 * page's own code asks for it (START_EVENT), so a form whose HTML works until then costs nothing to a
 * visitor who only reads the page.
 */
export type IslandLoad = 'now' | 'near' | 'interaction'

/**
 * What the visitor does that starts an `interaction` island: a tap (before its click), a focus, a key
 * (where the focus was already in the island), or a field changed without any of these (the browser's
 * autofill, an assistive technology's choice in a list). What they do after it, before the island runs, is
 * held and done again once it does (lib/islands/replay.ts).
 */
export const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const

/** The address of an island's code, which the export step writes on its `<island-root>` (docs/islands.md). */
export const CODE_ATTR = 'data-code'

/**
 * The files the loader may fetch ahead (never run) for an island that waits for the visitor, once the page is idle:
 * their paths from the site's root (the base path included), space-separated (lib/islands/ahead.ts). The export step
 * writes it.
 */
export const AHEAD_ATTR = 'data-ahead'

/**
 * Set by the loader, at the visitor's first action in an island that waits for it, on the control they acted on,
 * until the island runs: its CSS shows at once that the action was heard (lib/islands/acknowledge.ts).
 */
export const ACTING = 'data-acting'

/**
 * Marks the page's one live region for the islands (components/routes/DocumentShell.tsx); its value is the words it
 * says, in the page's language, while an island the visitor acted on is on its way ("Loading…").
 */
export const ISLAND_STATUS = 'data-island-status'

/**
 * Set on a button whose press is held for its island until the island runs (lib/islands/replay.ts): the
 * island's CSS may say at once what is on its way ("Loading PayPal..."), before its code has come.
 */
export const HELD_PRESS = 'data-held'

/**
 * Dispatched on an `<island-root>` to start it now, whatever its `data-load` (a form with messages waiting to list).
 */
export const START_EVENT = 'island-start'

/** How far below the viewport a `near` island starts loading. */
export const NEAR_MARGIN = '600px 0px'

/**
 * An island's name, a key of the islands' registry (components/islands/registry.ts): lower-case words joined by
 * hyphens.
 */
export const ISLAND_NAME = /^[a-z][a-z0-9-]*$/

/**
 * Set on an island's `<island-root>` when its code could not load or run: its static HTML is what stays
 * (lib/islands/load.ts, hydrate.ts).
 */
export const FAILED = 'data-failed'
/**
 * Dispatched (bubbling) on an `<island-root>` as it is marked failed, for the page's code that waits on it (a held
 * Send).
 */
export const FAILED_EVENT = 'island-failed'

/** Marks an island that could not load or run, and says so to the page's code. */
export function markFailed(root: Element) {
  root.setAttribute(FAILED, '')
  root.dispatchEvent(new Event(FAILED_EVENT, { bubbles: true }))
}
