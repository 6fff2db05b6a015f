/**
 * Part of the message forms' guard (lib/forms/guard.ts), on the pages with a form: sends the messages
 * that wait on this phone (lib/forms/outbox.ts) when the page opens, when the connection returns and when
 * the visitor comes back to the page, whether or not the form's island has started. The outbox's code
 * is fetched only when the flag says the outbox holds a message (lib/forms/form-marks.ts).
 */
import { HOLDS_SEND, mayHaveSavedMessages } from './form-marks'

export function sendSavedMessagesWhenOnline(document: Document) {
  // Only where a form is: the Content-Security-Policy lets only those pages reach EmailJS.
  if (!document.querySelector(`form[${HOLDS_SEND}]`)) return
  const window = document.defaultView
  if (!window) return
  const send = () => {
    if (!window.navigator.onLine || !mayHaveSavedMessages()) return
    import('./send-saved')
      .then(({ sendSavedMessages }) => sendSavedMessages())
      .catch((error: unknown) => console.error('The messages saved on this phone could not be sent yet', error))
  }
  send()
  window.addEventListener('online', send)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send()
  })
}
