import { MAIN_ID } from '@/lib/element-ids'
import type { ReactNode } from 'react'
import { isPreview } from '@/lib/build-mode'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { messages, setLocale } from '@/lib/i18n/request'

/** `<html lang>` and `<body>` of every page in one language, with the skip link first. */
export function DocumentShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The layout renders apart from its page: it sets the page's language for its own words too.
  setLocale(locale)
  const t = messages()
  return (
    <html lang={localeInfo[locale].tag} data-build={isPreview() ? 'preview' : undefined}>
      <body>
        {isPreview() ? (
          <p role="note" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
            {t.pending.previewBanner}
          </p>
        ) : null}
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded bg-accent-400 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {t.skipLink}
        </a>
        {children}
      </body>
    </html>
  )
}
