/**
 * The content manager (Decap CMS, docs/cms.md) as editors use it, in the changed copy
 * (e2e/content-changes.spec.ts): `npm run cms` runs there, the real Decap app in Chromium talking to
 * decap-server on the copy's content/, with every request that leaves this machine blocked and counted as
 * a failure. Through the forms: a congregation's account number, a service's start time and a leader's
 * name are edited, a congregation is created with its giving file, and a text is translated on the
 * Kiswahili side. After each save the files pass `npm run check:content` in the copy and hold the values
 * exactly as typed; once the copy is built, its pages show them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { parseFrontmatter } from '../../lib/content/frontmatter'
import { REVIEW_PLACEHOLDER } from '../../lib/content/translation'
import { sectionIds } from '../../lib/element-ids'
import { callHref } from '../../lib/congregation/contact-links'
import { timeText } from '../../lib/congregation/services'
import { givingChanges, givingSnapshot, type GivingSnapshot } from '../../lib/giving/changes'
import { filesIn } from '../../scripts/editors/giving-files'
import { expect, test } from '../fixtures'
import type { ChangedSite } from './site'

/** Ports of `npm run cms` in the copy, away from those of the served exports (playwright.config.ts). */
const CMS_PORT = 4190
const API_PORT = 4191
const adminUrl = `http://localhost:${CMS_PORT}/admin/`

// What the editor types: test data, none of it a fact of the ministry.
const typed = {
  account: '0070',
  starts: '09:30',
  leader: 'Rev. Test Wanjiru',
  created: {
    name: 'Test Mlimani',
    slug: 'test-mlimani',
    region: 'Nairobi',
    menuOrder: '9',
    description: 'Test Mlimani is a congregation created in the content manager.',
    service: 'Sunday service',
    starts: '09:30',
    phone: '020 123 4567',
  },
  createdGiving: { account: '0012' },
  translated: 'Fixture Filled ni kusanyiko lililotafsiriwa katika mfumo wa kusimamia maudhui.',
}
/** The congregation edited (every fact supplied) and its files in the copy. */
const edited = {
  slug: 'fixture-filled',
  en: 'content/congregations/fixture-filled.en.mdx',
  sw: 'content/congregations/fixture-filled.sw.mdx',
}

let copy = ''
let cms: ChildProcess | undefined
/** Who reviewed the edited congregation's translation, before the content manager saved it. */
let reviewedBefore = ''
/** Where money went in the copy before the content manager saved anything. */
let givingBefore: GivingSnapshot | undefined
/** Requests that tried to leave this machine (all blocked). */
const outside: string[] = []

const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8')
/** A content file's values as the site's loader reads them (YAML 1.2, as written). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a content file's values, read as the loader reads them
const valuesOf = (file: string): Record<string, any> => {
  const parsed = parseFrontmatter(file, read(file))
  expect(parsed.problems, file).toEqual([])
  return parsed.data!
}

/** `npm run check:content` in the copy passes; its output is the failure message otherwise. */
function expectContentPasses() {
  const run = spawnSync('npm', ['run', '-s', 'check:content'], { cwd: copy, encoding: 'utf8' })
  expect(run.status, `npm run check:content in the copy:\n${run.stdout}\n${run.stderr}`).toBe(0)
}

/** Starts `npm run cms` in the copy and waits until the admin page answers. */
async function startCms(): Promise<ChildProcess> {
  const child = spawn(path.join(copy, 'node_modules', '.bin', 'tsx'), ['scripts/editors/cms-local.ts'], {
    cwd: copy,
    env: { ...process.env, CMS_PORT: String(CMS_PORT), CMS_API_PORT: String(API_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm run cms stopped:\n${output}`)
    if (output.includes(adminUrl)) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`npm run cms did not start within 30 s:\n${output}`)
}

/** Lets requests to this machine through and blocks, and records, every other. */
async function stayOnThisMachine(context: BrowserContext) {
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url())
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue()
    outside.push(route.request().url())
    return route.abort('blockedbyclient')
  })
}

/** Opens the admin page and enters with the local backend (no GitHub login). */
async function enter(page: Page) {
  await page.goto(adminUrl)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Congregations' }).first()).toBeVisible({ timeout: 30_000 })
}

/** Opens an entry's form and waits until it has loaded. */
async function openEntry(page: Page, collection: string, slug: string) {
  // As an editor does, from the collection's list: Decap leaves the form empty when the address changes
  // straight from one entry to another's.
  await page.goto(`${adminUrl}#/collections/${collection}`)
  await page.locator(`a[href$="#/collections/${collection}/entries/${slug}"]`).click()
  await expect(page.getByRole('button', { name: /^Publish/ })).toBeVisible({ timeout: 30_000 })
}

/** Saves the entry (the local backend publishes at once) and waits until Decap says it is saved. */
async function publish(page: Page) {
  await page.getByRole('button', { name: /^Publish$/ }).click()
  await page.getByText('Publish now').click()
  // The button says "Published" again once the files are written.
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible({ timeout: 90_000 })
}

/** The control of a field by its label ("Account", shown "Account (optional)"), the nth shown in a part of the form. */
const field = (scope: Page | Locator, label: string, nth = 0) =>
  scope
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optional\\))?$`))
    .filter({ visible: true })
    .nth(nth)

/** A list field of the form, by its label (the first of that label in the scope), with all its items expanded. */
async function listField(scope: Page | Locator, label: string): Promise<Locator> {
  const labelled = scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}( \\(optional\\))?$`), visible: true })
    .first()
  const list = scope.locator(`[id="${await labelled.getAttribute('for')}"]`)
  // The list's own top bar expands or collapses all its items at once.
  const toggle = list.getByTestId('expand-button').first()
  if ((await toggle.getAttribute('aria-label')) === 'Expand') await toggle.click()
  return list
}

/** The Kiswahili side of the form (Decap's "i18n" pane beside the English one). */
async function kiswahiliSide(page: Page): Promise<Locator> {
  // Decap opens it beside the English one; "Toggle i18n" shows or hides it.
  const side = page.locator('.Pane2')
  if (!(await side.getByText('Writing in SW').isVisible()))
    await page.getByRole('button', { name: 'Toggle i18n' }).click()
  await expect(side.getByText('Writing in SW')).toBeVisible()
  return side
}

/**
 * The step that edits a congregation's account number: it is in the congregation's giving file
 * (content/giving/<slug>.en.mdx), a collection of its own whose saves the treasurer reviews.
 */
const givingFile = `content/giving/${edited.slug}.en.mdx`
async function editAccountNumber(page: Page, value: string) {
  await openEntry(page, 'giving', edited.slug)
  await field(page, 'Account').fill(value)
  await publish(page)
}
const accountIn = () => valuesOf(givingFile).account

/** The edits through the content manager's forms, each checked in the files (before the build). */
export function cmsEditTests(site: ChangedSite) {
  // Each test saves through the app two or three times and runs the content check after each: on a busy
  // 2-core machine a save alone has taken half a minute, so these tests get three minutes each.
  test.describe.configure({ timeout: 180_000 })

  test.beforeAll(async () => {
    copy = site.copy
    reviewedBefore = valuesOf(edited.sw).reviewed
    givingBefore = givingSnapshot(filesIn(copy))
    cms = await startCms()
  })

  test.afterAll(async () => {
    if (cms && cms.exitCode === null) {
      const exited = new Promise((resolve) => cms!.once('exit', resolve))
      cms.kill('SIGTERM')
      await exited
    }
  })

  test.beforeEach(async ({ context, page }, testInfo) => {
    // Decap's own interface is not the site's: axe holds the site's pages, not the editing app.
    testInfo.annotations.push({ type: 'no-axe', description: "Decap CMS's interface" })
    await stayOnThisMachine(context)
    // Decap asks before leaving a form with unsaved changes; an editor would answer yes.
    page.on('dialog', (dialog) => void dialog.accept())
  })

  test.afterEach(() => {
    expect(outside, 'requests that tried to leave this machine').toEqual([])
  })

  test("an account number, a service's start time and a leader's name are saved exactly as typed", async ({ page }) => {
    await enter(page)
    await openEntry(page, 'congregations', edited.slug)
    const bodyBefore = parseFrontmatter(edited.en, read(edited.en)).body
    // The first service's start and the first leader's name: each item of a list has one of each.
    await field(await listField(page, 'Services'), 'Starts', 0).fill(typed.starts)
    await field(await listField(page, 'Leaders'), 'Name', 0).fill(typed.leader)
    await publish(page)
    await editAccountNumber(page, typed.account)

    expectContentPasses()
    const values = valuesOf(edited.en)
    expect(accountIn()).toBe(typed.account)
    expect(values.services[0].starts).toBe(typed.starts)
    expect(values.leaders[0].name).toBe(typed.leader)
    // The rest as it was: the body, and the Kiswahili file's reviewer.
    expect(parseFrontmatter(edited.en, read(edited.en)).body.trim()).toBe(bodyBefore.trim())
    expect(valuesOf(edited.sw).reviewed).toBe(reviewedBefore)
    // What the pull request's check tells the treasurer: the one giving fact changed, old and new, and
    // nothing for the congregation's own file, though the CMS rewrote it.
    const accountBefore = givingBefore!.congregations.get(edited.slug)?.facts.account
    expect(givingChanges(givingBefore!, givingSnapshot(filesIn(copy))).map((c) => `${c.text} [${c.file}]`)).toEqual([
      `${givingBefore!.congregations.get(edited.slug)?.name}: M-Pesa account ${accountBefore} → ${typed.account} [${givingFile}]`,
    ])
  })

  test('a congregation and its giving file created from the forms pass the check, its translation a draft with nothing translated yet, its giving told to the treasurer', async ({
    page,
  }) => {
    const c = typed.created
    await enter(page)
    await page.goto(`${adminUrl}#/collections/congregations/new`)
    await expect(page.getByRole('button', { name: /^Publish/ })).toBeVisible({ timeout: 30_000 })
    await field(page, 'Name').fill(c.name)
    await field(page, 'Slug').fill(c.slug)
    await field(page, 'Region').fill(c.region)
    await field(page, 'Menu Order').fill(c.menuOrder)
    await field(page, 'Description').fill(c.description)
    const service = await listField(page, 'Services')
    await service.getByRole('button', { name: 'Add services' }).click()
    await field(service, 'Title').fill(c.service)
    await field(service, 'Repeats').click()
    await page.getByRole('option', { name: 'weekly', exact: true }).click()
    await field(service, 'Days').click()
    await page.getByRole('option', { name: 'Sunday', exact: true }).click()
    await field(service, 'Starts').fill(c.starts)
    await field(page, 'Phone').fill(c.phone)
    await publish(page)

    expectContentPasses()
    const file = `content/congregations/${c.slug}.en.mdx`
    const values = valuesOf(file)
    expect(values).toMatchObject({
      name: c.name,
      slug: c.slug,
      region: c.region,
      menuOrder: Number(c.menuOrder),
      description: c.description,
      phone: c.phone,
    })
    expect(values.services).toEqual([{ title: c.service, repeats: 'weekly', days: ['Sunday'], starts: c.starts }])
    expect(values).not.toHaveProperty('reviewed')
    // Its Kiswahili side was left alone: Decap writes its file all the same, the draft with nothing translated
    // that `npm run new:congregation` writes too, so its Kiswahili page shows the English, marked.
    expect(valuesOf(`content/congregations/${c.slug}.sw.mdx`)).toEqual({ reviewed: REVIEW_PLACEHOLDER })

    // Where its gifts go: a file of its own in the giving collection, English only, the treasurer's to review.
    const paybill = givingBefore!.ministry.paybill!
    await page.goto(`${adminUrl}#/collections/giving`)
    await page.locator('a[href$="#/collections/giving/new"]').click()
    await field(page, 'Congregation').fill(c.slug)
    await field(page, 'Paybill').fill(paybill)
    await field(page, 'Account').fill(typed.createdGiving.account)
    await publish(page)

    expectContentPasses()
    const givingFile = `content/giving/${c.slug}.en.mdx`
    expect(valuesOf(givingFile)).toEqual({ congregation: c.slug, paybill, account: typed.createdGiving.account })
    expect(fs.existsSync(path.join(copy, `content/giving/${c.slug}.sw.mdx`)), 'a Kiswahili giving file').toBe(false)
    const told = givingChanges(givingBefore!, givingSnapshot(filesIn(copy))).filter(
      (change) => change.file === givingFile,
    )
    expect(told.map((change) => change.text)).toEqual([
      `new congregation ${c.name}: paybill ${paybill}, account ${typed.createdGiving.account}`,
    ])
  })

  test('the Kiswahili side offers text only, and what it saves passes the translation check', async ({ page }) => {
    await enter(page)
    await openEntry(page, 'congregations', edited.slug)
    const kiswahili = await kiswahiliSide(page)
    // Facts are not offered on the Kiswahili side.
    await expect(field(kiswahili, 'Slug')).toHaveCount(0)
    await expect(field(kiswahili, 'Phone')).toHaveCount(0)
    await field(kiswahili, 'Description').fill(typed.translated)
    await publish(page)

    expectContentPasses()
    const values = valuesOf(edited.sw)
    expect(values.description).toBe(typed.translated)
    expect(values.reviewed, 'the reviewer is kept').toBe(reviewedBefore)
    // Only text, matched item by item to the English (checked by npm run check:content above).
    expect(values).not.toHaveProperty('slug')
    expect(values).not.toHaveProperty('phone')
    expect(values.services.length).toBe(valuesOf(edited.en).services.length)
  })
}

/** What the built copy shows of the saves. */
export function cmsPageTests(site: ChangedSite) {
  test('the built copy shows what was saved, the new congregation in the menu', async ({ page }) => {
    await page.goto(`${site.origin}/${edited.slug}/`)
    await expect(page.locator(`#${sectionIds.giving}`)).toContainText(typed.account)
    await expect(page.locator(`#${sectionIds.leaders}`)).toContainText(typed.leader)
    const before = valuesOf(edited.en).services[0]
    await expect(page.locator(`#${sectionIds.visit}`)).toContainText(timeText(typed.starts, before.ends, 'en')!)

    const c = typed.created
    await page.goto(`${site.origin}/church/`)
    const menu = page.getByRole('navigation', { name: /main/i })
    await expect(menu.getByRole('link', { name: c.name, includeHidden: true })).toHaveAttribute('href', `/${c.slug}/`)
    await page.goto(`${site.origin}/${c.slug}/`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(c.name)
    // A landline: shown as written, dialled by its digits, and no WhatsApp link.
    const visit = page.locator(`#${sectionIds.visit}`)
    await expect(visit.getByRole('link', { name: `Call ${c.phone}` })).toHaveAttribute('href', callHref(c.phone))
    await expect(visit.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0)
    await expect(page.locator(`#${sectionIds.giving}`)).toContainText(typed.createdGiving.account)

    await page.goto(`${site.origin}/sw/${edited.slug}/`)
    // The Kiswahili page's description is the translated one (the page adds the main service's time after it).
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${typed.translated.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    )
  })
}
