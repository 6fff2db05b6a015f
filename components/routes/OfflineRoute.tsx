import type { Metadata } from 'next'
import { shellData, SiteShell } from '@/components/site/SiteShell'
import { loadContent } from '@/lib/content/load'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { messages, setLocale } from '@/lib/i18n/request'
import { OFFLINE_MARKS } from '@/lib/offline/offline-page'
import { OFFLINE_SLUG, offlinePath } from '@/lib/offline/paths'
import { shareImageMetadata } from '@/lib/seo'
import { offlineCard } from '@/lib/share/site-cards'
import { SharePreview } from '@/components/site/SharePreview'

/**
 * The offline page is for phones that saved the site, not for search engines (and not in the sitemap); a link to it
 * still shows its picture.
 */
export async function offlineMetadata(locale: Locale): Promise<Metadata> {
  const { site } = await loadContent(locale)
  const share = shareImageMetadata(site, offlineCard(site, locale))
  return {
    title: catalogues[locale].offline.title,
    robots: { index: false, follow: false },
    openGraph: {
      title: catalogues[locale].offline.title,
      description: site.description,
      url: offlinePath(locale),
      siteName: site.name,
      type: 'website',
      locale: localeInfo[locale].ogLocale,
      ...share.openGraph,
    },
    twitter: share.twitter,
  }
}

const listStyle =
  'mt-4 list-disc space-y-2 pl-6 text-lg [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_strong]:font-mono [&_strong]:text-brand-900'

/**
 * The page a visitor gets, without a connection, for a page this phone has not saved (docs/offline.md).
 * The service worker writes the saved pages of this language into the first list, and the paybills of
 * the saved congregation pages into the second, each in place of the note that says it is empty.
 */
export async function OfflineRoute({ locale }: { locale: Locale }) {
  setLocale(locale)
  const content = await loadContent(locale)
  const t = messages().offline
  return (
    <>
      <SiteShell {...shellData(content)} path={`/${OFFLINE_SLUG}/`}>
        <h1 className="text-3xl font-bold text-brand-900">{t.title}</h1>
        <p className="mt-4 max-w-prose text-lg">{t.text}</p>
        <section aria-labelledby="offline-saved" className="mt-8">
          <h2 id="offline-saved" className="text-2xl font-bold text-brand-900">
            {t.saved}
          </h2>
          <ul {...{ [OFFLINE_MARKS.list]: 'pages' }} className={listStyle} />
          <p {...{ [OFFLINE_MARKS.empty]: 'pages' }} className="mt-4 max-w-prose text-slate-700">
            {t.noneSaved}
          </p>
        </section>
        <section aria-labelledby="offline-giving" className="mt-8">
          <h2 id="offline-giving" className="text-2xl font-bold text-brand-900">
            {t.give}
          </h2>
          <ul
            {...{
              [OFFLINE_MARKS.list]: 'giving',
              [OFFLINE_MARKS.paybillLabel]: t.paybill,
              [OFFLINE_MARKS.accountLabel]: t.account,
            }}
            className={listStyle}
          />
          <p {...{ [OFFLINE_MARKS.empty]: 'giving' }} className="mt-4 max-w-prose text-slate-700">
            {t.noneGiving}
          </p>
        </section>
      </SiteShell>
      <SharePreview
        site={content.site}
        card={offlineCard(content.site, locale)}
        title={t.title}
        description={content.site.description}
      />
    </>
  )
}
