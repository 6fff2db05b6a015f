import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { edit, makeContent } from '../../../lib/content/testing/fixture'
import type { SheetAnswer } from './answers-file'
import { applyAnswers } from './apply-answers'
import { SHEET_NAMES } from './workbook'

const answer: SheetAnswer = {
  sheet: SHEET_NAMES.facts,
  row: 10,
  file: 'content/site.en.mdx',
  field: 'registeredName',
  value: 'Test Ministry Trust',
  cell: 'text',
}

describe("the office's answers go into files whose fields the content check can read", () => {
  it('refuses every answer for a file written with what content never uses, and leaves the file as it was', () => {
    for (const [from, to, words] of [
      [
        'tagline: Churches in two regions',
        'tagline: !!js/function "x"',
        '(line 4, column 10): tagline: "!!js/function" is read as a YAML type mark',
      ],
      [
        'tagline: Churches in two regions',
        'tagline: &t Churches\ndescription2: *t',
        '(line 4, column 10): tagline: "&t" is read as a YAML name',
      ],
      [
        'foundedYear: 1992',
        'foundedYear: 1992\nname: Again',
        '(line 10, column 1): name: is written twice (also on line 2)',
      ],
    ] as const) {
      const root = makeContent(edit('site.en.mdx', from, to))
      const file = path.join(root, 'site.en.mdx')
      const before = fs.readFileSync(file, 'utf8')
      const [outcome] = applyAnswers(root, [answer])
      expect(outcome).toMatchObject({ status: 'rejected' })
      expect(outcome!.status === 'rejected' && outcome!.reason).toContain(
        `the fields of content/site.en.mdx cannot be read ${words}`,
      )
      expect(outcome!.status === 'rejected' && outcome!.reason).toMatch(
        /; correct the file first \(npm run check:content lists every problem\), then run again$/,
      )
      expect(fs.readFileSync(file, 'utf8')).toBe(before)
    }
  })

  it('writes the answer into the same file once its fields can be read', () => {
    const root = makeContent()
    expect(applyAnswers(root, [answer]).map((o) => o.status)).toEqual(['written'])
    expect(fs.readFileSync(path.join(root, 'site.en.mdx'), 'utf8')).toContain('registeredName: "Test Ministry Trust"')
  })
})
