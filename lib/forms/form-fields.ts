/**
 * A message form's fields as EmailJS's template receives them: every field that holds text, by its name
 * (the hidden ones too: `language`, `congregation`, the honeypot), read from the form's data
 * (`new FormData(form)`). The island sends them (components/forms/MessageForm.tsx), and the forms' guard
 * keeps them on the phone where the island cannot start (lib/forms/keep-on-phone.ts).
 */
export function formFields(data: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  return Object.fromEntries([...data].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])))
}
