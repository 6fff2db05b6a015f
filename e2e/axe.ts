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

/**
 * Draws the blocks the browser skips until they are scrolled near (`content-visibility: auto`, the
 * `render-when-near` utility) for the time of a scan, and gives back what puts them as they were. axe scrolls
 * each text into view to read the colour behind it, but a skipped block is drawn only at the next frame: when
 * the scan reads it before that frame, it finds the page's white behind the footer's white words and reports
 * contrast the visitor never sees (axe-core's own issue 2768). Setting the property on the element's style
 * object is allowed by the pages' style policy, which forbids style attributes written in the markup.
 */
export async function drawSkippedBlocks(page: Page): Promise<() => Promise<void>> {
  const marked = await page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    )
    for (const element of skipped) {
      element.style.contentVisibility = 'visible'
      element.dataset.axeDrawn = ''
    }
    // Reading a size runs style and layout now, without waiting for a frame (a test's fake clock holds those).
    document.body.getBoundingClientRect()
    return skipped.length
  })
  return async () => {
    if (!marked || page.isClosed()) return
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-axe-drawn]')) {
        element.style.removeProperty('content-visibility')
        if (!element.getAttribute('style')) element.removeAttribute('style')
        delete element.dataset.axeDrawn
      }
    })
  }
}

/** Runs axe-core on the page with these options (only violations are gathered unless they say otherwise). */
export async function axeScan(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  const origin = originOf(page.url())
  const frames = page
    .frames()
    .filter((frame) => frame !== page.mainFrame() && !frame.isDetached() && originOf(frame.url()) === origin)
  await inject(page.mainFrame())
  for (const frame of frames) await inject(frame)
  const restore = await drawSkippedBlocks(page)
  try {
    return await page.evaluate(
      (runOptions) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, runOptions),
      { resultTypes: ['violations'], ...options } as RunOptions,
    )
  } finally {
    await restore()
  }
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
