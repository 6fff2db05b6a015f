import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { en } from '@/lib/i18n/messages/en'
import { sw } from '@/lib/i18n/messages/sw'
import type { KeptMessage } from '@/lib/forms/outbox'
import type { MessageFormText } from './message-form-text'
import { SavedMessageList } from './SavedMessageList'

const message = (id: string, state: KeptMessage['state']): KeptMessage => ({
  id,
  form: '/contact/ contact-form',
  settings: { serviceId: 's', templateId: 't', publicKey: 'k' },
  fields: { name: 'Grace', subject: 'Prayer request', message: 'Please pray for my sister' },
  savedAt: 1,
  state,
})

const render = (messages: KeptMessage[], text: MessageFormText = en.messageForm) =>
  renderToStaticMarkup(
    <SavedMessageList
      messages={messages}
      text={text}
      email="office@example.org"
      churchesHref="/church/"
      onCancel={() => {}}
      onRetry={() => {}}
      onForgetAll={() => {}}
    />,
  )

describe('SavedMessageList', () => {
  it('says how many messages wait, but not what they say, nor the e-mail link that carries a refused one’s words', () => {
    const html = render([message('a', 'waiting'), message('b', 'refused')])
    expect(html).toContain('>2 messages from this phone are waiting</p>')
    expect(html).not.toMatch(/Please pray|Prayer request|mailto:/)
    expect(html.match(/<button type="button"[^>]*aria-expanded="false"[^>]*>Show the message<\/button>/g)).toHaveLength(
      2,
    )
    expect(html).toContain('>Forget the messages on this phone</button>')
  })

  it('speaks the page’s language, one message or many', () => {
    const html = render([message('a', 'waiting')], sw.messageForm)
    expect(html).toContain(`>${sw.messageForm.outbox.one}</p>`)
    expect(html).toContain(`>${sw.messageForm.outbox.show}</button>`)
    expect(html).toContain(`>${sw.messageForm.outbox.forgetAll}</button>`)
  })

  it('shows nothing where no message waits', () => {
    expect(render([])).toBe('')
  })
})
