/**
 * A message is never lost and never put in the address: without JavaScript Send does not submit and says
 * how else to reach us; a Send pressed before the form's island has started is held and sent once it
 * starts, or kept on the phone by the forms' guard where the island's code never comes; with no connection
 * the message waits on the phone and goes, once, when the connection returns. (A form whose code was never
 * saved on the phone, used offline with the service worker: offline.spec.ts.)
 * In both languages, since every text here differs. EmailJS is faked as in contact.spec.ts.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { real } from '../lib/content/pending'
import { isMobileNumber } from '../lib/content/schemas/fields'
import { fill } from '../lib/i18n/messages/fill'
import { localePath, type Locale } from '../lib/i18n/locales'
import { catalogues } from '../lib/i18n/messages'
import { expect, expectHydrated, startForm, test } from './fixtures'
import { congregationWith, pathOf, siteContent } from './site-content'
import { fakeEmailJs, formFields, gate } from './third-party'
import { FIELD_LIMITS } from '../lib/forms/field-limits'
import { SAVED_MESSAGES_KEY } from '../lib/forms/form-marks'
import { KEEP_UNSENT_DAYS, KEEP_UNSENT_MS } from '../lib/forms/outbox'

/** The message form island's code (not its early script, the guard, which every page with a form runs). */
const FORM_CODE = /\/_next\/static\/islands\/message-form-[A-Z0-9]+\.js$/
/**
 * The records of the messages kept on this phone, as IndexedDB holds them (lib/forms/outbox.ts); `put` adds some first.
 */
function outbox(page: Page, put: Record<string, unknown>[] = []): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (put) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('message-outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const objects = open.result.transaction('messages', 'readwrite').objectStore('messages')
          for (const record of put) objects.put(record, record.id as string)
          const all = objects.getAll()
          all.onerror = () => reject(all.error)
          all.onsuccess = () => {
            open.result.close()
            resolve(all.result as Record<string, unknown>[])
          }
        }
      }),
    put,
  )
}

const typed = {
  name: 'Grace Achieng',
  email: 'grace@example.org',
  subject: 'Prayer request',
  message: 'Please pray for our family this week.',
}

for (const locale of ['en', 'sw'] as const satisfies Locale[]) {
  const t = catalogues[locale]
  const mainForm = (page: Page) => page.getByRole('form', { name: t.forms.main.label })
  const send = (page: Page) => mainForm(page).getByRole('button', { name: t.messageForm.send })
  const contactPath = async () => (await siteContent(locale)).paths.contact

  async function fillMainForm(page: Page) {
    const form = mainForm(page)
    await form.getByLabel(t.forms.main.name, { exact: true }).fill(typed.name)
    await form.getByLabel(t.forms.main.email, { exact: true }).fill(typed.email)
    await form.getByLabel(t.forms.main.subject, { exact: true }).fill(typed.subject)
    await form.getByLabel(t.forms.main.message, { exact: true }).fill(typed.message)
  }

  async function expectStillFilled(page: Page) {
    const form = mainForm(page)
    await expect(form.getByLabel(t.forms.main.name, { exact: true })).toHaveValue(typed.name)
    await expect(form.getByLabel(t.forms.main.email, { exact: true })).toHaveValue(typed.email)
    await expect(form.getByLabel(t.forms.main.subject, { exact: true })).toHaveValue(typed.subject)
    await expect(form.getByLabel(t.forms.main.message, { exact: true })).toHaveValue(typed.message)
  }

  /** What a native submit would have changed: the page's address (a GET puts the fields in it). */
  async function expectSameAddress(page: Page, path: string) {
    await expect(page).toHaveURL((url) => url.pathname === path && url.search === '')
  }

  /**
   * Writes the message and presses Send before the form's island has its code, which comes (or fails, as offline) when
   * `code` opens.
   */
  async function sendBeforeTheIsland(page: Page, then: 'arrives' | 'never comes') {
    const code = gate()
    await page.route(FORM_CODE, async (route) => {
      await code.opened
      await (then === 'arrives' ? route.continue() : route.abort('internetdisconnected'))
    })
    const path = await contactPath()
    await page.goto(path)
    await send(page).scrollIntoViewIfNeeded()
    await fillMainForm(page)
    await send(page).click()
    await expect(mainForm(page).getByText(t.messageForm.held)).toBeVisible()
    return { code, path }
  }

  /** Opens the contact page, writes the message, loses the connection and presses Send: the form says it is kept. */
  async function sendWithoutConnection(page: Page, context: BrowserContext) {
    await page.goto(await contactPath())
    await startForm(mainForm(page))
    await fillMainForm(page)
    await context.setOffline(true)
    await send(page).click()
    const form = mainForm(page)
    await expect(form.getByRole('status')).toHaveText(t.messageForm.saved)
    return form
  }

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test('Send does not submit the contact form: the address and the text stay, and it says how else to reach the ministry', async ({
      page,
    }) => {
      const path = await contactPath()
      const { site, paths } = await siteContent(locale)
      await page.goto(path)
      await fillMainForm(page)
      await send(page).click()
      const help = page.getByText(t.forms.reachUs.lead)
      await expect(help).toBeVisible()
      await expect(page.getByText(t.forms.reachUs.notKept)).toBeHidden()
      await expectSameAddress(page, path)
      await expectStillFilled(page)
      // The ministry's address when it is known, never an invented one; else the churches list.
      const email = real(site.email)
      const box = page.locator('[popover]').filter({ has: help })
      if (email)
        await expect(box.getByRole('link', { name: fill(t.forms.reachUs.email, { email }) })).toHaveAttribute(
          'href',
          `mailto:${email}`,
        )
      else {
        await expect(box.getByRole('link', { name: t.messageForm.churches })).toHaveAttribute('href', paths.churches)
        await expect(box.locator('a[href^="mailto:"]')).toHaveCount(0)
      }
      await box.getByRole('button', { name: t.messageForm.close }).click()
      await expect(help).toBeHidden()
      await expectStillFilled(page)
    })

    test('a congregation’s form offers the congregation’s number to call and on WhatsApp', async ({ page }) => {
      const c = await congregationWith(
        'a contact form and a mobile number',
        (c) => c.sections.some((s) => s.kind === 'contact') && isMobileNumber(real(c.data.phone) ?? ''),
      )
      const phone = real(c.data.phone)!
      const path = localePath(locale, pathOf(c.data.slug))
      await page.goto(path)
      const form = page.getByRole('form', { name: fill(t.forms.congregation.label, { name: c.data.name }) })
      await form.getByLabel(t.forms.congregation.name, { exact: true }).fill(typed.name)
      await form.getByRole('button', { name: t.messageForm.send }).click()
      const help = page.getByText(t.forms.reachUs.lead)
      await expect(help).toBeVisible()
      const box = page.locator('[popover]').filter({ has: help })
      await expect(box.getByRole('link', { name: fill(t.visit.call, { phone }) })).toBeVisible()
      await expect(box.getByRole('link', { name: fill(t.visit.whatsapp, { phone }) })).toBeVisible()
      await expectSameAddress(page, path)
      await expect(form.getByLabel(t.forms.congregation.name, { exact: true })).toHaveValue(typed.name)
    })
  })

  test.describe(`message forms that never lose a message (${locale})`, () => {
    test('the form’s code runs only when the visitor reaches into the form: a visitor who only reads runs none of it', async ({
      page,
    }) => {
      // Fetching ahead (a plain fetch, never run) brings the file into the cache while the visitor reads; what
      // counts here is the file loaded as a script, which happens only at the visitor's first action in the form.
      const loaded: string[] = []
      page.on('request', (request) => {
        if (FORM_CODE.test(request.url()) && request.resourceType() !== 'fetch') loaded.push(request.url())
      })
      const fetchedAhead = page.waitForRequest((r) => FORM_CODE.test(r.url()) && r.resourceType() === 'fetch')
      await page.goto(await contactPath())
      await send(page).scrollIntoViewIfNeeded()
      await fetchedAhead
      await page.waitForLoadState('networkidle')
      expect(loaded).toEqual([])
      expect(await send(page).evaluate((el) => el.closest('island-root')?.hasAttribute('data-started'))).toBe(false)
      await mainForm(page).getByLabel(t.forms.main.name, { exact: true }).click()
      await expectHydrated(send(page))
      expect(loaded).toHaveLength(1)
    })

    test('a Send pressed before the form’s island starts is held, keeps the text and the address, and goes once when it starts', async ({
      page,
    }) => {
      const requests = await fakeEmailJs(page)
      // The island's code arrives only when the test lets it (a slow phone on a slow network).
      const { code, path } = await sendBeforeTheIsland(page, 'arrives')
      // Held: not submitted natively, nothing sent, the other ways not opened (this browser will send it).
      await expectSameAddress(page, path)
      await expectStillFilled(page)
      await expect(page.getByText(t.forms.reachUs.lead)).toBeHidden()
      // A second press while waiting holds the same message.
      await send(page).click()
      expect(requests).toHaveLength(0)

      code.open()
      await expect(mainForm(page).getByRole('status')).toHaveText(t.messageForm.sent)
      await expect(mainForm(page).getByText(t.messageForm.held)).toBeHidden()
      expect(requests).toHaveLength(1)
      expect(await formFields(requests[0]!)).toMatchObject({
        ...typed,
        language: locale === 'sw' ? 'Kiswahili' : 'English',
      })
      await expectSameAddress(page, path)
      await expect(mainForm(page).getByLabel(t.forms.main.message, { exact: true })).toHaveValue('')
      // Nothing else follows.
      await page.waitForTimeout(1_000)
      expect(requests).toHaveLength(1)
    })

    test('a Send activated without a tap or a focus in the form (as a screen reader does) starts the form, and the message goes once', async ({
      page,
    }) => {
      const requests = await fakeEmailJs(page)
      await page.goto(await contactPath())
      // The fields are filled as the page's script would see them, without a pointer or a focus in the form.
      const fields = {
        name: t.forms.main.name,
        email: t.forms.main.email,
        subject: t.forms.main.subject,
        message: t.forms.main.message,
      }
      for (const [key, label] of Object.entries(fields))
        await mainForm(page)
          .getByLabel(label, { exact: true })
          .evaluate((field, value) => ((field as HTMLInputElement).value = value), typed[key as keyof typeof typed])
      await send(page).dispatchEvent('click')
      await expect(mainForm(page).getByRole('status')).toHaveText(t.messageForm.sent)
      expect(requests).toHaveLength(1)
      expect(await formFields(requests[0]!)).toMatchObject(typed)
    })

    test('a Send held for an island whose code never comes is kept on the phone by the forms’ guard, goes once, and the form never says it needs JavaScript', async ({
      page,
    }) => {
      const requests = await fakeEmailJs(page)
      const { code, path } = await sendBeforeTheIsland(page, 'never comes')

      // The code fails to come (a deploy that removed it, or no connection): the guard keeps the message itself
      // and, the phone being online, sends it at once.
      code.open()
      const form = mainForm(page)
      await expect(form.getByRole('status')).toHaveText(t.messageForm.savedSent)
      await expect(page.locator('island-root[data-island="message-form"]')).toHaveAttribute('data-failed', '')
      await expect(form.getByText(t.messageForm.held)).toBeHidden()
      await expect(page.getByText(t.forms.reachUs.lead)).toBeHidden()
      await expectSameAddress(page, path)
      await expect(form.getByLabel(t.forms.main.message, { exact: true })).toHaveValue('')
      expect(requests).toHaveLength(1)
      expect(requests[0]!.url()).toBe('https://api.emailjs.com/api/v1.0/email/send')
      expect(
        (requests[0]!.postDataJSON() as { template_params: Record<string, string> }).template_params,
      ).toMatchObject({ ...typed, language: locale === 'sw' ? 'Kiswahili' : 'English' })
      // A second Send of the emptied form is the browser's to refuse (its fields are required): nothing more goes.
      await send(page).click()
      await page.waitForTimeout(1_000)
      expect(requests).toHaveLength(1)
    })

    test('where the form’s code cannot come and the phone cannot keep the message, Send says so, with the other ways to reach us, and keeps the text', async ({
      page,
    }) => {
      // A browser that gives the page no storage for it (IndexedDB turned off).
      await page.addInitScript(() =>
        Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }),
      )
      const requests = await fakeEmailJs(page)
      await page.route(FORM_CODE, (route) => route.abort('internetdisconnected'))
      const path = await contactPath()
      await page.goto(path)
      await fillMainForm(page)
      await expect(page.locator('island-root[data-island="message-form"]')).toHaveAttribute('data-failed', '')
      await send(page).click()
      const help = page.getByText(t.forms.reachUs.notKept)
      await expect(help).toBeVisible()
      await expect(page.getByText(t.forms.reachUs.lead)).toBeHidden()
      const box = page.locator('[popover]').filter({ has: help })
      await expect(box.getByRole('link').first()).toBeVisible()
      await expectSameAddress(page, path)
      await expectStillFilled(page)
      await box.getByRole('button', { name: t.messageForm.close }).click()
      await expect(help).toBeHidden()
      await expectStillFilled(page)
      expect(requests).toHaveLength(0)
    })

    test('with no connection the message waits on the phone, nothing is sent, and it goes once when the connection returns', async ({
      page,
      context,
    }) => {
      const requests = await fakeEmailJs(page)
      const form = await sendWithoutConnection(page, context)
      const saved = form.getByRole('region', { name: t.messageForm.outbox.one })
      await expect(saved.getByRole('listitem')).toHaveCount(1)
      await expect(saved).toContainText(t.messageForm.outbox.waiting)
      // The form is free for another message; this one is kept.
      await expect(form.getByLabel(t.forms.main.message, { exact: true })).toHaveValue('')
      await page.waitForTimeout(1_000)
      expect(requests).toHaveLength(0)

      await context.setOffline(false)
      await expect(form.getByRole('status')).toHaveText(t.messageForm.savedSent)
      await expect(saved).toHaveCount(0)
      expect(requests).toHaveLength(1)
      expect(requests[0]!.url()).toBe('https://api.emailjs.com/api/v1.0/email/send')
      const body = requests[0]!.postDataJSON() as {
        service_id: string
        template_id: string
        template_params: Record<string, string>
      }
      expect(body).toMatchObject({ service_id: 'service_example', template_id: 'template_example_main' })
      expect(body.template_params).toMatchObject({
        ...typed,
        website: '',
        language: locale === 'sw' ? 'Kiswahili' : 'English',
      })
      // Opening the page again sends nothing more.
      await page.reload()
      await startForm(mainForm(page))
      await page.waitForTimeout(1_000)
      expect(requests).toHaveLength(1)
    })

    test('a message waiting on the phone can be cancelled, and is then never sent', async ({ page, context }) => {
      const requests = await fakeEmailJs(page)
      const form = await sendWithoutConnection(page, context)
      await form.getByRole('button', { name: t.messageForm.outbox.cancel }).click()
      await expect(form.getByRole('status')).toContainText(t.messageForm.outbox.cancelled)
      await expect(form.getByRole('region', { name: t.messageForm.outbox.one })).toHaveCount(0)

      await context.setOffline(false)
      await page.reload()
      await startForm(mainForm(page))
      await page.waitForTimeout(1_500)
      expect(requests).toHaveLength(0)
    })
  })

  test.describe(`a shared family phone (${locale})`, () => {
    test('keeps little and shows less: an over-long field is refused, a waiting message shows its words only on a tap, a sent one leaves no words, an old one is removed unsent with a notice, and the phone forgets them all at once', async ({
      page,
      context,
    }) => {
      const requests = await fakeEmailJs(page)
      await page.goto(await contactPath())
      const form = mainForm(page)
      await startForm(form)
      await fillMainForm(page)
      // A paste longer than its limit is kept whole (the box has no maxlength to cut it unseen), then refused, and kept
      // as typed.
      const message = form.getByLabel(t.forms.main.message, { exact: true })
      const tooLong = `${typed.message} ${'a'.repeat(FIELD_LIMITS.message)}`
      await message.fill(tooLong)
      await expect(message).toHaveValue(tooLong)
      await send(page).click()
      await expect(form.getByRole('status')).toHaveText(
        fill(t.messageForm.tooLong, { field: t.forms.main.message, limit: FIELD_LIMITS.message }),
      )
      await expect(message).toHaveValue(tooLong)
      await expect(message).toBeFocused()
      await expect(form.getByLabel(t.forms.main.name, { exact: true })).toHaveValue(typed.name)
      expect(requests).toHaveLength(0)

      // Kept on the phone: the form says one waits, and shows its words only on a tap.
      await message.fill(typed.message)
      await context.setOffline(true)
      await send(page).click()
      await expect(form.getByRole('status')).toHaveText(t.messageForm.saved)
      const saved = form.getByRole('region', { name: t.messageForm.outbox.one })
      await expect(saved).toContainText(t.messageForm.outbox.waiting)
      await expect(saved).not.toContainText(typed.message)
      await saved.getByRole('button', { name: t.messageForm.outbox.show }).click()
      await expect(saved).toContainText(typed.message)
      await expect(saved.getByRole('button', { name: t.messageForm.outbox.hide })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await saved.getByRole('button', { name: t.messageForm.outbox.hide }).click()
      await expect(saved).not.toContainText(typed.message)
      await expect(saved.getByRole('button', { name: t.messageForm.outbox.show })).toHaveAttribute(
        'aria-expanded',
        'false',
      )

      // Beside it, one of this form saved eight days ago, and one of a form on a page not open now.
      const [kept] = await outbox(page)
      const old = {
        ...kept,
        id: 'old',
        savedAt: Date.now() - KEEP_UNSENT_MS - 24 * 60 * 60_000,
        fields: { ...(kept!.fields as object), message: 'An old message' },
      }
      const elsewhere = {
        ...kept,
        id: 'elsewhere',
        form: '/elsewhere/ contact-form',
        savedAt: Date.now(),
        fields: { ...(kept!.fields as object), message: 'From elsewhere' },
      }
      await outbox(page, [old, elsewhere])
      await context.setOffline(false)
      const status = form.getByRole('status')
      await expect(status).toContainText(t.messageForm.savedSent)
      await expect(status).toContainText(fill(t.messageForm.outbox.expired, { days: KEEP_UNSENT_DAYS }))
      await expect(saved).toHaveCount(0)
      // The old one never went; of the two that did, only a record that the one of the other page went is left, with no
      // words.
      await expect
        .poll(() => outbox(page))
        .toEqual([
          {
            id: 'elsewhere',
            form: '/elsewhere/ contact-form',
            savedAt: elsewhere.savedAt,
            state: 'sent',
            goneAt: expect.any(Number),
          },
        ])
      expect(
        requests.map((r) => (r.postDataJSON() as { template_params: Record<string, string> }).template_params.message),
      ).toEqual([typed.message, 'From elsewhere'])

      // "Forget the messages on this phone" deletes every one, and the flag that says there are some.
      await fillMainForm(page)
      await context.setOffline(true)
      await send(page).click()
      await saved.getByRole('button', { name: t.messageForm.outbox.forgetAll }).click()
      await expect(status).toContainText(t.messageForm.outbox.forgotten)
      await expect(saved).toHaveCount(0)
      expect(await outbox(page)).toEqual([])
      expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_MESSAGES_KEY)).toBeNull()
    })
  })
}
