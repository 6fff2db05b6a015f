import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages/en'
import { sw } from '../i18n/messages/sw'
import { guardedFormOf, keptNotice, type KeptText } from './guard-answer'

const settings = { serviceId: 'service_example', templateId: 'template_example_main', publicKey: 'public_example' }
/** A message form's props as its island carries them in the page (components/forms/MessageForm.tsx), slots and all. */
const props = (locale: 'en' | 'sw', extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    label: 'Message to the ministry',
    settings,
    rateLimitId: 'congregation-form',
    email: null,
    churchesHref: '/churches/',
    text: (locale === 'en' ? en : sw).messageForm,
    reachUs: { $slot: 'reachUs' },
    children: { $slot: 'children' },
    ...extra,
  })

describe('guardedFormOf: what the guard reads of a form', () => {
  it("reads the form's sending settings, its key and its words, in the page's language", () => {
    expect(guardedFormOf(props('sw'))).toEqual({
      settings,
      rateLimitId: 'congregation-form',
      text: { saved: sw.messageForm.saved, savedSent: sw.messageForm.savedSent, refused: sw.messageForm.outbox.refused },
    })
    expect(guardedFormOf(props('en'))?.text.saved).toBe('Saved on this phone. It will be sent when you are back online.')
  })

  it('has no settings for a form whose message service is not set up', () => {
    expect(guardedFormOf(props('en', { settings: null }))?.settings).toBeNull()
    expect(guardedFormOf(props('en', { settings: { ...settings, publicKey: '' } }))?.settings).toBeNull()
  })

  it('reads nothing from props that are missing, broken or of another island', () => {
    expect(guardedFormOf(undefined)).toBeUndefined()
    expect(guardedFormOf(null)).toBeUndefined()
    expect(guardedFormOf('{"label":')).toBeUndefined()
    expect(guardedFormOf('[]')).toBeUndefined()
    expect(guardedFormOf(JSON.stringify({ value: '247247', label: 'paybill number' }))).toBeUndefined()
    expect(guardedFormOf(props('en', { rateLimitId: '' }))).toBeUndefined()
    expect(guardedFormOf(props('en', { text: { ...en.messageForm, outbox: {} } }))).toBeUndefined()
  })
})

describe('keptNotice: what the form says about its messages kept on the phone, where the guard speaks for it', () => {
  const text: KeptText = { saved: 'saved', savedSent: 'gone', refused: 'refused' }
  it('says they are saved while they wait, that one went once it has gone, and that one was refused', () => {
    expect(keptNotice([{ state: 'waiting' }], text)).toBe('saved')
    expect(keptNotice([{ state: 'sent' }], text)).toBe('gone')
    expect(keptNotice([{ state: 'refused' }], text)).toBe('refused')
  })

  it('says first that one has gone (it is said once), then that one was refused, then that the others wait', () => {
    expect(keptNotice([{ state: 'waiting' }, { state: 'sent' }, { state: 'refused' }], text)).toBe('gone')
    expect(keptNotice([{ state: 'waiting' }, { state: 'refused' }], text)).toBe('refused')
  })

  it('says nothing new once the outbox holds none of them, but takes back words that said one waits or was refused (another tab told that it went)', () => {
    expect(keptNotice([], text)).toBeUndefined()
    expect(keptNotice([], text, 'gone')).toBeUndefined()
    expect(keptNotice([], text, 'Sending...')).toBeUndefined()
    expect(keptNotice([], text, 'saved')).toBe('')
    expect(keptNotice([], text, 'refused')).toBe('')
  })
})
