/**
 * Sends the messages that wait on this phone (lib/forms/outbox.ts) with EmailJS. A plain function with
 * no React and no DOM: the pages call it when they open and when the connection returns
 * (lib/forms/outbox-wake.ts), and a service worker may call it too (a Background Sync event).
 */
import { flushOutbox, type KeptMessage } from './outbox'

/** One saved message through EmailJS's JSON API, which needs no form element (a worker has none). */
export async function sendWithEmailJs({ settings, fields }: KeptMessage): Promise<unknown> {
  const { send } = await import('@emailjs/browser')
  return send(settings.serviceId, settings.templateId, fields, { publicKey: settings.publicKey })
}

/** Sends every waiting message once; what happened to each. */
export const sendSavedMessages = () => flushOutbox(sendWithEmailJs)
