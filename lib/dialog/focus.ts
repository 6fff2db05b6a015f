/**
 * Keeps Tab inside an open modal dialog (lib/dialog/modal-dialog.ts): from the last control
 * Tab goes to the first, from the first Shift+Tab goes to the last. Returns the index to focus,
 * or null when the browser's own order is right.
 */
export function wrapFocus(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null
  // Focus is on the dialog itself or something not in the list: start from the matching end.
  if (current < 0) return backwards ? count - 1 : 0
  if (backwards && current === 0) return count - 1
  if (!backwards && current === count - 1) return 0
  return null
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])'

/** The controls a visitor can reach with Tab inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
  )
}
