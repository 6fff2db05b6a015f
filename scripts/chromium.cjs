/**
 * The one lookup of a system Chromium, for everything that starts a browser: the Playwright config,
 * the benchmark, Lighthouse, the placeholder-PDF maker and .ci/run (which installs Debian's chromium
 * when this finds none). CHROMIUM_PATH (or Playwright's PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) names
 * another browser. Plain CommonJS, so plain `node` can run it before anything is installed and every
 * loader (Playwright's config, tsx, node) can import it:
 *   node scripts/chromium.cjs    prints the path, or exits 1 when there is none
 */
const fs = require('node:fs')

/** The system Chromium, or undefined (Playwright then uses its own browser). */
function systemChromium() {
  const candidates = [process.env.CHROMIUM_PATH, process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((p) => !!p && fs.existsSync(p))
}

/** Flags every launch here needs: no sandbox as root, and nothing that reaches out or updates itself. */
const CHROMIUM_ARGS = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
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
