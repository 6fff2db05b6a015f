/**
 * Hostile or unusual YAML in a content file's fields, as the content check shows it to an editor: every YAML
 * feature content never uses stops the check with the file, line, column and field, and words to act on; never
 * a stack trace, never silence (docs/content-is-data.md, "The fields").
 */
import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from './frontmatter'
import { MAX_NESTING } from './frontmatter-rules'
import { readContent } from './load'
import { formatProblem } from './problems'
import { makeContent } from './testing/fixture'

const W = 'content/pages/who-we-are.en.mdx'
/** The who-we-are page with its fields replaced: `title` on line 2, the fields given on the lines after it. */
const whoWeAre = (fields: string) => ({
  'pages/who-we-are.en.mdx': `---\n${fields}\nslug: who-we-are\ndescription: About us.\n---\nWe are a ministry.\n`,
})

/** The check's lines about the page (the pages that link to it find no page while its fields cannot be read). */
async function problemsOf(fields: string): Promise<string[]> {
  const { problems } = await readContent(makeContent(whoWeAre(fields)))
  return problems.filter((p) => p.file === W).map(formatProblem)
}

const TYPE_MARK = (tag: string) =>
  `"${tag}" is read as a YAML type mark, which content never uses (every value is read as it is written); if it is part of the text, put the whole value in quotes, otherwise remove "${tag}"`
const ANCHOR = (name: string) =>
  `"${name}" is read as a YAML name for copying a value elsewhere, which content never does; if it is part of the text, put the whole value in quotes, otherwise remove "${name}" and write each value out where it belongs`
const ALIAS = (name: string) =>
  `"${name}" is read as a copy of a value written elsewhere in the fields, which content never uses (the page would show what is not written here); if it is part of the text, put the whole value in quotes, otherwise write the value out instead of "${name}"`
const MERGE =
  '"<<" (YAML\'s merge key) copies the fields of another group into this one, which content never does; write the fields out in this group instead'
const NESTING = `the fields are nested more than ${MAX_NESTING} levels deep here (groups and lists inside each other), deeper than any field of the site; write the field as the editing guide shows (content/FIELDS.md)`

/** [what the editor (or an attacker) wrote, the fields, every line the check must print] */
const hostile: [string, string, string[]][] = [
  [
    'an alias bomb: each line copies the one above nine times',
    [
      'title: Who we are',
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
    ].join('\n'),
    [
      `${W}:3:4: a: ${ANCHOR('&a')}`,
      `${W}:4:4: b: ${ANCHOR('&b')}`,
      `${W}:4:8: b[0]: ${ALIAS('*a')}`,
      `${W}:5:4: c: ${ANCHOR('&c')}`,
      `${W}:5:8: c[0]: ${ALIAS('*b')}`,
      `${W}:6:5: d[0]: ${ALIAS('*c')}`,
    ],
  ],
  [
    'one alias, copying the title into the description',
    'title: &t Who we are\nsummary: *t',
    [`${W}:2:8: title: ${ANCHOR('&t')}`, `${W}:3:10: summary: ${ALIAS('*t')}`],
  ],
  ['an alias to no anchor', 'title: *nowhere', [`${W}:2:8: title: ${ALIAS('*nowhere')}`]],
  [
    'an unknown tag: a JavaScript function',
    'title: !!js/function "function () { return 555555 }"',
    [`${W}:2:8: title: ${TYPE_MARK('!!js/function')}`],
  ],
  ['a standard tag', 'title: !!str Who we are', [`${W}:2:8: title: ${TYPE_MARK('!!str')}`]],
  ['a local tag', 'title: !foo Who we are', [`${W}:2:8: title: ${TYPE_MARK('!foo')}`]],
  [
    'a tag on a group, inside a list',
    'title: Who we are\nblocks:\n  - !!map { heading: A, text: B }',
    [`${W}:4:5: blocks[0]: ${TYPE_MARK('!!map')}`],
  ],
  [
    'a merge key',
    'title: Who we are\nbase: &base { heading: A }\nblocks:\n  - <<: *base\n    text: B',
    [`${W}:3:7: base: ${ANCHOR('&base')}`, `${W}:5:5: blocks[0].<<: ${MERGE}`],
  ],
  [
    'a merge key with a group written in place',
    'title: Who we are\n<<: { layout: contact }',
    [`${W}:3:1: <<: ${MERGE}`],
  ],
  [
    'a field written twice',
    'title: Who we are\nlayout: standard\ntitle: Paybill 555555',
    [`${W}:4:1: title: is written twice (also on line 2); keep one of them`],
  ],
  [
    'a field written twice inside { }',
    'title: Who we are\nblocks: [{ heading: A, heading: B }]',
    [`${W}:3:24: blocks[0].heading: is written twice (also on line 3); keep one of them`],
  ],
  ['100 lists inside each other', `title: ${'['.repeat(100)}${']'.repeat(100)}`, [`${W}:2:27: title: ${NESTING}`]],
  [
    '100 groups inside each other',
    `title: ${'{ a: '.repeat(100)}x${' }'.repeat(100)}`,
    [`${W}:2:103: title: ${NESTING}`],
  ],
  [
    '2,000 lists inside each other (more than the YAML parser itself can nest)',
    `title: ${'['.repeat(2000)}${']'.repeat(2000)}`,
    [`${W}:2:27: title: ${NESTING}`],
  ],
  [
    'groups indented inside each other, line after line',
    `title: Who we are\n${Array.from({ length: 25 }, (_, i) => `${' '.repeat(i * 2)}a:`).join('\n')} x`,
    [`${W}:23:41: a: ${NESTING}`],
  ],
  [
    'a YAML instruction line (it would read "yes" as true)',
    '%YAML 1.1\ntitle: yes',
    [
      `${W}:2:1: (frontmatter): "%YAML 1.1" is a YAML instruction line, which content never uses (it changes how the values are read); remove this line`,
    ],
  ],
  [
    'a list as a field name',
    'title: Who we are\n[a, b]: c',
    [
      `${W}:3:1: (frontmatter): a field's name must be a word followed by a colon ("name: value"); a list or group cannot be a name, so write the name as a word`,
    ],
  ],
  ['text starting with "!", unquoted', 'title: !Important news', [`${W}:2:8: title: ${TYPE_MARK('!Important')}`]],
  ['text starting with "*", unquoted', 'title: *New* services', [`${W}:2:8: title: ${ALIAS('*New*')}`]],
  ['"&", "*", "!" and "%" inside unquoted text', 'title: Tom & Jerry *live*! 50% off', []],
  [
    'a value starting with "%", unquoted',
    'title: Who we are\nsummary: %50 of us',
    [
      `${W}:3:10: (frontmatter): a value cannot start with "%" unless it is in quotes; put the whole value in quotes: summary: "%50 of us"`,
    ],
  ],
  [
    "a field named as every object's own (constructor)",
    'title: Who we are\nconstructor: x',
    [
      `${W}:3:1: constructor: unknown field; check its spelling against the editing guide (content/FIELDS.md), or remove it`,
    ],
  ],
]

describe('YAML features content never uses stop the content check with file, line, column and field', () => {
  it.each(hostile)('%s', async (_what, fields, expected) => {
    expect(await problemsOf(fields)).toEqual(expected)
  })

  it('reports an alias bomb of any size on 10 lines of the file, then says how many more there are', async () => {
    const lines = Array.from(
      { length: 40 },
      (_, i) =>
        `l${i + 1}: &l${i + 1} [${Array(9)
          .fill(i ? `*l${i}` : 'x')
          .join(', ')}]`,
    )
    const problems = await problemsOf(`title: Who we are\n${lines.join('\n')}`)
    expect(problems).toHaveLength(20)
    expect(problems.slice(-2)).toEqual([
      `${W}:12:12: l10[0]: ${ALIAS('*l9')}`,
      `${W}:13:1: (frontmatter): and 30 more lines below use YAML features content never uses; remove them all (each is one of the kinds reported above)`,
    ])
  })

  it('reads text holding &, *, ! and << as text', async () => {
    const parsed = parseFrontmatter(
      W,
      '---\ntitle: "A & B: *all* welcome!"\nslug: a\ndescription: Tom & Jerry, 5 * 3, << here\n---\n',
    )
    expect(parsed.problems).toEqual([])
    expect(parsed.data).toEqual({
      title: 'A & B: *all* welcome!',
      slug: 'a',
      description: 'Tom & Jerry, 5 * 3, << here',
    })
  })

  it('reads only between fences the MDX compile reads: --- from the line start, then nothing but spaces', () => {
    const late = parseFrontmatter(W, '---\ntitle: A\n---x\nslug: a\n---\nBody\n')
    expect(late.problems.map(formatProblem)).toEqual([
      `${W}:3:1: (frontmatter): this line is not a "field: value" pair YAML can read; check the colon and the indentation`,
    ])
    expect(late.body).toBe('Body\n')
    expect(parseFrontmatter(W, '  ---\ntitle: A\n---\n').problems.map((p) => p.line)).toEqual([1])
    expect(parseFrontmatter(W, '---  \ntitle: A\n---\t\nBody').body).toBe('Body')
  })

  it("names the field at a place of the file (the giving guard's message names it)", () => {
    const parsed = parseFrontmatter(W, '---\ntitle: About 555555\nleaders:\n  - name: A\n    phone: "0712"\n---\n555\n')
    const at = (line: number, column: number) => parsed.fieldAt({ line, column })
    expect([at(2, 14), at(4, 5), at(5, 13), at(3, 1), at(1, 1), at(7, 1)]).toEqual([
      ['title'],
      ['leaders', 0, 'name'],
      ['leaders', 0, 'phone'],
      ['leaders'],
      undefined,
      undefined,
    ])
  })
})
