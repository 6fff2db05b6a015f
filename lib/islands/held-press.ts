/**
 * Whether a press on a button in an island that has not started yet is held for it (docs/islands.md, "What
 * the visitor does before an island starts"): a pure rule, in a module of its own since the loader runs it on
 * every page with such an island, before any input (lib/islands/hold.ts).
 */

/** What the browser says of a button that was clicked. */
export type ButtonFacts = { tag: string; type: string; disabled: boolean; opensSomething: boolean }

/**
 * Whether a click is held for the island: a plain button (`type="button"`) that opens nothing by itself
 * (no `popovertarget` or `commandfor`, which work without a script), and is enabled. Its click does
 * nothing until the island's code runs, so nothing the browser would do is lost by holding it. Links,
 * labels and fields are never held: the browser does what they do.
 */
export function holdsPress(button: ButtonFacts): boolean {
  return button.tag === 'button' && button.type === 'button' && !button.disabled && !button.opensSomething
}
