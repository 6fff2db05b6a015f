import { MAIN_ID } from '@/lib/element-ids'
import { ISLAND_STATUS } from '@/lib/islands/markup'
import type { ReactNode } from 'react'
import { isPreview } from '@/lib/build-mode'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

/**
 * `<html lang>` and `<body>` of every page in one language, with the skip link first. It is the layout's
 * (and the 404 page's), which Next renders apart from the page: it takes the language from its layout as
 * an argument rather than reading the page's, which its route may not have set yet.
 */
export function DocumentShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={localeInfo[locale].tag} data-build={isPreview() ? 'preview' : undefined}>
      <body>
        {isPreview() ? (
          <p role="note" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
            {catalogues[locale].pending.previewBanner}
          </p>
        ) : null}
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded bg-accent-400 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {catalogues[locale].skipLink}
        </a>
        {children}
        {/*
         * The islands' live region: the loader says here that a widget the visitor acted on is on its way. A polite
         * live region without a role, so it is not one more "status" beside a widget's own.
         */}
        <p aria-live="polite" className="sr-only" {...{ [ISLAND_STATUS]: catalogues[locale].islandBusy }} />
      </body>
    </html>
  )
}
