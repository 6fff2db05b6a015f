/**
 * The message forms' guard: the early script of the message-form island (components/islands/registry.ts),
 * run as a page with a form opens, after the islands' loader and before the form's island starts, which
 * is when the visitor reaches into the form (docs/islands.md). Until then the form is the server's HTML,
 * and this keeps it safe and useful:
 * - a Send pressed before the island has started is held, and sent by the island when it starts; if the
 *   island's code cannot come (offline, never fetched), the ways to reach the ministry open instead
 *   (lib/forms/held-send.ts);
 * - the messages waiting on this phone are sent when it is online (lib/forms/outbox-wake.ts);
 * - where messages wait, or one has gone that the visitor has not been told about, the form starts at
 *   once, since it lists them.
 * Pages without a form never load it.
 */
import { FAILED_EVENT, ISLAND_TAG, START_EVENT } from '../islands/markup'
import { HOLDS_SEND, mayHaveSavedMessages } from './form-marks'
import { holdEarlySends, releaseHeldSends } from './held-send'
import { sendSavedMessagesWhenOnline } from './outbox-wake'

export function guardMessageForms(document: Document) {
  holdEarlySends(document)
  document.addEventListener(FAILED_EVENT, (event) => {
    if (event.target instanceof Element) releaseHeldSends(event.target)
  })
  sendSavedMessagesWhenOnline(document)
  if (!mayHaveSavedMessages()) return
  for (const form of document.querySelectorAll(`form[${HOLDS_SEND}]`)) form.closest(ISLAND_TAG)?.dispatchEvent(new Event(START_EVENT))
}
