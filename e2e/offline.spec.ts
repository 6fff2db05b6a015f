/**
 * The service worker (docs/offline.md): a page opened once opens again offline, in its language; a
 * page never opened shows the offline page of its language, listing those that are saved; a new deploy
 * served to a page opened before it keeps it working; the content manager is left alone. Each test
 * serves the fixture's export on an address of its own (e2e/offline-site.ts), so that going
 * offline is the server gone as well as the browser's offline switch, and a new deploy is another folder.
 * What a saved page shows of where money goes is e2e/offline-giving.spec.ts.
 */
import fs from 'node:fs'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { real } from '../lib/content/pending'
import { fill } from '../lib/i18n/messages/fill'
import { localeInfo, localePath, type Locale } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { SEND_SAVED_TAG } from '../lib/forms/background-sync'
import { CACHES } from '../lib/offline/caches'
import { exportPages, relativePath } from '../lib/list-files'
import { FULL_BROWSER } from '../playwright.shared'
import { expect, expectHydrated, startForm, test } from './fixtures'
import {
  deployWithNewModules,
  goOffline as offline,
  newWorkerActive,
  serveFolder,
  visit as visitOn,
  type Site,
} from './offline-site'
import { congregationWith, exportDir, pageWith, pathOf, sectionOf, siteContent } from './site-content'

// In the full browser: its Background Sync, which three tests here use, is one thing Chromium's headless shell (the
// other specs' browser) has disabled. A browser's options apply to a whole file.
test.use({ serviceWorkers: 'allow', launchOptions: FULL_BROWSER })

/** EmailJS's send endpoint (the worker sends a saved message with its JSON API). */
const EMAILJS_API = /^https:\/\/api\.emailjs\.com\/api\/v1\.0\/email\//

let site: Site | undefined
test.afterEach(async () => {
  await site?.close()
  site = undefined
})

const visit = (page: Page, path: string) => visitOn(page, site!, path)
const goOffline = (page: Page) => offline(page, site!)

/** A congregation whose page has an island that starts with it (its hero), a copy button and a paybill. */
const congregation = () =>
  congregationWith(
    'a hero of two or more slides and a paybill',
    (c) => (sectionOf(c, 'hero')?.slides.length ?? 0) >= 2 && !!real(sectionOf(c, 'giving')?.giving.paybill),
  )

const titleOf = (page: Page) => page.evaluate(() => document.title.replace(/ \| [^|]*$/, ''))

/**
 * Answers every request to EmailJS, the page's and the worker's (routed through the context), as the API does when it
 * accepts one; their bodies.
 */
async function fakeEmailJs(context: BrowserContext): Promise<string[]> {
  const requests: string[] = []
  await context.route(EMAILJS_API, async (route) => {
    requests.push(route.request().postData() ?? '')
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })
  })
  return requests
}

/** The worker's registration scope, which the DevTools protocol names it by. */
const workerScope = (page: Page) => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.scope))

/** The Background Sync tags the page's worker waits to be woken for. */
const syncTags = (page: Page) =>
  page.evaluate(() =>
    navigator.serviceWorker
      .getRegistration()
      .then((r) => (r as unknown as { sync: { getTags(): Promise<string[]> } }).sync.getTags()),
  )

/**
 * The browser wakes the worker for its saved messages, as Chromium does when the phone is online again;
 * DevTools does it here, as a test cannot give the browser its network back the way a phone's radio does.
 */
async function fireSendSavedSync(context: BrowserContext, page: Page, scope: string) {
  const cdp = await context.newCDPSession(page)
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => resolve(e.registrations)),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = (await registrations).find((r) => r.scopeURL === scope)!.registrationId
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: site!.origin,
    registrationId,
    tag: SEND_SAVED_TAG,
    lastChance: false,
  })
}

/**
 * The visitor closes the page and the connection returns: nothing has left while offline, and the worker,
 * woken for its saved messages, sends the one message.
 */
async function closeAndSyncOnline(context: BrowserContext, page: Page, scope: string, requests: string[]) {
  await page.goto('about:blank')
  await context.setOffline(false)
  expect(requests).toEqual([])
  await fireSendSavedSync(context, page, scope)
  await expect.poll(() => requests.length, { message: 'the worker sent the saved message' }).toBe(1)
}

/** A congregation whose page has a message form. */
const congregationWithForm = () =>
  congregationWith('a message form', (c) => c.sections.some((s) => s.kind === 'contact'))

const typed = {
  user_name: 'Grace Achieng',
  user_email: 'grace@example.org',
  subject: 'Prayer request',
  message: 'Please pray for our family this week.',
}

/**
 * A member reads their congregation's page with a connection and leaves without touching its message form
 * (so the form's code is not saved on the phone); later, with no connection, opens it again from the phone
 * and writes a message. Returns the form, its Send not pressed yet.
 */
async function writeOfflineInAFormNeverUsed(page: Page, locale: Locale) {
  const t = catalogues[locale]
  const c = await congregationWithForm()
  site = await serveFolder(exportDir())
  const address = localePath(locale, pathOf(c.data.slug))
  await visit(page, address)
  await expect(page.locator('island-root[data-island="message-form"]')).not.toHaveAttribute('data-started')
  await goOffline(page)
  await page.reload()
  const form = page.getByRole('form', { name: fill(t.forms.congregation.label, { name: c.data.name }) })
  await form.getByLabel(t.forms.congregation.name, { exact: true }).fill(typed.user_name)
  await form.getByLabel(t.forms.congregation.email, { exact: true }).fill(typed.user_email)
  await form.getByLabel(t.forms.congregation.subject, { exact: true }).fill(typed.subject)
  await form.getByLabel(t.forms.congregation.message, { exact: true }).fill(typed.message)
  return { form, address, congregation: c.data.name }
}

/**
 * Presses Send in a form whose island cannot start: the guard keeps the message, and the form says so in the page's
 * language, never that it needs JavaScript.
 */
async function sendAndExpectKept(page: Page, form: Locator, locale: Locale) {
  const t = catalogues[locale]
  await form.getByRole('button', { name: t.messageForm.send }).click()
  await expect(form.getByRole('status')).toHaveText(t.messageForm.saved)
  // Kept by the guard: the form's island never ran, its code was never saved on the phone.
  await expect(page.locator('island-root[data-island="message-form"]')).toHaveAttribute('data-failed', '')
  await expect(page.locator('island-root[data-island="message-form"]')).not.toHaveAttribute('data-hydrated')
  // Kept safely, the form is free for another message.
  await expect(form.getByLabel(t.forms.congregation.message, { exact: true })).toHaveValue('')
  await expect(form.getByLabel(t.forms.congregation.name, { exact: true })).toHaveValue('')
  await expect(page.getByText(t.forms.reachUs.lead)).toBeHidden()
  await expect(page.getByText(t.forms.reachUs.notKept)).toBeHidden()
}

/**
 * What EmailJS received: the form's template and the fields as typed, with the congregation and the page's language.
 */
function expectTheMessage(body: string, locale: Locale, congregation: string) {
  const sent = JSON.parse(body) as { template_id: string; template_params: Record<string, string> }
  expect(sent.template_id).toBe('template_example_congregation')
  expect(sent.template_params).toMatchObject({
    ...typed,
    congregation,
    website: '',
    language: localeInfo[locale].englishName,
  })
}

test.describe('offline', () => {
  for (const locale of ['en', 'sw'] as Locale[]) {
    test(`a page opened once opens again offline, with its content and islands (${locale})`, async ({ page }) => {
      const c = await congregation()
      site = await serveFolder(exportDir())
      const address = localePath(locale, pathOf(c.data.slug))
      await visit(page, address)
      const heading = await page.getByRole('heading', { level: 1 }).textContent()
      await goOffline(page)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // The hero started with the page; the copy button, never tapped online, copies at its first tap offline.
      await expectHydrated(page.locator('island-root[data-island="hero-carousel"] [data-carousel]'))
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      const copy = page.locator('island-root[data-island="copy-button"] button').first()
      await copy.click()
      await expect(copy).toContainText(catalogues[locale].copy.copied)
    })
  }

  test('a page whose React island ran opens offline with that island working, though React is not in the shell', async ({
    page,
  }) => {
    const churches = (await siteContent()).paths.churches
    site = await serveFolder(exportDir())
    const region = page.getByRole('combobox', { name: 'Region' })
    await visit(page, churches)
    // The finder starts at the visitor's first action on it, and then its code (React with it) is saved.
    await region.focus()
    await expectHydrated(region)
    await goOffline(page)
    await page.reload()
    await region.focus()
    await expectHydrated(region)
    await expect(page.locator('island-root[data-failed]')).toHaveCount(0)
  })

  test('a page never opened shows the offline page of its language, listing the saved pages of that language and their paybills', async ({
    page,
  }) => {
    const c = await congregation()
    const paybill = String(real(sectionOf(c, 'giving')!.giving.paybill))
    const other = await pageWith('a page', () => true)
    const unvisited = (await siteContent()).congregations.find((x) => x.data.slug !== c.data.slug)!
    site = await serveFolder(exportDir())
    const saved: Record<Locale, string[]> = { en: [], sw: [] }
    for (const locale of ['en', 'sw'] as Locale[]) {
      for (const slug of [c.data.slug, other.data.slug]) {
        await visit(page, localePath(locale, pathOf(slug)))
        saved[locale].push(await titleOf(page))
      }
    }
    await goOffline(page)
    for (const locale of ['sw', 'en'] as Locale[]) {
      const t = catalogues[locale].offline
      await page.goto(`${site.origin}${localePath(locale, pathOf(unvisited.data.slug))}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const list = page.getByRole('region', { name: t.saved }).getByRole('listitem')
      await expect(list).toHaveText(saved[locale].toSorted((a, b) => a.localeCompare(b)))
      // Each saved page is a link to its address in this language, and opens.
      await expect(page.getByRole('link', { name: saved[locale][0], exact: true }).first()).toHaveAttribute(
        'href',
        localePath(locale, pathOf(c.data.slug)),
      )
      const giving = page.getByRole('region', { name: t.give })
      await expect(giving).toContainText(`${saved[locale][0]}: ${t.paybill} ${paybill}`)
      await expect(page.getByText(t.noneSaved)).toHaveCount(0)
    }
    await page.getByRole('link', { name: saved.en[1], exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`${pathOf(other.data.slug)}$`))
    expect(await titleOf(page)).toBe(saved.en[1])
  })

  test("a new deploy's pages load its own modules; a saved page that shows no giving fact still opens offline with the old ones, one that does comes back as the new deploy's", async ({
    page,
  }) => {
    const content = await siteContent()
    const [first, second] = content.congregations.filter(
      (c) => (sectionOf(c, 'hero')?.slides.length ?? 0) >= 2 && !!real(sectionOf(c, 'giving')?.giving.paybill),
    )
    expect(second, 'two congregations with a hero carousel and a paybill').toBeDefined()
    const plain = content.congregations.find((c) => !sectionOf(c, 'giving') && !!sectionOf(c, 'contact'))
    expect(plain, 'a congregation whose page has a message form and no giving section').toBeDefined()
    const t = catalogues.en
    const next = deployWithNewModules(exportDir())
    try {
      site = await serveFolder(exportDir())
      // A page with no giving fact, its message form started (so its module is saved), and two with a paybill.
      await visit(page, pathOf(plain!.data.slug))
      await startForm(page.getByRole('form', { name: new RegExp(plain!.data.name) }))
      await visit(page, pathOf(second!.data.slug))
      await visit(page, pathOf(first!.data.slug))
      const islandFiles: string[] = []
      page.on('request', (r) => r.url().includes('/_next/static/islands/') && islandFiles.push(r.url()))

      // The new deploy is served to the page opened before it: reloaded, it is the new page with the new modules.
      site.serve(next.dir)
      await page.reload()
      await expectHydrated(page.locator('island-root[data-island="hero-carousel"] button').first())
      expect(islandFiles.length).toBeGreaterThan(0)
      expect(
        islandFiles.filter((url) => !next.renamed(url)),
        'modules of the earlier deploy',
      ).toEqual([])
      // The new deploy's worker has taken over, with the new shell.
      await newWorkerActive(page, next.marker, next.earlier)

      await goOffline(page)
      // The page with no giving fact saved before the deploy runs the modules it was built with, kept for it.
      islandFiles.length = 0
      await page.goto(`${site.origin}${pathOf(plain!.data.slug)}`)
      await startForm(page.getByRole('form', { name: new RegExp(plain!.data.name) }))
      expect(islandFiles.length).toBeGreaterThan(0)
      expect(islandFiles.filter((url) => next.renamed(url))).toEqual([])
      // The page with a paybill saved before the deploy was fetched again as the new worker installed: the new deploy's
      // page.
      islandFiles.length = 0
      await page.goto(`${site.origin}${pathOf(second!.data.slug)}`)
      await expectHydrated(page.locator('island-root[data-island="hero-carousel"] button').first())
      expect(islandFiles.filter((url) => !next.renamed(url))).toEqual([])
      await expect(page.getByRole('note').first()).toContainText(t.savedCopy.check)
      // The page saved after it, the new ones.
      islandFiles.length = 0
      await page.goto(`${site.origin}${pathOf(first!.data.slug)}`)
      await expectHydrated(page.locator('island-root[data-island="hero-carousel"] button').first())
      expect(islandFiles.filter((url) => !next.renamed(url))).toEqual([])
    } finally {
      fs.rmSync(next.dir, { recursive: true, force: true })
    }
  })

  test('with Save-Data on, the worker keeps no picture; without it, it keeps those a page shows', async ({
    page,
    browser,
  }) => {
    const photos = exportPages(exportDir(), ['admin', 'sw']).find((file) =>
      /<img[^>]*\ssrc="\/media\//.test(fs.readFileSync(file, 'utf8')),
    )
    expect(photos, 'a page of the fixture site with a photo').toBeDefined()
    const address = `/${relativePath(exportDir(), photos!).replace(/index\.html$/, '')}`
    site = await serveFolder(exportDir())
    const kept = async (p: Page) => {
      await visit(p, '/')
      await p.goto(`${site!.origin}${address}`)
      const photo = p.locator('img[src^="/media/"]').first()
      await photo.scrollIntoViewIfNeeded()
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      return p.evaluate(
        (name) =>
          caches
            .open(name)
            .then((c) => c.keys())
            .then((k) => k.map((r) => r.url).filter((url) => url.includes('/media/'))),
        CACHES.images,
      )
    }
    const saving = await browser.newContext({ serviceWorkers: 'allow', extraHTTPHeaders: { 'Save-Data': 'on' } })
    try {
      expect(await kept(await saving.newPage())).toEqual([])
    } finally {
      await saving.close()
    }
    expect((await kept(page)).length).toBeGreaterThan(0)
  })

  test('a message written offline is sent by the service worker when the connection returns (Background Sync), once, with the page closed', async ({
    page,
    context,
  }) => {
    const requests = await fakeEmailJs(context)
    const t = catalogues.en
    const contact = (await siteContent('en')).paths.contact
    site = await serveFolder(exportDir())
    await visit(page, contact)
    const form = page.getByRole('form', { name: t.forms.main.label })
    const send = form.getByRole('button', { name: t.messageForm.send })
    await startForm(form)
    const message = 'Please pray for the choir this Sunday.'
    await form.getByLabel(t.forms.main.name, { exact: true }).fill('Grace Achieng')
    await form.getByLabel(t.forms.main.email, { exact: true }).fill('grace@example.org')
    await form.getByLabel(t.forms.main.subject, { exact: true }).fill('Prayer request')
    await form.getByLabel(t.forms.main.message, { exact: true }).fill(message)
    await context.setOffline(true)
    await send.click()
    await expect(form.getByRole('status')).toHaveText(t.messageForm.saved)
    // The form asked the worker to send it when the phone is online again.
    await expect.poll(() => syncTags(page)).toEqual([SEND_SAVED_TAG])
    const scope = await workerScope(page)

    // The visitor closes the page; the connection returns.
    await closeAndSyncOnline(context, page, scope, requests)
    expect(requests[0]).toContain(message)

    // Opened again, the form says it went, and nothing more is sent.
    await page.goto(`${site.origin}${contact}`)
    await send.scrollIntoViewIfNeeded()
    await expect(form.getByRole('status')).toHaveText(t.messageForm.savedSent)
    await page.waitForTimeout(1_000)
    expect(requests).toHaveLength(1)
  })

  for (const locale of ['en', 'sw'] as Locale[]) {
    test(`a message written offline in a form never used with a connection is kept on the phone without the form's code, and goes once when the connection returns (${locale})`, async ({
      page,
      context,
    }) => {
      const requests = await fakeEmailJs(context)
      const t = catalogues[locale]
      const { form, congregation } = await writeOfflineInAFormNeverUsed(page, locale)
      await sendAndExpectKept(page, form, locale)
      // Nothing leaves while there is no connection.
      await page.waitForTimeout(1_000)
      expect(requests).toEqual([])

      // The connection returns with the page open (the site's own server still away: what sends it was saved with the
      // page).
      await context.setOffline(false)
      await expect(form.getByRole('status')).toHaveText(t.messageForm.savedSent)
      expect(requests).toHaveLength(1)
      expectTheMessage(requests[0]!, locale, congregation)
      await page.waitForTimeout(1_000)
      expect(requests).toHaveLength(1)
    })

    test(`a message written offline in a form never used with a connection goes once by Background Sync with the page closed, and the page opened again says so (${locale})`, async ({
      page,
      context,
    }) => {
      const requests = await fakeEmailJs(context)
      const t = catalogues[locale]
      const { form, address, congregation } = await writeOfflineInAFormNeverUsed(page, locale)
      await sendAndExpectKept(page, form, locale)
      await expect.poll(() => syncTags(page)).toEqual([SEND_SAVED_TAG])
      const scope = await workerScope(page)

      await closeAndSyncOnline(context, page, scope, requests)
      expectTheMessage(requests[0]!, locale, congregation)

      // Opened again from the phone (the site's server is still away), its form's code still not saved: the guard says
      // the message went.
      await page.goto(`${site!.origin}${address}`)
      await expect(form.getByRole('status')).toHaveText(t.messageForm.savedSent)
      await expect(page.getByText(t.forms.reachUs.lead)).toBeHidden()
      await page.waitForTimeout(1_000)
      expect(requests).toHaveLength(1)
    })
  }

  test('a message written offline in a form never used with a connection goes once with two tabs of its page open, and nothing more goes when they are reloaded', async ({
    page,
    context,
  }) => {
    const requests = await fakeEmailJs(context)
    const t = catalogues.en
    const { form, address, congregation } = await writeOfflineInAFormNeverUsed(page, 'en')
    await sendAndExpectKept(page, form, 'en')
    // The member opens the page again in a second tab, still without a connection: its form says the message waits.
    const other = await context.newPage()
    await other.goto(`${site!.origin}${address}`)
    const otherForm = other.getByRole('form', { name: fill(t.forms.congregation.label, { name: congregation }) })
    await expect(otherForm.getByRole('status')).toHaveText(t.messageForm.saved)
    await expect(other.getByText(t.forms.reachUs.lead)).toBeHidden()
    expect(requests).toEqual([])

    // The connection returns: both tabs (and the worker) may try to send it; it goes once, and a form says so.
    await context.setOffline(false)
    await expect.poll(() => requests.length, { message: 'the saved message was sent' }).toBe(1)
    expectTheMessage(requests[0]!, 'en', congregation)
    const told = async () =>
      (await form.getByText(t.messageForm.savedSent).count()) +
      (await otherForm.getByText(t.messageForm.savedSent).count())
    await expect.poll(told, { message: 'a form says the message went' }).toBeGreaterThan(0)
    // Neither form still says it waits.
    await expect(form.getByText(t.messageForm.saved, { exact: true })).toHaveCount(0)
    await expect(otherForm.getByText(t.messageForm.saved, { exact: true })).toHaveCount(0)

    // Both tabs reloaded (the site's server still away: the saved copies): nothing more goes.
    await page.reload()
    await other.reload()
    await expect(otherForm.getByRole('textbox').first()).toBeVisible()
    await page.waitForTimeout(1_000)
    expect(requests).toHaveLength(1)
  })

  test('the content manager (/admin/) is left to the network: the worker answers none of its requests', async ({
    page,
  }) => {
    site = await serveFolder(exportDir())
    await visit(page, '/')
    const answered: string[] = []
    page.on('response', (r) => r.url().includes('/admin/') && r.fromServiceWorker() && answered.push(r.url()))
    const response = await page.goto(`${site.origin}/admin/`)
    expect(response?.fromServiceWorker()).toBe(false)
    expect(await page.locator('script[src*="sw-register"]').count()).toBe(0)
    await page.waitForLoadState('load')
    expect(answered).toEqual([])
    const adminSaved = await page.evaluate(async () => {
      const urls = await Promise.all(
        (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      )
      return urls.flat().filter((url) => url.includes('/admin/'))
    })
    expect(adminSaved).toEqual([])
    // The page the test ends on, for the axe scan: the site's own.
    await page.goto(`${site.origin}/`)
  })
})
