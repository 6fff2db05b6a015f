/**
 * The test object every spec uses: after each test, axe-core checks the page the test ended on
 * and fails it on serious or critical violations, so every page a test visits is held to it (a page in
 * a state already checked in the run, the same DOM, focus and viewport, is not checked twice: e2e/axe.ts).
 */
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { axeScan, pageStateKey, passedStates } from './axe'
import { setSiteUnderTest, type SiteUnderTest } from './site-env'

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await axeScan(page)
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(report, `axe violations on ${page.url()}`).toEqual([])
}

export const test = base.extend<{ axeAfterEach: void; cspViolations: void }, { siteUnderTest: void }>({
  // The content a test reads is the build's it visits (the project's metadata in playwright.config.ts and
  // playwright.exports.config.ts): the fixture site's (e2e/fixture-site, built on its fixed day) or the
  // ministry's own (metadata.site 'live'); a project with metadata.build 'preview' tests the editors'
  // preview of it (lib/build-mode.ts). A worker runs the tests of one project only, so its environment
  // can say which.
  siteUnderTest: [
    async ({}, use, workerInfo) => {
      setSiteUnderTest(workerInfo.project.metadata as SiteUnderTest)
      await use()
    },
    { auto: true, scope: 'worker' },
  ],
  // Every page carries a Content-Security-Policy; anything it blocks is a broken page.
  cspViolations: [
    async ({ page }, use, testInfo: TestInfo) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text())
      })
      await use()
      // A test that provokes a violation on purpose says so with a 'csp-violation-expected' annotation.
      if (!testInfo.annotations.some((a) => a.type === 'csp-violation-expected'))
        expect(violations, `CSP violations on ${page.url()}`).toEqual([])
    },
    { auto: true },
  ],
  axeAfterEach: [
    async ({ page, javaScriptEnabled }, use, testInfo: TestInfo) => {
      await use()
      // axe runs as a script in the page, so it cannot check a page loaded with JavaScript off.
      const skip = !javaScriptEnabled || testInfo.annotations.some((a) => a.type === 'no-axe')
      if (testInfo.status !== 'passed' || skip || !page.url().startsWith('http')) return
      // A page in a state that has passed already in this run (the same DOM, focus, viewport) is not scanned again.
      const passed = passedStates(testInfo.project.outputDir)
      const key = await pageStateKey(page)
      if (passed.has(key)) return
      await expectNoSeriousA11yViolations(page)
      passed.add(key)
    },
    { auto: true },
  ],
})

export { expect }

/**
 * A window 900 px wide, between the top bar's row (768 px) and the desktop menu (961 px): the tests of the
 * layouts that change there run in it too (test.use(NARROW_WINDOW) in a describe of the desktop project).
 */
export const NARROW_WINDOW = { viewport: { width: 900, height: 800 } }

/** The project's viewport width, for tests that only make sense at some widths. */
export const widthOf = (testInfo: TestInfo) => testInfo.project.use.viewport?.width ?? 1280

/**
 * Opens a page under Playwright's paused fake clock: timers fire only when the test runs the clock, however
 * slow the machine is. The islands' loader waits for the first paint (an animation frame, then a task), which
 * that clock holds too: it is run just past it, so the islands start as in a browser and the test counts from there.
 */
export async function gotoWithPausedClock(page: Page, url: string, time: Date) {
  await page.clock.install({ time })
  await page.clock.pauseAt(new Date(time.getTime() + 1_000))
  await page.goto(url)
  await page.clock.runFor(100)
}

/**
 * Waits until the island an element belongs to has hydrated: its `<island-root>` carries
 * `data-hydrated` once React has committed it (lib/islands/hydrate.ts). Before that, the static HTML's
 * button is visible but its handler is not attached yet; from then on React handles a click.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => el.closest('island-root')?.hasAttribute('data-hydrated') ?? false), {
      message: 'the island has hydrated',
      timeout: 20_000,
    })
    .toBe(true)
}

/**
 * Starts a message form as a visitor does, by reaching into it (focus on its first field: its island
 * starts at the first tap or focus in it, lib/islands/load.ts), and waits until it has hydrated.
 */
export async function startForm(form: Locator) {
  await form.getByRole('textbox').first().focus()
  await expectHydrated(form)
}

/**
 * Whether Chromium's accessibility tree says the element is expanded: true or false, or null when it
 * has no expanded state. A popovertarget button and a <summary> have a native one that no attribute
 * shows (there is no aria-expanded to read), and Playwright's role queries do not compute it.
 */
export async function expandedState(locator: Locator): Promise<boolean | null> {
  // A selector for this one element, from the root by child positions.
  const selector = await locator.evaluate((element) => {
    const steps: string[] = []
    for (let el: Element | null = element; el?.parentElement; el = el.parentElement)
      steps.unshift(`${el.localName}:nth-child(${Array.from(el.parentElement.children).indexOf(el) + 1})`)
    return [':root', ...steps].join(' > ')
  })
  const page = locator.page()
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded')
    return expanded ? expanded.value.value === true : null
  } finally {
    await cdp.detach()
  }
}
