import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CongregationPage } from '@/components/congregation/CongregationPage'
import { formHelp } from '@/components/forms/email-setup'
import { ContentPage } from '@/components/page/ContentPage'
import { ProgramPage } from '@/components/program/ProgramPage'
import { RedirectPage } from '@/components/site/RedirectPage'
import { JsonLd, churchJsonLd } from '@/components/site/JsonLd'
import { loadContent } from '@/lib/content/load'
import { findRoute, pathOf, routesOf } from '@/lib/content/routes'
import { mainService, serviceLine } from '@/lib/congregation/services'
import { isPlaceholder } from '@/lib/content/schemas'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

/** Only the paths content defines exist; anything else is the exported 404 page. */
export const dynamicParams = false

export async function generateStaticParams() {
  return routesOf(await loadContent()).map((route) => ({ slug: route.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = await loadContent()
  const route = findRoute(content, (await params).slug)
  if (!route) return {}
  if (route.kind === 'alias') {
    return { title: 'This page has moved', alternates: { canonical: route.to }, robots: { index: false } }
  }
  if (route.kind === 'page') return pageMetadata(content.site, { title: route.entry.data.title, description: route.entry.data.description, path: pathOf(route.slug) })
  const c = route.entry.data
  // The main service's time is written once, in its services; search results show it too.
  const main = mainService(c.services)
  const description = isPlaceholder(c.description) ? c.description : [c.description, main ? `${main.title}: ${serviceLine(main)}.` : ''].join(' ').trim()
  return pageMetadata(content.site, { title: `${c.name} congregation`, description, path: pathOf(route.slug) })
}

export default async function SlugPage({ params }: Props) {
  const content = await loadContent()
  const route = findRoute(content, (await params).slug)
  if (!route) notFound()
  switch (route.kind) {
    case 'alias':
      return <RedirectPage to={route.to} />
    case 'congregation':
      return (
        <>
          <JsonLd data={churchJsonLd(content.site, route.entry.data, pathOf(route.slug))} />
          <CongregationPage entry={route.entry} site={content.site} help={formHelp(content)} />
        </>
      )
    case 'page': {
      const { entry } = route
      // A program's landing page has its own navigation bar instead of the site header.
      if (entry.data.layout === 'program')
        return <ProgramPage entry={{ ...entry, data: entry.data }} site={content.site} paths={content.paths} help={formHelp(content)} />
      return <ContentPage entry={entry} content={content} />
    }
  }
}
