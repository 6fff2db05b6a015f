import { describe, expect, it } from 'vitest'
import { originalOf, readText, showInvisible } from './read-text'

describe('text as the giving guard reads it', () => {
  it('reads every decimal digit as 0-9 and drops what the eye does not see', () => {
    expect(readText('\u0665\u06F5\u096B\u0E55\uFF15\u{1D7D3}\u2075\u2464\u278E\u24FF').text).toBe('5555555550')
    expect(readText('5\u200B5\u00AD5\u20605\u200E5\uFE0F5\u03035\uFEFF5\u31645').text).toBe('555555555')
  })

  it('reads every kind of space, dash, slash, dot and colon as the plain one', () => {
    expect(readText('1\u00A02\u202F3\u20074\u30005').text).toBe('1 2 3 4 5')
    expect(readText('1\u20102\u20133\u20144\u22125\uFF0D6').text).toBe('1-2-3-4-5-6')
    expect(readText('1\u20442\u22153\u00B74\u22C55\uFF1A6').text).toBe('1/2/3.4.5:6')
  })

  it('reads letters that stand for digits inside a number, and digits spelled one by one, but leaves words alone', () => {
    expect(readText('O7l2 345 678').text).toBe('0712 345 678')
    expect(readText('Old lion 10 lb').text).toBe('Old lion 10 lb')
    expect(readText('five five five five five five').text).toBe('555555')
    expect(readText('sifuri saba moja mbili, tatu nne tano').text).toBe('0712345')
    expect(readText('Saba-saba congregation, one or two').text).toBe('Saba-saba congregation, one or two')
  })

  it('knows where each character it read came from, to show a number as the page has it', () => {
    const original = 'Paybill 5\u200B5\u0665 555'
    const read = readText(original)
    const at = read.text.indexOf('55')
    expect(showInvisible(originalOf(original, read, at, read.text.length))).toBe('5[U+200B]5\u0665 555')
  })
})
