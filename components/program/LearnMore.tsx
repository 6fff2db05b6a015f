/**
 * "Learn More" shows and hides the longer program description below the About section's buttons
 * (the old site's button did nothing). This renders its HTML, closed; its behaviour is a DOM island
 * without React (./learn-more.ts).
 */
import type { LearnMoreProps } from './learn-more'

export function LearnMore({ label, actions, children }: LearnMoreProps) {
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          aria-expanded="false"
          aria-controls="program-more"
          data-needs-js=""
          className="flex items-center gap-2 rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {label}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform">
            <path d="M5 7l5 6 5-6z" fill="currentColor" />
          </svg>
        </button>
        {actions}
      </div>
      {/* Hidden by a class, not the hidden attribute, so the page's noscript style can show it. */}
      <div id="program-more" className="mt-6 hidden rounded-lg border border-brand-100 bg-brand-50 p-6">
        {children}
      </div>
    </>
  )
}
