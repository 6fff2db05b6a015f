import { createElement, isValidElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { reviveIslandProps, splitIslandProps } from './props'

const slot = (path: string, node: ReactNode) => createElement('island-slot', { key: path, 'data-slot': path }, node)

describe('island props', () => {
  it('keeps plain data as it is, in the JSON and in the props to render', () => {
    const props = { label: 'Copy', count: 2, open: false, none: null, items: [{ href: '/a/', title: 'A' }] }
    const { json, rendered } = splitIslandProps(props, slot)
    expect(json).toEqual(props)
    expect(rendered).toEqual(props)
    expect(JSON.parse(JSON.stringify(json))).toEqual(props)
  })

  it('turns React elements into slots named by their prop path, wherever they are', () => {
    const { json, rendered } = splitIslandProps(
      {
        children: createElement('p', null, 'Hello'),
        slides: [createElement('blockquote', null, 'One'), 'plain'],
        card: { body: createElement('em') },
      },
      slot,
    )
    expect(json).toEqual({
      children: { $slot: 'children' },
      slides: [{ $slot: 'slides.0' }, 'plain'],
      card: { body: { $slot: 'card.body' } },
    })
    const children = rendered.children as ReturnType<typeof slot>
    expect(isValidElement(children) && children.type).toBe('island-slot')
    expect((children.props as { 'data-slot': string })['data-slot']).toBe('children')
    expect((rendered.slides as unknown[])[1]).toBe('plain')
  })

  it('refuses what JSON would change or drop, naming the prop', () => {
    expect(() => splitIslandProps({ when: new Date(0) }, slot)).toThrow(/"when" is a Date/)
    expect(() => splitIslandProps({ onPick: () => {} }, slot)).toThrow(/"onPick" is a function/)
    expect(() => splitIslandProps({ list: [1, Number.NaN] }, slot)).toThrow(/"list.1" is NaN/)
    expect(() => splitIslandProps({ x: { $slot: 'y' } }, slot)).toThrow(/slot reference/)
  })

  it('gives the browser back the same shape, each slot from its path', () => {
    const { json } = splitIslandProps(
      { label: 'Quotes', slides: [createElement('p', null, 'One'), createElement('p', null, 'Two')] },
      slot,
    )
    const revived = reviveIslandProps(JSON.parse(JSON.stringify(json)), (path) => `<slot ${path}>`)
    expect(revived).toEqual({ label: 'Quotes', slides: ['<slot slides.0>', '<slot slides.1>'] })
  })
})
