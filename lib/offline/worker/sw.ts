/**
 * The service worker (docs/offline.md), built by scripts/offline.ts with Serwist: the precache holds the
 * small shell every page needs (injected as `self.__SW_MANIFEST`), pages are network first and saved
 * as they are opened, build files, images and calendar files cache first. A page this phone has not
 * saved, offline, gets the offline page of its language, listing the pages that are saved.
 */
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistPlugin } from 'serwist'
import { localeOfPath } from '../../i18n/locales'
import { basePath } from '../../paths'
import { SEND_SAVED_TAG } from '../../forms/background-sync'
import { sendSavedMessages } from '../../forms/send-saved'
import { buildFilesIn, neededFiles, refersToOthers } from '../needed-files'
import { fillOfflinePage } from '../offline-page'
import { offlinePath } from '../paths'
import { savesData } from '../save-data'
import { givingOf, isListedPage, isPagePath, pageTitle, savedPagesOf, sitePath, type SavedGiving, type SavedPage } from '../saved-pages'
import { CACHES, LIMITS, NETWORK_TIMEOUT_SECONDS } from '../caches'
import { isHashedIndexFile, SEARCH_INDEX_DIR } from '../../search/paths'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] }

const origin = self.location.origin
const pathOf = (url: string) => sitePath(url, origin, basePath)
/** Requests the worker leaves alone: the content manager (Decap CMS, its own app) and other sites. */
const leftAlone = (url: URL) => url.origin !== origin || pathOf(url.href) === undefined || /^\/admin(\/|$)/.test(pathOf(url.href)!)

const connection = () => (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection

/** With Save-Data on, an image is shown but not kept (what is already kept is still used). */
const notWhileSavingData: SerwistPlugin = { cacheWillUpdate: async ({ request, response }) => (savesData(request.headers, connection()) ? null : response) }

const okOnly = new CacheableResponsePlugin({ statuses: [200] })

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // `?utm_source=...` opens the page saved without it.
  matchOptions: { ignoreSearch: true },
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: LIMITS.pages, purgeOnQuotaError: true })],
})

const buildFiles = new CacheFirst({ cacheName: CACHES.build, plugins: [okOnly] })

const searchLimit = new ExpirationPlugin({ maxEntries: LIMITS.search, purgeOnQuotaError: true })
/** The search's entry file is asked for with `?ts=<now>`: kept under its plain address, once. */
const withoutQuery: SerwistPlugin = { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0]! }

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The offline pages are precached as `offline/index.html`: their own addresses go to the pages' handler below, which fills them in.
  precacheOptions: { cacheName: CACHES.shell, directoryIndex: '', cleanURLs: false, ignoreURLParametersMatching: [/.*/] },
  skipWaiting: true,
  clientsClaim: true,
  // Chromium sends these straight to the network, without starting the worker.
  requestRules: [{ condition: { urlPattern: { pathname: `${basePath}/admin/*` } }, source: 'network' }],
  runtimeCaching: [
    { matcher: ({ url, request }) => !leftAlone(url) && isPageRequest(url, request), handler: { handle: ({ request, event }) => page(request, event as ExtendableEvent) } },
    // Hashed build files (island modules, stylesheets) never change: kept until no saved page needs them (activate, below).
    { matcher: ({ url }) => !leftAlone(url) && pathOf(url.href)!.startsWith('/_next/static/'), handler: buildFiles },
    // The search (docs/search.md), never precached: the index's hashed parts cache first; its entry file (asked for
    // with a fresh `?ts=`), library and WebAssembly network first, so a new deploy's index is used at once and the last one offline.
    {
      matcher: ({ url }) => !leftAlone(url) && isHashedIndexFile(pathOf(url.href)!),
      handler: new CacheFirst({ cacheName: CACHES.search, plugins: [okOnly, searchLimit] }),
    },
    {
      matcher: ({ url }) => !leftAlone(url) && pathOf(url.href)!.startsWith(`/${SEARCH_INDEX_DIR}/`),
      handler: new NetworkFirst({ cacheName: CACHES.search, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly, withoutQuery, searchLimit] }),
    },
    {
      matcher: ({ url, request }) => !leftAlone(url) && (request.destination === 'image' || /\.(webp|png|jpe?g|gif|svg|avif)$/i.test(url.pathname)),
      handler: new CacheFirst({ cacheName: CACHES.images, plugins: [okOnly, notWhileSavingData, new ExpirationPlugin({ maxEntries: LIMITS.images, purgeOnQuotaError: true })] }),
    },
    {
      matcher: ({ url }) => !leftAlone(url) && url.pathname.endsWith('.ics'),
      handler: new CacheFirst({ cacheName: CACHES.calendars, plugins: [okOnly, new ExpirationPlugin({ maxEntries: LIMITS.calendars, maxAgeSeconds: LIMITS.calendarSeconds })] }),
    },
  ],
})

/** A page of the site: opened (a navigation), or fetched by the worker itself (the pages open when it takes over). */
function isPageRequest(url: URL, request: Request): boolean {
  const path = pathOf(url.href)
  return path !== undefined && isPagePath(path) && (request.mode === 'navigate' || request.destination === '')
}

/** A page: from the network (saved as it comes), else the saved copy, else the offline page of its language. */
async function page(request: Request, event: ExtendableEvent): Promise<Response> {
  const path = pathOf(request.url)!
  const locale = localeOfPath(path)
  if (path === offlinePath(locale)) return offlinePage(locale)
  try {
    return await pages.handle({ request, event })
  } catch {
    return offlinePage(locale)
  }
}

/** The offline page of a language, listing the pages of that language this phone has saved. */
async function offlinePage(locale: 'en' | 'sw'): Promise<Response> {
  const exported = await serwist.matchPrecache(`${basePath}${offlinePath(locale)}index.html`)
  if (!exported) return Response.error()
  const cache = await caches.open(CACHES.pages)
  const requests = await cache.keys()
  const paths = savedPagesOf(
    requests.map((r) => r.url),
    locale,
    origin,
    basePath,
  )
  const saved: SavedPage[] = []
  const giving: SavedGiving[] = []
  for (const path of paths) {
    const html = await (await cache.match(`${origin}${basePath}${path}`, { ignoreSearch: true }))?.text()
    if (html === undefined) continue
    const entry = { path, title: pageTitle(html) || path }
    saved.push(entry)
    const numbers = givingOf(html)
    if (numbers) giving.push({ ...entry, ...numbers })
  }
  saved.sort((a, b) => a.title.localeCompare(b.title))
  giving.sort((a, b) => a.title.localeCompare(b.title))
  const html = fillOfflinePage(await exported.text(), saved, giving, basePath)
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

/**
 * A new deploy's worker takes over at once (pages then load the new deploy's modules, by their new
 * names). The earlier deploy's shell files go to the build files' cache instead of being dropped, and
 * every build file that no saved page needs any longer is let go.
 */
async function keepWhatSavedPagesNeed() {
  const shell = await caches.open(CACHES.shell)
  const build = await caches.open(CACHES.build)
  const current = new Set(serwist.getUrlsToPrecacheKeys().values())
  for (const request of await shell.keys()) {
    if (current.has(request.url) || !pathOf(request.url)?.startsWith('/_next/static/')) continue
    const response = await shell.match(request)
    if (response) await build.put(new URL(request.url).origin + new URL(request.url).pathname, response)
  }
  const savedPages = await caches.open(CACHES.pages)
  const pageTexts = await Promise.all((await savedPages.keys()).map(async (r) => ({ url: r.url, html: (await (await savedPages.match(r))?.text()) ?? '' })))
  const texts = new Map<string, string>()
  for (const cache of [shell, build])
    for (const request of await cache.keys())
      if (refersToOthers(request.url)) texts.set(request.url.split('?')[0]!, (await (await cache.match(request))?.text()) ?? '')
  const needed = neededFiles(pageTexts, texts, [...current].map((key) => key.split('?')[0]!))
  for (const request of await build.keys()) if (!needed.has(request.url)) await build.delete(request)
}

/**
 * The pages open when the worker first takes over were loaded before it: saved now, with the build
 * files they have loaded (the stylesheet, the islands that have started and the modules those import),
 * taken from the browser's own cache and never downloaded again: a module the page has not loaded yet
 * (an island the visitor has not neared) is not fetched for it, and comes through the worker when it is.
 */
async function saveOpenPages(event: ExtendableEvent) {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const seen = new Set(serwist.getPrecachedUrls())
  const keep = async (file: string): Promise<void> => {
    if (seen.has(file)) return
    seen.add(file)
    const response = await buildFiles.handle({ request: new Request(file, { cache: 'only-if-cached', mode: 'same-origin' }), event }).catch(() => undefined)
    if (response?.ok && refersToOthers(file)) await Promise.all(buildFilesIn(await response.text(), file).map(keep))
  }
  for (const client of open) {
    const url = new URL(client.url)
    if (leftAlone(url) || !isListedPage(pathOf(url.href)!)) continue
    try {
      const response = await pages.handle({ request: new Request(url.origin + url.pathname, { cache: 'force-cache' }), event })
      const files = buildFilesIn(await response.text(), url.href)
      // The precached loader is not fetched again, but what it imports is looked for.
      const shell = await Promise.all(files.filter((file) => seen.has(file)).map(async (file) => buildFilesIn((await (await serwist.matchPrecache(file))?.text()) ?? '', file)))
      await Promise.all([...files, ...shell.flat()].map(keep))
    } catch {
      // Offline already: nothing to save.
    }
  }
}

self.addEventListener('install', serwist.handleInstall)
self.addEventListener('activate', (event) => {
  event.waitUntil(
    keepWhatSavedPagesNeed()
      .then(() => serwist.handleActivate(event))
      .then(() => saveOpenPages(event)),
  )
})
// Background Sync (lib/forms/background-sync.ts): the messages saved on the phone go when it is online
// again. A message still waiting for the network fails the sync, so the browser tries again later.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string }
  if (sync.tag !== SEND_SAVED_TAG) return
  sync.waitUntil(
    sendSavedMessages().then((outcomes) => {
      if (outcomes.some((o) => o.outcome === 'waiting')) throw new Error('The network is still away: the saved messages wait')
    }),
  )
})
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET' || leftAlone(new URL(event.request.url))) return
  serwist.handleFetch(event)
})
