/**
 * Lighthouse (mobile preset, simulated throttling) against a served page with the system Chromium,
 *   node scripts/lighthouse.mjs <url> [runs]
 * prints JSON: the run with the median performance score, and every run's score. Plain JavaScript run
 * by node, not tsx: Lighthouse sends its own functions into the page, and tsx's transform breaks them.
 */
import fs from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p))

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Nothing outside this machine is reachable: block it rather than wait for it.
      blockedUrlPatterns: ['*openstreetmap.org*', '*paypal.com*', '*emailjs.com*'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
    const failing = (id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => ref.id)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failing: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
    }
  } finally {
    chrome.kill()
  }
}

const [url, runsArg] = process.argv.slice(2)
const results = []
for (let i = 0; i < Number(runsArg ?? 3); i++) results.push(await runOnce(url))
const sorted = [...results].sort((a, b) => a.performance - b.performance)
console.log(JSON.stringify({ ...sorted[Math.floor(sorted.length / 2)], runs: results.map((r) => r.performance) }))
