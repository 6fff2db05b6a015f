import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

const page = vi.hoisted(() => ({ locale: 'en' as Locale }))
vi.mock('@/lib/i18n/request', () => ({ getLocale: () => page.locale, messages: () => catalogues[page.locale] }))

const { ReachUs } = await import('./ReachUs')
const pendingEmail = { pending: "the ministry's public e-mail address" }
const pendingPhone = { pending: 'a contact number of Raila congregation' }

describe('ReachUs (what Send says where the form cannot send)', () => {
  beforeEach(() => {
    page.locale = 'en'
  })
  afterEach(() => {
    delete process.env.SITE_PREVIEW
  })

  it('offers the ministry’s address and the congregation’s number to call and on WhatsApp', () => {
    const html = renderToStaticMarkup(
      <ReachUs email="office@example.org" phone="0712 345 678" churchesHref="/church/" />,
    )
    expect(html).toContain('What you typed is still in the form.')
    expect(html).toContain('You can reach us another way:')
    expect(html).toContain('href="mailto:office@example.org"')
    expect(html).toContain('>E-mail office@example.org</a>')
    expect(html).toContain('href="tel:+254712345678"')
    expect(html).toContain('href="https://wa.me/254712345678"')
    expect(html).not.toContain('/church/')
  })

  it('offers a landline to call only, not on WhatsApp', () => {
    const html = renderToStaticMarkup(<ReachUs email={pendingEmail} phone="020 123 4567" churchesHref="/church/" />)
    expect(html).toContain('href="tel:+254201234567"')
    expect(html).not.toContain('wa.me')
  })

  it('invents nothing: with every fact still to come, the public site points to the churches list', () => {
    const html = renderToStaticMarkup(<ReachUs email={pendingEmail} phone={pendingPhone} churchesHref="/church/" />)
    expect(html).not.toMatch(/mailto:|tel:|wa\.me|TODO|data-pending/)
    expect(html).toContain('href="/church/"')
    // No sentence that announces ways that are not there.
    expect(html).not.toContain('another way')
    expect(html).toContain('You can speak to the pastor of a congregation near you')
  })

  it('leaves out what is still to come in the preview too (the footer and the visit section mark it)', () => {
    process.env.SITE_PREVIEW = '1'
    const html = renderToStaticMarkup(<ReachUs email={pendingEmail} phone={pendingPhone} churchesHref="/church/" />)
    expect(html).not.toMatch(/mailto:|tel:|wa\.me|TODO|data-pending/)
  })

  it('says the form needs JavaScript only until the forms’ guard, which runs with it, marks the form; then that the message could not be kept', () => {
    const t = catalogues.en.forms.reachUs
    const html = renderToStaticMarkup(<ReachUs email="office@example.org" churchesHref="/church/" />)
    // The form's HTML as a browser without JavaScript shows it: the first, and the second hidden by the stylesheet
    // until the form is marked.
    expect(html).toContain(`<p class="group-data-guarded:hidden">${t.lead}</p>`)
    expect(html).toContain(`<p class="hidden group-data-guarded:block">${t.notKept}</p>`)
    expect(t.notKept).not.toContain('JavaScript')
  })

  it('speaks the page’s language', () => {
    page.locale = 'sw'
    const html = renderToStaticMarkup(
      <ReachUs email="office@example.org" phone="0712 345 678" churchesHref="/sw/church/" />,
    )
    expect(html).toContain(catalogues.sw.forms.reachUs.lead)
    expect(html).toContain(catalogues.sw.forms.reachUs.notKept)
    expect(html).toContain('>Barua pepe office@example.org</a>')
    expect(html).not.toContain('E-mail')
  })
})
