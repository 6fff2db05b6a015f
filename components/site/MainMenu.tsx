'use client'

/**
 * The site's main menu: one list that is a horizontal bar with dropdowns above 960 px and a
 * Menu panel with expandable items below. Every entry is a real link in the static HTML.
 */
import { useCallback, useReducer, useRef } from 'react'
import type { FocusEvent } from 'react'
import type { NavItem } from '@/lib/content/menu'
import { useDismiss } from '@/lib/hooks/dismiss'
import { initialMenuState, isOpen, menuReducer } from '@/lib/nav/menu-state'
import { withBase } from '@/lib/paths'

/** Dropdowns open on hover or keyboard focus only on windows wider than 960 px (docs/behaviour.md). */
const DESKTOP = '(min-width: 961px)'
const isDesktop = () => window.matchMedia(DESKTOP).matches

const submenuId = (id: string) => `submenu-${id.replace(/\./g, '-')}`

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
      <path d="M5 7l5 6 5-6z" fill="currentColor" />
    </svg>
  )
}

export function MainMenu({ items }: { items: NavItem[] }) {
  const [state, dispatch] = useReducer(menuReducer, initialMenuState)
  const navRef = useRef<HTMLElement>(null)
  const anyOpen = state.panelOpen || state.openPath !== null

  useDismiss(navRef, anyOpen, (by) => {
    if (by === 'outside') return dispatch({ type: 'closeAll' })
    // Return focus to the control that opened what is closing, so keyboard users stay in place.
    const top = state.openPath?.split('.')[0]
    const control = top
      ? navRef.current?.querySelector<HTMLElement>(`[aria-controls="${submenuId(top)}"]`)
      : navRef.current?.querySelector<HTMLElement>('[aria-controls="main-menu"]')
    dispatch({ type: 'closeAll' })
    if (control && navRef.current?.contains(document.activeElement)) control.focus()
  })

  const hoverOpen = useCallback((id: string) => isDesktop() && dispatch({ type: 'open', id }), [])
  const hoverClose = useCallback((id: string) => isDesktop() && dispatch({ type: 'close', id }), [])

  const onFocusItem = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    // Keyboard focus entering an item opens its dropdown; focus moving inside it (Escape returning
    // focus to the button) or a mouse click's focus does not.
    const entering = !event.currentTarget.contains(event.relatedTarget as Node | null)
    if (isDesktop() && entering && (event.target as HTMLElement).matches(':focus-visible')) dispatch({ type: 'open', id })
  }
  const onBlurItem = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (isDesktop() && !event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'close', id })
  }

  const renderItems = (list: NavItem[], parent: string | null, depth: number) =>
    list.map((item, index) => {
      const id = parent === null ? String(index) : `${parent}.${index}`
      const open = isOpen(state, id)
      const linkClass =
        depth === 0
          ? 'block whitespace-nowrap px-3 py-3 font-semibold text-brand-900 hover:text-brand-600 nav:px-2 nav:py-5'
          : 'block px-4 py-2 text-brand-900 hover:bg-brand-50'
      if (!item.children) {
        return (
          <li key={id}>
            <a href={withBase(item.href ?? '/')} className={linkClass} onClick={() => dispatch({ type: 'closeAll' })}>
              {item.title}
            </a>
          </li>
        )
      }
      const controlLabel = item.href ? `${item.title} submenu` : undefined
      return (
        <li
          key={id}
          className="relative"
          onMouseEnter={() => hoverOpen(id)}
          onMouseLeave={() => hoverClose(id)}
          onFocus={onFocusItem(id)}
          onBlur={onBlurItem(id)}
        >
          <div className="flex items-center justify-between">
            {item.href ? (
              <a href={withBase(item.href)} className={linkClass}>
                {item.title}
              </a>
            ) : null}
            <button
              type="button"
              aria-expanded={open}
              aria-controls={submenuId(id)}
              aria-label={controlLabel}
              onClick={(event) =>
                // On desktop the pointer has already opened it by hovering: a mouse click keeps it open
                // instead of toggling it shut. Keyboard (detail 0) and touch panels toggle.
                dispatch({ type: isDesktop() && event.detail > 0 ? 'open' : 'toggle', id })
              }
              className={
                item.href
                  ? 'rounded p-3 text-brand-900 hover:text-brand-600 nav:px-0.5'
                  : `${linkClass} flex w-full items-center justify-between gap-2 text-left`
              }
            >
              {item.href ? null : <span>{item.title}</span>}
              <Chevron open={open} />
            </button>
          </div>
          <ul
            id={submenuId(id)}
            hidden={!open}
            data-submenu=""
            className={
              depth === 0
                ? 'border-l-2 border-brand-100 pl-3 nav:absolute nav:left-0 nav:top-full nav:z-30 nav:min-w-56 nav:border-l-0 nav:bg-white nav:py-2 nav:pl-0 nav:shadow-lg'
                : 'border-l-2 border-brand-100 pl-3 nav:absolute nav:left-full nav:top-0 nav:z-40 nav:min-w-52 nav:border-l-0 nav:bg-white nav:py-2 nav:pl-0 nav:shadow-lg'
            }
          >
            {renderItems(item.children, id, depth + 1)}
          </ul>
        </li>
      )
    })

  return (
    <nav ref={navRef} aria-label="Main">
      <button
        type="button"
        aria-expanded={state.panelOpen}
        aria-controls="main-menu"
        onClick={() => dispatch({ type: 'togglePanel' })}
        className="flex items-center gap-2 rounded border border-brand-700 px-3 py-2 font-semibold text-brand-900 nav:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      <ul
        id="main-menu"
        data-panel-open={state.panelOpen || undefined}
        className="absolute inset-x-0 top-full z-20 hidden max-h-[80vh] overflow-y-auto border-t border-brand-100 bg-white px-4 pb-4 shadow-lg data-[panel-open]:block nav:static nav:flex nav:max-h-none nav:items-center nav:overflow-visible nav:border-0 nav:p-0 nav:shadow-none"
      >
        {renderItems(items, null, 0)}
      </ul>
    </nav>
  )
}
