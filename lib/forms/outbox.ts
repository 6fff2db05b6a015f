/**
 * The messages kept on the phone while there is no connection (docs/behaviour.md, "Messages that wait
 * for the network"), in IndexedDB, until they are sent. No React and no DOM: a page's form saves and
 * lists them, and `flushOutbox` sends them from a page, or from a service worker (Background Sync).
 *
 * Each message is sent once: whoever sends it (a tab, another tab, a worker) first takes its lease in
 * an IndexedDB transaction, and no one else sends it while the lease runs. A send that fails for want
 * of a network gives the lease back and the message waits; one the service refuses is marked refused
 * and not tried again by itself. A message on its way cannot be cancelled.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval'
import type { EmailSettings } from './config'
import { markSavedMessages } from './form-marks'
import { failureReason, type FailureReason } from './send-state'

export type SavedMessage = {
  id: string
  /** The form it was written in (the page's path and the form's key): that form lists it. */
  form: string
  settings: EmailSettings
  /** The form's fields as EmailJS's template receives them. */
  fields: Record<string, string>
  savedAt: number
  /** `sent` stays until its form has told the visitor (then `forgetMessage`). */
  state: 'waiting' | 'sent' | 'refused'
  /** When it went. */
  sentAt?: number
  /** Why the service refused it. */
  reason?: Exclude<FailureReason, 'network'>
  /** Who is sending it, until when. */
  lease?: { owner: string; until: number }
}

/** Sends one message; rejects as EmailJS does (a TypeError for no network, `{ status, text }` for the service's answer). */
export type SendSaved = (message: SavedMessage) => Promise<unknown>

/** How long one sender may hold a message: longer than a send takes; after it (a tab closed mid-send) another may send it. */
export const LEASE_MS = 2 * 60_000

/** Sent messages no form has acknowledged are dropped after this. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000

const CHANNEL = 'message-outbox'

let defaultStore: UseStore | undefined
/** The outbox's IndexedDB store, opened on first use. */
export const outboxStore = (): UseStore => (defaultStore ??= createStore('message-outbox', 'messages'))

/** Tells the other tabs (and the forms of this page) that the outbox changed. */
function announce() {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage('changed')
  channel.close()
}

/** Calls `listener` when the outbox changes in any tab or worker of the site; returns the way to stop. */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = () => listener()
  return () => channel.close()
}

/** Reads one message and writes what `decide` makes of it (a new record, `null` to delete it), in one transaction. */
function change<T>(store: UseStore, id: string, decide: (message: SavedMessage | undefined) => { next?: SavedMessage | null; result: T }): Promise<T> {
  return store('readwrite', (objects) => {
    const request = objects.get(id) as IDBRequest<SavedMessage | undefined>
    return promisifyRequest(request).then((message) => {
      const { next, result } = decide(message)
      if (next === null) objects.delete(id)
      else if (next) objects.put(next, id)
      return promisifyRequest(objects.transaction).then(() => result)
    })
  })
}

const all = (store: UseStore) => store('readonly', (objects) => promisifyRequest(objects.getAll() as IDBRequest<SavedMessage[]>))

const leased = (message: SavedMessage, now: number) => !!message.lease && message.lease.until > now

/** Keeps the guard's flag in step with the outbox: set while it holds any message. */
async function updateFlag(store: UseStore) {
  markSavedMessages((await all(store)).length > 0)
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** Keeps a message to be sent when the connection returns. */
export async function saveMessage(
  message: Pick<SavedMessage, 'form' | 'settings' | 'fields'>,
  { store = outboxStore(), now = Date.now() }: { store?: UseStore; now?: number } = {},
): Promise<SavedMessage> {
  const saved: SavedMessage = { id: newId(), ...message, savedAt: now, state: 'waiting' }
  await change(store, saved.id, () => ({ next: saved, result: undefined }))
  markSavedMessages(true)
  announce()
  return saved
}

/** The messages on this phone, oldest first; of one form only when it is named. */
export async function savedMessages(form?: string, store: UseStore = outboxStore()): Promise<SavedMessage[]> {
  return (await all(store)).filter((m) => form === undefined || m.form === form).sort((a, b) => a.savedAt - b.savedAt)
}

/** Deletes a message that has not gone: `cancelled`, or `sending` while it is on its way (it cannot be stopped), or `gone`. */
export async function cancelMessage(id: string, { store = outboxStore(), now = Date.now() }: { store?: UseStore; now?: number } = {}) {
  const result = await change(store, id, (message): { next?: null; result: 'cancelled' | 'sending' | 'gone' } => {
    if (!message || message.state === 'sent') return { result: 'gone' }
    if (leased(message, now)) return { result: 'sending' }
    return { next: null, result: 'cancelled' }
  })
  if (result === 'cancelled') {
    await updateFlag(store)
    announce()
  }
  return result
}

/** Puts a refused message back in line, to be sent with the others. */
export async function retryMessage(id: string, store: UseStore = outboxStore()) {
  await change(store, id, (message) => ({
    next: message?.state === 'refused' ? { ...message, state: 'waiting' as const, reason: undefined } : undefined,
    result: undefined,
  }))
  markSavedMessages(true)
  announce()
}

/** Deletes a sent message once its form has said so. */
export async function forgetMessage(id: string, store: UseStore = outboxStore()) {
  await change(store, id, (message) => ({ next: message?.state === 'sent' ? null : undefined, result: undefined }))
  await updateFlag(store)
}

export type FlushOutcome = { id: string; outcome: 'sent' | 'waiting' | 'refused' }

/**
 * Sends every waiting message that no one else is sending, oldest first, each at most once. Stops at
 * the first network failure (the others would fail too); a refused message is marked and not retried.
 * What it did, message by message.
 */
export async function flushOutbox(
  send: SendSaved,
  {
    store = outboxStore(),
    now = () => Date.now(),
    owner = newId(),
    leaseMs = LEASE_MS,
  }: { store?: UseStore; now?: () => number; owner?: string; leaseMs?: number } = {},
): Promise<FlushOutcome[]> {
  const outcomes: FlushOutcome[] = []
  for (const { id } of await savedMessages(undefined, store)) {
    const claimed = await change(store, id, (message) => {
      if (message?.state !== 'waiting' || leased(message, now())) return { result: undefined }
      const next: SavedMessage = { ...message, lease: { owner, until: now() + leaseMs } }
      return { next, result: next }
    })
    if (!claimed) continue
    let error: unknown
    try {
      await send(claimed)
    } catch (caught) {
      error = caught ?? new Error('send failed')
    }
    const reason = error === undefined ? undefined : failureReason(error)
    const state = reason === undefined ? 'sent' : reason === 'network' ? 'waiting' : 'refused'
    await change(store, id, (message) => {
      if (!message || message.lease?.owner !== owner) return { result: undefined }
      const next: SavedMessage = { ...message, state }
      delete next.lease
      if (reason === undefined) next.sentAt = now()
      else if (reason !== 'network') next.reason = reason
      return { next, result: undefined }
    })
    outcomes.push({ id, outcome: state })
    if (reason === 'network') break
  }
  // Sent messages whose form was never opened again.
  for (const message of await savedMessages(undefined, store))
    if (message.state === 'sent' && (message.sentAt ?? 0) < now() - KEEP_SENT_MS) await change(store, message.id, () => ({ next: null, result: undefined }))
  await updateFlag(store)
  if (outcomes.length > 0) announce()
  return outcomes
}
