/**
 * What a visitor does in an island that starts at their first action (`start: 'interaction'`) while its code
 * is on its way, and how it is done again once the island runs: the rules, as pure functions of what the
 * browser says of its elements, so that they are tested without one. The browser's side is
 * lib/islands/replay.ts; docs/islands.md ("What the visitor does before an island starts") says why.
 */

/** A control as the visitor knows it: its tag and its name (its `aria-label`, or else its text). */
export type ControlName = { tag: string; name: string }

/** What a visitor did, on elements of type E (the browser's, or a test's stand-ins). */
export type HeldAction<E> =
  /** A field they changed: the value is the browser's and stays; the island is told it once it runs. */
  | { kind: 'field'; target: E }
  /** A button they pressed that does nothing without the island's code: pressed again. */
  | { kind: 'press'; target: E; control: ControlName }
  /** A form they sent (Enter in a field, or its submit button), with the button that sent it if any: sent again. */
  | { kind: 'send'; target: E; submitter: E | null }

/**
 * Adds what the visitor just did to what is held. A field is held once, at its latest change (its value is
 * what the browser holds at the end); a form sent twice is sent once; every press counts (two taps on
 * "next" are two moves).
 */
export function withAction<E>(held: readonly HeldAction<E>[], action: HeldAction<E>): HeldAction<E>[] {
  if (action.kind === 'press') return [...held, action]
  return [...held.filter((a) => a.kind !== action.kind || a.target !== action.target), action]
}

/**
 * The order in which the island is told: first the fields, so that what the visitor chose or typed is the
 * island's state, then the presses and sends in the order they came (a press reads that state: "Near me"
 * within the region chosen, Search for the words typed).
 */
export function replayOrder<E>(held: readonly HeldAction<E>[]): {
  fields: E[]
  then: Exclude<HeldAction<E>, { kind: 'field' }>[]
} {
  const fields = held.flatMap((a) => (a.kind === 'field' ? [a.target] : []))
  const then = held.filter((a): a is Exclude<HeldAction<E>, { kind: 'field' }> => a.kind !== 'field')
  return { fields, then }
}

/**
 * The element a held press goes to once the island runs (or the focus, if the visitor was on an element the
 * island has replaced): the same element, if the island kept it; else the island's control of the same tag
 * and name, where the island drew its controls anew as it started (the support slider's arrows, which
 * react-slick renders). None if the island has no such control any more.
 */
export function sameControl<E>(
  was: { target: E; control: ControlName },
  kept: boolean,
  controls: readonly { element: E; control: ControlName }[],
): E | undefined {
  if (kept) return was.target
  const { tag, name } = was.control
  return controls.find((c) => c.control.tag === tag && c.control.name === name)?.element
}

/** What the browser says of a field that changed; `tracked`: it has a value setter of its own (React's). */
export type FieldFacts = { tag: string; type: string; checked: boolean; value: string; tracked: boolean }

/**
 * How an island is told a field's value, which the visitor set before it ran. React keeps the last value it
 * saw of each field (read from the page as it hydrates, so it already holds the visitor's) and ignores an
 * event that brings nothing new: the field's own setter (React's) is given a stand-in first, so that the
 * event the island hears is news; `restore` then puts the visitor's value back past that setter.
 * - a text field: a stand-in value, the visitor's restored, then an `input` event;
 * - a list (`select`): a `change` event, which React takes as it is;
 * - a chosen radio button: unchecked, checked again, then a click, which keeps it chosen;
 * - a checkbox: the other state, then a click, which brings the visitor's back;
 * - a radio button not chosen: nothing (the chosen one of its group is told);
 * - a field without a setter of its own (a DOM island's): `input` and `change` events, the value untouched.
 */
export type Announcement = {
  standIn?: { property: 'value' | 'checked'; value: string | boolean; restore: boolean }
  events: ('input' | 'change' | 'click')[]
}

export function announcementFor(field: FieldFacts): Announcement | null {
  const radio = field.tag === 'input' && field.type === 'radio'
  if (radio && !field.checked) return null
  if (field.tag === 'select') return { events: ['change'] }
  if (!field.tracked) return { events: ['input', 'change'] }
  if (radio) return { standIn: { property: 'checked', value: false, restore: true }, events: ['click'] }
  if (field.tag === 'input' && field.type === 'checkbox')
    return { standIn: { property: 'checked', value: !field.checked, restore: false }, events: ['click'] }
  return { standIn: { property: 'value', value: field.value === '' ? ' ' : '', restore: true }, events: ['input'] }
}
