import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fill, placeholders } from './fill'
import { rich } from './rich'

describe('fill', () => {
  it('puts each value in place of its placeholder and leaves unknown ones as written', () => {
    expect(fill('Showing {shown} of {total}', { shown: 3, total: 30 })).toBe('Showing 3 of 30')
    expect(fill('{n} kati ya {total}', { n: 1, total: 4 })).toBe('1 kati ya 4')
    expect(fill('{unknown} stays', {})).toBe('{unknown} stays')
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
    expect(renderToStaticMarkup(<p>{rich('See {churches} for more.', { churches: link })}</p>)).toBe('<p>See <a href="#churches">our churches</a> for more.</p>')
    expect(renderToStaticMarkup(<p>{rich('{churches} ni hapa.', { churches: link })}</p>)).toBe('<p><a href="#churches">our churches</a> ni hapa.</p>')
  })

  it('takes strings too, and leaves an unknown placeholder as written', () => {
    expect(renderToStaticMarkup(<p>{rich('{a} and {b}', { a: 'one' })}</p>)).toBe('<p>one and {b}</p>')
  })
})
