import { describe, expect, it } from 'vitest'
import { en } from '@/lib/i18n/messages/en'
import { sw } from '@/lib/i18n/messages/sw'
import { SendTimedOut } from './send-timeout'
import {
  failureReason,
  initialSendState,
  sendReducer,
  statusMessage,
  submitDecision,
  type SendState,
} from './send-state'

const sending: SendState = { status: 'sending' }

describe('sendReducer', () => {
  it('goes from idle to sending on submit, then to sent or failed', () => {
    const started = sendReducer(initialSendState, { type: 'submit' })
    expect(started).toEqual(sending)
    expect(sendReducer(started, { type: 'succeeded' })).toEqual({ status: 'sent' })
    expect(sendReducer(started, { type: 'failed', reason: 'network' })).toEqual({ status: 'failed', reason: 'network' })
  })

  it('ignores a second submit while sending (the same state object comes back)', () => {
    expect(sendReducer(sending, { type: 'submit' })).toBe(sending)
  })

  it('can send again after a failure or a success', () => {
    expect(sendReducer({ status: 'failed', reason: 'service' }, { type: 'submit' })).toEqual(sending)
    expect(sendReducer({ status: 'sent' }, { type: 'submit' })).toEqual(sending)
  })

  it('ignores results that arrive when nothing is being sent', () => {
    expect(sendReducer(initialSendState, { type: 'succeeded' })).toBe(initialSendState)
    const failed: SendState = { status: 'failed', reason: 'network' }
    expect(sendReducer(failed, { type: 'failed', reason: 'service' })).toBe(failed)
  })

  it('keeps a message with no connection on the phone: sending → saved, and says later that it went', () => {
    expect(sendReducer(sending, { type: 'saved' })).toEqual({ status: 'saved' })
    expect(sendReducer(initialSendState, { type: 'saved' })).toBe(initialSendState)
    expect(sendReducer({ status: 'saved' }, { type: 'saved-sent' })).toEqual({ status: 'saved-sent' })
    expect(sendReducer(initialSendState, { type: 'saved-sent' })).toEqual({ status: 'saved-sent' })
    // A message on its way now keeps its own "Sending..." until its result.
    expect(sendReducer(sending, { type: 'saved-sent' })).toBe(sending)
  })

  it('forgets the thank-you when the visitor types a new message, but keeps an error in view', () => {
    expect(sendReducer({ status: 'sent' }, { type: 'edited' })).toEqual(initialSendState)
    expect(sendReducer({ status: 'saved' }, { type: 'edited' })).toEqual(initialSendState)
    expect(sendReducer({ status: 'saved-sent' }, { type: 'edited' })).toEqual(initialSendState)
    const failed: SendState = { status: 'failed', reason: 'network' }
    expect(sendReducer(failed, { type: 'edited' })).toBe(failed)
  })
})

describe('submitDecision', () => {
  it('sends a form whose honeypot is empty', () => {
    expect(submitDecision(initialSendState, '')).toBe('send')
    expect(submitDecision({ status: 'failed', reason: 'network' }, '  ')).toBe('send')
  })
  it('drops a form a bot filled in', () => {
    expect(submitDecision(initialSendState, 'https://spam.example')).toBe('drop')
  })
  it('ignores a submit while one is on its way', () => {
    expect(submitDecision(sending, '')).toBe('ignore')
  })
})

describe('failureReason', () => {
  it('reads EmailJS answers by status', () => {
    expect(failureReason({ status: 500, text: 'Internal Server Error' })).toBe('service')
    expect(failureReason({ status: 400, text: 'The service ID is invalid' })).toBe('service')
    expect(failureReason({ status: 429, text: 'Too Many Requests' })).toBe('rate-limited')
  })
  it('treats a fetch TypeError or status 0 as no network', () => {
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('network')
    expect(failureReason({ status: 0, text: 'Network Error' })).toBe('network')
  })
  it('does not take EmailJS refusing before it sends (a sentence) for the network: waiting would not help', () => {
    expect(failureReason('The public key is required')).toBe('service')
    expect(failureReason(new Error('odd'))).toBe('service')
  })
})

describe('a field over its limit', () => {
  it('refuses the send, naming the field and its limit, and is not dropped while another send is on its way', () => {
    const refused = sendReducer(initialSendState, { type: 'too-long', field: 'Message', limit: 5000 })
    expect(refused).toEqual({ status: 'too-long', field: 'Message', limit: 5000 })
    expect(sendReducer(sending, { type: 'too-long', field: 'Message', limit: 5000 })).toBe(sending)
    // Editing the field does not take the words back; the next Send does.
    expect(sendReducer(refused, { type: 'edited' })).toBe(refused)
    expect(sendReducer(refused, { type: 'submit' })).toEqual(sending)
  })

  it('says so in the page’s language', () => {
    const state: SendState = { status: 'too-long', field: 'Message', limit: 5000 }
    expect(statusMessage(state, en.messageForm)).toBe(
      '“Message” is too long: it can hold at most 5000 characters. Nothing was sent, and what you typed is still in the form: please shorten it and send again.',
    )
    expect(statusMessage({ ...state, field: 'Ujumbe' }, sw.messageForm)).toMatch(
      /^“Ujumbe” ni ndefu mno: inaweza kuwa na herufi 5000 tu\./,
    )
  })
})

describe('failureReason: no answer in time', () => {
  it('counts as the network’s failure, so the message waits and is tried again', () => {
    expect(failureReason(new SendTimedOut(30_000))).toBe('network')
  })
})

describe('statusMessage', () => {
  it('says what is happening in the words the page shows', () => {
    const text = en.messageForm
    expect(statusMessage(initialSendState, text)).toBe('')
    expect(statusMessage(sending, text)).toBe('Sending...')
    expect(statusMessage({ status: 'sent' }, text)).toBe('Thank you, your message was sent')
    expect(statusMessage({ status: 'saved' }, text)).toBe(
      'Saved on this phone. It will be sent when you are back online.',
    )
    expect(statusMessage({ status: 'saved-sent' }, text)).toBe('Your saved message has been sent. Thank you.')
    expect(statusMessage({ status: 'failed', reason: 'network' }, text)).toMatch(/no internet connection/)
    expect(statusMessage({ status: 'failed', reason: 'service' }, text)).toMatch(/still in the form/)
    expect(statusMessage({ status: 'failed', reason: 'rate-limited' }, text)).toMatch(/wait a minute/)
  })

  it('speaks the language of the words it is given', () => {
    expect(statusMessage(sending, sw.messageForm)).toBe('Inatuma...')
    expect(statusMessage({ status: 'failed', reason: 'network' }, sw.messageForm)).toBe(sw.messageForm.failed.network)
  })
})
