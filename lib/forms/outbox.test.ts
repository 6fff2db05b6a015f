import 'fake-indexeddb/auto'
import { createStore } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { markSavedMessages, mayHaveSavedMessages } from './form-marks'
import {
  cancelMessage,
  flushOutbox,
  forgetEveryMessage,
  forgetMessage,
  KEEP_GONE_MS,
  KEEP_UNSENT_DAYS,
  KEEP_UNSENT_MS,
  LEASE_MS,
  onOutboxChange,
  retryMessage,
  saveMessage,
  savedMessages,
  type KeptMessage,
  type SendSaved,
} from './outbox'
import { SEND_TIMEOUT_MS } from './send-timeout'

const settings = { serviceId: 'service_1', templateId: 'template_1', publicKey: 'key' }
let store: ReturnType<typeof createStore>
let n = 0

beforeEach(() => {
  // A database of its own for each test.
  store = createStore(`outbox-test-${++n}`, 'messages')
})

/** When the tests' messages are saved (`save`'s `at` is after it): today, since the outbox removes old ones. */
const T0 = Date.now()

const save = (message = 'Please pray for us', form = '/contact/ contact-form', at = 1_000) =>
  saveMessage({ form, settings, fields: { name: 'Grace', message } }, { store, now: T0 + at })

/** A sender that records what it sent and answers as told. */
function sender(answer: (message: KeptMessage) => Promise<unknown> = async () => 'OK') {
  const sent: string[] = []
  const send: SendSaved = async (message) => {
    sent.push(message.fields.message!)
    return answer(message)
  }
  return { sent, send }
}

/** A promise and the function that settles it. */
function opened() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'))

describe('the outbox', () => {
  it('keeps a message with its form, settings and fields until it is sent', async () => {
    const saved = await save()
    expect(await savedMessages('/contact/ contact-form', { store })).toEqual([
      {
        id: saved.id,
        form: '/contact/ contact-form',
        settings,
        fields: { name: 'Grace', message: 'Please pray for us' },
        savedAt: T0 + 1_000,
        state: 'waiting',
      },
    ])
    expect(await savedMessages('/raila/ congregation-form', { store })).toEqual([])
  })

  it('sends each waiting message once, oldest first, and keeps only a record that it went, with no words, until its form forgets it', async () => {
    const first = await save('first', undefined, 1)
    await save('second', '/raila/ congregation-form', 2)
    const { sent, send } = sender()
    expect((await flushOutbox(send, { store })).map((o) => o.outcome)).toEqual(['sent', 'sent'])
    expect(sent).toEqual(['first', 'second'])
    // A second flush (the online event after the page's own) sends nothing again.
    await flushOutbox(send, { store })
    expect(sent).toEqual(['first', 'second'])
    const records = await savedMessages(undefined, { store })
    expect(records.map((m) => m.state)).toEqual(['sent', 'sent'])
    // Nothing the visitor wrote is left on the phone, nor the settings it went with.
    expect(records[0]).toEqual({
      id: first.id,
      form: '/contact/ contact-form',
      savedAt: T0 + 1,
      state: 'sent',
      goneAt: expect.any(Number),
    })
    expect(JSON.stringify(records)).not.toMatch(/first|second|Grace|service_1/)
    await forgetMessage(first.id, store)
    expect(await savedMessages('/contact/ contact-form', { store })).toEqual([])
  })

  it('sends a message once when two tabs flush at the same moment', async () => {
    await save()
    const gate = opened()
    const { sent, send } = sender(() => gate.promise)
    const one = flushOutbox(send, { store })
    const two = flushOutbox(send, { store })
    await new Promise((resolve) => setTimeout(resolve, 20))
    gate.resolve()
    const outcomes = [...(await one), ...(await two)]
    expect(sent).toEqual(['Please pray for us'])
    expect(outcomes.map((o) => o.outcome)).toEqual(['sent'])
  })

  it('leaves a message alone while another sender holds it, and takes it over when that lease has run out', async () => {
    await save()
    const now = T0 + 10_000
    // A tab that took the lease and was closed mid-send.
    void flushOutbox(() => new Promise(() => {}), { store, now: () => now, owner: 'closed-tab' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const { sent, send } = sender()
    await flushOutbox(send, { store, now: () => now + 1_000 })
    expect(sent).toEqual([])
    await flushOutbox(send, { store, now: () => now + LEASE_MS + 1 })
    expect(sent).toEqual(['Please pray for us'])
  })

  it('retries only after a network failure: the message waits, and goes with the next flush', async () => {
    await save()
    const failing = sender(offline)
    expect(await flushOutbox(failing.send, { store })).toMatchObject([{ outcome: 'waiting' }])
    const [waiting] = await savedMessages(undefined, { store })
    expect(waiting).toMatchObject({ state: 'waiting' })
    expect(waiting).not.toHaveProperty('lease')
    const { sent, send } = sender()
    await flushOutbox(send, { store })
    expect(sent).toEqual(['Please pray for us'])
  })

  it('stops at the first network failure instead of trying every message', async () => {
    await save('first', undefined, 1)
    await save('second', undefined, 2)
    const { sent, send } = sender(offline)
    await flushOutbox(send, { store })
    expect(sent).toEqual(['first'])
  })

  it('does not retry a message the service refused, until the visitor asks', async () => {
    const saved = await save()
    const refusing = sender(() => Promise.reject({ status: 400, text: 'The template ID is invalid' }))
    expect(await flushOutbox(refusing.send, { store })).toMatchObject([{ outcome: 'refused' }])
    expect(await savedMessages(undefined, { store })).toMatchObject([{ state: 'refused', reason: 'service' }])
    await flushOutbox(refusing.send, { store })
    expect(refusing.sent).toHaveLength(1)

    await retryMessage(saved.id, store)
    const { sent, send } = sender()
    await flushOutbox(send, { store })
    expect(sent).toEqual(['Please pray for us'])
  })

  it('cancels a waiting message, which is then never sent', async () => {
    const saved = await save()
    expect(await cancelMessage(saved.id, { store })).toBe('cancelled')
    const { sent, send } = sender()
    await flushOutbox(send, { store })
    expect(sent).toEqual([])
    expect(await savedMessages(undefined, { store })).toEqual([])
    expect(await cancelMessage(saved.id, { store })).toBe('gone')
  })

  it('cannot cancel a message that is on its way', async () => {
    const saved = await save()
    const gate = opened()
    const { send } = sender(() => gate.promise)
    const flushing = flushOutbox(send, { store })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await cancelMessage(saved.id, { store })).toBe('sending')
    gate.resolve()
    await flushing
    expect(await savedMessages(undefined, { store })).toMatchObject([{ state: 'sent' }])
  })

  it('tells the forms of every tab when it changes', async () => {
    let changes = 0
    const stop = onOutboxChange(() => changes++)
    await save()
    await expect.poll(() => changes).toBeGreaterThan(0)
    stop()
  })

  it('waits for an answer well inside the lease: a send may time out long before another sender could take the message over', () => {
    expect(SEND_TIMEOUT_MS).toBeGreaterThan(0)
    expect(SEND_TIMEOUT_MS * 4).toBeLessThanOrEqual(LEASE_MS)
  })

  it('counts a send with no answer in time as a network failure: the lease goes back and the message waits, to be sent again', async () => {
    await save()
    const silent = sender(() => new Promise(() => {}))
    expect(await flushOutbox(silent.send, { store, timeoutMs: 20 })).toEqual([
      { id: expect.any(String), outcome: 'waiting' },
    ])
    const [waiting] = await savedMessages(undefined, { store })
    expect(waiting).toMatchObject({ state: 'waiting', fields: { message: 'Please pray for us' } })
    expect(waiting).not.toHaveProperty('lease')
    const { sent, send } = sender()
    await flushOutbox(send, { store })
    expect(sent).toEqual(['Please pray for us'])
  })

  it(`removes a message not sent in ${KEEP_UNSENT_DAYS} days, with its words, leaving only a record that it expired, and never sends it`, async () => {
    const refused = await save('refused', undefined, 500)
    const old = await save('old', undefined, 1_000)
    const refusing = sender((m) =>
      m.fields.message === 'refused' ? Promise.reject({ status: 400, text: 'Bad' }) : offline(),
    )
    await flushOutbox(refusing.send, { store, now: () => T0 + 2_000 })
    const now = T0 + 1_000 + KEEP_UNSENT_MS
    await save('recent', undefined, 1_000 + KEEP_UNSENT_MS)
    // A day short of the limit, the old ones are all there.
    expect((await savedMessages(undefined, { store, now: now - 24 * 60 * 60_000 })).map((m) => m.state)).toEqual([
      'refused',
      'waiting',
      'waiting',
    ])
    const { sent, send } = sender()
    await flushOutbox(send, { store, now: () => now })
    expect(sent).toEqual(['recent'])
    const records = await savedMessages(undefined, { store, now })
    expect(records.map((m) => [m.id, m.state])).toEqual([
      [refused.id, 'expired'],
      [old.id, 'expired'],
      [expect.any(String), 'sent'],
    ])
    expect(records[0]).toEqual({
      id: refused.id,
      form: '/contact/ contact-form',
      savedAt: T0 + 500,
      state: 'expired',
      goneAt: now,
    })
    expect(JSON.stringify(records)).not.toMatch(/old|recent|Grace|service_1/)
  })

  it('leaves a message on its way alone when it expires, and drops what is left of gone messages after a short time', async () => {
    await save('slow', undefined, 1_000)
    const limit = T0 + 1_000 + KEEP_UNSENT_MS
    const gate = opened()
    const flushing = flushOutbox(sender(() => gate.promise).send, { store, now: () => limit - 1 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await savedMessages(undefined, { store, now: limit + 1 })).toMatchObject([{ state: 'waiting' }])
    gate.resolve()
    await flushing
    expect(await savedMessages(undefined, { store, now: limit })).toMatchObject([{ state: 'sent', goneAt: limit - 1 }])
    expect(await savedMessages(undefined, { store, now: limit - 1 + KEEP_GONE_MS })).toEqual([])
  })

  it('forgets every message of every form at once, and the flag that says there are some', async () => {
    await save('one', '/contact/ contact-form')
    await save('two', '/raila/ congregation-form')
    const local = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => local.get(k) ?? null,
      setItem: (k: string, v: string) => local.set(k, v),
      removeItem: (k: string) => local.delete(k),
    })
    markSavedMessages(true)
    expect(mayHaveSavedMessages()).toBe(true)
    expect(await forgetEveryMessage({ store })).toBe(0)
    expect(await savedMessages(undefined, { store })).toEqual([])
    expect(mayHaveSavedMessages()).toBe(false)
    vi.unstubAllGlobals()
  })
})
