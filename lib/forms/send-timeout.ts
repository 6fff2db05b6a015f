/**
 * How long the forms wait for EmailJS's answer to a send (docs/behaviour.md, "Messages that wait for the
 * network"): a send that has no answer by then counts as a network failure, and the message waits to be
 * tried again. Well inside the outbox's lease (lib/forms/outbox.ts, `LEASE_MS`), so no other tab or worker
 * takes a message over while its first send may still be on its way.
 *
 * The request itself cannot be called back: one that reaches EmailJS after all is a message the ministry
 * receives twice (it is sent again later). That is rare, and better than a message that never arrives.
 */
export const SEND_TIMEOUT_MS = 30_000

/**
 * What a send rejects with when EmailJS has not answered in time; it counts as the network's failure
 * (lib/forms/send-state.ts).
 */
export class SendTimedOut extends Error {
  constructor(ms: number) {
    super(`No answer from the message service in ${ms / 1000} s`)
    this.name = 'SendTimedOut'
  }
}

/** `sending`, or a `SendTimedOut` rejection when it has not settled in `ms`. */
export function withinTime<T>(sending: Promise<T>, ms: number = SEND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimedOut(ms)), ms)
  })
  return Promise.race([sending, late]).finally(() => clearTimeout(timer))
}
