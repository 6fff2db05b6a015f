/**
 * Lighthouse runs against a served page with the system Chromium, as PageSpeed Insights computes them:
 * the mobile preset, simulated throttling (slow 4G, CPU slowdown multiplier `cpuSlowdownMultiplier`
 * of bench/budgets.json, 4 like Lighthouse's own default; never derived from the host),
 *   npx tsx scripts/bench/lighthouse.ts <url> [<url>...]
 * runs Lighthouse once on each address, in the order given, each in a fresh Chromium, and prints one JSON
 * line per run (`LighthouseRun` in scripts/bench/lighthouse-runs.ts): the scores, the timings, the host's
 * Lighthouse benchmark index during the run, and an error where the run failed. What to make of
 * several runs (which count, their median, the verdict) is scripts/bench/lighthouse-runs.ts's.
 * Lighthouse itself is loaded with a dynamic import(), as the ES module it is: a static import would load it
 * through tsx's transform, which adds a helper to the functions Lighthouse sends into the page, and they fail
 * there ("__name is not defined").
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import type { Flags } from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import { CHROMIUM_ARGS, systemChromium } from '../chromium.cjs'
import { startFakePayPal } from './fake-paypal-host'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const { lighthouse: settings } = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'))
const chromePath = systemChromium()

const flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // Lighthouse's mobile default (slow 4G, simulated), with the fixed CPU slowdown of bench/budgets.json.
  throttlingMethod: 'simulate',
  throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: settings.cpuSlowdownMultiplier },
  // Nothing outside this machine is reachable: block it rather than wait for it. PayPal's SDK is
  // answered by a local fake instead (scripts/bench/fake-paypal-host.ts), so /support/ renders as online.
  blockedUrlPatterns: ['*openstreetmap.org*', '*emailjs.com*'],
  // What only the HTML report shows, none of it a figure the bench reads: left out, as it costs seconds a run.
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
}
/** The page without its scripts is measured for its first paint only: no accessibility, best practices or SEO. */
const scriptFreeFlags = { ...flags, onlyCategories: ['performance'] }

type Audits = Record<string, { numericValue?: number; score: number | null }>

const ms = (audits: Audits, id: string) => Math.round(audits[id]?.numericValue ?? 0)

async function runOnce(url: string, paypal: { chromeFlags: string[] }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...paypal.chromeFlags],
  })
  try {
    const scriptFree = new URL(url).searchParams.has('no-scripts')
    const { default: lighthouse } = await import('lighthouse')
    const result = await lighthouse(url, { ...(scriptFree ? scriptFreeFlags : flags), port: chrome.port } as Flags)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, environment, runtimeError } = result.lhr
    // A category not run (the page without scripts) is left out: undefined is not printed.
    const score = (id: string) => (categories[id] ? Math.round((categories[id].score ?? 0) * 100) : undefined)
    const failing = (id: string) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]!.score !== null && audits[ref.id]!.score! < 1)
        .map((ref) => ref.id)
    return {
      url,
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      cpuSlowdown: settings.cpuSlowdownMultiplier,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: ms(audits, 'first-contentful-paint'),
      lcpMs: ms(audits, 'largest-contentful-paint'),
      tbtMs: ms(audits, 'total-blocking-time'),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failing: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
      ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    }
  } catch (error) {
    return { url, error: error instanceof Error ? error.message : String(error) }
  } finally {
    chrome.kill()
  }
}

async function main(urls: string[]) {
  const paypal = await startFakePayPal()
  try {
    for (const url of urls) console.log(JSON.stringify(await runOnce(url, paypal)))
  } finally {
    paypal.close()
  }
}

void main(process.argv.slice(2))
