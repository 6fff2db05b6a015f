import { describe, expect, it } from 'vitest'
import { readContent } from '../content/load'
import { makeContent } from '../content/testing/fixture'
import { menuKinds, pageKinds } from './kinds'

const page = (slug: string, title: string) => `---
title: ${title}
slug: ${slug}
description: ${title}.
---
${title} text.
`

describe('the kind of each page', () => {
  it("an item's kind holds for its own page and every page of its submenu, the nearest kind first", () => {
    const kinds = menuKinds([
      { title: 'Home', url: '/' },
      {
        title: 'About',
        url: '/who-we-are/',
        children: [
          { title: 'History', url: '/history/' },
          { title: 'Resources', kind: 'resource', children: [{ title: 'By-laws', url: '/laws/' }] },
        ],
      },
      {
        title: 'Ministries',
        kind: 'ministry',
        url: '/ministries/',
        children: [
          { title: 'Youth', url: '/youth/' },
          { title: 'Laws again', url: '/laws/' },
        ],
      },
    ])
    expect(Object.fromEntries(kinds)).toEqual({
      '/laws/': 'resource',
      '/ministries/': 'ministry',
      '/youth/': 'ministry',
    })
  })

  it('is the same in both languages: the Kiswahili menu links to the pages under /sw/', () => {
    const kinds = menuKinds([
      { title: 'Huduma Zetu', kind: 'ministry', children: [{ title: 'Vijana', url: '/sw/youth/' }] },
    ])
    expect(Object.fromEntries(kinds)).toEqual({ '/youth/': 'ministry' })
  })

  it('comes from content: congregations, the events page, the menu, and a page of the ministry otherwise', async () => {
    const { content } = await readContent(
      makeContent({
        'pages/youth.en.mdx': page('youth', 'Youth'),
        'pages/laws.en.mdx': page('laws', 'By-laws'),
        'pages/lonely.en.mdx': page('lonely', 'A page in no menu'),
        'menu.en.mdx': `---
regions: [Nairobi, Lamu]
items:
  - title: Home
    url: /
  - title: About
    url: /who-we-are/
    children:
      - title: Resources
        kind: resource
        children:
          - { title: By-laws, url: /laws/ }
  - title: Our Churches
    url: /church/
    congregations: true
  - title: Our Ministries
    kind: ministry
    children:
      - { title: Youth, url: /youth/ }
---
`,
      }),
    )
    const kinds = pageKinds(content!)
    expect(kinds.get('/')).toBe('page')
    expect(kinds.get('/raila/')).toBe('congregation')
    expect(kinds.get('/events/')).toBe('event')
    expect(kinds.get('/youth/')).toBe('ministry')
    expect(kinds.get('/laws/')).toBe('resource')
    expect(kinds.get('/who-we-are/')).toBe('page')
    expect(kinds.get('/lonely/')).toBe('page')
  }, 30_000)
})
