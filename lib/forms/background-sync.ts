/**
 * Background Sync, where the browser has it (Chromium-based browsers, which most Android phones run): a
 * message saved on the phone (lib/forms/outbox.ts) is sent by the service worker when the connection
 * returns, even if the visitor has closed the page. Elsewhere, and without the worker, the pages send it
 * when they are next opened or the connection returns (lib/forms/outbox-wake.ts); the outbox's lease
 * keeps the two from sending one message twice.
 */

/** The sync the forms ask for and the service worker answers (lib/offline/worker/sw.ts). */
export const SEND_SAVED_TAG = 'send-saved-messages'

/** What the browser's SyncManager offers (not in TypeScript's DOM types). */
type WithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }

/** Asks the service worker to send the saved messages once the phone is online; quietly nothing where it cannot. */
export async function askWorkerToSend(): Promise<boolean> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as WithSync | undefined
    if (!registration?.active || !registration.sync) return false
    await registration.sync.register(SEND_SAVED_TAG)
    return true
  } catch {
    // Background Sync refused (a setting, a private window): the pages send it instead.
    return false
  }
}
