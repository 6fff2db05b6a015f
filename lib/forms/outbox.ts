/**
 * The messages kept on the phone while there is no connection (docs/behaviour.md, "Messages that wait
 * for the network"), in IndexedDB, until they are sent. No React and no DOM: a page's form saves and
 * lists them, and `flushOutbox` sends them from a page, or from a service worker (Background Sync).
 *
 * A phone is often shared by a family, so the outbox keeps little: a message's words go as soon as it is
 * sent (a record that it went stays, with no words, until its form has said so), and one that could not go
 * in `KEEP_UNSENT_DAYS` days is removed unsent (a record of that stays, with no words, so its form can say
 * so). `forgetEveryMessage` removes them all at once.
 *
 * Each message is sent at least once, and rarely twice: whoever sends it (a tab, another tab, a worker)
 * first takes its lease in an IndexedDB transaction, and no one else sends it while the lease runs. A
 * send that fails for want of a network, or has no answer in time (lib/forms/send-timeout.ts), gives the
 * lease back and the message waits; one the service refuses is marked refused and not tried again by
 * itself. A message on its way cannot be cancelled.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval'
import type { EmailSettings } from './config'
import { markSavedMessages } from './form-marks'
import { askToKeepStorage } from './keep-storage'
import { withinTime, SEND_TIMEOUT_MS } from './send-timeout'
import { failureReason, type FailureReason } from './send-state'

/** A message on the phone with its words: waiting to be sent, or refused by the service. */
export type KeptMessage = {
  id: string
  /** The form it was written in (the page's path and the form's key): that form lists it. */
  form: string
  settings: EmailSettings
  /** The form's fields as EmailJS's template receives them. */
  fields: Record<string, string>
  savedAt: number
  state: 'waiting' | 'refused'
  /** Why the service refused it. */
  reason?: Exclude<FailureReason, 'network'>
  /** Who is sending it, until when. */
  lease?: { owner: string; until: number }
}

/**
 * What is left of a message that has gone (`sent`) or was removed unsent for its age (`expired`): no words,
 * no settings, only which form it was written in, until that form has told the visitor (then `forgetMessage`).
 */
export type GoneMessage = { id: string; form: string; savedAt: number; state: 'sent' | 'expired'; goneAt: number }

export type SavedMessage = KeptMessage | GoneMessage

export const isKept = (message: SavedMessage): message is KeptMessage =>
  message.state === 'waiting' || message.state === 'refused'

/**
 * Sends one message; rejects as EmailJS does (a TypeError for no network, `{ status, text }` for the service's answer).
 */
export type SendSaved = (message: KeptMessage) => Promise<unknown>

/**
 * How long one sender may hold a message: four times as long as a send may take (`SEND_TIMEOUT_MS`); after
 * it (a tab closed mid-send) another may send it.
 */
export const LEASE_MS = 2 * 60_000

const DAY_MS = 24 * 60 * 60_000

/** A message that could not be sent in this many days is removed from the phone unsent. */
export const KEEP_UNSENT_DAYS = 7
export const KEEP_UNSENT_MS = KEEP_UNSENT_DAYS * DAY_MS

/**
 * What is left of a message that has gone or expired (no words) is dropped after this, whether or not a form has said
 * so.
 */
export const KEEP_GONE_MS = 2 * DAY_MS

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
function change<T>(
  store: UseStore,
  id: string,
  decide: (message: SavedMessage | undefined) => { next?: SavedMessage | null; result: T },
): Promise<T> {
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

const all = (store: UseStore) =>
  store('readonly', (objects) => promisifyRequest(objects.getAll() as IDBRequest<SavedMessage[]>))

const leased = (message: SavedMessage, now: number) => isKept(message) && !!message.lease && message.lease.until > now

/** Keeps the guard's flag in step with the outbox: set while it holds any message. */
async function updateFlag(store: UseStore) {
  markSavedMessages((await all(store)).length > 0)
}

/** What is left of a message that has gone or expired: no words. */
const gone = (message: SavedMessage, state: GoneMessage['state'], now: number): GoneMessage => ({
  id: message.id,
  form: message.form,
  savedAt: message.savedAt,
  state,
  goneAt: now,
})

/**
 * Removes what the phone should no longer keep, in one transaction: the words of a message unsent after
 * `KEEP_UNSENT_MS` (unless it is on its way now), leaving a record that it expired; and what is left of a
 * message gone for longer than `KEEP_GONE_MS`. Whether anything changed.
 */
function sweep(store: UseStore, now: number): Promise<boolean> {
  return store('readwrite', (objects) =>
    promisifyRequest(objects.getAll() as IDBRequest<SavedMessage[]>).then((messages) => {
      let changed = false
      for (const message of messages) {
        if (isKept(message) && message.savedAt <= now - KEEP_UNSENT_MS && !leased(message, now))
          objects.put(gone(message, 'expired', now), message.id)
        // (A sent message kept with its words by an earlier version of this code has no `goneAt`: it goes at once.)
        else if (!isKept(message) && (message.goneAt ?? 0) <= now - KEEP_GONE_MS) objects.delete(message.id)
        else continue
        changed = true
      }
      return promisifyRequest(objects.transaction).then(() => changed)
    }),
  )
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/**
 * Keeps a message to be sent when the connection returns, and asks the browser to keep the site's storage
 * (lib/forms/keep-storage.ts).
 */
export async function saveMessage(
  message: Pick<KeptMessage, 'form' | 'settings' | 'fields'>,
  { store = outboxStore(), now = Date.now() }: { store?: UseStore; now?: number } = {},
): Promise<KeptMessage> {
  const saved: KeptMessage = { id: newId(), ...message, savedAt: now, state: 'waiting' }
  await change(store, saved.id, () => ({ next: saved, result: undefined }))
  markSavedMessages(true)
  announce()
  // So that the browser does not evict it silently when the phone runs short of space.
  void askToKeepStorage()
  return saved
}

/**
 * The messages on this phone, oldest first; of one form only when it is named. Those that could not be
 * sent in `KEEP_UNSENT_DAYS` days are removed first (their words go, and they are `expired`).
 */
export async function savedMessages(
  form?: string,
  { store = outboxStore(), now = Date.now() }: { store?: UseStore; now?: number } = {},
): Promise<SavedMessage[]> {
  if (await sweep(store, now)) {
    await updateFlag(store)
    announce()
  }
  return (await all(store)).filter((m) => form === undefined || m.form === form).sort((a, b) => a.savedAt - b.savedAt)
}

/**
 * Deletes a message that has not gone: `cancelled`, or `sending` while it is on its way (it cannot be stopped), or
 * `gone`.
 */
export async function cancelMessage(
  id: string,
  { store = outboxStore(), now = Date.now() }: { store?: UseStore; now?: number } = {},
) {
  const result = await change(store, id, (message): { next?: null; result: 'cancelled' | 'sending' | 'gone' } => {
    if (!message || !isKept(message)) return { result: 'gone' }
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

/** Deletes what is left of a message that has gone or expired, once its form has said so. */
export async function forgetMessage(id: string, store: UseStore = outboxStore()) {
  await change(store, id, (message) => ({ next: message && !isKept(message) ? null : undefined, result: undefined }))
  await updateFlag(store)
}

/**
 * Deletes every message of the site on this phone, of every form, and the flag that says there are some:
 * what a visitor asks for on a shared phone. A message on its way now cannot be called back: its words
 * go all the same, and how many there were is the answer (usually 0).
 */
export async function forgetEveryMessage({
  store = outboxStore(),
  now = Date.now(),
}: { store?: UseStore; now?: number } = {}): Promise<number> {
  const onItsWay = await store('readwrite', (objects) =>
    promisifyRequest(objects.getAll() as IDBRequest<SavedMessage[]>).then((messages) => {
      objects.clear()
      return promisifyRequest(objects.transaction).then(() => messages.filter((m) => leased(m, now)).length)
    }),
  )
  markSavedMessages(false)
  announce()
  return onItsWay
}

export type FlushOutcome = { id: string; outcome: 'sent' | 'waiting' | 'refused' }

/**
 * Sends every waiting message that no one else is sending, oldest first. Stops at the first network
 * failure (the others would fail too), a send with no answer in `timeoutMs` counting as one; a refused
 * message is marked and not retried. What it did, message by message.
 */
export async function flushOutbox(
  send: SendSaved,
  {
    store = outboxStore(),
    now = () => Date.now(),
    owner = newId(),
    leaseMs = LEASE_MS,
    timeoutMs = SEND_TIMEOUT_MS,
  }: { store?: UseStore; now?: () => number; owner?: string; leaseMs?: number; timeoutMs?: number } = {},
): Promise<FlushOutcome[]> {
  const outcomes: FlushOutcome[] = []
  for (const { id } of await savedMessages(undefined, { store, now: now() })) {
    const claimed = await change(store, id, (message): { next?: KeptMessage; result: KeptMessage | undefined } => {
      if (message?.state !== 'waiting' || leased(message, now()) || message.savedAt <= now() - KEEP_UNSENT_MS)
        return { result: undefined }
      const next: KeptMessage = { ...message, lease: { owner, until: now() + leaseMs } }
      return { next, result: next }
    })
    if (!claimed) continue
    let error: unknown
    try {
      await withinTime(send(claimed), timeoutMs)
    } catch (caught) {
      error = caught ?? new Error('send failed')
    }
    const reason = error === undefined ? undefined : failureReason(error)
    const state = reason === undefined ? 'sent' : reason === 'network' ? 'waiting' : 'refused'
    await change(store, id, (message) => {
      if (!message || !isKept(message) || message.lease?.owner !== owner) return { result: undefined }
      // Sent: its words go at once.
      if (state === 'sent') return { next: gone(message, 'sent', now()), result: undefined }
      const next: KeptMessage = { ...message, state }
      delete next.lease
      if (reason !== undefined && reason !== 'network') next.reason = reason
      return { next, result: undefined }
    })
    outcomes.push({ id, outcome: state })
    if (reason === 'network') break
  }
  await updateFlag(store)
  if (outcomes.length > 0) announce()
  return outcomes
}
