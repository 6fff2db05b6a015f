import { eventsMonthId, homeIds } from '@/lib/element-ids'
import type { Metadata } from 'next'
import { shellData, SiteShell } from '@/components/site/SiteShell'
import { HomeHero } from '@/components/home/HomeHero'
import { MapFrame } from '@/components/home/MapFrame'
import { EventMonths, eventsAsOfBuild } from '@/components/page/EventsList'
import { LinkCards } from '@/components/page/LinkCards'
import { UntranslatedNote } from '@/components/site/UntranslatedNote'
import { bodyLang } from '@/lib/i18n/lang-attributes'
import { JsonLd, organizationJsonLd, webPageJsonLd } from '@/components/site/JsonLd'
import { loadBody } from '@/lib/content/body'
import { loadContent } from '@/lib/content/load'
import { real } from '@/lib/content/pending'
import { localePath, type Locale } from '@/lib/i18n/locales'
import { rich } from '@/lib/i18n/messages/rich'
import { messages, setLocale } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { metaDescription, pageMetadata } from '@/lib/seo'
import { SharePreview } from '@/components/site/SharePreview'
import { inEveryLanguage } from './translated'
import { homeCard } from '@/lib/share/site-cards'

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const content = await loadContent(locale)
  const { home, site } = content
  const meta = pageMetadata(site, {
    title: site.name,
    description: home.data.description,
    path: '/',
    locale,
    translated: await inEveryLanguage(''),
    card: homeCard(content, locale),
  })
  return { ...meta, title: { absolute: site.name } }
}

export async function HomeRoute({ locale }: { locale: Locale }) {
  setLocale(locale)
  const content = await loadContent(locale)
  const { home, site } = content
  const t = messages()
  const Body = await loadBody(home.source)
  const { upcoming } = eventsAsOfBuild(content.events)
  return (
    <>
      <SiteShell
        {...shellData(content)}
        path="/"
        anchors={content.anchors[localePath(locale, '/')]}
        hero={<HomeHero home={home.data} site={site} />}
        indexAs={{ kind: 'page', title: site.name, description: real(home.data.description) }}
      >
        <JsonLd data={organizationJsonLd(site)} />
        <JsonLd data={webPageJsonLd(site, { path: localePath(locale, '/'), title: site.name, locale: home.lang })} />
        <UntranslatedNote writtenIn={home.lang}>
          <div className="prose" lang={bodyLang(home)}>
            <Body />
          </div>
          <section aria-labelledby={homeIds.gatherings} className="mt-10 rounded-lg bg-accent-400 p-6 text-brand-900">
            <h2 id={homeIds.gatherings} className="text-2xl font-bold">
              {home.data.gatherings.heading}
            </h2>
            <p className="mt-1 text-lg">{home.data.gatherings.text}</p>
            <p className="mt-3">
              <a
                href={withBase(content.paths.churches)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-900 underline"
              >
                {t.home.findChurch}
              </a>
            </p>
          </section>
          <section aria-labelledby={homeIds.ministries} className="mt-16 render-when-near">
            <h2 id={homeIds.ministries} className="text-2xl font-bold text-brand-900">
              {home.data.ministries.heading}
            </h2>
            <LinkCards links={home.data.ministries.links} headingLevel={3} />
          </section>
        </UntranslatedNote>
        <section aria-labelledby={homeIds.events} className="mt-16 render-when-near">
          <h2 id={homeIds.events} className="mb-4 text-2xl font-bold text-brand-900">
            {t.home.events}
          </h2>
          {upcoming.length > 0 ? (
            <>
              <EventMonths events={upcoming} headingLevel={3} idFor={eventsMonthId} />
              <p className="mt-4">
                <a
                  href={withBase(content.paths.events)}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  {t.home.allEvents}
                </a>
              </p>
            </>
          ) : (
            <p className="text-lg">
              {rich(t.home.noneUpcoming, {
                link: (
                  <a href={withBase(content.paths.events)} className="font-semibold text-brand-700 underline">
                    {t.home.eventsPage}
                  </a>
                ),
              })}
            </p>
          )}
        </section>
        <MapFrame map={home.data.map} churchesPath={content.paths.churches} />
      </SiteShell>
      <SharePreview
        site={site}
        card={homeCard(content, locale)}
        title={site.name}
        description={metaDescription(site, site.name, home.data.description)}
      />
    </>
  )
}
