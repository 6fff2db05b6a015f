/**
 * What the message forms' guard (lib/forms/guard.ts) does with a Send pressed where the form's island is not
 * running, as a pure function: in a module of its own, since every page with a form runs it as it opens.
 */
import { HONEYPOT } from './form-marks'

/**
 * Where the form's island is: `waiting` (not started, or its code on its way), `running` (React has it), `failed` (its
 * code could not come).
 */
export type IslandState = 'waiting' | 'running' | 'failed'

/**
 * What the guard does with a Send: `leave` it to the island, which runs; `hold` it until the island starts
 * (lib/forms/held-send.ts); `keep` it on the phone itself, since the island cannot start (its code was never
 * saved on this phone, and there is no connection: lib/forms/keep-on-phone.ts); or `drop` it, as the island
 * does, when a bot filled the honeypot.
 */
export function answerToSend(island: IslandState, honeypot: string): 'leave' | 'hold' | 'keep' | 'drop' {
  if (island === 'running') return 'leave'
  if (island === 'waiting') return 'hold'
  return honeypot.trim() === '' ? 'keep' : 'drop'
}

/** What a form's honeypot holds ('' when it has none). */
export function honeypotOf(form: HTMLFormElement): string {
  const field = form.elements.namedItem(HONEYPOT)
  return field instanceof HTMLInputElement ? field.value : ''
}
