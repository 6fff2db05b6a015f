/**
 * The interface strings, one typed catalogue per language. The English catalogue defines the keys;
 * every other catalogue must have exactly the same keys (TypeScript checks it here, and
 * messages.test.ts checks it at run time, so a key missing in either fails).
 */
import type { Locale } from '../locales'
import { en } from './en'
import { sw } from './sw'

export type { Messages } from './types'
import type { Messages } from './types'

export const catalogues: Record<Locale, Messages> = { en, sw }
