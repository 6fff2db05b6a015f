'use client'

/**
 * Client hooks that follow the browser: a media query's state, and whether the component has
 * hydrated. Both give the server's answer (false) while hydrating, so the static HTML and the first
 * client render agree; React re-renders with the browser's answers right after.
 */
import { useSyncExternalStore } from 'react'

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** Whether a media query matches, following changes (false on the server and while hydrating). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Whether the visitor asked for reduced motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION)
}

const neverChanges = () => () => {}

/** False in the static HTML and while hydrating, true once the component runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
