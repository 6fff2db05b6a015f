import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessageForm } from './MessageForm'

const render = (settings: { serviceId: string; templateId: string; publicKey: string } | null) =>
  renderToStaticMarkup(
    <MessageForm label="Message to the ministry" settings={settings} rateLimitId="test" email={null} churchesHref="/church/">
      <input name="name" />
    </MessageForm>,
  )

describe('MessageForm', () => {
  it('without EmailJS settings, explains that it cannot send and disables the button instead of throwing', () => {
    const html = render(null)
    expect(html).toContain('Messages cannot be sent from this site yet')
    expect(html).toMatch(/<button type="submit" disabled=""/)
  })

  it('with settings, offers an enabled button, an empty live region and a hidden honeypot', () => {
    const html = render({ serviceId: 's', templateId: 't', publicKey: 'k' })
    expect(html).not.toContain('cannot be sent')
    expect(html).toMatch(/<button type="submit" class/)
    expect(html).toContain('role="status"')
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label>Leave this field empty<input type="text" tabindex="-1"[^>]*name="website"/)
  })
})
