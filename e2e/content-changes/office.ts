/**
 * The church office's round trip, in the changed copy (e2e/content-changes.spec.ts): two scaffolded
 * congregations get their placeholders listed in the spreadsheet (`npm run content:sheet`); answers are
 * typed into it as a spreadsheet program saves them, including one invalid paybill; `npm run
 * content:fill` writes the valid ones in place and refuses the invalid one by its row; once the copy is
 * built, the answers are on the pages exactly as typed.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sectionIds } from '../../lib/element-ids'
import { catalogues } from '../../lib/i18n/messages'
import { HEADERS, SHEET_NAMES } from '../../scripts/editors/office/workbook'
import { runIn } from '../../scripts/testing/temp-build'
import { sheetRows, typeAnswers } from '../../scripts/testing/office-sheet'
import { expect, test } from '../fixtures'
import type { ChangedSite } from './site'

// Test data typed by "the office": none of it is a fact of the ministry.
const answers = {
  account: '0070',
  // The public site shows a leader only with a name: the bio appears once both are in.
  name: 'Rev. Test Otieno',
  phone: '0712 345 678',
  bio: 'Pastor of Mto Mawe since 2015.\nBefore that, youth leader in Kibera.\n\nMarried, with two children.',
  place: "Kwa Ng'ang'a, barabara ya Mnazi Mmoja — karibu na soko la Mama Ng'endo",
  paybill: '24724',
}
/** The two congregations the office answers for: scaffolded here, named apart from every other change. */
const answered = {
  name: 'Mto Mawe',
  slug: 'mto-mawe',
  file: 'content/congregations/mto-mawe.en.mdx',
  region: 'Nairobi',
}
const unpaid = { name: 'Kisima Kipya', slug: 'kisima-kipya', region: 'Western' }
// Where their gifts go is in their giving files (content/giving/), written by new:congregation.
const answeredGiving = `content/giving/${answered.slug}.en.mdx`
const unpaidGiving = `content/giving/${unpaid.slug}.en.mdx`

const before = { answered: '', answeredGiving: '', unpaid: '' }
const fills = { first: { status: 0, output: '' }, second: { status: 0, output: '' } }
let paybillRow = 0
const remaining = { before: 0, after: 0, again: 0 }

/** Scaffolds the two congregations, makes the spreadsheet, types the answers and fills them in, twice. */
export async function fillFromTheSheet(site: ChangedSite) {
  const { copy } = site
  const npm = (args: string[]) => {
    const run = spawnSync('npm', ['run', '-s', ...args], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    return { status: run.status ?? -1, output: `${run.stdout}${run.stderr}` }
  }
  const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8')
  const placeholders = () => Number(/^(\d+) placeholders? in /m.exec(npm(['content:todo']).output)?.[1])

  for (const { name, region } of [answered, unpaid])
    runIn(copy, ['run', '-s', 'new:congregation', '--', '--name', name, '--region', region])
  // Kisima Kipya gives to a paybill the office has still to name.
  fs.writeFileSync(
    path.join(copy, unpaidGiving),
    read(unpaidGiving).replace(/^paybill: .*\n/m, `paybill: "TODO: the paybill ${unpaid.name} gives to"\n`),
  )
  before.answered = read(answered.file)
  before.answeredGiving = read(answeredGiving)
  before.unpaid = read(unpaidGiving)
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
    { row: row(answeredGiving, 'account'), value: answers.account },
    { row: row(answered.file, 'phone'), value: answers.phone },
    // A spreadsheet program stores the line breaks of a cell as \r\n or \n.
    { row: row(answered.file, 'leaders[0].name'), value: answers.name },
    { row: row(answered.file, 'leaders[0].bio'), value: answers.bio.replace(/\n/g, '\r\n') },
    { row: row(answered.file, 'location.place'), value: answers.place },
    { row: row(unpaidGiving, 'paybill'), value: answers.paybill },
  ])
  paybillRow = row(unpaidGiving, 'paybill')
  fills.first = npm(['content:fill', '--', sheet])
  remaining.after = placeholders()
  fills.second = npm(['content:fill', '--', sheet])
  remaining.again = placeholders()
}

/** What content:fill did to the files (before the build). */
export function officeFileTests(site: ChangedSite) {
  const read = (file: string) => fs.readFileSync(path.join(site.copy, file), 'utf8')

  test('content:fill refuses the invalid paybill by its row, leaves its file untouched, and writes the rest', () => {
    const { output, status } = fills.first
    expect(status).toBe(1)
    expect(output).toContain(
      `✗ ${SHEET_NAMES.facts}, row ${paybillRow} (${unpaidGiving}, paybill): expected 6 digits, got "${answers.paybill}"`,
    )
    expect(output).toContain('Written: 5 answers into 2 files.')
    expect(output).toContain('✓ The content check passes.')
    expect(read(unpaidGiving)).toBe(before.unpaid)
    // The placeholders drop by exactly the answers written, and the command says how many remain.
    expect(remaining.after).toBe(remaining.before - 5)
    expect(output).toContain(`${remaining.after} placeholders remain`)
  })

  test('the answered file keeps its comments and everything not answered', () => {
    const text = read(answered.file)
    const comments = before.answered.split('\n').filter((l) => l.trim().startsWith('#'))
    expect(comments.length).toBeGreaterThan(5)
    for (const line of comments) expect(text).toContain(line)
    // Only the answered lines changed (the bio became a block of lines), the account in the giving file.
    const changed = before.answered.split('\n').filter((l) => !text.split('\n').includes(l))
    expect(changed.map((l) => l.trim().split(':')[0])).toEqual(['phone', 'place', '- name', 'bio'])
    const giving = read(answeredGiving)
    expect(
      before.answeredGiving
        .split('\n')
        .filter((l) => !giving.split('\n').includes(l))
        .map((l) => l.split(':')[0]),
    ).toEqual(['account'])
  })

  test('running it again writes nothing more', () => {
    expect(fills.second.output).toContain('Written: 0 answers into 0 files. Already in the files: 5.')
    expect(read(answered.file)).not.toBe(before.answered)
    expect(remaining.again).toBe(remaining.after)
  })
}

/** What the built copy shows of the answers. */
export function officePageTests(site: ChangedSite) {
  test('the built page shows every answer exactly as typed', async ({ page }) => {
    await page.goto(`${site.origin}/${answered.slug}/`)
    const giving = page.locator(`#${sectionIds.giving}`)
    await expect(giving.locator('dd').filter({ hasText: answers.account }).locator('span').first()).toHaveText(
      answers.account,
    )
    const visit = page.getByRole('region', { name: 'Services and directions' })
    await expect(visit.getByRole('link', { name: `Call ${answers.phone}` })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    )
    await expect(visit.locator('address')).toContainText(answers.place)
    const leaders = page.locator(`#${sectionIds.leaders}`)
    await leaders.scrollIntoViewIfNeeded()
    await expect(leaders.getByRole('heading', { name: answers.name })).toBeVisible()
    // innerText keeps the bio's line breaks (and its empty line) as typed.
    expect(await leaders.getByText(`Pastor of ${answered.name} since 2015.`).innerText()).toBe(answers.bio)
    // The invalid paybill is not on Kisima Kipya's page; the giving block still says it is to come.
    await page.goto(`${site.origin}/${unpaid.slug}/`)
    await expect(page.locator(`#${sectionIds.giving}`)).not.toContainText(answers.paybill)
    await expect(page.locator(`#${sectionIds.giving}`)).toContainText(catalogues.en.giving.notListed)
  })
}
