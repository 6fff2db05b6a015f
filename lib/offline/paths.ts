/**
 * Where the offline support's files are in the export, below the base path (docs/offline.md): the
 * service worker, the offline page of each language and each language's web app manifest.
 */
import { localePath, type Locale } from '../i18n/locales'

/** The service worker, at the site's root so that its scope is the whole site. */
export const WORKER_FILE = 'sw.js'

/** The page a visitor gets for a page this phone has not saved, while offline. */
export const OFFLINE_SLUG = 'offline'
export const offlinePath = (locale: Locale) => localePath(locale, `/${OFFLINE_SLUG}/`)

/** Each language's web app manifest, beside its home page: `/manifest.webmanifest`, `/sw/manifest.webmanifest`. */
export const MANIFEST_FILE = 'manifest.webmanifest'
export const manifestPath = (locale: Locale) => `${localePath(locale, '/')}${MANIFEST_FILE}`

/**
 * The app icons the manifests name (generated from app/icon.svg by writeIcons, scripts/build/offline/app-manifest.ts).
 */
export const ICONS_DIR = 'icons'

/** The offline support's own scripts (the registration), with hashed names: `_next/static/offline/`. */
export const OFFLINE_SCRIPTS_DIR = '_next/static/offline'
