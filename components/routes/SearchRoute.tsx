import type { Metadata } from 'next'
import { SiteIndex } from '@/components/search/SiteIndex'
import { SiteSearch } from '@/components/search/SiteSearch'
import { shellData, SiteShell } from '@/components/site/SiteShell'
import { buildDate } from '@/lib/build-date'
import { SITE_INDEX_ID } from '@/lib/element-ids'
import { loadContent } from '@/lib/content/load'
import { localePath, otherLocale, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { messages, setLocale } from '@/lib/i18n/request'
import { island } from '@/components/islands/island'
import { withBase } from '@/lib/paths'
import { SEARCH_KINDS } from '@/lib/search/kinds'
import { SEARCH_INDEX_DIR, searchAddresses, searchPath } from '@/lib/search/paths'
import { siteIndex } from '@/lib/search/site-index'
import { titledPages } from '@/lib/search/title-matches'
import { pageMetadata } from '@/lib/seo'
import { searchCard } from '@/lib/share/site-cards'
import { SharePreview } from '@/components/site/SharePreview'

const SiteSearchIsland = island('site-search', SiteSearch)

export async function searchMetadata(locale: Locale): Promise<Metadata> {
  const { site } = await loadContent(locale)
  const t = catalogues[locale].search
  return pageMetadata(site, {
    title: t.title,
    description: t.description,
    path: searchPath('en'),
    locale,
    translated: true,
    addresses: searchAddresses(),
    card: searchCard(site, locale),
  })
}

/**
 * The search page of a language (docs/search.md): the search (an island that fetches the search library
 * only when used), then every page of the site in this language by kind, which is all the page is
 * without JavaScript. It is not in the search index itself, and has no search form in its header.
 */
export async function SearchRoute({ locale }: { locale: Locale }) {
  setLocale(locale)
  const content = await loadContent(locale)
  const t = messages().search
  const index = siteIndex(content, buildDate())
  const kinds = SEARCH_KINDS.filter((kind) =>
    kind === 'congregation' ? index.congregations.length > 0 : index.groups.some((g) => g.kind === kind),
  )
  return (
    <>
      <SiteShell
        {...shellData(content)}
        path={searchPath('en')}
        otherPath={searchPath(otherLocale(locale))}
        searchForm={false}
      >
        <h1 className="text-3xl font-bold text-brand-900">{t.title}</h1>
        {/* Without JavaScript the form could not search: the page is the list of every page. */}
        <noscript dangerouslySetInnerHTML={{ __html: '<style>[data-search-form]{display:none}</style>' }} />
        <noscript>
          <p className="mt-4 max-w-prose text-lg">{t.noScript}</p>
        </noscript>
        <SiteSearchIsland
          text={t}
          action={withBase(searchPath(locale))}
          bundle={withBase(`/${SEARCH_INDEX_DIR}/`)}
          baseUrl={withBase('/')}
          kinds={kinds}
          indexHref={`#${SITE_INDEX_ID}`}
          titles={titledPages(index, (path) => withBase(localePath(locale, path)))}
        />
        <SiteIndex index={index} />
      </SiteShell>
      <SharePreview
        site={content.site}
        card={searchCard(content.site, locale)}
        title={t.title}
        description={t.description}
      />
    </>
  )
}
