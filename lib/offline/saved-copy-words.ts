/**
 * The catalogues' words for a page served from the saved copy (lib/i18n/messages/{en,sw}/saved-copy.ts), in
 * each language: imported area by area, so that the service worker carries these and no other words.
 */
import { savedCopy as en } from '../i18n/messages/en/saved-copy'
import { savedCopy as sw } from '../i18n/messages/sw/saved-copy'
import type { Locale } from '../i18n/locales'
import type { Messages } from '../i18n/messages/types'

export type SavedCopyWords = Messages['savedCopy']

export const SAVED_COPY_WORDS: Record<Locale, SavedCopyWords> = { en: en.savedCopy, sw: sw.savedCopy }
