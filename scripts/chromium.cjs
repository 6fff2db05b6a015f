// Plain CommonJS, not TypeScript: .ci/run runs it with plain node before `npm ci` installs tsx.
/**
 * The one lookup of a system Chromium, for everything that starts a browser: the Playwright config,
 * the benchmark, Lighthouse, the placeholder-PDF maker and .ci/run (which installs Debian's chromium
 * when this finds none). CHROMIUM_PATH (or Playwright's PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) names
 * another browser. Every loader (Playwright's config, tsx, node's ESM import) can import it as it is:
 *   node scripts/chromium.cjs                    prints the path, or exits 1 when there is none
 *   node scripts/chromium.cjs --headless-shell   prints the tests' browser, or exits 1 when that would be the
 *                                                full browser for want of Debian's headless shell
 */
const fs = require('node:fs')

/** True for an existing file this user may run. */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** The browser named by the environment, if any. */
const namedChromium = () =>
  [process.env.CHROMIUM_PATH, process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH].find((p) => !!p && isExecutable(p))

/** The system Chromium, or undefined (Playwright then uses its own browser). */
function systemChromium() {
  return namedChromium() ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(isExecutable)
}

/** Debian's headless shell of the same Chromium (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser the end-to-end tests run in: the headless shell where it is installed (the build of Chromium that
 * Playwright runs headless tests in by default; it runs the same pages for about two thirds of the full browser's
 * time, docs/testing.md), else the system Chromium. The benchmark and Lighthouse keep the full browser, as visitors
 * have it. `--headed` needs the full browser: CHROMIUM_PATH=/usr/bin/chromium.
 */
function testChromium() {
  return headlessShell() ?? systemChromium()
}

/** The headless shell, or the browser the environment names instead; undefined when neither is there. */
const headlessShell = () => namedChromium() ?? (isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined)

/**
 * Flags every launch here passes: no sandbox (containers and root; Playwright adds it anyway), and
 * nothing that reaches out or updates itself.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

module.exports = { systemChromium, testChromium, CHROMIUM_ARGS }

if (require.main === module) {
  const found = process.argv.includes('--headless-shell') ? headlessShell() : systemChromium()
  if (!found) process.exit(1)
  console.log(found)
}
