import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { makeContent } from '../content/testing/fixture'
import { typedInContent, whereWritten } from './where-written'

describe('where a number found on a page is written', () => {
  it('names every content file and line that holds it, however its digits are grouped', () => {
    const files = [
      { file: 'content/congregations/raila.en.mdx', text: '---\nname: Raila\n---\nGive by M-Pesa paybill 512 345.\n' },
      { file: 'content/congregations/raila.sw.mdx', text: '---\n---\nToa kwa paybill 512345.\n' },
      { file: 'content/pages/history.en.mdx', text: '---\n---\nFounded in 1994 with 512 members.\n' },
    ]
    expect(whereWritten('512 345', files)).toEqual([
      'content/congregations/raila.en.mdx:4',
      'content/congregations/raila.sw.mdx:3',
    ])
    expect(whereWritten('FX-07', [{ file: 'content/home.en.mdx', text: 'a\nFX-07 b' }])).toEqual([
      'content/home.en.mdx:2',
    ])
  })

  it('finds a disguised number where it was typed: invisible characters, other digits, character references, escapes, tags, a line break', () => {
    const file = (text: string) => [
      { file: 'content/pages/about.en.mdx', text: `---\ntitle: About\n---\n\nWelcome.\n${text}\n` },
    ]
    for (const typed of [
      'Paybill 555\u200B555',
      'Paybill \u0665\u0665\u0665 \u0665\u0665\u0665',
      'Paybill 555&#8203;555',
      'Paybill &#53;&#x35;5 555',
      'Paybill 555&nbsp;555',
      'description: "Paybill \\u0035\\u00355 555"',
      'Paybill <strong>555</strong>555',
      'Paybill 555**555**',
      'Paybill five five five five five five',
    ])
      expect(whereWritten('555555', file(typed)), typed).toEqual(['content/pages/about.en.mdx:6'])
    expect(whereWritten('555 555', file('Paybill 555\n555 for the roof.'))).toEqual(['content/pages/about.en.mdx:6'])
    // As the page showed it, invisible characters named.
    expect(whereWritten('555[U+200B]555', file('Paybill 555\u200B555'))).toEqual(['content/pages/about.en.mdx:6'])
  })

  it("names the lines that hold a part of a number a page joined from several (a table's cells)", () => {
    const table = '| Paybill | 555 | 555 |\n| --- | --- | --- |\n'
    expect(whereWritten('555 555', [{ file: 'content/pages/give.en.mdx', text: `---\n---\n${table}` }])).toEqual([
      'content/pages/give.en.mdx:3',
    ])
    expect(
      whereWritten('512 345 999', [
        { file: 'content/pages/give.en.mdx', text: `---\n---\n<td>512 345</td>\n\nand 999\n` },
      ]),
    ).toEqual(['content/pages/give.en.mdx:3 (a part of it)', 'content/pages/give.en.mdx:5 (a part of it)'])
  })

  it("names the field of a line among a file's fields, however the value is written", () => {
    const about = (fields: string) => [
      { file: 'content/pages/about.en.mdx', text: `---\nslug: about\n${fields}\n---\nWelcome.\n` },
    ]
    for (const title of [
      'title: About 555555',
      'title: "About 555 555"',
      'title: !!js/function "About 555555"',
      'title: >-\n  About\n  555555',
    ])
      expect(whereWritten('555555', about(title)), title).toEqual([
        `content/pages/about.en.mdx:${title.includes('>-') ? 5 : 3} (title)`,
      ])
    expect(whereWritten('555555', about('leaders:\n  - name: Rev. A\n    bio: Paybill 555555'))).toEqual([
      'content/pages/about.en.mdx:5 (leaders[0].bio)',
    ])
    expect(
      whereWritten('512 345 999', about('blocks:\n  - heading: Give\n    text: 512 345\nsummary: and 999')),
    ).toEqual([
      'content/pages/about.en.mdx:5 (blocks[0].text; a part of it)',
      'content/pages/about.en.mdx:6 (summary; a part of it)',
    ])
    // CRLF line ends and a byte-order mark (Notepad) change no line or field.
    expect(
      whereWritten('555555', [
        { file: 'content/pages/about.en.mdx', text: '\uFEFF---\r\ntitle: About 555555\r\n---\r\n' },
      ]),
    ).toEqual(['content/pages/about.en.mdx:2 (title)'])
  })

  it('reads every content file but the giving files, where a giving number belongs', () => {
    const root = makeContent()
    fs.writeFileSync(path.join(root, 'pages/about.en.mdx'), '---\ntitle: About 555555\n---\n')
    const files = typedInContent(root)
    expect(files.map((f) => f.file)).toContain('content/pages/about.en.mdx')
    expect(files.filter((f) => /^content\/giving[./]/.test(f.file))).toEqual([])
    expect(whereWritten('555555', files)).toEqual(['content/pages/about.en.mdx:2 (title)'])
  })
})
