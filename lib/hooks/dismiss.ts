'use client'

/**
 * Closing an open menu the way visitors expect, for every menu of the site (the main menu and a
 * congregation's menu): Escape anywhere on the page, or a pointer press outside the menu.
 */
import { useEffect, useRef, type RefObject } from 'react'

export type DismissedBy = 'escape' | 'outside'

/** While `open`, calls `onDismiss` on Escape or on a pointer press outside `container`. */
export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, onDismiss: (by: DismissedBy) => void) {
  // The latest callback, without listening again on every render.
  const latest = useRef(onDismiss)
  useEffect(() => {
    latest.current = onDismiss
  })

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape')
    }
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) latest.current('outside')
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [container, open])
}
