/**
 * axe-core on a page, as every test here runs it. Its source is evaluated once in the page and in each of
 * the page's frames of its own origin, then one `axe.run` checks the page and those frames. That is what
 * @axe-core/playwright's legacy mode checks (frames of another origin are not tested: here they are the
 * map's and the videos'), at a third of its time: that wrapper evaluates the 560 KB source twice in the
 * page and waits up to a second on every other frame, an error page included, and every test ends with a
 * scan (e2e/fixtures.ts).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Frame, Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
/** Frames of the page's own origin answer axe's messages; no other does. */
const configure = `axe.configure({ allowedOrigins: ['<same_origin>'] })`

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

async function inject(frame: Frame) {
  await frame.evaluate(`${source};${configure}`)
}

/** Runs axe-core on the page with these options (only violations are gathered unless they say otherwise). */
export async function axeScan(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  const origin = originOf(page.url())
  const frames = page
    .frames()
    .filter((frame) => frame !== page.mainFrame() && !frame.isDetached() && originOf(frame.url()) === origin)
  await inject(page.mainFrame())
  for (const frame of frames) await inject(frame)
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, runOptions),
    { resultTypes: ['violations'], ...options } as RunOptions,
  )
}

/**
 * What a scan of the page would see, as a key: its address, its viewport and preferences, its whole DOM,
 * which popovers are open (no attribute says so) and where the focus is. Two pages with the same key get
 * the same findings from axe.
 */
export async function pageStateKey(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const media = ['(prefers-reduced-motion: reduce)', '(prefers-color-scheme: dark)', '(forced-colors: active)'].map(
      (q) => matchMedia(q).matches,
    )
    const popovers = [...document.querySelectorAll('[popover]')].map((element) => element.matches(':popover-open'))
    const focused = document.activeElement
    const focusPath: number[] = []
    for (let el = focused; el?.parentElement; el = el.parentElement)
      focusPath.unshift([...el.parentElement.children].indexOf(el))
    return JSON.stringify([
      location.href,
      innerWidth,
      innerHeight,
      devicePixelRatio,
      media,
      popovers,
      focusPath,
      document.documentElement.outerHTML,
    ])
  })
  return createHash('sha256').update(state).digest('hex')
}

/**
 * The page states that passed the scan after a test, shared by every worker of the run: a folder in the run's
 * output folder, which Playwright empties as a run starts. Many tests end on a page as it was when another
 * ended (a page opened and read, nothing changed): the same state is not scanned twice.
 */
export const passedStates = (outputRoot: string) => {
  const folder = path.join(outputRoot, '.axe-passed')
  return {
    has: (key: string) => fs.existsSync(path.join(folder, key)),
    add: (key: string) => {
      fs.mkdirSync(folder, { recursive: true })
      fs.writeFileSync(path.join(folder, key), '')
    },
  }
}
