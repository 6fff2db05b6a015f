import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { edit, makeContent } from '../lib/content/testing/fixture'
import { configureHost } from './host-config'

/** A small fake export: the footer's paybill as the components mark it, and Raila's page with its body. */
function fakeExport(railaBody: string): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'))
  const html = (main: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>Test</title></head><body><main>${main}</main><footer><p>Give by M-Pesa paybill <strong data-giving="paybill">247247</strong> · <a href="/support/">Other ways to give</a></p><p>© 2026 Test Ministry</p></footer></body></html>`
  fs.writeFileSync(path.join(out, 'index.html'), html('<h1>Welcome</h1>'))
  fs.mkdirSync(path.join(out, 'raila'))
  fs.writeFileSync(path.join(out, 'raila', 'index.html'), html(`<section id="about"><p>${railaBody}</p></section><section id="give"><dl><dt>Paybill number</dt><dd><span data-giving="paybill">247247</span></dd></dl></section>`))
  // The content manager's page, as next build copies it from public/.
  fs.mkdirSync(path.join(out, 'admin'))
  fs.copyFileSync(path.join(process.cwd(), 'public', 'admin', 'index.html'), path.join(out, 'admin', 'index.html'))
  return out
}

describe('the build stops when a page shows a number that says where money goes outside the guarded facts', () => {
  it('names the page, the number and the content file and line it was typed in', async () => {
    const root = makeContent(edit('congregations/raila.en.mdx', 'Raila meets on Sundays.', 'Raila meets on Sundays. Give by M-Pesa paybill 512 345.'))
    const out = fakeExport('Raila meets on Sundays. Give by M-Pesa paybill 512 345.')
    const failed = await configureHost(out, root).then(
      () => undefined,
      (error: Error) => error.message,
    )
    expect(failed).toMatch(/^A number that says where money goes is on a page outside the guarded giving facts:/)
    expect(failed).toContain(
      '/raila/: "512 345" reads as a paybill, till or account number (beside a word about paying): such a number is a guarded giving fact (in "Give by M-Pesa paybill 512 345."); written in content/congregations/raila.en.mdx:12',
    )
    // Nothing was written: the export is not configured for a host.
    expect(fs.existsSync(path.join(out, '_headers'))).toBe(false)
  })

  it('passes an export whose giving numbers are the guarded facts, and configures it', async () => {
    const out = fakeExport('Raila meets on Sundays.')
    await configureHost(out, makeContent())
    expect(fs.readFileSync(path.join(out, 'raila', 'index.html'), 'utf8')).toContain('<meta http-equiv="Content-Security-Policy"')
    expect(fs.existsSync(path.join(out, '_headers'))).toBe(true)
  })

  it('is a step of the real build, after next build', () => {
    const build = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).scripts.build as string
    expect(build).toMatch(/next build && .*tsx scripts\/host-config\.ts/)
  })
})
