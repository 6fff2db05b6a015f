/**
 * Whether messages are kept on this phone, as one word in localStorage: the islands' loader reads it on
 * every page with a form (lib/forms/outbox-wake.ts), and the form itself before it lists them, so the
 * outbox (lib/forms/outbox.ts, IndexedDB) is opened only when it holds something. Without localStorage
 * (a worker, storage turned off) it reads as "maybe", and the caller looks in the outbox itself.
 */
const KEY = 'message-outbox'

export function mayHaveSavedMessages(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return true
  }
}

export function markSavedMessages(any: boolean) {
  try {
    if (any) localStorage.setItem(KEY, 'saved')
    else localStorage.removeItem(KEY)
  } catch {
    // no localStorage (a worker): the pages find out by looking in the outbox
  }
}
