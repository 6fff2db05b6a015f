/**
 * The church office's round trip: in a temporary copy of the fixture site, two scaffolded congregations
 * (fixtures) get their placeholders listed in the spreadsheet (`npm run content:sheet`); answers are
 * typed into it as a spreadsheet program saves them, including one invalid paybill; `npm run
 * content:fill` writes the valid ones in place and refuses the invalid one by its row; the copy is
 * built, and the answers are on the pages exactly as typed.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sectionIds } from '../lib/element-ids'
import { catalogues } from '../lib/i18n/messages'
import { HEADERS, SHEET_NAMES } from '../scripts/office/workbook'
import { copyProject, removeCopy, runIn, withFixtureContent } from '../scripts/temp-build'
import { sheetRows, typeAnswers } from '../scripts/testing/office-sheet'
import { expect, test } from './fixtures'
import { routeExport } from './route-export'

const origin = 'https://office.test'
// Test data typed by "the office": none of it is a fact of the ministry.
const answers = {
  account: '0070',
  // The public site shows a leader only with a name: the bio appears once both are in.
  name: 'Rev. Test Otieno',
  phone: '0712 345 678',
  bio: 'Pastor of Kona Mbaya since 2015.\nBefore that, youth leader in Kibera.\n\nMarried, with two children.',
  place: "Kwa Ng'ang'a, barabara ya Mnazi Mmoja — karibu na soko la Mama Ng'endo",
  paybill: '24724',
}
const kona = 'content/congregations/kona-mbaya.en.mdx'
// Where their gifts go is in their giving files (content/giving/), written by new:congregation.
const konaGiving = 'content/giving/kona-mbaya.en.mdx'
const mailiGiving = 'content/giving/maili-saba.en.mdx'
let copy = ''
let out = ''
const before = { kona: '', konaGiving: '', maili: '' }
let firstFill = { status: 0, output: '' }
let secondFill = { status: 0, output: '' }
let paybillRow = 0
const remaining = { before: 0, after: 0 }

function npm(args: string[]): { status: number; output: string } {
  const run = spawnSync('npm', ['run', '-s', ...args], { cwd: copy, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  return { status: run.status ?? -1, output: `${run.stdout}${run.stderr}` }
}

const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8')
const placeholders = () => Number(/^(\d+) placeholders? in /m.exec(npm(['content:todo']).output)?.[1])

// Built once, at desktop width: the builds are the same at every width.
test.describe('the office spreadsheet, out and back', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    copy = copyProject('office-sheet-')
    withFixtureContent(copy)
    runIn(copy, ['run', '-s', 'new:congregation', '--', '--name', 'Kona Mbaya', '--region', 'Nairobi'])
    runIn(copy, ['run', '-s', 'new:congregation', '--', '--name', 'Maili Saba', '--region', 'Western'])
    // Maili Saba gives to a paybill the office has still to name.
    const mailiText = read(mailiGiving).replace(/^paybill: .*\n/m, 'paybill: "TODO: the paybill Maili Saba gives to"\n')
    fs.writeFileSync(path.join(copy, mailiGiving), mailiText)
    before.kona = read(kona)
    before.konaGiving = read(konaGiving)
    before.maili = read(mailiGiving)
    remaining.before = placeholders()

    const sheet = path.join(copy, 'answers.xlsx')
    const made = npm(['content:sheet', '--', '--out', sheet])
    expect(made.status, made.output).toBe(0)
    const rows = await sheetRows(sheet, SHEET_NAMES.facts)
    const row = (file: string, field: string) => {
      const found = rows.find((r) => r.cells[HEADERS.file] === file && r.cells[HEADERS.field] === field)
      if (!found) throw new Error(`the sheet has no row for ${file} ${field}`)
      return found.row
    }
    await typeAnswers(sheet, 1, HEADERS.answer, [
      { row: row(konaGiving, 'account'), value: answers.account },
      { row: row(kona, 'phone'), value: answers.phone },
      // A spreadsheet program stores the line breaks of a cell as \r\n or \n.
      { row: row(kona, 'leaders[0].name'), value: answers.name },
      { row: row(kona, 'leaders[0].bio'), value: answers.bio.replace(/\n/g, '\r\n') },
      { row: row(kona, 'location.place'), value: answers.place },
      { row: row(mailiGiving, 'paybill'), value: answers.paybill },
    ])
    paybillRow = row(mailiGiving, 'paybill')
    firstFill = npm(['content:fill', '--', sheet])
    remaining.after = placeholders()
    secondFill = npm(['content:fill', '--', sheet])
    runIn(copy, ['run', '-s', 'build'], { NEXT_PUBLIC_BASE_PATH: '' })
    out = path.join(copy, 'out')
  })

  test.afterAll(() => {
    if (copy) removeCopy(copy)
  })

  test.beforeEach(({ page }) => routeExport(page, origin, out))

  test('content:fill refuses the invalid paybill by its row, leaves its file untouched, and writes the rest', () => {
    const { output, status } = firstFill
    expect(status).toBe(1)
    expect(output).toContain(`✗ ${SHEET_NAMES.facts}, row ${paybillRow} (${mailiGiving}, paybill): expected 6 digits, got "${answers.paybill}"`)
    expect(output).toContain('Written: 5 answers into 2 files.')
    expect(output).toContain('✓ The content check passes.')
    expect(read(mailiGiving)).toBe(before.maili)
    // The placeholders drop by exactly the answers written, and the command says how many remain.
    expect(remaining.after).toBe(remaining.before - 5)
    expect(output).toContain(`${remaining.after} placeholders remain`)
  })

  test('the answered file keeps its comments and everything not answered', () => {
    const text = read(kona)
    const comments = before.kona.split('\n').filter((l) => l.trim().startsWith('#'))
    expect(comments.length).toBeGreaterThan(5)
    for (const line of comments) expect(text).toContain(line)
    // Only the answered lines changed (the bio became a block of lines), the account in the giving file.
    const changed = before.kona.split('\n').filter((l) => !text.split('\n').includes(l))
    expect(changed.map((l) => l.trim().split(':')[0])).toEqual(['phone', 'place', '- name', 'bio'])
    const giving = read(konaGiving)
    expect(before.konaGiving.split('\n').filter((l) => !giving.split('\n').includes(l)).map((l) => l.split(':')[0])).toEqual(['account'])
  })

  test('running it again writes nothing more', () => {
    expect(secondFill.output).toContain('Written: 0 answers into 0 files. Already in the files: 5.')
    expect(read(kona)).not.toBe(before.kona)
    expect(placeholders()).toBe(remaining.after)
  })

  test('the built page shows every answer exactly as typed', async ({ page }) => {
    await page.goto(`${origin}/kona-mbaya/`)
    const giving = page.locator(`#${sectionIds.giving}`)
    await expect(giving.locator('dd').filter({ hasText: answers.account }).locator('span').first()).toHaveText(answers.account)
    const visit = page.getByRole('region', { name: 'Services and directions' })
    await expect(visit.getByRole('link', { name: `Call ${answers.phone}` })).toHaveAttribute('href', 'tel:+254712345678')
    await expect(visit.locator('address')).toContainText(answers.place)
    const leaders = page.locator(`#${sectionIds.leaders}`)
    await leaders.scrollIntoViewIfNeeded()
    await expect(leaders.getByRole('heading', { name: answers.name })).toBeVisible()
    // innerText keeps the bio's line breaks (and its empty line) as typed.
    expect(await leaders.getByText('Pastor of Kona Mbaya since 2015.').innerText()).toBe(answers.bio)
    // The invalid paybill is not on Maili Saba's page; the giving block still says it is to come.
    await page.goto(`${origin}/maili-saba/`)
    await expect(page.locator(`#${sectionIds.giving}`)).not.toContainText(answers.paybill)
    await expect(page.locator(`#${sectionIds.giving}`)).toContainText(catalogues.en.giving.notListed)
  })
})
