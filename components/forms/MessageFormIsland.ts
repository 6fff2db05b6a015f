import { island } from '@/components/islands/island'
import { MessageForm } from './MessageForm'

/**
 * Every message form of the site: it starts when the visitor nears it (most sit at the foot of a page;
 * components/islands/registry.ts).
 */
export const MessageFormIsland = island('message-form', MessageForm)
