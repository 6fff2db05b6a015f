import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { en } from '@/lib/i18n/messages/en'
import { sw } from '@/lib/i18n/messages/sw'
import { FailureHelp, mailtoHref } from './FailureHelp'

const text = en.messageForm

describe('FailureHelp', () => {
  it('offers a real address as a mailto: link that carries the typed subject and message', () => {
    const html = renderToStaticMarkup(
      <FailureHelp
        email="office@example.org"
        subject="Prayer request"
        message={'Please pray for us & our family.\nThanks'}
        churchesHref="/church/"
        text={text}
      />,
    )
    expect(html).toContain(
      'href="mailto:office@example.org?subject=Prayer%20request&amp;body=Please%20pray%20for%20us%20%26%20our%20family.%0AThanks"',
    )
    expect(html).toContain('>office@example.org</a>')
    expect(html).not.toContain('/church/')
  })

  it('without an address, points to the churches list and invents no address', () => {
    const html = renderToStaticMarkup(
      <FailureHelp email={null} subject="Hi" message="Hello" churchesHref="/church/" text={text} />,
    )
    expect(html).toContain('href="/church/"')
    expect(html).toContain(
      'see <a href="/church/" class="font-semibold underline">our churches</a> for where and when each one meets.',
    )
    expect(html).not.toContain('mailto:')
  })

  it('speaks the language of the words it is given', () => {
    const html = renderToStaticMarkup(
      <FailureHelp email="office@example.org" subject="" message="" churchesHref="/sw/church/" text={sw.messageForm} />,
    )
    expect(html).toBe(
      '<p class="mt-2">Unaweza pia kututumia ujumbe wako kwa barua pepe: <a href="mailto:office@example.org" class="font-semibold underline">office@example.org</a>.</p>',
    )
  })
})

describe('mailtoHref', () => {
  it('leaves out empty parts', () => {
    expect(mailtoHref('a@example.org', '', '')).toBe('mailto:a@example.org')
    expect(mailtoHref('a@example.org', 'S', '')).toBe('mailto:a@example.org?subject=S')
  })
})
