import 'fake-indexeddb/auto'
import { createStore } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { cancelMessage, flushOutbox, forgetMessage, LEASE_MS, onOutboxChange, retryMessage, saveMessage, savedMessages, type SavedMessage, type SendSaved } from './outbox'

const settings = { serviceId: 'service_1', templateId: 'template_1', publicKey: 'key' }
let store: ReturnType<typeof createStore>
let n = 0

beforeEach(() => {
  // A database of its own for each test.
  store = createStore(`outbox-test-${++n}`, 'messages')
})

const save = (message = 'Please pray for us', form = '/contact/ contact-form', now = 1_000) =>
  saveMessage({ form, settings, fields: { name: 'Grace', message } }, { store, now })

/** A sender that records what it sent and answers as told. */
function sender(answer: (message: SavedMessage) => Promise<unknown> = async () => 'OK') {
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
    expect(await savedMessages('/contact/ contact-form', store)).toEqual([
      { id: saved.id, form: '/contact/ contact-form', settings, fields: { name: 'Grace', message: 'Please pray for us' }, savedAt: 1_000, state: 'waiting' },
    ])
    expect(await savedMessages('/raila/ congregation-form', store)).toEqual([])
  })

  it('sends each waiting message once, oldest first, and marks it sent until its form forgets it', async () => {
    const first = await save('first', undefined, 1)
    await save('second', '/raila/ congregation-form', 2)
    const { sent, send } = sender()
    expect((await flushOutbox(send, { store })).map((o) => o.outcome)).toEqual(['sent', 'sent'])
    expect(sent).toEqual(['first', 'second'])
    // A second flush (the online event after the page's own) sends nothing again.
    await flushOutbox(send, { store })
    expect(sent).toEqual(['first', 'second'])
    expect((await savedMessages(undefined, store)).map((m) => m.state)).toEqual(['sent', 'sent'])
    await forgetMessage(first.id, store)
    expect(await savedMessages('/contact/ contact-form', store)).toEqual([])
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
    const now = 10_000
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
    const [waiting] = await savedMessages(undefined, store)
    expect(waiting).toMatchObject({ state: 'waiting' })
    expect(waiting!.lease).toBeUndefined()
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
    expect(await savedMessages(undefined, store)).toMatchObject([{ state: 'refused', reason: 'service' }])
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
    expect(await savedMessages(undefined, store)).toEqual([])
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
    expect(await savedMessages(undefined, store)).toMatchObject([{ state: 'sent' }])
  })

  it('tells the forms of every tab when it changes', async () => {
    let changes = 0
    const stop = onOutboxChange(() => changes++)
    await save()
    await expect.poll(() => changes).toBeGreaterThan(0)
    stop()
  })
})
