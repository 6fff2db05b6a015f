/**
 * Makes a small one-page PDF that says which document it stands in for, e.g.
 *   npx tsx scripts/editors/make-placeholder-pdf.ts content/documents/by-laws.pdf "By-Laws"
 * Uses the system Chromium (the one the e2e tests use) to print a tiny HTML page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, systemChromium } from '../chromium.cjs'

export async function makePlaceholderPdf(file: string, title: string) {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS })
  const page = await browser.newPage()
  const escape = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
  await page.setContent(`<!doctype html><html lang="en"><body style="font-family: sans-serif; margin: 3cm">
    <p style="letter-spacing: .2em; font-weight: bold; color: #555">PLACEHOLDER DOCUMENT</p>
    <h1>${escape(title)}</h1>
    <p>This file stands in for the ministry's document "${escape(title)}", which the ministry has not yet supplied.</p>
    <p>To publish the real document, replace this file (see the editing guide, "Replace a PDF").</p>
  </body></html>`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await page.pdf({ path: file, format: 'A4' })
  await browser.close()
}

if (process.argv[1]?.endsWith('make-placeholder-pdf.ts')) {
  const [file, title] = process.argv.slice(2)
  if (!file || !title) {
    console.error(
      'usage: npx tsx scripts/editors/make-placeholder-pdf.ts <content/documents/name.pdf> "<document title>"',
    )
    process.exit(2)
  }
  makePlaceholderPdf(file, title).then(() => console.log(`wrote ${file}`))
}
