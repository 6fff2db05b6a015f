import type { Page, Route } from '@playwright/test'
import { expect, startForm, test } from './fixtures'
import { real } from '../lib/content/pending'
import { congregationWith, pathOf, siteContent } from './site-content'
import { codeContaining, EMAILJS_SEND_FORM, formFields, gate, recordCode } from './third-party'

/** The EmailJS settings the build takes from the committed .env when nothing else is set. */
const settings = { service_id: 'service_example', user_id: 'example_public_key' }
const EMAILJS_CODE = 'api.emailjs.com'

const mainForm = (page: Page) => page.getByRole('form', { name: 'Message to the ministry' })

async function fillMainForm(page: Page) {
  const form = mainForm(page)
  // The form is an island that starts when the visitor reaches into it.
  await startForm(form)
  await form.getByLabel('Full name').fill('Grace Achieng')
  await form.getByLabel('Email').fill('grace@example.org')
  await form.getByLabel('Subject').fill('Prayer request')
  await form.getByLabel('Message').fill('Please pray for our family this week.')
  return form
}

async function expectMainFormStillFilled(page: Page) {
  const form = mainForm(page)
  await expect(form.getByLabel('Full name')).toHaveValue('Grace Achieng')
  await expect(form.getByLabel('Email')).toHaveValue('grace@example.org')
  await expect(form.getByLabel('Subject')).toHaveValue('Prayer request')
  await expect(form.getByLabel('Message')).toHaveValue('Please pray for our family this week.')
}

/** Sends each EmailJS request to `answer` and counts them. */
async function fakeEmailJs(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: import('@playwright/test').Request[] = []
  await page.route(EMAILJS_SEND_FORM, async (route) => {
    requests.push(route.request())
    await answer(route)
  })
  return requests
}

const ok = (route: Route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })

test.describe('main contact form', () => {
  test('sends name, email, subject and message to EmailJS, says so, and clears the form', async ({ page }) => {
    const release = gate()
    const requests = await fakeEmailJs(page, async (route) => {
      await release.opened
      await ok(route)
    })
    const code = recordCode(page)
    await page.goto((await siteContent()).paths.contact)
    const form = await fillMainForm(page)
    expect(await codeContaining(page, code, EMAILJS_CODE), 'EmailJS code before a submit').toEqual([])

    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText('Sending...')
    await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled()
    await expect.poll(() => requests.length).toBe(1)
    const request = requests[0]!
    expect(request.method()).toBe('POST')
    expect(request.url()).toBe(EMAILJS_SEND_FORM)
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const fields = await formFields(request)
    expect(fields).toMatchObject({
      ...settings,
      template_id: 'template_example_main',
      lib_version: '4.4.1',
      name: 'Grace Achieng',
      email: 'grace@example.org',
      subject: 'Prayer request',
      message: 'Please pray for our family this week.',
      website: '',
      // The language the visitor wrote from, so the ministry answers in it.
      language: 'English',
    })
    expect(Object.keys(fields).sort()).toEqual(
      [
        'email',
        'language',
        'lib_version',
        'message',
        'name',
        'service_id',
        'subject',
        'template_id',
        'user_id',
        'website',
      ].sort(),
    )
    expect(await codeContaining(page, code, EMAILJS_CODE), 'EmailJS code after the submit').toHaveLength(1)

    release.open()
    await expect(form.getByRole('status')).toHaveText('Thank you, your message was sent')
    for (const label of ['Full name', 'Email', 'Subject', 'Message'])
      await expect(form.getByLabel(label)).toHaveValue('')
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
  })

  test('every field is required and the e-mail is checked by the browser', async ({ page }) => {
    const requests = await fakeEmailJs(page, ok)
    await page.goto((await siteContent()).paths.contact)
    const form = mainForm(page)
    for (const label of ['Full name', 'Email', 'Subject', 'Message'])
      await expect(form.getByLabel(label)).toHaveAttribute('required', '')
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '10')
    await form.getByRole('button', { name: 'Send message' }).click()
    await fillMainForm(page)
    await form.getByLabel('Email').fill('not an address')
    await form.getByRole('button', { name: 'Send message' }).click()
    expect(await form.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
    await expect(form.getByRole('status')).toHaveText('')
    expect(requests).toHaveLength(0)
  })
})

// Failure paths run at desktop and phone widths.
test.describe('when sending fails', () => {
  test('an HTTP 500 keeps everything typed, offers another way, and a retry sends', async ({ page }) => {
    let status = 500
    const requests = await fakeEmailJs(page, (route) =>
      route.fulfill({ status, body: status === 500 ? 'Internal error' : 'OK' }),
    )
    const { site, paths } = await siteContent()
    await page.goto(paths.contact)
    const form = await fillMainForm(page)
    await form.getByRole('button', { name: 'Send message' }).click()

    const status_ = form.getByRole('status')
    await expect(status_).toContainText('Your message could not be sent: the message service did not accept it.')
    await expect(status_).toContainText('Your message is still in the form')
    await expectMainFormStillFilled(page)
    // Another way: the ministry's address, with what was typed; while it is a placeholder, no invented
    // address but the churches list instead.
    const email = real(site.email)
    if (email) {
      await expect(status_.getByRole('link', { name: email, exact: true })).toHaveAttribute(
        'href',
        `mailto:${email}?subject=${encodeURIComponent('Prayer request')}&body=${encodeURIComponent('Please pray for our family this week.')}`,
      )
      await expect(status_.getByRole('link', { name: 'our churches' })).toHaveCount(0)
    } else {
      await expect(status_.getByRole('link', { name: 'our churches' })).toHaveAttribute('href', paths.churches)
      await expect(status_.locator('a[href^="mailto:"]')).toHaveCount(0)
    }

    status = 200
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(status_).toHaveText('Thank you, your message was sent')
    expect(requests).toHaveLength(2)
  })

  test('a network error keeps the message on the phone, says so, and it goes when the page is next opened', async ({
    page,
  }) => {
    let connected = false
    const requests: import('@playwright/test').Request[] = []
    // Both endpoints: the form's own send-form, and send for a message kept on the phone.
    await page.route(/^https:\/\/api\.emailjs\.com\/api\/v1\.0\/email\//, async (route) => {
      requests.push(route.request())
      await (connected ? ok(route) : route.abort('internetdisconnected'))
    })
    await page.goto((await siteContent()).paths.contact)
    const form = await fillMainForm(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText('Saved on this phone. It will be sent when you are back online.')
    // Listed by its state, not its words (a phone may be shared).
    await expect(form.getByRole('region', { name: '1 message from this phone is waiting' })).toContainText(
      'Waiting for a connection',
    )
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    expect(requests).toHaveLength(1)

    connected = true
    await page.reload()
    await expect.poll(() => requests.length).toBe(2)
    expect(requests[1]!.url()).toBe('https://api.emailjs.com/api/v1.0/email/send')
    await mainForm(page).getByRole('button', { name: 'Send message' }).scrollIntoViewIfNeeded()
    await expect(mainForm(page).getByRole('status')).toHaveText('Your saved message has been sent. Thank you.')
    await expect(mainForm(page).getByRole('region', { name: '1 message from this phone is waiting' })).toHaveCount(0)
  })

  test('a double click sends once', async ({ page }) => {
    const release = gate()
    const requests = await fakeEmailJs(page, async (route) => {
      await release.opened
      await ok(route)
    })
    await page.goto((await siteContent()).paths.contact)
    const form = await fillMainForm(page)
    // Two clicks in the same task, before React can re-render the button as disabled.
    await form.getByRole('button', { name: 'Send message' }).evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
    })
    await expect(form.getByRole('status')).toHaveText('Sending...')
    await expect.poll(() => requests.length).toBe(1)
    release.open()
    await expect(form.getByRole('status')).toHaveText('Thank you, your message was sent')
    expect(requests).toHaveLength(1)
  })

  test('one browser cannot send a second message within a minute', async ({ page }) => {
    const requests = await fakeEmailJs(page, ok)
    await page.goto((await siteContent()).paths.contact)
    let form = await fillMainForm(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText('Thank you, your message was sent')
    form = await fillMainForm(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toContainText('less than a minute ago')
    await expectMainFormStillFilled(page)
    expect(requests).toHaveLength(1)
  })

  test('a bot that fills the hidden honeypot field sends nothing', async ({ page }) => {
    const requests = await fakeEmailJs(page, ok)
    await page.goto((await siteContent()).paths.contact)
    const form = await fillMainForm(page)
    await page.locator('input[name="website"]').fill('https://spam.example')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText('Thank you, your message was sent')
    expect(requests).toHaveLength(0)
  })
})

test.describe('congregation contact form', () => {
  test('sends user_name, user_email, subject, the optional message and the congregation', async ({ page }) => {
    const requests = await fakeEmailJs(page, ok)
    const code = recordCode(page)
    const c = await congregationWith('a contact form', (c) => c.sections.some((s) => s.kind === 'contact'))
    await page.goto(pathOf(c.data.slug))
    const form = page.getByRole('form', { name: `Message to ${c.data.name} congregation` })
    for (const label of ['Your name', 'Your email', 'Subject'])
      await expect(form.getByLabel(label)).toHaveAttribute('required', '')
    await expect(form.getByLabel('Your email')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Message (optional)')).not.toHaveAttribute('required', '')

    await form.getByLabel('Your name').fill('Peter Otieno')
    await form.getByLabel('Your email').fill('peter@example.org')
    await form.getByLabel('Subject').fill('Service times')
    expect(await codeContaining(page, code, EMAILJS_CODE), 'EmailJS code before a submit').toEqual([])
    await form.getByRole('button', { name: 'Send message' }).click()

    await expect(form.getByRole('status')).toHaveText('Thank you, your message was sent')
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method()).toBe('POST')
    expect(requests[0]!.url()).toBe(EMAILJS_SEND_FORM)
    expect(await formFields(requests[0]!)).toEqual({
      ...settings,
      template_id: 'template_example_congregation',
      lib_version: '4.4.1',
      congregation: c.data.name,
      user_name: 'Peter Otieno',
      user_email: 'peter@example.org',
      subject: 'Service times',
      message: '',
      website: '',
      language: 'English',
    })
    await expect(form.getByLabel('Your name')).toHaveValue('')
  })

  test('a failure keeps the typed message', async ({ page }) => {
    await fakeEmailJs(page, (route) => route.fulfill({ status: 500, body: 'Internal error' }))
    const c = await congregationWith('a contact form', (c) => c.sections.some((s) => s.kind === 'contact'))
    await page.goto(pathOf(c.data.slug))
    const form = page.getByRole('form', { name: `Message to ${c.data.name} congregation` })
    await form.getByLabel('Your name').fill('Peter Otieno')
    await form.getByLabel('Your email').fill('peter@example.org')
    await form.getByLabel('Subject').fill('Service times')
    await form.getByLabel('Message (optional)').fill('When is the youth service?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toContainText('Your message could not be sent')
    await expect(form.getByLabel('Message (optional)')).toHaveValue('When is the youth service?')
    await expect(form.getByLabel('Your name')).toHaveValue('Peter Otieno')
  })
})
