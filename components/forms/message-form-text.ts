import type { Messages } from '@/lib/i18n/messages'

/**
 * A message form's words in the page's language, as its island receives them; `notReady` only where the form cannot
 * send.
 */
export type MessageFormText = Omit<Messages['messageForm'], 'notReady'> &
  Partial<Pick<Messages['messageForm'], 'notReady'>>
