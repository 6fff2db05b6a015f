import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Messages } from '@/lib/i18n/messages'
import { en } from '@/lib/i18n/messages/en'
import { sw } from '@/lib/i18n/messages/sw'
import { MessageForm } from './MessageForm'

const render = (
  settings: { serviceId: string; templateId: string; publicKey: string } | null,
  text: Messages['messageForm'] = en.messageForm,
) =>
  renderToStaticMarkup(
    <MessageForm
      label="Message to the ministry"
      settings={settings}
      rateLimitId="test"
      email={null}
      churchesHref="/church/"
      text={text}
      reachUs={<p>Call us</p>}
    >
      <input name="name" />
    </MessageForm>,
  )

describe('MessageForm', () => {
  it('cannot be submitted by the browser: no submit button, Send opens the other ways to reach us, and a stray submit would post', () => {
    const html = render({ serviceId: 's', templateId: 't', publicKey: 'k' })
    expect(html).toMatch(
      /^<form data-third-party="emailjs" data-hold-send="" aria-label="Message to the ministry" [^>]*method="post">/,
    )
    expect(html).not.toMatch(/type="submit"/)
    expect(html).toContain('<div id="test-reach-us" popover="auto"')
    expect(html).toMatch(
      /<div id="test-reach-us"[^>]*><p>Call us<\/p><button type="button" popovertarget="test-reach-us" popovertargetaction="hide"[^>]*>Close<\/button><\/div>/i,
    )
    // The words the loader shows while it holds a Send, hidden until it does.
    expect(html).toContain(
      '<p class="hidden font-semibold text-brand-900 group-data-held:block">Your message will be sent as soon as this form is ready.</p>',
    )
  })

  it('without EmailJS settings, explains that it cannot send and disables the button instead of throwing', () => {
    const html = render(null)
    expect(html).toContain('Messages cannot be sent from this site yet')
    expect(html).toContain('(see <a href="/church/" class="font-semibold underline">our churches</a>).')
    expect(html).toMatch(/<button type="button" data-send="" popovertarget="test-reach-us" disabled=""/i)
  })

  it('shows the words it is given: a Kiswahili form is in Kiswahili', () => {
    const html = render(null, sw.messageForm)
    expect(html).toContain('>Tuma ujumbe</button>')
    expect(html).toContain('Jumbe haziwezi kutumwa')
    expect(html).toContain('>makanisa yetu</a>')
    expect(html).toContain('Acha sehemu hii wazi')
    expect(html).not.toMatch(/Send message|our churches/)
  })

  it('with settings, offers an enabled button, an empty live region and a hidden honeypot', () => {
    const html = render({ serviceId: 's', templateId: 't', publicKey: 'k' })
    expect(html).not.toContain('cannot be sent')
    expect(html).toMatch(/<button type="button" data-send="" popovertarget="test-reach-us" class/i)
    expect(html).toContain('role="status"')
    expect(html).toMatch(
      /<div aria-hidden="true"[^>]*><label>Leave this field empty<input type="text" tabindex="-1"[^>]*name="website"/,
    )
  })
})
