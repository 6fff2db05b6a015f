import type { Metadata } from 'next'
import { SiteShell } from '@/components/site/SiteShell'
import { PageHeading } from '@/components/ministry/PageHeading'
import { loadBody } from '@/lib/content/body'
import { loadContent } from '@/lib/content/load'
import { withBase } from '@/lib/paths'

export function generateMetadata(): Metadata {
  const { home, site } = loadContent()
  return { title: { absolute: site.name }, description: home.data.description, alternates: { canonical: '/' } }
}

export default async function HomePage() {
  const { home } = loadContent()
  const Body = await loadBody(home.source)
  return (
    <SiteShell>
      <PageHeading title={home.data.heading ?? home.data.title} intro={home.data.intro} />
      <div className="prose">
        <Body />
      </div>
      <p className="mt-6">
        <a href={withBase('/church/')} className="font-semibold text-brand-700 underline">
          Find a congregation near you
        </a>
      </p>
    </SiteShell>
  )
}
