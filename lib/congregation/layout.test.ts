import { describe, expect, it } from 'vitest'
import { readContent } from '@/lib/content/load'
import { congregationsByRegion } from '@/lib/content/menu'
import { routesOf } from '@/lib/content/routes'
import { makeContent } from '@/lib/content/testing/fixture'
import { micrositeLayout } from './layout'

const newCongregation = (extra = '') => `---
name: Mpya
slug: mpya
region: Lamu
menuOrder: 2
description: A new congregation.
serviceTime: Sundays, 10:00 AM
${extra}---
Mpya meets on Sundays.
`

const load = (changes: Record<string, string | null>) => readContent(makeContent(changes))

describe('a congregation page from its content alone', () => {
  it('a new file gives a page route, a locations-list entry and a layout', () => {
    const { content, problems } = load({ 'congregations/mpya.mdx': newCongregation() })
    expect(problems).toEqual([])
    const route = routesOf(content!).find((r) => r.slug === 'mpya')
    expect(route?.kind).toBe('congregation')
    expect(congregationsByRegion(content!).find((g) => g.region === 'Lamu')!.congregations.map((c) => c.slug)).toContain('mpya')
    // With only the basic fields the page has a title banner and the contact form.
    const layout = micrositeLayout(route!.kind === 'congregation' ? route!.entry.data : (undefined as never))
    expect(layout).toEqual({
      sections: ['contact'],
      titleBanner: true,
      anchors: [
        { label: 'Home', href: '#home' },
        { label: 'Contact', href: '#contact' },
      ],
    })
  })

  it('shows the sections listed, in their order, with anchors only to them', () => {
    const { content } = load({
      'congregations/mpya.mdx': newCongregation(`sections: [about, giving, contact]
about:
  aboutUs: Mpya is a new congregation.
giving:
  paybill: 247247
  account: "TODO: the account number"
`),
    })
    const data = content!.congregations.find((c) => c.data.slug === 'mpya')!.data
    expect(micrositeLayout(data).sections).toEqual(['about', 'giving', 'contact'])
    expect(micrositeLayout(data).anchors.map((a) => a.label)).toEqual(['Home', 'About', 'Give', 'Contact'])
  })

  it('without a list, shows every section it has fields for, in the full order', () => {
    const { content } = load({
      'congregations/mpya.mdx': newCongregation(`heroSlides:
  - title: Welcome
giving:
  pastorNumber: "TODO: the pastor's number"
`),
    })
    const data = content!.congregations.find((c) => c.data.slug === 'mpya')!.data
    expect(micrositeLayout(data)).toMatchObject({ sections: ['hero', 'giving', 'contact'], titleBanner: false })
  })

  it('rejects a listed section without its fields, and an unknown program status', () => {
    const { problems } = load({
      'congregations/mpya.mdx': newCongregation(`sections: [hero, leaders, contact]
programs:
  - name: Church building
    status: Done
`),
    })
    expect(problems).toEqual([
      expect.stringMatching(/mpya\.mdx: programs\[0\]\.status: expected one of Operational, Ongoing, In Progress, Started, Future, Challenge/),
    ])
    const second = load({ 'congregations/mpya.mdx': newCongregation('sections: [hero, leaders, contact]\n') }).problems
    expect(second).toEqual([
      expect.stringMatching(/mpya\.mdx: sections\[0\]: "hero" needs the field "heroSlides"/),
      expect.stringMatching(/mpya\.mdx: sections\[1\]: "leaders" needs the field "leaders"/),
    ])
  })

  it('rejects a section listed twice', () => {
    const { problems } = load({ 'congregations/mpya.mdx': newCongregation('sections: [contact, contact]\n') })
    expect(problems).toEqual([expect.stringMatching(/mpya\.mdx: sections: list each section once/)])
  })
})
