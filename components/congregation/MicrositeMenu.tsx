'use client'

/** The microsite's top bar links: a row on wide screens, a hamburger that expands them on narrow ones. */
import { useRef, useState } from 'react'
import type { AnchorLink } from '@/lib/congregation/layout'
import { useDismiss } from '@/lib/hooks/dismiss'
import { withBase } from '@/lib/paths'

export function MicrositeMenu({ brand, anchors }: { brand: string; anchors: AnchorLink[] }) {
  const [open, setOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useDismiss(navRef, open, (by) => {
    setOpen(false)
    if (by === 'escape') buttonRef.current?.focus()
  })

  return (
    <nav ref={navRef} aria-label="This congregation" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4">
      <a href={withBase('/')} className="py-3 text-lg font-bold text-white">
        {brand}
      </a>
      {anchors.length > 0 ? (
        <>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls="microsite-menu"
            onClick={() => setOpen((o) => !o)}
            className="grid h-11 w-11 place-items-center rounded border border-white/60 text-white md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6">
              {open ? (
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
              ) : (
                <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
            <span className="sr-only">Menu</span>
          </button>
          <ul
            id="microsite-menu"
            data-open={open || undefined}
            className="hidden w-full flex-col pb-3 data-[open]:flex md:flex md:w-auto md:flex-row md:pb-0"
          >
            {anchors.map((a) => (
              <li key={a.href}>
                <a href={a.href} onClick={() => setOpen(false)} className="block px-3 py-3 font-semibold text-brand-50 hover:text-accent-400">
                  {a.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  )
}
