import { describe, expect, it } from 'vitest'
import { readContent } from './load'
import { buildMenu } from './menu'
import { routesOf } from './routes'
import { makeContent } from './testing/fixture'

const load = (changes: Record<string, string | null> = {}) => readContent(makeContent(changes)).content!

describe('the menu built from content', () => {
  it('groups congregations under Our Churches by region, in menu order', () => {
    const churches = buildMenu(load()).find((i) => i.title === 'Our Churches')!
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

  it('adds a new congregation file to the menu and the routes', () => {
    const content = load({
      'congregations/maili.mdx': `---
name: Maili-saba
slug: maili
region: Nairobi
menuOrder: 3
description: A congregation.
serviceTime: Sundays, 10:00 AM
---
`,
    })
    const nairobi = buildMenu(content).find((i) => i.title === 'Our Churches')!.children![0]!
    expect(nairobi.children!.at(-1)).toEqual({ title: 'Maili-saba', href: '/maili/' })
    expect(routesOf(content).map((r) => r.slug)).toContain('maili')
  })

  it('leaves out a region with no congregations', () => {
    const churches = buildMenu(load({ 'congregations/moa.mdx': null })).find((i) => i.title === 'Our Churches')!
    expect(churches.children!.map((c) => c.title)).toEqual(['Nairobi'])
  })

  it('keeps the real menu tree of SPEC §2', () => {
    const menu = buildMenu(readContent().content!)
    expect(menu.map((i) => i.title)).toEqual([
      'Home', 'About', 'Our Churches', 'Ministry Projects', 'Our Ministries', 'Gallery', 'Contact', 'Support',
    ])
    const regions = menu[2]!.children!
    expect(regions.map((r) => r.title)).toEqual(['Nairobi', 'Lamu', 'Kilifi', 'Western', 'Mombasa'])
    expect(regions[0]!.children!.map((c) => c.title)).toEqual([
      'Highridge', 'Raila', 'Kibera', 'Grogon', 'Kayaba', 'Fuata Nyayo', 'Kiambio', 'Gitwamba', 'Maili-saba',
    ])
    expect(regions[4]!.children!.map((c) => c.title)).toEqual(['Kikwatani'])
  })
})
