import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

const page = vi.hoisted(() => ({ locale: 'en' as Locale }))
vi.mock('@/lib/i18n/request', () => ({ getLocale: () => page.locale, messages: () => catalogues[page.locale] }))

const { ContactForm } = await import('./ContactForm')
const help = { email: { pending: 'the ministry’s address' }, churchesPath: '/church/' }

describe('a message form', () => {
  // The settings are missing here; the form's server side says so once, which is not what this tests.
  beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
  beforeEach(() => {
    page.locale = 'en'
  })

  it('tells the ministry the visitor’s language, by its English name', () => {
    expect(renderToStaticMarkup(<ContactForm help={help} />)).toContain(
      '<input type="hidden" name="language" value="English"/>',
    )
    page.locale = 'sw'
    expect(renderToStaticMarkup(<ContactForm help={help} />)).toContain(
      '<input type="hidden" name="language" value="Kiswahili"/>',
    )
  })

  it('has its labels and the words its island shows in the page’s language', () => {
    page.locale = 'sw'
    const html = renderToStaticMarkup(<ContactForm help={help} />)
    const t = catalogues.sw
    for (const label of [t.forms.main.name, t.forms.main.email, t.forms.main.subject, t.forms.main.message])
      expect(html).toMatch(new RegExp(`>${label}<(input|textarea) `))
    expect(html).toContain(`aria-label="${t.forms.main.label}"`)
    expect(html).toContain(`>${t.messageForm.send}</button>`)
    // Without EmailJS settings (as here) the form says so, in Kiswahili too.
    expect(html).toContain(t.messageForm.notReady.split('{churches}')[0]!)
    expect(html).not.toContain('Send message')
  })
})
