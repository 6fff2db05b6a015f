'use client'

/**
 * "Learn More" shows and hides the longer program description below the About section's buttons
 * (the old site's button did nothing). `actions` are the buttons beside it, such as Watch Video.
 */
import { useState, type ReactNode } from 'react'

/** `label` is the button's text in the page's language. */
export function LearnMore({ label, actions, children }: { label: string; actions?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="program-more"
          onClick={() => setOpen(!open)}
          data-needs-js=""
          className="flex items-center gap-2 rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {label}
          <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
            <path d="M5 7l5 6 5-6z" fill="currentColor" />
          </svg>
        </button>
        {actions}
      </div>
      {/* Hidden by a class, not the hidden attribute, so the page's noscript style can show it. */}
      <div id="program-more" className={`mt-6 rounded-lg border border-brand-100 bg-brand-50 p-6 ${open ? '' : 'hidden'}`}>
        {children}
      </div>
    </>
  )
}
