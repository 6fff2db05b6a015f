import { describe, expect, it } from 'vitest'
import { readContent } from '../content/load'
import type { MenuItemInput } from '../content/schemas'
import { makeContent } from '../content/testing/fixture'
import { localePath } from '../i18n/locales'
import { siteIndex } from './site-index'

const page = (slug: string, title: string) => `---
title: ${title}
slug: ${slug}
description: ${title}.
---
${title} text.
`

const event = (title: string, when: string) => `---
title: ${title}
${when}
summary: ${title}, a day of the ministry.
---
`

describe('the list of every page', () => {
  it('groups congregations by region and every other page by kind, in menu order, the events page with its events', async () => {
    const { content } = await readContent(
      makeContent({
        'pages/youth.en.mdx': page('youth', 'Youth'),
        'pages/children.en.mdx': page('children', 'Children'),
        'pages/laws.en.mdx': page('laws', 'By-laws'),
        'events/2031-03-20-harvest.en.mdx': event('Harvest service', 'date: "2031-03-20"'),
        'events/2031-03-prayer.en.mdx': event('Prayer week', 'month: "2031-03"\norder: 1'),
        'menu.en.mdx': `---
regions: [Nairobi, Lamu]
items:
  - title: Home
    url: /
  - title: Our Churches
    url: /church/
    congregations: true
  - title: Our Ministries
    kind: ministry
    children:
      - { title: Youth, url: /youth/ }
      - { title: Children, url: /children/ }
  - title: Resources
    kind: resource
    children:
      - { title: By-laws, url: /laws/ }
  - title: Events
    url: /events/
  - title: About
    url: /who-we-are/
---
`,
      }),
    )
    const index = siteIndex(content!, '2031-03-14')
    expect(index.congregations).toEqual([
      {
        region: 'Nairobi',
        links: [
          { title: 'Highridge', path: '/highridge/' },
          { title: 'Raila', path: '/raila/' },
        ],
      },
      { region: 'Lamu', links: [{ title: 'Moa', path: '/moa/' }] },
    ])
    const groups = Object.fromEntries(index.groups.map((g) => [g.kind, g.links]))
    expect(Object.keys(groups)).toEqual(['ministry', 'resource', 'event', 'page'])
    expect(groups.ministry).toEqual([
      { title: 'Youth', path: '/youth/' },
      { title: 'Children', path: '/children/' },
    ])
    expect(groups.resource).toEqual([{ title: 'By-laws', path: '/laws/' }])
    // Upcoming events first, under their month's heading; a past one of the same month under its own heading.
    expect(groups.event).toEqual([
      {
        title: 'Events',
        path: '/events/',
        children: [
          { title: 'Prayer week', path: '/events/#events-2031-03' },
          { title: 'Harvest service', path: '/events/#events-2031-03' },
          { title: 'Youth camp', path: '/events/#events-2024-01' },
        ],
      },
    ])
    // The home page and the pages in menu order, then those in no menu by title.
    expect(groups.page!.map((l) => l.path)).toEqual(['/', '/church/', '/who-we-are/', '/contact/', '/support/'])
    // Every page of the content is listed once.
    const listed = [...index.congregations.flatMap((r) => r.links), ...index.groups.flatMap((g) => g.links)].map(
      (l) => l.path,
    )
    expect(listed.sort()).toEqual(
      [
        '/',
        ...content!.pages.map((p) => `/${p.data.slug}/`),
        ...content!.congregations.map((c) => `/${c.data.slug}/`),
      ].sort(),
    )
  }, 30_000)

  it('keeps the menu order in Kiswahili, whose menu links to the pages under /sw/', async () => {
    const { content } = await readContent(
      makeContent({
        'pages/youth.en.mdx': page('youth', 'Youth'),
        'pages/children.en.mdx': page('children', 'Children'),
        'menu.en.mdx': `---
regions: [Nairobi, Lamu]
items:
  - title: Our Ministries
    kind: ministry
    children:
      - { title: Youth, url: /youth/ }
      - { title: Children, url: /children/ }
---
`,
      }),
    )
    // The menu as the Kiswahili pages have it: the same items, their links under /sw/.
    const underSw = (items: MenuItemInput[]): MenuItemInput[] =>
      items.map((item) => ({
        ...item,
        ...(item.url ? { url: localePath('sw', item.url) } : {}),
        ...(item.children ? { children: underSw(item.children) } : {}),
      }))
    const sw = { ...content!, menu: { ...content!.menu, items: underSw(content!.menu.items) } }
    const ministry = siteIndex(sw, '2031-03-14').groups.find((g) => g.kind === 'ministry')
    // Youth before Children, as the menu has them (by title, Children would come first).
    expect(ministry?.links.map((l) => l.path)).toEqual(['/youth/', '/children/'])
  }, 30_000)

  it('leaves out a kind without pages', async () => {
    const { content } = await readContent(makeContent())
    expect(siteIndex(content!, '2031-03-14').groups.map((g) => g.kind)).toEqual(['event', 'page'])
  }, 30_000)
})
