/**
 * The service worker (docs/offline.md), built by scripts/build/offline.ts with Serwist: the precache holds the
 * small shell every page needs (injected as `self.__SW_MANIFEST`), pages are network first and saved
 * as they are opened, with the moment they were saved; build files, images and calendar files cache first.
 * A page served from its saved copy says so, with its day, wherever it shows a giving fact, and hides the
 * numbers past the age limit (lib/offline/saved-copy.ts). A page this phone has not saved, offline, gets
 * the offline page of its language, listing the pages that are saved. A new deploy's worker fetches the
 * saved pages that show a giving fact again as it installs, and drops those it cannot fetch.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist'
import { localeOfPath, locales } from '../../i18n/locales'
import { basePath } from '../../paths'
import { SEND_SAVED_TAG } from '../../forms/background-sync'
import { sendSavedMessages } from '../../forms/send-saved'
import { buildFilesIn, neededFiles, refersToOthers } from '../needed-files'
import { servedOfflinePage } from '../offline-page'
import { offlinePath } from '../paths'
import { savesData } from '../save-data'
import { savedAtOf, servedFromSavedCopy, showsGivingFact } from '../saved-copy'
import { isListedPage, isPagePath, savedPagesOf, sitePath, type SavedEntry } from '../saved-pages'
import { CACHES, LIMITS, NETWORK_TIMEOUT_SECONDS, SAVED_AT_HEADER } from '../caches'
import { isHashedIndexFile, SEARCH_INDEX_DIR } from '../../search/paths'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] }

const origin = self.location.origin
const pathOf = (url: string) => sitePath(url, origin, basePath)
/** Requests the worker leaves alone: the content manager (Decap CMS, its own app) and other sites. */
const leftAlone = (url: URL) =>
  url.origin !== origin || pathOf(url.href) === undefined || /^\/admin(\/|$)/.test(pathOf(url.href)!)

const connection = () => (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection

/** With Save-Data on, an image is shown but not kept (what is already kept is still used). */
const notWhileSavingData: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => (savesData(request.headers, connection()) ? null : response),
}

const okOnly = new CacheableResponsePlugin({ statuses: [200] })

/**
 * A response as the worker keeps it: with the moment it was saved (`SAVED_AT_HEADER`), read when the copy is served.
 */
function stamped(response: Response, now = Date.now()): Response {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, new Date(now).toISOString())
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
/** Stamps what a strategy saves; only a complete answer (200) is saved at all. */
const stampSaved: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? stamped(response) : null),
}
/**
 * A saved page always comes out of the cache with a moment: one saved before the worker stamped pages says it has none.
 */
const savedCopyKnown: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse || cachedResponse.headers.has(SAVED_AT_HEADER)) return cachedResponse
    const headers = new Headers(cachedResponse.headers)
    headers.set(SAVED_AT_HEADER, 'unknown')
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    })
  },
}

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // `?utm_source=...` opens the page saved without it.
  matchOptions: { ignoreSearch: true },
  plugins: [
    okOnly,
    stampSaved,
    savedCopyKnown,
    new ExpirationPlugin({ maxEntries: LIMITS.pages, purgeOnQuotaError: true }),
  ],
})

const buildFiles = new CacheFirst({ cacheName: CACHES.build, plugins: [okOnly] })

const searchLimit = new ExpirationPlugin({ maxEntries: LIMITS.search, purgeOnQuotaError: true })
/** The search's entry file is asked for with `?ts=<now>`: kept under its plain address, once. */
const withoutQuery: SerwistPlugin = { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0]! }

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The offline pages are precached as `offline/index.html`: their own addresses go to the pages' handler below, which
  // fills them in.
  precacheOptions: {
    cacheName: CACHES.shell,
    directoryIndex: '',
    cleanURLs: false,
    ignoreURLParametersMatching: [/.*/],
  },
  skipWaiting: true,
  clientsClaim: true,
  // Chromium sends these straight to the network, without starting the worker.
  requestRules: [{ condition: { urlPattern: { pathname: `${basePath}/admin/*` } }, source: 'network' }],
  runtimeCaching: [
    {
      matcher: ({ url, request }) => !leftAlone(url) && isPageRequest(url, request),
      handler: { handle: ({ request, event }) => page(request, event as ExtendableEvent) },
    },
    // Hashed build files (island modules, stylesheets) never change: kept until no saved page needs them (activate,
    // below).
    { matcher: ({ url }) => !leftAlone(url) && pathOf(url.href)!.startsWith('/_next/static/'), handler: buildFiles },
    // The search (docs/search.md), never precached: the index's hashed parts cache first; its entry file (asked for
    // with a fresh `?ts=`), library and WebAssembly network first, so a new deploy's index is used at once and the last
    // one offline.
    {
      matcher: ({ url }) => !leftAlone(url) && isHashedIndexFile(pathOf(url.href)!),
      handler: new CacheFirst({ cacheName: CACHES.search, plugins: [okOnly, searchLimit] }),
    },
    {
      matcher: ({ url }) => !leftAlone(url) && pathOf(url.href)!.startsWith(`/${SEARCH_INDEX_DIR}/`),
      handler: new NetworkFirst({
        cacheName: CACHES.search,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [okOnly, withoutQuery, searchLimit],
      }),
    },
    {
      matcher: ({ url, request }) =>
        !leftAlone(url) && (request.destination === 'image' || /\.(webp|png|jpe?g|gif|svg|avif)$/i.test(url.pathname)),
      handler: new CacheFirst({
        cacheName: CACHES.images,
        plugins: [
          okOnly,
          notWhileSavingData,
          new ExpirationPlugin({ maxEntries: LIMITS.images, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ url }) => !leftAlone(url) && url.pathname.endsWith('.ics'),
      handler: new CacheFirst({
        cacheName: CACHES.calendars,
        plugins: [
          okOnly,
          new ExpirationPlugin({ maxEntries: LIMITS.calendars, maxAgeSeconds: LIMITS.calendarSeconds }),
        ],
      }),
    },
  ],
})

/** A page of the site: opened (a navigation), or fetched by a page's script. */
function isPageRequest(url: URL, request: Request): boolean {
  const path = pathOf(url.href)
  return path !== undefined && isPagePath(path) && (request.mode === 'navigate' || request.destination === '')
}

/**
 * A page: from the network (saved as it comes, with the moment); else the saved copy, which says so before
 * its giving facts and hides them when too old (a saved giving page without its moment is not shown); else
 * the offline page of its language.
 */
async function page(request: Request, event: ExtendableEvent): Promise<Response> {
  const path = pathOf(request.url)!
  const locale = localeOfPath(path)
  if (path === offlinePath(locale)) return offlinePage(request, locale)
  let response: Response
  try {
    response = await pages.handle({ request, event })
  } catch {
    return offlinePage(undefined, locale)
  }
  const savedAt = response.headers.get(SAVED_AT_HEADER)
  // The network's answer carries no moment: only the saved copy does.
  if (savedAt === null) return response
  const html = await response.text()
  const moment = savedAtOf(savedAt)
  if (moment === undefined) return showsGivingFact(html) ? offlinePage(undefined, locale) : htmlResponse(html)
  return htmlResponse(servedFromSavedCopy(html, { locale, savedAt: moment, now: Date.now() }))
}

const htmlResponse = (html: string) => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })

/** Whether the network answers a request with a complete page within the pages' timeout. */
async function networkAnswers(request: Request): Promise<Response | undefined> {
  try {
    const response = await fetch(request.url, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(NETWORK_TIMEOUT_SECONDS * 1000),
    })
    return response.ok ? response : undefined
  } catch {
    return undefined
  }
}

/**
 * The offline page of a language, listing the pages of that language this phone has saved: asked for
 * (`request`), it is the network's when the network answers, and then lists no paybill; served because
 * the network failed (or did not answer), it is the precached copy with the saved congregations' paybills,
 * each with its day.
 */
async function offlinePage(request: Request | undefined, locale: 'en' | 'sw'): Promise<Response> {
  const fresh = request && (await networkAnswers(request))
  const exported = fresh ?? (await serwist.matchPrecache(`${basePath}${offlinePath(locale)}index.html`))
  if (!exported) return Response.error()
  const cache = await caches.open(CACHES.pages)
  const paths = savedPagesOf(
    (await cache.keys()).map((r) => r.url),
    locale,
    origin,
    basePath,
  )
  const entries: SavedEntry[] = []
  for (const path of paths) {
    const saved = await cache.match(`${origin}${basePath}${path}`, { ignoreSearch: true })
    if (saved) entries.push({ path, html: await saved.text(), savedAt: savedAtOf(saved.headers.get(SAVED_AT_HEADER)) })
  }
  // The precached copy carries the moment this worker installed (offlinePagesCurrentNow, below).
  const pageSavedAt = savedAtOf(exported.headers.get(SAVED_AT_HEADER))
  const html = servedOfflinePage(await exported.text(), entries, {
    basePath,
    locale,
    now: Date.now(),
    online: !!fresh,
    pageSavedAt,
  })
  return htmlResponse(html)
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
  const pageTexts = await Promise.all(
    (await savedPages.keys()).map(async (r) => ({
      url: r.url,
      html: (await (await savedPages.match(r))?.text()) ?? '',
    })),
  )
  const texts = new Map<string, string>()
  for (const cache of [shell, build])
    for (const request of await cache.keys())
      if (refersToOthers(request.url))
        texts.set(request.url.split('?')[0]!, (await (await cache.match(request))?.text()) ?? '')
  const needed = neededFiles(
    pageTexts,
    texts,
    [...current].map((key) => key.split('?')[0]!),
  )
  for (const request of await build.keys()) if (!needed.has(request.url)) await build.delete(request)
}

/** When this worker began to install: a page saved since (by the worker it replaces, from the network) is current. */
let installStarted: number | undefined
/** How many pages the installing worker fetches at a time, leaving the connection to the visitor's own pages. */
const FETCHES_AT_ONCE = 3

/** Runs `work` on every item, `atOnce` at a time. */
async function inTurn<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
    }),
  )
}

/**
 * As a new deploy's worker installs (the worker it replaces still serving pages), it fetches again every
 * saved page that shows a giving fact, from the network and never from the browser's cache (`reload`), and
 * the pages open on the phone's first visit that are not saved yet (`no-cache`: the browser's copy only when
 * the server answers that it is current, at the cost of a few hundred bytes). They wait in their own cache
 * until the worker takes over.
 */
async function fetchPagesForThisDeploy(): Promise<void> {
  await caches.delete(CACHES.deployPages)
  const saved = await caches.open(CACHES.pages)
  const next = await caches.open(CACHES.deployPages)
  const wanted = new Map<string, RequestCache>()
  for (const request of await saved.keys()) {
    const response = await saved.match(request)
    if (response && showsGivingFact(await response.text())) wanted.set(request.url, 'reload')
  }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const url = new URL(client.url)
    const address = url.origin + url.pathname
    if (
      leftAlone(url) ||
      !isListedPage(pathOf(url.href)!) ||
      wanted.has(address) ||
      (await saved.match(address, { ignoreSearch: true }))
    )
      continue
    wanted.set(address, 'no-cache')
  }
  await inTurn([...wanted], FETCHES_AT_ONCE, async ([url, cache]) => {
    try {
      const response = await fetch(url, { cache, credentials: 'same-origin' })
      // A page the new deploy no longer has, or moved, is not kept: it is dropped as the worker takes over.
      if (response.status === 200 && !response.redirected) await next.put(url, stamped(response))
    } catch {
      // Not fetched (the connection failed): dropped as the worker takes over.
    }
  })
}

/**
 * As the worker takes over: the pages fetched for this deploy replace their saved copies, and every other
 * saved page that shows a giving fact and was saved before this worker began to install is dropped (it
 * could not be fetched). Returns the addresses of the pages fetched.
 */
async function takeInPagesOfThisDeploy(): Promise<string[]> {
  const since = installStarted ?? Date.now()
  const saved = await caches.open(CACHES.pages)
  const next = await caches.open(CACHES.deployPages)
  const fetched = new Set<string>()
  for (const request of await next.keys()) {
    const response = await next.match(request)
    if (!response) continue
    await saved.put(request.url, response)
    fetched.add(request.url)
  }
  await caches.delete(CACHES.deployPages)
  for (const request of await saved.keys()) {
    if (fetched.has(request.url)) continue
    const response = await saved.match(request)
    const savedAt = savedAtOf(response?.headers.get(SAVED_AT_HEADER))
    if (!response || (savedAt !== undefined && savedAt >= since)) continue
    if (showsGivingFact(await response.text())) await saved.delete(request)
  }
  return [...fetched]
}

/**
 * The build files of the pages fetched for this deploy (the stylesheet, the islands that have started and
 * the modules those import), taken from the browser's own cache and never downloaded for it: a module the
 * phone has not loaded yet (an island the visitor has not neared) comes through the worker when it is.
 */
async function keepBuildFilesOf(pageUrls: string[], event: ExtendableEvent): Promise<void> {
  const saved = await caches.open(CACHES.pages)
  const seen = new Set(serwist.getPrecachedUrls())
  const keep = async (file: string): Promise<void> => {
    if (seen.has(file)) return
    seen.add(file)
    const response = await buildFiles
      .handle({ request: new Request(file, { cache: 'only-if-cached', mode: 'same-origin' }), event })
      .catch(() => undefined)
    if (response?.ok && refersToOthers(file)) await Promise.all(buildFilesIn(await response.text(), file).map(keep))
  }
  for (const url of pageUrls) {
    const files = buildFilesIn((await (await saved.match(url))?.text()) ?? '', url)
    // The precached loader is not fetched again, but what it imports is looked for.
    const shell = await Promise.all(
      files
        .filter((file) => seen.has(file))
        .map(async (file) => buildFilesIn((await (await serwist.matchPrecache(file))?.text()) ?? '', file)),
    )
    await Promise.all([...files, ...shell.flat()].map(keep))
  }
}

/**
 * The offline pages' own giving fact (the footer's paybill) is current as of this worker's install: their
 * revision covers every page's giving facts (scripts/build/offline/giving-version.ts), so a copy kept from an
 * earlier worker under the same revision is this deploy's. Stamped now.
 */
async function offlinePagesCurrentNow(): Promise<void> {
  const shell = await caches.open(CACHES.shell)
  for (const locale of locales) {
    const key = serwist.getPrecacheKeyForUrl(`${basePath}${offlinePath(locale)}index.html`)
    const response = key && (await shell.match(key))
    if (key && response) await shell.put(key, stamped(response))
  }
}

self.addEventListener('install', (event) => {
  installStarted = Date.now()
  event.waitUntil(
    serwist
      .handleInstall(event)
      .then(() => offlinePagesCurrentNow())
      .then(() => fetchPagesForThisDeploy()),
  )
})
self.addEventListener('activate', (event) => {
  event.waitUntil(
    takeInPagesOfThisDeploy()
      .then((fetched) => keepBuildFilesOf(fetched, event))
      .then(() => keepWhatSavedPagesNeed())
      .then(() => serwist.handleActivate(event)),
  )
})
// Background Sync (lib/forms/background-sync.ts): the messages saved on the phone go when it is online
// again. A message still waiting for the network fails the sync, so the browser tries again later.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string }
  if (sync.tag !== SEND_SAVED_TAG) return
  sync.waitUntil(
    sendSavedMessages().then((outcomes) => {
      if (outcomes.some((o) => o.outcome === 'waiting'))
        throw new Error('The network is still away: the saved messages wait')
    }),
  )
})
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET' || leftAlone(new URL(event.request.url))) return
  serwist.handleFetch(event)
})
