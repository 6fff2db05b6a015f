/** How a message kept on the phone is named in its form's list: its first words, or its subject. */
export function messageSummary(fields: Record<string, string>, length = 80): string {
  const words = (fields.message ?? '').trim().replace(/\s+/g, ' ') || (fields.subject ?? '').trim()
  return words.length > length ? `${words.slice(0, length - 1).trimEnd()}…` : words
}

/** The outbox's key for a form: the page it is on and the form's own key (its rate-limit id). */
export const outboxFormKey = (pathname: string, formKey: string) => `${pathname} ${formKey}`
