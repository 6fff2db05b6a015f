import { describe, expect, it } from 'vitest'
import { loadContent, readContent } from './load'
import { makeContent } from './testing/fixture'

const REVIEW = 'reviewed: "TODO: a Kiswahili speaker of the ministry reviews this translation"'

const raila = `---
${REVIEW}
description: Kanisa la Raila.
services: [{ title: Ibada ya Jumapili }]
---
Raila hukutana kila Jumapili. [Makanisa yetu](/church/)
`

const problemsOf = async (files: Record<string, string | null>) =>
  (await readContent(makeContent(files))).problems.map((p) => `${p.file}:${p.line ?? ''}: ${p.field}: ${p.message}`)

describe('a translation beside its English file', () => {
  it('shows its text with the facts of the original, links in its language, and says it is a draft', async () => {
    const root = makeContent({ 'congregations/raila.sw.mdx': raila })
    const sw = (await loadContent('sw', root)).congregations.find((c) => c.data.slug === 'raila')!
    expect(sw.data.description).toBe('Kanisa la Raila.')
    expect(sw.data.services[0]).toMatchObject({ title: 'Ibada ya Jumapili', days: ['Sunday'], starts: '10:00' })
    // Facts (and placeholders) come from the English file.
    expect(sw.data.giving).toEqual({
      paybill: '247247',
      account: { pending: "Raila's account number" },
      note: 'Offerings support the congregation.',
    })
    expect(sw).toMatchObject({
      lang: 'sw',
      bodyLang: 'sw',
      source: 'congregations/raila.sw.mdx',
      translation: { file: 'content/congregations/raila.sw.mdx', draft: true },
    })
    const en = (await loadContent('en', root)).congregations.find((c) => c.data.slug === 'raila')!
    expect(en).toMatchObject({ lang: 'en', source: 'congregations/raila.en.mdx' })
    expect(en.data.services[0]!.title).toBe('Sunday service')
  }, 30_000) // loads a whole content folder: seconds on a busy machine

  it('takes an empty text as one not translated yet (the content manager writes a cleared field so): the English shows', async () => {
    const cleared = raila
      .replace('description: Kanisa la Raila.', 'description: ""')
      .replace('{ title: Ibada ya Jumapili }', '{ title: "  " }')
    expect(await problemsOf({ 'congregations/raila.sw.mdx': cleared })).toEqual([])
    const root = makeContent({ 'congregations/raila.sw.mdx': cleared })
    const sw = (await loadContent('sw', root)).congregations.find((c) => c.data.slug === 'raila')!
    expect(sw.data.description).toBe(
      (await loadContent('en', root)).congregations.find((c) => c.data.slug === 'raila')!.data.description,
    )
    expect(sw.data.services[0]!.title).toBe('Sunday service')
    // Only empty texts and the review line: nothing is translated yet, so the page stays English.
    const nothing = `---\n${REVIEW}\ndescription: ""\n---\n`
    expect(
      (await loadContent('sw', makeContent({ 'congregations/raila.sw.mdx': nothing }))).congregations.find(
        (c) => c.data.slug === 'raila',
      )!.lang,
    ).toBe('en')
  })

  it('is reviewed once "reviewed" names who reviewed it', async () => {
    const root = makeContent({
      'congregations/raila.sw.mdx': raila.replace(REVIEW, 'reviewed: Mchungaji Fulani, 2026-12-01'),
    })
    expect((await loadContent('sw', root)).congregations.find((c) => c.data.slug === 'raila')!.translation).toEqual({
      file: 'content/congregations/raila.sw.mdx',
      draft: false,
    })
  })

  it('leaves a page without translation in English, with internal links to the Kiswahili pages', async () => {
    const content = await loadContent('sw', makeContent())
    const page = content.pages.find((p) => p.data.slug === 'who-we-are')!
    expect(page).toMatchObject({ lang: 'en', bodyLang: 'en', data: { title: 'Who we are' } })
    expect(page.translation).toBeUndefined()
    expect(content.paths.churches).toBe('/sw/church/')
    expect(content.menu.items.find((i) => i.title === 'About')!.url).toBe('/sw/who-we-are/')
  })

  it('rejects a repeated fact, an unknown field, an extra list item, a translated placeholder and a missing review line', async () => {
    const problems = await problemsOf({
      'congregations/raila.sw.mdx': `---
name: Raila
colour: red
description: Kanisa la Raila.
services: [{ title: Ibada }, { title: Nyingine }]
menuOrder: 2
---
`,
    })
    expect(problems).toEqual([
      expect.stringMatching(/raila\.sw\.mdx:\d*: reviewed: a translation says whether it has been reviewed/),
      'content/congregations/raila.sw.mdx:2: name: "name" is a fact that does not change with the language: it comes from content/congregations/raila.en.mdx, so remove it here',
      expect.stringMatching(
        /raila\.sw\.mdx:3: colour: unknown field "colour"; a translation holds only "description", "services"/,
      ),
      'content/congregations/raila.sw.mdx:5: services[1]: the English list has 1 item; a translation follows it item by item, so remove this one',
      'content/congregations/raila.sw.mdx:6: menuOrder: "menuOrder" is a fact that does not change with the language: it comes from content/congregations/raila.en.mdx, so remove it here',
    ])
  })

  it('rejects a translation of a file that does not exist, and a file without its language', async () => {
    const problems = await problemsOf({
      'pages/history.sw.mdx': `---\n${REVIEW}\ntitle: Historia\n---\n`,
      'pages/notes.mdx': '---\ntitle: x\n---\n',
    })
    expect(problems).toEqual([
      'content/pages/history.sw.mdx:: (file): translates content/pages/history.en.mdx, which does not exist; name it after its English file (the same name with .sw.mdx), or delete it',
      'content/pages/notes.mdx:: (file): rename it to notes.en.mdx: every content file ends in its language, .en.mdx for English and .sw.mdx for its Kiswahili translation',
    ])
  })

  it('rejects a translation of text the English file still has as a placeholder', async () => {
    const problems = await problemsOf({
      'congregations/raila.en.mdx': null,
      'congregations/raila.sw.mdx': null,
      'pages/who-we-are.sw.mdx': `---\n${REVIEW}\ntitle: Sisi ni Nani\n---\n`,
      'pages/who-we-are.en.mdx': '---\ntitle: Who we are\nslug: who-we-are\ndescription: "TODO: a sentence"\n---\n',
    })
    expect(problems.filter((p) => p.includes('who-we-are.sw'))).toEqual([])
    const withPlaceholder = await problemsOf({
      'pages/who-we-are.en.mdx': '---\ntitle: Who we are\nslug: who-we-are\ndescription: "TODO: a sentence"\n---\n',
      'pages/who-we-are.sw.mdx': `---\n${REVIEW}\ndescription: Sentensi\n---\n`,
    })
    expect(withPlaceholder).toEqual([
      'content/pages/who-we-are.sw.mdx:3: description: the English is still a placeholder ("TODO: a sentence"); leave it out here until the English file has the text',
    ])
  })
})
