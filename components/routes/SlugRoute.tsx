import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CongregationPage } from '@/components/congregation/CongregationPage'
import { formHelp } from '@/components/forms/email-setup'
import { ContentPage } from '@/components/page/ContentPage'
import { ProgramPage } from '@/components/program/ProgramPage'
import { RedirectPage } from '@/components/site/RedirectPage'
import { JsonLd, churchJsonLd, webPageJsonLd } from '@/components/site/JsonLd'
import { loadContent } from '@/lib/content/load'
import { findRoute, pathOf, routesOf } from '@/lib/content/routes'
import { mainService, serviceLine } from '@/lib/congregation/services'
import { real } from '@/lib/content/pending'
import { localePath, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { messages, setLocale } from '@/lib/i18n/request'
import { inEveryLanguage } from './translated'
import { metaDescription, pageMetadata } from '@/lib/seo'
import { SharePreview } from '@/components/site/SharePreview'
import { fill } from '@/lib/i18n/messages/fill'
import type { Congregation } from '@/lib/content/types'
import { pageKinds } from '@/lib/search/kinds'
import { routeCard } from '@/lib/share/site-cards'

/** Every page, congregation and alias of the content, in each language. */
export async function slugParams(): Promise<{ slug: string }[]> {
  return routesOf(await loadContent('en')).map((route) => ({ slug: route.slug }))
}

export async function slugMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const content = await loadContent(locale)
  const route = findRoute(content, slug)
  if (!route) return {}
  const t = catalogues[locale]
  const path = pathOf(route.slug)
  if (route.kind === 'alias')
    return {
      title: t.redirect.title,
      alternates: { canonical: localePath(locale, route.to) },
      robots: { index: false },
    }
  const translated = await inEveryLanguage(route.slug)
  if (route.kind === 'page')
    return pageMetadata(content.site, {
      title: route.entry.data.title,
      description: route.entry.data.description,
      path,
      locale,
      translated,
      card: routeCard(route, content.site, locale),
    })
  const c = route.entry.data
  return pageMetadata(content.site, {
    title: fill(t.meta.congregationTitle, { name: c.name }),
    description: congregationDescription(c, locale),
    path,
    locale,
    translated,
    card: routeCard(route, content.site, locale),
  })
}

/**
 * A congregation's description with its main service's time, written once in its services: search engines' results and
 * the site's own show it.
 */
function congregationDescription(c: Congregation, locale: Locale): string {
  const main = mainService(c.services)
  return [real(c.description), main ? `${main.title}: ${serviceLine(main, locale)}.` : ''].filter(Boolean).join(' ')
}

export async function SlugRoute({ locale, slug }: { locale: Locale; slug: string }) {
  setLocale(locale)
  const content = await loadContent(locale)
  const route = findRoute(content, slug)
  if (!route) notFound()
  if (route.kind === 'alias') return <RedirectPage to={localePath(locale, route.to)} />
  const path = pathOf(route.slug)
  const here = localePath(locale, path)
  const anchors = content.anchors[here] ?? []
  const { entry } = route
  const title =
    route.kind === 'page'
      ? route.entry.data.title
      : fill(messages().meta.congregationTitle, { name: route.entry.data.name })
  const page = <JsonLd data={webPageJsonLd(content.site, { path: here, title, locale: entry.lang })} />
  // What the search index records of the page (docs/search.md).
  const kind = pageKinds(content).get(path) ?? 'page'
  const description =
    route.kind === 'page' ? route.entry.data.description : congregationDescription(route.entry.data, locale)
  // The preview's panel at the foot: how a link to this page looks when shared (components/site/SharePreview.tsx).
  const share = (
    <SharePreview
      site={content.site}
      card={routeCard(route, content.site, locale)}
      title={title}
      description={metaDescription(content.site, title, description)}
    />
  )
  if (route.kind === 'congregation') {
    const c = route.entry.data
    const indexAs = { kind, title, description: congregationDescription(c, locale), region: c.region }
    return (
      <>
        {page}
        <JsonLd data={churchJsonLd(content.site, c, { path: here, title, locale })} />
        <CongregationPage
          entry={route.entry}
          site={content.site}
          help={formHelp(content)}
          path={path}
          anchors={anchors}
          indexAs={indexAs}
        />
        {share}
      </>
    )
  }
  const { data } = route.entry
  const indexAs = { kind, title, description: real(data.description) }
  return (
    <>
      {page}
      {/* A program's landing page has its own navigation bar instead of the site header. */}
      {data.layout === 'program' ? (
        <ProgramPage
          entry={{ ...route.entry, data }}
          site={content.site}
          paths={content.paths}
          help={formHelp(content)}
          path={path}
          anchors={anchors}
          indexAs={indexAs}
        />
      ) : (
        <ContentPage entry={route.entry} content={content} path={path} anchors={anchors} indexAs={indexAs} />
      )}
      {share}
    </>
  )
}
