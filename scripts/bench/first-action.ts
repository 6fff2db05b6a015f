/**
 * The first action on each widget (docs/performance.md, "The first action on each widget"): a visitor on a
 * phone opens the widget's page, reads it for 3 s once it is quiet, then acts on the widget (a tap, letters
 * typed); the bench notes when the widget first changed and when its answer was in the page
 * (scripts/bench/first-action-page.ts), and the bytes the action fetched and those fetched ahead before it.
 * Lighthouse's mobile conditions are applied in Chromium itself: the CPU slowed down by the budgets' multiplier,
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; each run on a fresh browser context, cold cache with the
 * cache on (so what was fetched ahead serves the action). The service worker is kept out: what it fetches is not
 * the page's, and whether it has taken over by the action would depend on the host's speed (its own measure is
 * scripts/bench/offline.ts). Also each widget's page loaded with Save-Data and on 2G: nothing may be fetched
 * ahead there. The figures' rules are scripts/bench/first-action-stats.ts.
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, systemChromium } from '../chromium.cjs'
import { inPage, type PageReply, type PageRequest, type PageState } from './first-action-page'
import type { WidgetTask } from './first-action-routes'
import { summarise, type AheadCheck, type FirstActionRun, type WidgetMeasure } from './first-action-stats'
import { isFetchedAhead } from './page-facts'
import { PHONE } from './phone'

/** Lighthouse's mobile network (its "slow 4G"): round trip in ms, and bytes per second down and up. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** A reader's time on the page once it is quiet, before acting: the page may fetch the widgets' code ahead then. */
export const READING_MS = 3000
/** How long a run waits for the widget's answer after the action, in ms. */
const ANSWER_TIMEOUT_MS = 30_000

/**
 * Where the bundler's kept names (`__name`, added by tsx to functions the page runs) resolve in the page: the
 * functions passed to `page.evaluate` are written out as their source.
 */
const NAME_SHIM = 'globalThis.__name ??= (f) => f'

/** What the page is told of the connection, by an init script: a visitor asking to save data, or on 2G. */
const connectionScript = (facts: { saveData: boolean; effectiveType: string }) => `(() => {
  const facts = ${JSON.stringify(facts)}
  const proto = typeof NetworkInformation === 'undefined' ? undefined : NetworkInformation.prototype
  if (proto) for (const [key, value] of Object.entries(facts)) Object.defineProperty(proto, key, { get: () => value, configurable: true })
  else Object.defineProperty(Navigator.prototype, 'connection', { get: () => facts, configurable: true })
})()`

type Sent = { url: string; type: string; sentAt: number; bytes: number; done: boolean }

/** Every request of the page, as the browser reports it: when it was sent (wall clock, ms), its type and bytes. */
async function watchNetwork(cdp: CDPSession) {
  const sent = new Map<string, Sent>()
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect comes again under the same id: it was sent when first asked for.
    if (!sent.has(e.requestId))
      sent.set(e.requestId, {
        url: e.request.url,
        type: e.type ?? '',
        sentAt: e.wallTime * 1000,
        bytes: 0,
        done: false,
      })
  })
  cdp.on('Network.responseReceived', (e) => {
    const r = sent.get(e.requestId)
    if (r && e.type) r.type = e.type
  })
  cdp.on('Network.loadingFinished', (e) => {
    const r = sent.get(e.requestId)
    if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true })
  })
  cdp.on('Network.loadingFailed', (e) => {
    const r = sent.get(e.requestId)
    if (r) r.done = true
  })
  await cdp.send('Network.enable')
  return sent
}

/** Lighthouse's mobile conditions, in this page's browser: CPU slowed down and the network throttled. */
async function throttle(cdp: CDPSession, cpuSlowdown: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK)
}

/** Waits until every request of `requests` has finished (or 15 s). */
async function completed(page: Page, requests: () => Sent[]) {
  for (let waited = 0; requests().some((r) => !r.done) && waited < 15_000; waited += 100) await page.waitForTimeout(100)
}

const sum = (requests: Sent[]) => requests.reduce((s, r) => s + r.bytes, 0)

async function newPhone(browser: Browser, extra: { headers?: Record<string, string>; initScript?: string } = {}) {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: 'block',
    permissions: ['clipboard-read', 'clipboard-write'],
    extraHTTPHeaders: extra.headers,
  })
  await context.addInitScript({ content: NAME_SHIM })
  if (extra.initScript) await context.addInitScript({ content: extra.initScript })
  const page = await context.newPage()
  page.setDefaultTimeout(120_000)
  const cdp = await context.newCDPSession(page)
  return { context, page, cdp }
}

const ask = (page: Page, request: PageRequest) => page.evaluate(inPage, request) as Promise<PageReply>

/** Opens `route` as a reader does: load, the network quiet (at most 30 s), widgets scrolled to, then 3 s. */
async function openAndRead(page: Page, url: string, tasks: WidgetTask[]) {
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
  for (const task of tasks) {
    const prepared = await ask(page, { op: 'prepare', task })
    if (prepared.error) throw new Error(prepared.error)
    if (tasks.length > 1) await page.waitForTimeout(500)
  }
  await page.waitForTimeout(READING_MS)
}

/** One run: a fresh context, the page opened and read, the action, and the widget watched until it answers. */
async function run(browser: Browser, origin: string, task: WidgetTask, cpuSlowdown: number): Promise<FirstActionRun> {
  const { context, page, cdp } = await newPhone(browser)
  try {
    const sent = await watchNetwork(cdp)
    await throttle(cdp, cpuSlowdown)
    await openAndRead(page, `${origin}${task.route}`, [task])
    const armed = await ask(page, { op: 'arm', task })
    if (armed.error || armed.x === undefined || armed.y === undefined) throw new Error(armed.error ?? 'nothing to tap')
    await page.touchscreen.tap(armed.x, armed.y)
    if (task.typed) await page.keyboard.type(task.typed)
    let state: PageState | undefined
    for (let waited = 0; waited < ANSWER_TIMEOUT_MS; waited += 100) {
      state = (await ask(page, { op: 'state', task })).state
      if (state?.answered !== undefined || state?.failed !== undefined) break
      await page.waitForTimeout(100)
    }
    if (!state || state.action === undefined) throw new Error('the action did not reach the page')
    if (state.failed) throw new Error(`the widget did not do what was asked: ${state.failed}`)
    if (state.answered === undefined || state.acknowledged === undefined)
      throw new Error(
        `no answer within ${ANSWER_TIMEOUT_MS / 1000} s of the action${state.acknowledged === undefined ? ' (nor any change in the widget)' : ` (changed after ${Math.round(state.acknowledged - state.action)} ms: ${state.acknowledgedBy})`}`,
      )
    // Both clocks in ms since the epoch: the browser's for requests, the page's origin plus its own time.
    const actionAt = state.timeOrigin + state.action
    const answeredAt = state.timeOrigin + state.answered
    const ahead = () => [...sent.values()].filter((r) => r.sentAt < actionAt && isFetchedAhead(r.type, r.url))
    const byAction = () => [...sent.values()].filter((r) => r.sentAt >= actionAt && r.sentAt <= answeredAt)
    await completed(page, () => [...ahead(), ...byAction()])
    return {
      acknowledgedMs: state.acknowledged - state.action,
      acknowledgedBy: state.acknowledgedBy ?? '?',
      // Letters typed: from the last of them (the widget cannot answer a letter before it is typed).
      answeredMs: state.answered - (state.lastKey ?? state.action),
      answer: state.answer ?? '?',
      typedMs: state.lastKey === undefined ? undefined : state.lastKey - state.action,
      actionBytes: sum(byAction()),
      actionRequests: byAction().length,
      aheadBytes: sum(ahead()),
      aheadRequests: ahead().length,
      connection: state.connection,
    }
  } finally {
    await context.close()
  }
}

/**
 * Each task's `runs` runs, one after the other (timings: never side by side), in a browser of its own.
 * `log` is told of each run as it ends.
 */
export async function firstActions(
  origin: string,
  tasks: readonly WidgetTask[],
  { runs, cpuSlowdown }: { runs: number; cpuSlowdown: number },
  log: (line: string) => void,
): Promise<WidgetMeasure[]> {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS })
  try {
    const measures: WidgetMeasure[] = []
    for (const task of tasks) {
      const done: FirstActionRun[] = []
      const errors: string[] = []
      if (task.problem) errors.push(task.problem)
      else
        for (let i = 0; i < runs; i++) {
          try {
            const r = await run(browser, origin, task, cpuSlowdown)
            done.push(r)
            log(
              `First action ${task.widget} ${task.route} run ${i + 1}: acknowledged ${Math.round(r.acknowledgedMs)} ms, answered ${Math.round(r.answeredMs)} ms, ${(r.actionBytes / 1024).toFixed(1)} KB in ${r.actionRequests} requests by the action, ${(r.aheadBytes / 1024).toFixed(1)} KB in ${r.aheadRequests} ahead`,
            )
          } catch (error) {
            const why = error instanceof Error ? error.message.split('\n')[0]! : String(error)
            errors.push(why)
            log(`First action ${task.widget} ${task.route} run ${i + 1}: did not complete: ${why}`)
          }
        }
      const { widget, route, withoutReact, action } = task
      measures.push(summarise({ widget, route, withoutReact, action, runs: done, errors }, { runs }))
    }
    return measures
  } finally {
    await browser.close()
  }
}

/**
 * Each route loaded once asking to save data (the `Save-Data` header, and `navigator.connection.saveData`) and once
 * on 2G (`effectiveType`), left alone as a reader, its widgets scrolled to: what it fetched ahead.
 */
export async function aheadChecks(
  origin: string,
  tasks: readonly WidgetTask[],
  cpuSlowdown: number,
): Promise<AheadCheck[]> {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS })
  const modes = [
    {
      mode: 'save-data',
      headers: { 'Save-Data': 'on' },
      initScript: connectionScript({ saveData: true, effectiveType: '4g' }),
    },
    { mode: '2g', initScript: connectionScript({ saveData: false, effectiveType: '2g' }) },
  ] as const
  try {
    const checks: AheadCheck[] = []
    for (const route of [...new Set(tasks.map((t) => t.route))])
      for (const { mode, ...extra } of modes) {
        const { context, page, cdp } = await newPhone(browser, extra)
        try {
          const sent = await watchNetwork(cdp)
          await throttle(cdp, cpuSlowdown)
          await openAndRead(
            page,
            `${origin}${route}`,
            tasks.filter((t) => t.route === route),
          )
          const connection = await page.evaluate(() => {
            const c = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection
            return c ? `effectiveType ${c.effectiveType}, saveData ${c.saveData}` : 'no navigator.connection'
          })
          const ahead = () => [...sent.values()].filter((r) => isFetchedAhead(r.type, r.url))
          await completed(page, ahead)
          checks.push({ route, mode, aheadBytes: sum(ahead()), aheadRequests: ahead().length, connection })
        } catch (error) {
          const why = error instanceof Error ? error.message.split('\n')[0]! : String(error)
          checks.push({ route, mode, aheadBytes: 0, aheadRequests: 0, connection: '?', error: why })
        } finally {
          await context.close()
        }
      }
    return checks
  } finally {
    await browser.close()
  }
}
