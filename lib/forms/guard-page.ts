/** The message forms' guard as the page runs it (lib/forms/guard.ts): the message-form island's early script. */
import { guardMessageForms } from './guard'

guardMessageForms(document)
