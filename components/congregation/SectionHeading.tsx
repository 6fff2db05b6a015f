import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { NOT_INDEXED } from '@/lib/search/markup'

/** A section of the microsite: full-width band, a small eyebrow line and a heading. */
export function Section({
  id,
  eyebrow,
  title,
  tone = 'white',
  writtenIn,
  children,
}: {
  id: string
  eyebrow?: string
  title: string
  tone?: 'white' | 'tint'
  /** The language of the section's content (its entry's), which may not be the page's. */
  writtenIn: Locale
  children: ReactNode
}) {
  // The eyebrow and heading are interface words, in the page's language even above untranslated content, and every
  // congregation's page repeats them (not indexed for the search).
  const lang = interfaceLangIn(writtenIn)
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-16 px-4 py-14 ${tone === 'tint' ? 'bg-brand-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-6xl">
        {eyebrow ? (
          <p lang={lang} className="text-sm font-semibold tracking-widest text-brand-600 uppercase" {...NOT_INDEXED}>
            {eyebrow}
          </p>
        ) : null}
        <h2 id={`${id}-heading`} lang={lang} className="mt-1 text-3xl font-bold text-brand-900" {...NOT_INDEXED}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}
