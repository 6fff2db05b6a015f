import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogues } from '.'
import { fill, placeholders } from './fill'
import { rich } from './rich'

describe('fill', () => {
  it('puts each value in place of its placeholder', () => {
    expect(fill('Showing {shown} of {total}', { shown: 3, total: 30 })).toBe('Showing 3 of 30')
    expect(fill('{n} kati ya {total}', { n: 1, total: 4 })).toBe('1 kati ya 4')
    expect(fill('© {year} {name}.', { year: 2031, name: 'A $& B' })).toBe('© 2031 A $& B.')
  })

  it('asks, through the type checker, for the values a catalogue text needs', () => {
    const t = catalogues.en.footer
    expect(fill(t.copyright, { year: 2031, name: 'The Ministry' })).toBe('© 2031 The Ministry. All rights reserved.')
    // @ts-expect-error: the copyright line needs the name as well as the year.
    expect(() => fill(t.copyright, { year: 2031 })).toThrow('{name}')
  })

  it('throws on a placeholder without a value, naming it', () => {
    // A text typed only as string, as content could give: the type checker cannot see its placeholders.
    const text: string = 'Call {phone}'
    expect(() => fill(text, {})).toThrow('{phone}')
  })
})

describe('placeholders', () => {
  it('lists the names in a text, in order', () => {
    expect(placeholders('To get the {what} for {name}')).toEqual(['what', 'name'])
    expect(placeholders('No placeholder')).toEqual([])
  })
})

describe('rich', () => {
  it('puts elements where the placeholders are, wherever the language wants them', () => {
    const link = <a href="#churches">our churches</a>
    expect(renderToStaticMarkup(<p>{rich('See {churches} for more.', { churches: link })}</p>)).toBe(
      '<p>See <a href="#churches">our churches</a> for more.</p>',
    )
    expect(renderToStaticMarkup(<p>{rich('{churches} ni hapa.', { churches: link })}</p>)).toBe(
      '<p><a href="#churches">our churches</a> ni hapa.</p>',
    )
  })

  it('takes strings too, and throws on a placeholder without a value', () => {
    expect(renderToStaticMarkup(<p>{rich('{a} and {b}', { a: 'one', b: <b>two</b> })}</p>)).toBe(
      '<p>one and <b>two</b></p>',
    )
    const text: string = '{a} and {b}'
    expect(() => rich(text, { a: 'one' })).toThrow('{b}')
  })
})
