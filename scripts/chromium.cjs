// Plain CommonJS, not TypeScript: .ci/run runs it with plain node before `npm ci` installs tsx.
/**
 * The one lookup of a system Chromium, for everything that starts a browser: the Playwright config,
 * the benchmark, Lighthouse, the placeholder-PDF maker and .ci/run (which installs Debian's chromium
 * when this finds none). CHROMIUM_PATH (or Playwright's PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) names
 * another browser. Every loader (Playwright's config, tsx, node's ESM import) can import it as it is:
 *   node scripts/chromium.cjs    prints the path, or exits 1 when there is none
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

/** The system Chromium, or undefined (Playwright then uses its own browser). */
function systemChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]
  return candidates.find((p) => !!p && isExecutable(p))
}

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

module.exports = { systemChromium, CHROMIUM_ARGS }

if (require.main === module) {
  const found = systemChromium()
  if (!found) process.exit(1)
  console.log(found)
}
