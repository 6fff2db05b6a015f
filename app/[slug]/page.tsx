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
  const title = route.kind === 'page' ? route.entry.data.title : `${route.entry.data.name} congregation`
  return pageMetadata(content.site, { title, description: route.entry.data.description, path: pathOf(route.slug) })
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
