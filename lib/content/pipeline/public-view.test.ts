// The public build's rules for a missing fact (public-view.ts), one by one, on a small content tree
// loaded as each build loads it: the preview keeps everything, the public site only what is real.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../load'
import { edit, makeContent, TINY_PNG } from '../testing/fixture'

const raila = `---
name: Raila
slug: raila
region: Nairobi
menuOrder: 2
description: Raila congregation.
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
heroSlides:
- title: Welcome
  body: Welcome to Raila.
- title: Sundays
  services: [Sunday service]
- title: Worship
  body: "TODO: the text of the slide on worship"
about:
  aboutUs: Raila is a congregation.
  gallery:
  - { src: congregations/placeholders/photo-1.png, alt: Placeholder for photo 1 }
  - { src: congregations/raila/choir.png, alt: The choir singing }
leaders:
- name: "TODO: the name of the senior pastor"
  role: Senior Pastor
  bio: "TODO: a short introduction of the senior pastor"
  photo: { src: congregations/placeholders/leader.png, alt: Photo of a church leader }
---
`

const images = {
  'media/congregations/placeholders/photo-1.png': TINY_PNG,
  'media/congregations/placeholders/leader.png': TINY_PNG,
  'media/congregations/raila/choir.png': TINY_PNG,
}

async function bothBuilds(changes: Record<string, string | Buffer>) {
  const root = makeContent({ ...images, ...changes })
  vi.stubEnv('SITE_PREVIEW', '')
  const pub = await loadContent('en', root)
  vi.stubEnv('SITE_PREVIEW', '1')
  const preview = await loadContent('en', root)
  return { pub, preview }
}

const congregation = (content: Awaited<ReturnType<typeof loadContent>>, slug = 'raila') =>
  content.congregations.find((c) => c.data.slug === slug)!

afterEach(() => vi.unstubAllEnvs())

describe('the public build shows only what is real; the preview keeps every missing fact, marked', () => {
  it('leaves out a person without a name, and a section left with nobody, with its link in the top bar', async () => {
    const { pub, preview } = await bothBuilds({ 'congregations/raila.en.mdx': raila })
    expect(congregation(preview).sections.map((s) => s.kind)).toContain('leaders')
    expect(congregation(pub).sections.map((s) => s.kind)).not.toContain('leaders')
    const anchors = (content: typeof pub) =>
      content.anchors[Object.keys(content.anchors).find((p) => p.endsWith('/raila/'))!]
    const id = congregation(preview).sections.find((s) => s.kind === 'leaders')!.id
    expect(anchors(preview)).toContain(id)
    expect(anchors(pub)).not.toContain(id)
    // Sections with something real stay.
    expect(congregation(pub).sections.map((s) => s.kind)).toEqual(expect.arrayContaining(['hero', 'about', 'giving']))
  })

  it('keeps a named leader, whose missing photo is marked for the page to show without it', async () => {
    const named = raila.replace('"TODO: the name of the senior pastor"', 'Rev. Amina Otieno')
    const { pub } = await bothBuilds({ 'congregations/raila.en.mdx': named })
    const leaders = congregation(pub).sections.find((s) => s.kind === 'leaders')
    expect(leaders).toMatchObject({
      leaders: [
        {
          name: 'Rev. Amina Otieno',
          photo: { pending: { pending: expect.stringContaining('Photo of a church leader') } },
        },
      ],
    })
  })

  it('leaves out a hero slide with neither its text nor services to show', async () => {
    const { pub, preview } = await bothBuilds({ 'congregations/raila.en.mdx': raila })
    const titles = (content: typeof pub) => congregation(content).data.heroSlides!.map((s) => s.title)
    expect(titles(preview)).toEqual(['Welcome', 'Sundays', 'Worship'])
    expect(titles(pub)).toEqual(['Welcome', 'Sundays'])
    expect(congregation(preview).data.heroSlides![2]!.body).toEqual({ pending: 'the text of the slide on worship' })
  })

  it('leaves a generated stand-in out of a gallery, and keeps the real photos', async () => {
    const { pub, preview } = await bothBuilds({ 'congregations/raila.en.mdx': raila })
    expect(congregation(preview).data.about!.gallery!.map((p) => p.alt)).toEqual([
      'Placeholder for photo 1',
      'The choir singing',
    ])
    expect(congregation(pub).data.about!.gallery!.map((p) => p.alt)).toEqual(['The choir singing'])
  })

  it('leaves out a gallery with no real photo', async () => {
    const onlyStandIns = raila.replace(/ {2}- \{ src: congregations\/raila\/choir\.png.*\n/, '')
    const { pub } = await bothBuilds({ 'congregations/raila.en.mdx': onlyStandIns })
    expect(congregation(pub).data.about!.gallery).toBeUndefined()
  })

  it('keeps a giving block whose account number is missing, with the number marked as pending', async () => {
    const { pub } = await bothBuilds({ 'congregations/raila.en.mdx': raila })
    expect(congregation(pub).sections.find((s) => s.kind === 'giving')).toMatchObject({
      giving: { paybill: '247247', account: { pending: "Raila's account number" } },
    })
  })

  it('does not render a social link whose address is pending, in the footer or on a leader card', async () => {
    const site = edit(
      'site.en.mdx',
      '  - network: Facebook\n    url: https://www.facebook.com/\n',
      '  - network: Facebook\n    url: https://www.facebook.com/\n    pending: "TODO: the ministry\'s Facebook page"\n  - network: YouTube\n    url: https://www.youtube.com/@testministry\n',
    )
    const { pub, preview } = await bothBuilds(site)
    expect(preview.site.socials.map((s) => s.network)).toEqual(['Facebook', 'YouTube'])
    expect(pub.site.socials.map((s) => s.network)).toEqual(['YouTube'])
  })

  it("leaves out a block's missing text and list items, and a block with nothing real", async () => {
    const page = `---
title: Who we are
slug: who-we-are
description: About us.
blocks:
  - heading: Our Vision
    text: "TODO: the vision statement"
  - heading: Core values
    text: What we hold to.
    list: ["Love", "TODO: the second value"]
---
We are a ministry.
`
    const { pub, preview } = await bothBuilds({ 'pages/who-we-are.en.mdx': page })
    const blocks = (content: typeof pub) => content.pages.find((p) => p.data.slug === 'who-we-are')!.data.blocks
    expect(blocks(preview)!.map((b) => b.heading)).toEqual(['Our Vision', 'Core values'])
    expect(blocks(pub)).toEqual([
      expect.objectContaining({ heading: 'Core values', text: 'What we hold to.', list: ['Love'] }),
    ])
  })

  it('leaves out a page with nothing real, with its menu item; a page with something real stays', async () => {
    const empty = `---
title: Music ministry
slug: music
description: "TODO: a sentence for search results"
intro: "TODO: a sentence or two about the music ministry"
---
TODO: the text of the page
`
    const menu = edit(
      'menu.en.mdx',
      '  - title: About\n    url: /who-we-are/\n',
      '  - title: About\n    url: /who-we-are/\n  - title: Music\n    url: /music/\n',
    )
    const { pub, preview } = await bothBuilds({ 'pages/music.en.mdx': empty, ...menu })
    expect(preview.pages.map((p) => p.data.slug)).toContain('music')
    expect(pub.pages.map((p) => p.data.slug)).not.toContain('music')
    expect(pub.pages.map((p) => p.data.slug)).toContain('who-we-are')
    expect(preview.menu.items.map((i) => i.title)).toContain('Music')
    expect(pub.menu.items.map((i) => i.title)).not.toContain('Music')
    expect(Object.keys(pub.anchors)).not.toContain('/music/')
  })

  it('marks a stand-in image wherever it is: a placeholders folder at any depth, or a file named placeholder-...', async () => {
    const support = (validSupport: string) =>
      validSupport.replace(
        'cover: { src: card.png, alt: A new church }',
        'cover: { src: support/placeholder-planting.png, alt: A new church }',
      )
    const root = makeContent({ 'media/support/placeholder-planting.png': TINY_PNG })
    const file = path.join(root, 'pages/support.en.mdx')
    fs.writeFileSync(file, support(fs.readFileSync(file, 'utf8')))
    vi.stubEnv('SITE_PREVIEW', '')
    const content = await loadContent('en', root)
    const cover = content.pages.find((p) => p.data.slug === 'support')!.data.supportCards![0]!.cover
    expect(cover.pending).toEqual({ pending: expect.stringContaining('A new church') })
  })
})
