import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent, readContent } from '../../lib/content/load'
import { buildMenu } from '../../lib/content/menu'
import { routesOf } from '../../lib/content/routes'
import { todosIn } from './placeholders'
import { parseFrontmatter } from '../../lib/content/frontmatter'
import { makeContent } from '../../lib/content/testing/fixture'
import { parseArgs, runScaffold, ScaffoldError } from './scaffold'

/** The fixture's content tree plus the placeholder images the scaffolds point at. */
function tree(): string {
  const root = makeContent()
  for (const file of ['sunday-service.png', 'church-leader.png']) {
    const target = path.join(root, 'media/congregations/placeholders', file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(path.join(process.cwd(), 'content/media/congregations/placeholders', file), target)
  }
  return root
}

describe('parseArgs', () => {
  it('reads --key value and --key=value', () => {
    expect(parseArgs(['--name', 'Maili Saba', '--region=Nairobi'])).toEqual({ name: 'Maili Saba', region: 'Nairobi' })
  })
})

describe('new:congregation', () => {
  it('writes a valid file that joins the menu at the next place in its region, with placeholders', async () => {
    const root = tree()
    const made = runScaffold('congregation', ['--name', 'Maili Saba', '--region', 'nairobi'], root)
    expect(made.file).toBe('congregations/maili-saba.en.mdx')
    const { content, problems } = await readContent(root)
    expect(problems).toEqual([])
    const entry = content!.congregations.find((c) => c.data.slug === 'maili-saba')!
    // The fixture's Nairobi congregations take places 1 and 2.
    expect(entry.data).toMatchObject({ name: 'Maili Saba', region: 'Nairobi', menuOrder: 3 })
    const nairobi = buildMenu(content!).find((i) => i.title === 'Our Churches')!.children![0]!
    expect(nairobi.children!.at(-1)).toEqual({ title: 'Maili Saba', href: '/maili-saba/' })
    expect(routesOf(content!).map((r) => r.slug)).toContain('maili-saba')
    const todos = todosIn(made.file, parseFrontmatter(made.file, made.text).data)
    expect(todos.map((t) => t.field)).toEqual(
      expect.arrayContaining(['description', 'services[0].starts', 'phone', 'location.place']),
    )
    // Where its gifts go is written in its giving file, for the treasurer's review, and the page shows it.
    const giving = made.also!.find((f) => f.file === 'giving/maili-saba.en.mdx')!
    expect(todosIn(giving.file, parseFrontmatter(giving.file, giving.text).data).map((t) => t.field)).toEqual([
      'account',
      'accountName',
    ])
    expect(giving.text).toMatch(/^congregation: maili-saba\npaybill: 247247\n/m)
    expect(entry.data.giving).toMatchObject({
      paybill: '247247',
      account: { pending: "Maili Saba's account number at paybill 247247" },
    })
    expect(entry.sections.map((s) => s.kind)).toContain('giving')
    // Its Kiswahili translation is written beside it: a draft with nothing translated, so the Kiswahili page shows the
    // English.
    const sw = fs.readFileSync(path.join(root, 'congregations/maili-saba.sw.mdx'), 'utf8')
    expect(todosIn('sw', parseFrontmatter('sw', sw).data).map((t) => t.field)).toEqual(['reviewed'])
    const kiswahili = (await loadContent('sw', root)).congregations.find((c) => c.data.slug === 'maili-saba')!
    expect(kiswahili).toMatchObject({
      lang: 'en',
      translation: { file: 'content/congregations/maili-saba.sw.mdx', draft: true },
    })
  })

  it('refuses an unknown region, naming the known ones', () => {
    expect(() => runScaffold('congregation', ['--name', 'Malindi', '--region', 'Nyanza'], tree())).toThrow(
      /"Nairobi" \| "Lamu"/,
    )
  })

  it('refuses to overwrite a file or reuse a slug', () => {
    const root = tree()
    runScaffold('congregation', ['--name', 'Maili Saba', '--region', 'Lamu'], root)
    const before = fs.readFileSync(path.join(root, 'congregations/maili-saba.en.mdx'), 'utf8')
    expect(() => runScaffold('congregation', ['--name', 'Maili Saba', '--region', 'Lamu'], root)).toThrow(ScaffoldError)
    expect(fs.readFileSync(path.join(root, 'congregations/maili-saba.en.mdx'), 'utf8')).toBe(before)
    // "Raila" is already the slug of a fixture congregation.
    expect(() => runScaffold('page', ['--title', 'Raila'], root)).toThrow(
      /already used by content\/congregations\/raila\.en\.mdx/,
    )
  })
})

describe('new:event and new:page', () => {
  it('writes a valid event at the next place in its month', async () => {
    const root = tree()
    const first = runScaffold('event', ['--title', 'Youth camp', '--month', '2024-02'], root)
    const second = runScaffold('event', ['--title', 'Prayer day', '--month', '2024-02'], root)
    expect(first.file).toBe('events/2024-02-youth-camp.en.mdx')
    const { content, problems } = await readContent(root)
    expect(problems).toEqual([])
    const orders = content!.events.filter((e) => e.data.month === '2024-02').map((e) => [e.data.title, e.data.order])
    expect(orders).toEqual(
      expect.arrayContaining([
        ['Youth camp', 1],
        ['Prayer day', 2],
      ]),
    )
    expect(second.file).toBe('events/2024-02-prayer-day.en.mdx')
    expect(() => runScaffold('event', ['--title', 'Camp', '--month', 'February'], root)).toThrow(/YYYY-MM/)
  })

  it("writes a valid event on its day, at the next place among that day's events", async () => {
    const root = tree()
    const first = runScaffold('event', ['--title', 'Youth camp', '--date', '2024-02-14'], root)
    runScaffold('event', ['--title', 'Prayer day', '--date', '2024-02-14'], root)
    runScaffold('event', ['--title', 'Women trip', '--month', '2024-02'], root)
    expect(first.file).toBe('events/2024-02-14-youth-camp.en.mdx')
    expect(first.notes).toEqual(['Listed on the events page on 2024-02-14, position 1.'])
    const { content, problems } = await readContent(root)
    expect(problems).toEqual([])
    const when = content!.events.map((e) => [e.data.title, e.data.date ?? e.data.month, e.data.order])
    expect(when).toEqual(
      expect.arrayContaining([
        ['Youth camp', '2024-02-14', 1],
        ['Prayer day', '2024-02-14', 2],
        ['Women trip', '2024-02', 1],
      ]),
    )
    expect(() => runScaffold('event', ['--title', 'Camp', '--date', '14/02/2024'], root)).toThrow(
      'Give the day as YYYY-MM-DD: --date 2024-02-14 (got "14/02/2024")',
    )
    expect(() => runScaffold('event', ['--title', 'Camp', '--date', '2023-02-29'], root)).toThrow(/YYYY-MM-DD/)
    expect(() => runScaffold('event', ['--title', 'Camp', '--date', '2024-02-14', '--month', '2024-02'], root)).toThrow(
      /not both/,
    )
    expect(() => runScaffold('event', ['--title', 'Camp'], root)).toThrow('--date 2024-02-14')
  })

  it('writes a valid ministry page with its own route', async () => {
    const root = tree()
    runScaffold('page', ['--title', 'Music Ministry'], root)
    const { content, problems } = await readContent(root)
    expect(problems).toEqual([])
    const page = content!.pages.find((p) => p.data.slug === 'music-ministry')!
    expect(page.data).toMatchObject({ title: 'Music Ministry', layout: 'standard' })
    expect(routesOf(content!).map((r) => r.slug)).toContain('music-ministry')
  })
})
