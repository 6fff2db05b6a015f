/**
 * A message form's fields as EmailJS's template receives them: every field that holds text, by its name
 * (the hidden ones too: `language`, `congregation`, the honeypot), read from the form's data
 * (`new FormData(form)`). The island sends them (components/forms/MessageForm.tsx), and the forms' guard
 * keeps them on the phone where the island cannot start (lib/forms/keep-on-phone.ts).
 */
export function formFields(data: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  return Object.fromEntries([...data].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])))
}

/**
 * A field's name as the visitor sees it: the words of the label around it (components/forms/fields.tsx), or
 * its name where it has none (a hidden field). What the forms name when they refuse a field.
 */
export function fieldLabel(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name)
  const label =
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.labels?.[0] : undefined
  const words = [...(label?.childNodes ?? [])]
    .filter((node) => node.nodeType === node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
  return words.trim() || name
}

/** Takes the visitor to a field the form refused (a visible one: a hidden field has nowhere to go). */
export function focusField(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name)
  if ((field instanceof HTMLInputElement && field.type !== 'hidden') || field instanceof HTMLTextAreaElement)
    field.focus()
}
