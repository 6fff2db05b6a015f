import type { ReactNode } from 'react'
import { DocumentShell } from '@/components/routes/DocumentShell'
import { shellData, SiteShell } from '@/components/site/SiteShell'
import { loadContent } from '@/lib/content/load'
import { localeInfo, localePath, locales, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { rich } from '@/lib/i18n/messages/rich'
import { setLocaleUnlessSet } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'

/**
 * What to do next, in one language, with links to that language's pages. The 404 page shows every language
 * on purpose, so this takes its language as an argument instead of reading the page's.
 */
async function Help({ locale, first }: { locale: Locale; first: boolean }) {
  const t = catalogues[locale].notFound
  const { paths } = await loadContent(locale)
  const link = (href: string, text: string): ReactNode => (
    <a className="text-brand-700 underline" href={withBase(href)}>
      {text}
    </a>
  )
  return (
    <section lang={localeInfo[locale].tag} className="mt-8 first:mt-0">
      {first ? (
        <h1 className="text-3xl font-bold text-brand-900">{t.title}</h1>
      ) : (
        <h2 className="text-3xl font-bold text-brand-900">{t.title}</h2>
      )}
      <p className="mt-4 text-lg">
        {rich(t.text, { home: link(localePath(locale, '/'), t.home), churches: link(paths.churches, t.churches) })}
      </p>
    </section>
  )
}

/**
 * The one page every unknown address gets (404.html), whichever language the visitor was reading: the
 * English site around it, and what to do next in every language.
 */
export default async function NotFound() {
  setLocaleUnlessSet('en')
  const content = await loadContent('en')
  return (
    <DocumentShell locale="en">
      <title>{`${catalogues.en.notFound.title} | ${content.site.name}`}</title>
      <SiteShell {...shellData(content)} path="/">
        {/* The page's one h1 is the English heading; each other language's is an h2. */}
        {locales.map((l, i) => (
          <Help key={l} locale={l} first={i === 0} />
        ))}
      </SiteShell>
    </DocumentShell>
  )
}
