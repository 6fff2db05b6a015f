/**
 * The link picture of every page of one language (share-card.ts), from the content the page is built
 * from: the page's metadata (components/routes/*) and the build step (scripts/build/share-images.ts) both
 * ask here, so a page names exactly the picture the step draws.
 */
import { real } from '../content/pending'
import { pathOf, routesOf, type Route } from '../content/routes'
import type { Content, Site } from '../content/types'
import { localePath, type Locale } from '../i18n/locales'
import { catalogues } from '../i18n/messages'
import { offlinePath } from '../offline/paths'
import { searchPath } from '../search/paths'
import { posterPath } from '../poster/address'
import { congregationCard, pageCard, type ShareCard } from './share-card'

/** A page's or congregation's card (an alias is a redirect, with no picture). */
export function routeCard(route: Exclude<Route, { kind: 'alias' }>, site: Site, locale: Locale): ShareCard {
  const address = localePath(locale, pathOf(route.slug))
  return route.kind === 'congregation'
    ? congregationCard(route.entry.data, { address, locale, siteName: site.name })
    : pageCard({ address, locale, title: route.entry.data.title, siteName: site.name })
}

export function homeCard({ site, home }: Pick<Content, 'site' | 'home'>, locale: Locale): ShareCard {
  return pageCard({
    address: localePath(locale, '/'),
    locale,
    title: site.name,
    siteName: site.name,
    description: real(home.data.description) || site.description,
  })
}

export function searchCard(site: Site, locale: Locale): ShareCard {
  return pageCard({ address: searchPath(locale), locale, title: catalogues[locale].search.title, siteName: site.name })
}

export function offlineCard(site: Site, locale: Locale): ShareCard {
  return pageCard({
    address: offlinePath(locale),
    locale,
    title: catalogues[locale].offline.title,
    siteName: site.name,
  })
}

/** Every page of the language with a picture: the home, search and offline pages, every page and congregation. */
export function siteCards(content: Content, locale: Locale): ShareCard[] {
  return [
    homeCard(content, locale),
    searchCard(content.site, locale),
    offlineCard(content.site, locale),
    ...routesOf(content).flatMap((route) => (route.kind === 'alias' ? [] : [routeCard(route, content.site, locale)])),
  ]
}

/**
 * The pages that show another page's picture, each with the address of that page: a congregation's poster
 * shows its congregation page's (components/routes/PosterRoute.tsx).
 */
export function borrowedPictures(content: Pick<Content, 'congregations'>, locale: Locale): [string, string][] {
  return content.congregations.map((c) => [
    localePath(locale, posterPath(c.data.slug)),
    localePath(locale, pathOf(c.data.slug)),
  ])
}
