import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages/en'
import { sw } from '../i18n/messages/sw'
import { guardedFormOf, keptNotice, type KeptText } from './guard-answer'
import { KEEP_UNSENT_DAYS } from './outbox'

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
      text: {
        saved: sw.messageForm.saved,
        savedSent: sw.messageForm.savedSent,
        refused: sw.messageForm.outbox.refused,
        expired: sw.messageForm.outbox.expired,
        tooLong: sw.messageForm.tooLong,
      },
    })
    expect(guardedFormOf(props('en'))?.text.saved).toBe(
      'Saved on this phone. It will be sent when you are back online.',
    )
  })

  it('reads a page built before the form said why a message was removed or refused for its length: it keeps and sends, and says no more', () => {
    const { tooLong, outbox, ...older } = en.messageForm
    const { expired, ...olderOutbox } = outbox
    expect(tooLong && expired).toBeTruthy()
    expect(guardedFormOf(props('en', { text: { ...older, outbox: olderOutbox } }))?.text).toMatchObject({
      saved: en.messageForm.saved,
      expired: '',
      tooLong: '',
    })
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
  const text: KeptText = {
    saved: 'saved',
    savedSent: 'gone',
    refused: 'refused',
    expired: 'removed after {days} days',
    tooLong: '',
  }
  it('says they are saved while they wait, that one went once it has gone, and that one was refused', () => {
    expect(keptNotice([{ state: 'waiting' }], text)).toBe('saved')
    expect(keptNotice([{ state: 'sent' }], text)).toBe('gone')
    expect(keptNotice([{ state: 'refused' }], text)).toBe('refused')
  })

  it(`says once that a message was removed unsent after ${KEEP_UNSENT_DAYS} days, in the page’s language, beside one that went`, () => {
    expect(keptNotice([{ state: 'expired' }, { state: 'waiting' }], text)).toBe(
      `removed after ${KEEP_UNSENT_DAYS} days`,
    )
    expect(keptNotice([{ state: 'sent' }, { state: 'expired' }], text)).toBe(
      `gone removed after ${KEEP_UNSENT_DAYS} days`,
    )
    const kiswahili = guardedFormOf(props('sw'))!.text
    expect(keptNotice([{ state: 'expired' }], kiswahili)).toBe(
      sw.messageForm.outbox.expired.replace('{days}', String(KEEP_UNSENT_DAYS)),
    )
    expect(keptNotice([{ state: 'expired' }], kiswahili)).toContain(`siku ${KEEP_UNSENT_DAYS} `)
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
