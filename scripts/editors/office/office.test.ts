import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readContent, readEntries } from '../../../lib/content/load'
import { makeContent, TINY_PNG } from '../../../lib/content/testing/fixture'
import { placeholdersIn } from '../placeholders'
import { sheetRows, typeAnswers } from '../../testing/office-sheet'
import { readAnswersFile, type SheetAnswer } from './answers-file'
import { applyAnswers } from './apply-answers'
import { byUnlocks, officeQuestions } from './questions'
import { HEADERS, SHEET_NAMES, UNLOCKS_HEADER, writeOfficeWorkbook } from './workbook'

// Every number and name here is test data; content never holds an invented fact.
const raila = `---
# Raila congregation. Values written as "TODO: ..." come from the church office.
name: Raila
slug: raila
region: Nairobi
menuOrder: 2
description: Raila congregation.
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
phone: "TODO: a contact number of Raila congregation, e.g. \\"0712 345 678\\""   # calls and WhatsApp
location:
  # where visitors find the church
  place: 'TODO: where Raila meets'
founded: "TODO: the year Raila was founded"
leaders:
  - name: Rev. Test Leader
    role: Senior Pastor
    bio: "TODO: a short introduction of the senior pastor"
    photo: { src: placeholders/leader.png, alt: Photo of the senior pastor (to be supplied) }
---
Raila meets on Sundays.
`

const railaGiving = `---
# Where gifts to Raila go.
congregation: raila
paybill: 247247
account: "TODO: Raila's account number"   # the branch's own account
---
`

const moa = `---
name: Moa
slug: moa
region: Lamu
menuOrder: 1
description: "TODO: one or two sentences about Moa"
services: [{ title: Sunday service, repeats: weekly, days: [Sunday], starts: "10:00" }]
---
`

const moaGiving = `---
congregation: moa
paybill: "TODO: the paybill Moa gives to"
accountName: "TODO: the name M-Pesa shows for Moa's paybill"
---
`

const site = (text: string) =>
  text.replace(
    'socials:\n  - network: Facebook\n    url: https://www.facebook.com/\n',
    'socials:\n  - network: Facebook\n    url: https://www.facebook.com/\n    pending: "TODO: the address of the ministry\'s own Facebook page"\n',
  )

const railaSw = `---
reviewed: "TODO: a Kiswahili speaker of the ministry reviews this translation, then writes their name and the date here"
description: Kusanyiko la Raila.
---
`

function content(): string {
  const root = makeContent({
    'congregations/raila.en.mdx': raila,
    'congregations/raila.sw.mdx': railaSw,
    'congregations/moa.en.mdx': moa,
    'giving/raila.en.mdx': railaGiving,
    'giving/moa.en.mdx': moaGiving,
    'media/placeholders/leader.png': TINY_PNG,
  })
  const file = path.join(root, 'site.en.mdx')
  fs.writeFileSync(file, site(fs.readFileSync(file, 'utf8')))
  const about = path.join(root, 'pages/who-we-are.en.mdx')
  fs.writeFileSync(
    about,
    fs
      .readFileSync(about, 'utf8')
      .replace(
        'description: About us.\n',
        'description: About us.\nblocks:\n  - heading: Core values\n    list: ["TODO: the core values, one per line"]\n  - heading: Who we are\n    list:\n      - "TODO: point 1"\n      - "TODO: point 2"\n',
      ),
  )
  const support = path.join(root, 'pages/support.en.mdx')
  fs.writeFileSync(
    support,
    fs
      .readFileSync(support, 'utf8')
      .replace('    label: by-laws\n', '    label: by-laws\n    pending: "TODO: the real by-laws PDF"\n'),
  )
  return root
}

const answer = (file: string, field: string, value: string, extra: Partial<SheetAnswer> = {}): SheetAnswer => ({
  sheet: SHEET_NAMES.facts,
  row: 10,
  file: `content/${file}`,
  field,
  value,
  cell: 'text',
  ...extra,
})

const bio = 'Pastor of Raila since 2010.\nMarried, with three children.\n\nHe leads the youth camp.'
const place = "Kwa Ng'ang'a, barabara ya Mnazi Mmoja — karibu na soko"

describe('the office spreadsheet', () => {
  it('asks for every placeholder once: facts, files and translations, grouped by page, the answers that unlock the most first', async () => {
    const root = content()
    const { entries } = readEntries(root)
    const q = officeQuestions(entries)
    const placeholders = placeholdersIn(entries)
    expect(q.facts.length + q.files.length).toBe(placeholders.length)
    expect(q.facts.map((f) => [f.area, f.page, f.address, f.field, f.weight])).toEqual([
      // An answer here brings back a whole block (its heading and the point): the page comes first.
      ['Pages', 'Who we are', '/who-we-are/', 'blocks[0].list[0]', 2],
      ['Pages', 'Who we are', '/who-we-are/', 'blocks[1].list[0]', 2],
      ['Pages', 'Who we are', '/who-we-are/', 'blocks[1].list[1]', 2],
      // Then pages whose answers each show one fact, the most answers first; ties keep the site's order
      // (the whole site, then congregations by the menu's regions: Lamu after Nairobi).
      ['Congregations in Nairobi', 'Raila', '/raila/', 'phone', 1],
      ['Congregations in Nairobi', 'Raila', '/raila/', 'location.place', 1],
      ['Congregations in Nairobi', 'Raila', '/raila/', 'founded', 1],
      ['Congregations in Nairobi', 'Raila', '/raila/', 'leaders[0].bio', 1],
      // A congregation's giving file is asked for with its page.
      ['Congregations in Nairobi', 'Raila', '/raila/', 'account', 1],
      ['Congregations in Lamu', 'Moa', '/moa/', 'description', 1],
      ['Congregations in Lamu', 'Moa', '/moa/', 'paybill', 1],
      ['Congregations in Lamu', 'Moa', '/moa/', 'accountName', 1],
      ['Whole site', 'Every page (header, footer, sharing)', 'every page', 'registeredName', 1],
      ['Whole site', 'Every page (header, footer, sharing)', 'every page', 'socials[0].pending', 1],
      ['Whole site', 'Giving to the ministry (footer, support page)', 'every page', 'accountName', 1],
    ])
    const unlocks = (field: string) => q.facts.find((f) => f.field === field)!.unlocks
    expect(unlocks('blocks[0].list[0]')).toBe(
      '/who-we-are/: the block "Core values" is left out until blocks[0].list[0] is supplied',
    )
    expect(unlocks('account')).toBe(
      '/raila/: the giving block says "ask the church office" instead of the account number',
    )
    expect(unlocks('socials[0].pending')).toBe(
      "every page's footer: the Facebook link (on the home page too) is left out until socials[0].pending is answered",
    )
    const form = (field: string) => q.facts.find((f) => f.field === field)!.form
    expect(form('phone')).toBe('0712 345 678')
    expect(form('paybill')).toBe('6 digits')
    expect(form('founded')).toBe('a year, e.g. 2016')
    expect(form('socials[0].pending')).toBe('a full address starting with https://')
    expect(form('blocks[0].list[0]')).toBe('the points of the list, one per line')
    expect(form('blocks[1].list[0]')).toBe('this point only, on one line')
    expect(q.facts.find((f) => f.field === 'account')).toMatchObject({
      question: "Raila's account number",
      placeholder: "TODO: Raila's account number",
    })
    expect(q.files).toEqual([
      expect.objectContaining({
        page: 'Support',
        field: 'downloads[0].pending',
        name: 'content/documents/by-laws.pdf',
        unlocks: '/support/: the list of downloads is hidden until downloads[0].pending is answered',
      }),
      expect.objectContaining({
        page: 'Raila',
        field: 'leaders[0].photo.src',
        name: 'content/media/congregations/raila/leaders-1-photo.jpg',
        placeholder: 'placeholders/leader.png',
        unlocks: '/raila/: the photo of leader 1 (Senior Pastor) is not shown (initials stand in)',
      }),
    ])
    expect(q.reviews).toEqual([
      expect.objectContaining({
        page: 'Raila',
        address: '/raila/',
        translated: '/sw/raila/',
        file: 'content/congregations/raila.sw.mdx',
        field: 'reviewed',
      }),
    ])
  })

  it('orders pages by their weightiest answer, then by all their answers, and rows within a page by weight; ties keep the site order', () => {
    const row = (page: string, field: string, weight: number) => ({
      area: 'Area',
      page,
      address: `/${page}/`,
      field,
      weight,
      unlocks: '',
    })
    const rows = [
      row('site', 'email', 1),
      row('site', 'url', 1),
      row('raila', 'phone', 1),
      row('raila', 'leaders[0].name', 3),
      row('moa', 'phone', 1),
      row('moa', 'blocks[0].text', 2),
      row('moa', 'location.place', 1),
      row('kibera', 'blocks[0].text', 2),
      row('kibera', 'phone', 1),
    ]
    expect(byUnlocks(rows).map((r) => `${r.page} ${r.field}`)).toEqual([
      'raila leaders[0].name',
      'raila phone',
      // Moa and Kibera weigh 2 at most: Moa has more to unlock in all.
      'moa blocks[0].text',
      'moa phone',
      'moa location.place',
      'kibera blocks[0].text',
      'kibera phone',
      'site email',
      'site url',
    ])
  })

  it('is a workbook with instructions, a frozen header row, text answer cells, and a group row per page', async () => {
    const root = content()
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'facts.xlsx')
    await writeOfficeWorkbook(file, officeQuestions(readEntries(root).entries), '2026-11-23')
    const rows = await sheetRows(file, SHEET_NAMES.facts)
    const raila = rows.findIndex((r) => r.cells.Area?.startsWith('Raila · /raila/'))
    expect(raila).toBeGreaterThan(0)
    expect(rows[raila + 1]!.cells).toMatchObject({
      Page: 'Raila',
      'Address on the website': '/raila/',
      [UNLOCKS_HEADER]: '/raila/: the Call and WhatsApp buttons are not shown',
      [HEADERS.answer]: '',
      [HEADERS.field]: 'phone',
      'Written like': '0712 345 678',
    })
    // The page whose answers unlock the most comes first.
    expect(rows[0]!.cells.Area).toBe('Who we are · /who-we-are/ · Pages')
    const { unzipSync, strFromU8 } = await import('fflate')
    const zip = unzipSync(fs.readFileSync(file))
    const sheet = strFromU8(zip['xl/worksheets/sheet1.xml']!)
    expect(sheet).toContain('<pane ySplit="3"')
    expect(sheet).toContain('state="frozen"')
    // The answer cell of Raila's phone row is styled as text ("@").
    const answerColumn = String.fromCharCode(65 + Object.keys(rows[0]!.cells).indexOf(HEADERS.answer))
    const answerStyle = Number(new RegExp(`<c r="${answerColumn}${rows[raila + 1]!.row}" s="(\\d+)"`).exec(sheet)![1])
    const styles = strFromU8(zip['xl/styles.xml']!)
    const xf = [...styles.split('<cellXfs')[1]!.matchAll(/<xf\b[^>]*>/g)][answerStyle]![0]
    const textFormat = /<numFmt numFmtId="(\d+)" formatCode="@"\/>/.exec(styles)![1]
    expect(xf).toContain(`numFmtId="${textFormat}"`)
    expect(
      (await sheetRows(file, SHEET_NAMES.files)).some(
        (r) => r.cells['Name for the file (where the website keeps it)'] === 'content/documents/by-laws.pdf',
      ),
    ).toBe(true)
    expect((await sheetRows(file, SHEET_NAMES.reviews)).some((r) => r.cells['Kiswahili page'] === '/sw/raila/')).toBe(
      true,
    )
  })

  it('reads back what the office typed, with the row numbers it sees, from .xlsx and from .csv', async () => {
    const root = content()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-'))
    const file = path.join(dir, 'facts.xlsx')
    await writeOfficeWorkbook(file, officeQuestions(readEntries(root).entries), '2026-11-23')
    const rows = await sheetRows(file, SHEET_NAMES.facts)
    const row = (field: string) =>
      rows.find((r) => r.cells[HEADERS.field] === field && r.cells[HEADERS.file]?.includes('raila'))!.row
    await typeAnswers(file, 1, HEADERS.answer, [
      { row: row('account'), value: '0070' },
      { row: row('leaders[0].bio'), value: bio.replace(/\n/g, '\r\n') },
      { row: row('founded'), value: '2016', asNumber: true },
    ])
    await typeAnswers(file, 3, HEADERS.reviewedBy, [{ row: 5, value: 'Test Reviewer, 2026-12-01' }])
    const answers = await readAnswersFile(file)
    expect(answers).toEqual([
      {
        sheet: SHEET_NAMES.facts,
        row: row('founded'),
        file: 'content/congregations/raila.en.mdx',
        field: 'founded',
        value: '2016',
        cell: 'number',
      },
      {
        sheet: SHEET_NAMES.facts,
        row: row('leaders[0].bio'),
        file: 'content/congregations/raila.en.mdx',
        field: 'leaders[0].bio',
        value: bio,
        cell: 'text',
      },
      {
        sheet: SHEET_NAMES.facts,
        row: row('account'),
        file: 'content/giving/raila.en.mdx',
        field: 'account',
        value: '0070',
        cell: 'text',
      },
      {
        sheet: SHEET_NAMES.reviews,
        row: 5,
        file: 'content/congregations/raila.sw.mdx',
        field: 'reviewed',
        value: 'Test Reviewer, 2026-12-01',
        cell: 'text',
      },
    ])
    // The same sheet saved as CSV: semicolons, a byte-order mark, a line break inside a quoted cell.
    const csv = path.join(dir, 'facts.csv')
    const line = (cells: string[]) => cells.map((c) => (/[;"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';')
    fs.writeFileSync(
      csv,
      '\uFEFF' +
        [
          line(['Facts the website still needs']),
          line(['Write each answer\nin the yellow column']),
          line(['Area', 'Page', HEADERS.answer, HEADERS.file, HEADERS.field]),
          line(['Raila · /raila/']),
          line(['Congregations in Nairobi', 'Raila', place, 'content/congregations/raila.en.mdx', 'location.place']),
          line(['Congregations in Nairobi', 'Raila', '', 'content/congregations/raila.en.mdx', 'phone']),
          line(['Congregations in Nairobi', 'Raila', bio, 'content/congregations/raila.en.mdx', 'leaders[0].bio']),
        ].join('\r\n'),
    )
    expect(await readAnswersFile(csv)).toEqual([
      {
        sheet: 'facts.csv',
        row: 5,
        file: 'content/congregations/raila.en.mdx',
        field: 'location.place',
        value: place,
        cell: 'text',
      },
      {
        sheet: 'facts.csv',
        row: 7,
        file: 'content/congregations/raila.en.mdx',
        field: 'leaders[0].bio',
        value: bio,
        cell: 'text',
      },
    ])
    // Excel's "CSV (Comma delimited)" on Windows is not UTF-8: a typographic apostrophe is byte 0x92.
    fs.writeFileSync(
      csv,
      Buffer.concat([
        Buffer.from(`${HEADERS.answer},${HEADERS.file},${HEADERS.field}\r\nKwa Ng`),
        Buffer.from([0x92]),
        Buffer.from("ang'a,content/congregations/raila.en.mdx,location.place\r\n"),
      ]),
    )
    expect((await readAnswersFile(csv))[0]!.value).toBe("Kwa Ng\u2019ang'a")
    await expect(readAnswersFile(path.join(dir, 'facts.ods'))).rejects.toThrow(/no file/)
  })
})

describe('npm run content:fill', () => {
  it('writes valid answers in place, exactly as typed, keeping comments, and refuses an invalid one with its file untouched', async () => {
    const root = content()
    const railaFile = path.join(root, 'congregations/raila.en.mdx')
    const moaFile = path.join(root, 'giving/moa.en.mdx')
    const moaBefore = fs.readFileSync(moaFile, 'utf8')
    const before = placeholdersIn(readEntries(root).entries).length
    const answers = [
      answer('giving/raila.en.mdx', 'account', '0070', { row: 11 }),
      answer('congregations/raila.en.mdx', 'phone', '0712 345 678', { row: 12 }),
      answer('congregations/raila.en.mdx', 'leaders[0].bio', bio, { row: 13 }),
      answer('congregations/raila.en.mdx', 'location.place', place, { row: 14 }),
      answer('congregations/raila.en.mdx', 'founded', '2016', { row: 15 }),
      answer('site.en.mdx', 'socials[0].pending', 'https://www.facebook.com/test-ministry', { row: 4 }),
      answer('congregations/moa.en.mdx', 'description', 'Moa congregation meets near the jetty.', { row: 19 }),
      answer('giving/moa.en.mdx', 'accountName', 'MOA TEST CHURCH', { row: 20 }),
      answer('giving/moa.en.mdx', 'paybill', '24724', { row: 21 }),
      answer('congregations/raila.sw.mdx', 'reviewed', 'Test Reviewer, 2026-12-01', {
        sheet: SHEET_NAMES.reviews,
        row: 5,
      }),
    ]
    const outcomes = applyAnswers(root, answers)
    expect(outcomes.map((o) => [o.row, o.status])).toEqual([
      [11, 'written'],
      [12, 'written'],
      [13, 'written'],
      [14, 'written'],
      [15, 'written'],
      [4, 'written'],
      [19, 'written'],
      [20, 'held'],
      [21, 'rejected'],
      [5, 'written'],
    ])
    expect(outcomes.find((o) => o.row === 21)).toMatchObject({ reason: 'expected 6 digits, got "24724"' })
    expect(outcomes.find((o) => o.row === 20)).toMatchObject({
      reason: expect.stringMatching(/left unchanged because row 21 for it was refused/),
    })
    expect(fs.readFileSync(moaFile, 'utf8')).toBe(moaBefore)

    const text = fs.readFileSync(railaFile, 'utf8')
    expect(text).toContain('# Raila congregation. Values written as "TODO: ..." come from the church office.\n')
    expect(text).toContain('phone: "0712 345 678"   # calls and WhatsApp\n')
    expect(text).toContain(
      '  # where visitors find the church\n  place: "Kwa Ng\'ang\'a, barabara ya Mnazi Mmoja — karibu na soko"\n',
    )
    expect(fs.readFileSync(path.join(root, 'giving/raila.en.mdx'), 'utf8')).toContain(
      '\naccount: "0070"   # the branch\'s own account\n',
    )
    expect(text).toContain('founded: 2016\n')
    expect(text).toContain('---\nRaila meets on Sundays.\n')
    const checked = (await readContent(root)).content!
    const c = checked.congregations.find((e) => e.data.slug === 'raila')!.data
    expect(c).toMatchObject({ phone: '0712 345 678', founded: 2016, location: { place }, giving: { account: '0070' } })
    expect(c.leaders![0]!.bio).toBe(bio)
    expect(checked.site.socials[0]).toEqual({ network: 'Facebook', url: 'https://www.facebook.com/test-ministry' })
    expect(fs.readFileSync(path.join(root, 'congregations/raila.sw.mdx'), 'utf8')).toContain(
      'reviewed: "Test Reviewer, 2026-12-01"\n',
    )
    // The placeholders drop by the fact answers written (the review is counted with the translations).
    expect(placeholdersIn(readEntries(root).entries).length).toBe(before - 7)

    // Running it again writes nothing more.
    const written = [
      'congregations/raila.en.mdx',
      'giving/raila.en.mdx',
      'site.en.mdx',
      'congregations/raila.sw.mdx',
      'congregations/moa.en.mdx',
    ]
    const files = written.map((f) => fs.readFileSync(path.join(root, f), 'utf8'))
    const again = applyAnswers(root, answers)
    expect(again.map((o) => o.status)).toEqual([
      'already',
      'already',
      'already',
      'already',
      'already',
      'already',
      'already',
      'held',
      'rejected',
      'already',
    ])
    expect(written.map((f) => fs.readFileSync(path.join(root, f), 'utf8'))).toEqual(files)
  })

  it('refuses what a spreadsheet changed, placeholders as answers, and answers to fields changed since', () => {
    const root = content()
    const railaFile = path.join(root, 'congregations/raila.en.mdx')
    fs.writeFileSync(
      railaFile,
      raila.replace('"TODO: a short introduction of the senior pastor"', '"Written by an editor."'),
    )
    const before = fs.readFileSync(railaFile, 'utf8')
    const outcomes = applyAnswers(root, [
      answer('giving/raila.en.mdx', 'account', '70', { cell: 'number' }),
      answer('congregations/raila.en.mdx', 'location.place', 'TODO: ask the pastor'),
      answer('congregations/raila.en.mdx', 'leaders[0].bio', 'Another text'),
      answer('congregations/raila.en.mdx', 'leaders[3].bio', 'Another text'),
      answer('congregations/raila.en.mdx', 'phone', '712345678'),
    ])
    expect(outcomes.map((o) => (o.status === 'rejected' ? o.reason : o.status))).toEqual([
      expect.stringMatching(
        /^the spreadsheet kept this answer as a number \(70\), which can lose leading zeros.*format the cell as Text/,
      ),
      expect.stringMatching(/not an answer; leave the cell empty/),
      expect.stringMatching(/already has "Written by an editor\." here/),
      expect.stringMatching(/the "Field" column of this row was changed|has no field leaders\[3\]\.bio/),
      expect.stringMatching(/expected a Kenyan phone number such as "0712 345 678"/),
    ])
    expect(fs.readFileSync(railaFile, 'utf8')).toBe(before)
  })

  it("turns several lines for a list's only item into one item each; a point of a longer list takes one line", async () => {
    const root = content()
    const file = path.join(root, 'pages/who-we-are.en.mdx')
    const answers = [
      answer('pages/who-we-are.en.mdx', 'blocks[0].list[0]', "Love\nGod's word\n\nService", { row: 5 }),
      answer('pages/who-we-are.en.mdx', 'blocks[1].list[1]', 'We pray', { row: 7 }),
    ]
    expect(applyAnswers(root, answers).map((o) => o.status)).toEqual(['written', 'written'])
    expect(fs.readFileSync(file, 'utf8')).toContain('    list: ["Love", "God\'s word", "Service"]\n')
    const page = (await readContent(root)).content!.pages.find((p) => p.data.slug === 'who-we-are')!.data
    expect(page.blocks!.map((b) => b.list)).toEqual([
      ['Love', "God's word", 'Service'],
      [{ pending: 'point 1' }, 'We pray'],
    ])
    expect(applyAnswers(root, answers).map((o) => o.status)).toEqual(['already', 'already'])
    const before = fs.readFileSync(file, 'utf8')
    const refused = applyAnswers(root, [answer('pages/who-we-are.en.mdx', 'blocks[1].list[0]', 'We pray\nWe serve')])
    expect(refused[0]).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/each point has its own row: write it on one line/),
    })
    expect(fs.readFileSync(file, 'utf8')).toBe(before)
  })

  it('accepts a year typed as a number, and checks without writing on a dry run', () => {
    const root = content()
    const railaFile = path.join(root, 'congregations/raila.en.mdx')
    const before = fs.readFileSync(railaFile, 'utf8')
    const outcomes = applyAnswers(root, [answer('congregations/raila.en.mdx', 'founded', '2016', { cell: 'number' })], {
      write: false,
    })
    expect(outcomes[0]!.status).toBe('written')
    expect(fs.readFileSync(railaFile, 'utf8')).toBe(before)
  })
})
