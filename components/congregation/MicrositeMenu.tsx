/**
 * The microsite's top bar links: a row from 768 px, a hamburger that expands them below. No JavaScript:
 * the hamburger opens an empty popover that only holds the open state, and the links, placed outside it,
 * show while it is open, over the page under the bar (app/globals.css). Because they are outside it, a tap
 * on a link is a tap outside the popover, which closes it as the link scrolls to its section (the links
 * stay a moment longer, so the phone's click still finds the link); Escape and a tap elsewhere close it too.
 */
import type { SectionLink } from '@/lib/content/types'
import { localePath } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'

export function MicrositeMenu({
  brand,
  sectionLinks,
  className = '',
}: {
  brand: string
  sectionLinks: SectionLink[]
  className?: string
}) {
  const t = messages().microsite
  return (
    <nav
      aria-label={t.label}
      className={`microsite-nav flex flex-wrap items-center justify-between gap-x-4 ${className}`}
    >
      {/* Takes the room left, so the name wraps before the hamburger does (the language switch shares the bar). */}
      <div className="flex-1">
        <a href={withBase(localePath(getLocale(), '/'))} className="inline-block py-3 text-lg font-bold text-white">
          {brand}
        </a>
      </div>
      {sectionLinks.length > 0 ? (
        <>
          <button
            type="button"
            popoverTarget="microsite-menu-open"
            className="microsite-menu-button h-11 w-11 place-items-center rounded border border-white/60 text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="microsite-menu-closed-icon h-6 w-6">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
            </svg>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="microsite-menu-open-icon h-6 w-6">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="sr-only">{t.menu}</span>
          </button>
          <div id="microsite-menu-open" popover="auto" />
          <ul id="microsite-menu" className="microsite-menu w-full flex-col pb-3 md:w-auto md:flex-row md:pb-0">
            {sectionLinks.map((a) => (
              <li key={a.href}>
                <a href={a.href} className="block px-3 py-3 font-semibold text-brand-50 hover:text-accent-400">
                  {t.sectionLinks[a.key]}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  )
}
