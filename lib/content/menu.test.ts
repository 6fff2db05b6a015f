import { describe, expect, it } from 'vitest'
import { readContent } from './load'
import { buildMenu } from './menu'
import { routesOf } from './routes'
import { makeContent } from './testing/fixture'

const load = async (changes: Record<string, string | null> = {}) => (await readContent(makeContent(changes))).content!

describe('the menu built from content', async () => {
  it('groups congregations under Our Churches by region, in menu order', async () => {
    const churches = buildMenu(await load()).find((i) => i.title === 'Our Churches')!
    expect(churches.href).toBe('/church/')
    expect(churches.children).toEqual([
      {
        title: 'Nairobi',
        children: [
          { title: 'Highridge', href: '/highridge/' },
          { title: 'Raila', href: '/raila/' },
        ],
      },
      { title: 'Lamu', children: [{ title: 'Moa', href: '/moa/' }] },
    ])
  })

  it('adds a new congregation file to the menu and the routes', async () => {
    const content = await load({
      'congregations/maili.en.mdx': `---
name: Maili-saba
slug: maili
region: Nairobi
menuOrder: 3
description: A congregation.
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
---
`,
    })
    const nairobi = buildMenu(content).find((i) => i.title === 'Our Churches')!.children![0]!
    expect(nairobi.children!.at(-1)).toEqual({ title: 'Maili-saba', href: '/maili/' })
    expect(routesOf(content).map((r) => r.slug)).toContain('maili')
  })

  it('leaves out a region with no congregations', async () => {
    const churches = buildMenu(await load({ 'congregations/moa.en.mdx': null })).find(
      (i) => i.title === 'Our Churches',
    )!
    expect(churches.children!.map((c) => c.title)).toEqual(['Nairobi'])
  })
})
