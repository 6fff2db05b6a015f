/**
 * The message forms' guard: the early script of the message-form island (components/islands/registry.ts),
 * run as a page with a form opens, after the islands' loader and before the form's island starts, which
 * is when the visitor reaches into the form (docs/islands.md). Until then the form is the server's HTML,
 * and this keeps it safe and useful:
 * - it marks each form as guarded, so what Send shows where the form cannot send speaks of this page, not
 *   of a browser without JavaScript (components/forms/ReachUs.tsx);
 * - a Send pressed before the island has started is held, and sent by the island when it starts; if the
 *   island's code cannot come (offline, never saved on this phone), the guard keeps the message on the phone
 *   itself, to be sent when the connection returns (lib/forms/held-send.ts; keep-send.ts and keep-on-phone.ts,
 *   fetched only then);
 * - the messages waiting on this phone are sent when it is online (lib/forms/outbox-wake.ts);
 * - where messages wait, or one has gone that the visitor has not been told about, the form starts at
 *   once, since it lists them; where it cannot start, the guard says what became of them itself.
 * Pages without a form never load it. The service worker precaches it with everything it imports, at once
 * or later (docs/offline.md), so all of this works whenever the page itself opens, with no React.
 */
import { FAILED_EVENT, ISLAND_TAG, START_EVENT } from '../islands/markup'
import { GUARDED, HOLDS_SEND, mayHaveSavedMessages } from './form-marks'
import { holdEarlySends } from './held-send'
import { sendSavedMessagesWhenOnline } from './outbox-wake'

export function guardMessageForms(document: Document) {
  for (const form of document.querySelectorAll(`form[${HOLDS_SEND}]`)) form.setAttribute(GUARDED, '')
  holdEarlySends(document)
  // Where an island could not start: that code comes then (lib/forms/keep-send.ts).
  document.addEventListener(FAILED_EVENT, (event) => {
    const root = event.target
    if (root instanceof Element && root.querySelector(`form[${HOLDS_SEND}]`))
      import('./keep-send')
        .then(({ afterIslandFailed }) => afterIslandFailed(root))
        .catch((error: unknown) => console.error('The form could not take over', error))
  })
  sendSavedMessagesWhenOnline(document)
  if (!mayHaveSavedMessages()) return
  for (const form of document.querySelectorAll(`form[${HOLDS_SEND}]`))
    form.closest(ISLAND_TAG)?.dispatchEvent(new Event(START_EVENT))
}
