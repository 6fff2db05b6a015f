import { describe, expect, it } from 'vitest'
import { ContentError } from './problems'
import { loadContent, readContent } from './load'
import { edit, makeContent } from './testing/fixture'

function problemsOf(changes: Record<string, string | null>) {
  return readContent(makeContent(changes)).problems
}

describe('reading content', () => {
  it('accepts a valid content folder', () => {
    const { content, problems } = readContent(makeContent())
    expect(problems).toEqual([])
    expect(content!.congregations.map((c) => c.data.slug)).toEqual(['highridge', 'moa', 'raila'])
    expect(content!.site.paybill).toBe('247247')
  })

  it('accepts the real content of the site', () => {
    const { content, problems } = readContent()
    expect(problems).toEqual([])
    expect(content!.congregations).toHaveLength(29)
  })

  it('names the file and field of a missing required field', () => {
    expect(problemsOf(edit('congregations/raila.mdx', 'name: Raila\n', ''))).toEqual([
      expect.stringMatching(/congregations\/raila\.mdx: name: is required \(expected text\)$/),
    ])
  })

  it('names the file and field of a value of the wrong type', () => {
    expect(problemsOf(edit('congregations/raila.mdx', 'menuOrder: 2', 'menuOrder: second'))).toEqual([
      expect.stringMatching(/congregations\/raila\.mdx: menuOrder: expected a number, got "second"$/),
    ])
  })

  it('rejects an unknown (misspelt) field', () => {
    expect(problemsOf(edit('congregations/raila.mdx', 'region: Nairobi', 'region: Nairobi\nregoin: Nairobi'))).toEqual([
      expect.stringMatching(/congregations\/raila\.mdx: regoin: unknown field; check its spelling/),
    ])
  })

  it('reports a bad paybill as the editor wrote it', () => {
    expect(problemsOf(edit('congregations/raila.mdx', 'paybill: 247247', 'paybill: 24724'))).toEqual([
      expect.stringMatching(/congregations\/raila\.mdx: giving\.paybill: expected 6 digits, got "24724"$/),
    ])
  })

  it('rejects a placeholder that is not written as "TODO: ..."', () => {
    const [problem] = problemsOf(edit('congregations/raila.mdx', `account: "TODO: Raila's account number"`, 'account: "to be added"'))
    expect(problem).toMatch(/giving\.account: expected letters and digits, or a placeholder such as "TODO: ask the church office", got "to be added"$/)
  })

  it('rejects a slug used twice, naming both files', () => {
    const problems = problemsOf(edit('congregations/moa.mdx', 'slug: moa', 'slug: raila'))
    expect(problems).toEqual([
      expect.stringMatching(/congregations\/raila\.mdx: slug: "raila" is already used by .*congregations\/moa\.mdx/),
    ])
  })

  it('rejects an alias that takes a page slug', () => {
    const problems = problemsOf(edit('site.mdx', 'from: about', 'from: raila'))
    expect(problems.join('\n')).toMatch(/site\.mdx: aliases\.from: "raila" is already used by .*congregations\/raila\.mdx/)
  })

  it('reports malformed YAML with its line', () => {
    const problems = problemsOf(edit('congregations/raila.mdx', 'region: Nairobi', 'region: [Nairobi'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/congregations\/raila\.mdx: frontmatter: YAML syntax error at line \d+, column \d+/)
  })

  it('reports every problem at once, across files', () => {
    const problems = problemsOf({
      ...edit('congregations/raila.mdx', 'paybill: 247247', 'paybill: 1'),
      ...edit('congregations/moa.mdx', 'menuOrder: 1', 'menuOrder: 0'),
      ...edit('pages/church.mdx', 'title: Our Churches\n', ''),
    })
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toMatch(/raila\.mdx: giving\.paybill/)
    expect(problems.join('\n')).toMatch(/moa\.mdx: menuOrder: expected a whole number from 1, got 0/)
    expect(problems.join('\n')).toMatch(/church\.mdx: title: is required/)
  })

  it('rejects a region the menu does not list', () => {
    expect(problemsOf(edit('congregations/moa.mdx', 'region: Lamu', 'region: Lamoo'))).toEqual([
      expect.stringMatching(/moa\.mdx: region: expected one of Nairobi, Lamu \(listed in content\/menu\.mdx\), got "Lamoo"$/),
    ])
  })

  it('rejects a menu entry that leads nowhere', () => {
    expect(problemsOf(edit('menu.mdx', 'url: /who-we-are/', 'url: /web-design/'))).toEqual([
      expect.stringMatching(/menu\.mdx: items\[1\]\.url: "\/web-design\/" is not a page of this site/),
    ])
  })

  it('rejects an .mdx file outside every collection', () => {
    expect(problemsOf({ 'pagez/history.mdx': '---\ntitle: x\n---\n' })).toEqual([
      expect.stringMatching(/pagez\/history\.mdx: \(file\): not part of any collection/),
    ])
  })

  it('reports a missing settings file', () => {
    expect(problemsOf({ 'menu.mdx': null })).toEqual([expect.stringMatching(/menu\.mdx: \(file\): is missing/)])
  })

  it('names an image whose file does not exist', () => {
    const problems = problemsOf(
      edit('congregations/moa.mdx', 'menuOrder: 1', 'menuOrder: 1\nphoto:\n  src: congregations/moa/church.jpg\n  alt: The church building'),
    )
    expect(problems).toEqual([
      expect.stringMatching(/moa\.mdx: photo\.src: no image at content\/media\/congregations\/moa\/church\.jpg; add the file/),
    ])
  })

  it('requires alt text for an image', () => {
    const problems = problemsOf(edit('congregations/moa.mdx', 'menuOrder: 1', 'menuOrder: 1\nphoto:\n  src: church.jpg'))
    expect(problems).toEqual([expect.stringMatching(/moa\.mdx: photo\.alt: is required/)])
  })

  it('stops the build with a ContentError listing the problems', () => {
    const root = makeContent(edit('congregations/raila.mdx', 'paybill: 247247', 'paybill: 24724'))
    expect(() => loadContent(root)).toThrow(ContentError)
    expect(() => loadContent(root)).toThrow(/giving\.paybill: expected 6 digits, got "24724"/)
  })
})
