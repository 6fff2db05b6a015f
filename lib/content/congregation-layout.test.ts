import { describe, expect, it } from 'vitest'
import { congregationLayout, sectionOutline, shownSections } from './congregation-layout'
import { readContent } from './load'
import { congregationsByRegion } from './menu'
import { formatProblem } from './problems'
import { routesOf } from './routes'
import { makeContent } from './testing/fixture'

const newCongregation = (extra = '') => `---
name: Mpya
slug: mpya
region: Lamu
menuOrder: 2
description: A new congregation.
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
${extra}---
Mpya meets on Sundays.
`

const load = async (changes: Record<string, string | null>) => {
  const { content, problems } = await readContent(makeContent(changes))
  return { content, problems: problems.map(formatProblem) }
}
const kinds = (sections: { kind: string }[]) => sections.map((s) => s.kind)

describe('a congregation page from its content alone', () => {
  it('a new file gives a page route, a locations-list entry and a layout', async () => {
    const { content, problems } = await load({ 'congregations/mpya.en.mdx': newCongregation() })
    expect(problems).toEqual([])
    const route = routesOf(content!).find((r) => r.slug === 'mpya')
    expect(route?.kind).toBe('congregation')
    expect(
      congregationsByRegion(content!)
        .find((g) => g.region === 'Lamu')!
        .congregations.map((c) => c.slug),
    ).toContain('mpya')
    // With only the basic fields the page has a title banner, its services to plan a visit and the contact form.
    const entry = content!.congregations.find((c) => c.data.slug === 'mpya')!
    expect(route?.kind === 'congregation' && route.entry).toBe(entry)
    expect(entry.titleBanner).toBe(true)
    expect(entry.sectionLinks).toEqual([
      { key: 'home', href: '#home' },
      { key: 'visit', href: '#visit' },
      { key: 'contact', href: '#contact' },
    ])
    expect(entry.sections).toEqual([
      {
        kind: 'visit',
        id: 'visit',
        services: [{ title: 'Sunday service', repeats: 'weekly', days: ['Sunday'], starts: '10:00' }],
      },
      { kind: 'contact', id: 'contact' },
    ])
    // The loader stores the layout the module computes, and the page's ids follow it.
    expect(congregationLayout(entry.data)).toEqual({
      sections: entry.sections,
      titleBanner: entry.titleBanner,
      sectionLinks: entry.sectionLinks,
    })
    expect(content!.anchors['/mpya/']).toEqual(['main', 'home', 'visit', 'contact'])
  }, 30_000) // loads a whole content folder: seconds on a busy machine

  it('shows the sections listed, in their order, with anchors only to them', async () => {
    const { content } = await load({
      'congregations/mpya.en.mdx': newCongregation(`sections: [about, giving, contact]
about:
  aboutUs: Mpya is a new congregation.
giving:
  note: Offerings build the hall.
`),
      // Where gifts go is in the congregation's giving file; the page shows it with the note.
      'giving/mpya.en.mdx': `---
congregation: mpya
paybill: 247247
account: "TODO: the account number"
---
`,
    })
    const entry = content!.congregations.find((c) => c.data.slug === 'mpya')!
    expect(entry.sectionLinks.map((a) => a.key)).toEqual(['home', 'about', 'give', 'contact'])
    expect(kinds(entry.sections)).toEqual(['about', 'giving', 'contact'])
    expect(entry.sections).toEqual([
      { kind: 'about', id: 'about', about: { aboutUs: 'Mpya is a new congregation.' } },
      {
        kind: 'giving',
        id: 'give',
        giving: { paybill: '247247', account: { pending: 'the account number' }, note: 'Offerings build the hall.' },
      },
      { kind: 'contact', id: 'contact' },
    ])
  })

  it('without a list, shows every section it has fields for, in the full order', async () => {
    const { content } = await load({
      'congregations/mpya.en.mdx': newCongregation(`heroSlides:
  - title: Welcome
`),
      'giving/mpya.en.mdx': `---
congregation: mpya
pastorNumber: "TODO: the pastor's number"
---
`,
    })
    const entry = content!.congregations.find((c) => c.data.slug === 'mpya')!
    expect(entry.titleBanner).toBe(false)
    expect(kinds(entry.sections)).toEqual(['hero', 'visit', 'giving', 'contact'])
    expect(entry.sections[0]).toEqual({ kind: 'hero', id: 'home', slides: [{ title: 'Welcome', schedule: [] }] })
  })

  it('rejects a listed section without its fields, and an unknown program status', async () => {
    const { problems } = await load({
      'congregations/mpya.en.mdx': newCongregation(`sections: [hero, leaders, contact]
programs:
  - name: Church building
    status: Done
`),
    })
    expect(problems).toEqual([
      expect.stringMatching(
        /mpya\.en\.mdx:\d+:\d+: programs\[0\]\.status: expected one of Operational, Ongoing, In Progress, Started, Future, Challenge/,
      ),
    ])
    const second = (
      await load({ 'congregations/mpya.en.mdx': newCongregation('sections: [hero, leaders, contact]\n') })
    ).problems
    expect(second).toEqual([
      expect.stringMatching(/mpya\.en\.mdx:\d+:\d+: sections\[0\]: "hero" needs the field "heroSlides"/),
      expect.stringMatching(/mpya\.en\.mdx:\d+:\d+: sections\[1\]: "leaders" needs the field "leaders"/),
    ])
  })

  it('rejects a section listed twice', async () => {
    const { problems } = await load({ 'congregations/mpya.en.mdx': newCongregation('sections: [contact, contact]\n') })
    expect(problems).toEqual([expect.stringMatching(/mpya\.en\.mdx:\d+:\d+: sections: list each section once/)])
  })
})

describe('the layout from the fields alone', () => {
  const services = [{ title: 'Sunday service' }]

  it('leaves out a listed section whose fields are gone (the public build empties a leaders section with nobody named)', () => {
    expect(shownSections({ sections: ['leaders', 'visit', 'contact'], services, leaders: undefined } as never)).toEqual(
      ['visit', 'contact'],
    )
  })

  it('gives the programs link to the weekly cards first, and to the list of programs without them', () => {
    const links = (c: object) => sectionOutline(c as never).sectionLinks.find((a) => a.key === 'programs')?.href
    expect(links({ services, weeklyPrograms: [{}], programs: [{}] })).toBe('#programs')
    expect(links({ services, programs: [{}] })).toBe('#current-programs')
    expect(links({ services })).toBeUndefined()
  })

  it('opens with the hero, which carries the home id, or with a title banner that carries it instead', () => {
    expect(sectionOutline({ services, heroSlides: [{}] } as never)).toMatchObject({
      titleBanner: false,
      sections: [{ kind: 'hero', id: 'home' }, { kind: 'visit' }, { kind: 'contact' }],
    })
    expect(sectionOutline({ services } as never).sectionLinks[0]).toEqual({ key: 'home', href: '#home' })
  })
})
