import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { edit, makeContent } from '../../lib/content/testing/fixture'
import { checkGiving, givingGuard, givingGuardMessage, guardedFacts } from './giving-guard'
import { loadContent } from '../../lib/content/load'
import { configureHost } from './host-config'

/**
 * A small fake export: the footer's paybill as the components mark it, Raila's page with its body, its calendar and
 * search index.
 */
function fakeExport(
  railaBody: string,
  { calendar = 'Sunday service (Raila congregation)', excerpt = 'Raila meets on Sundays.' } = {},
): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'))
  const html = (main: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>Test</title></head><body><main>${main}</main><footer><p>Give by M-Pesa paybill <strong data-giving="paybill">247247</strong> · <a href="/support/">Other ways to give</a></p><p>© 2026 Test Ministry</p></footer></body></html>`
  fs.writeFileSync(path.join(out, 'index.html'), html('<h1>Welcome</h1>'))
  fs.mkdirSync(path.join(out, 'raila'))
  fs.writeFileSync(
    path.join(out, 'raila', 'index.html'),
    html(
      `<section id="about"><p>${railaBody}</p></section><section id="give"><dl><dt>Paybill number</dt><dd><span data-giving="paybill">247247</span></dd></dl></section>`,
    ),
  )
  fs.writeFileSync(
    path.join(out, 'raila', 'raila-services.ics'),
    [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART;TZID=Africa/Nairobi:20261129T100000',
      `SUMMARY:${calendar}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n'),
  )
  // The search index's fragment of Raila's page, as Pagefind writes it (lib/giving/search-numbers.ts).
  fs.mkdirSync(path.join(out, 'pagefind', 'fragment'), { recursive: true })
  const fragment = {
    url: '/raila/',
    content: excerpt,
    word_count: 4,
    filters: {},
    meta: { title: 'Raila' },
    anchors: [],
  }
  fs.writeFileSync(
    path.join(out, 'pagefind', 'fragment', 'en_1a2b3c4.pf_fragment'),
    gzipSync(`pagefind_dcd${JSON.stringify(fragment)}`),
  )
  fs.writeFileSync(
    path.join(out, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Test Ministry', short_name: 'Test', start_url: '/' }),
  )
  // The content manager's page, as next build copies it from public/.
  fs.mkdirSync(path.join(out, 'admin'))
  fs.copyFileSync(path.join(process.cwd(), 'public', 'admin', 'index.html'), path.join(out, 'admin', 'index.html'))
  return out
}

/** What the build step prints when the guard fails, or undefined when it passes. */
const failure = async (out: string, root: string) => {
  const result = await checkGiving(out, root, 'test')
  return result.ok ? undefined : givingGuardMessage(result.problems)
}

describe('the build stops when a number that says where money goes is anywhere in the export outside the guarded facts', () => {
  it('names the page, the number as shown and as read, why, the words around it, the content file and line it was typed in, and what to do', async () => {
    const body = 'Raila meets on Sundays. Sadaka: 512\u200B345.'
    const root = makeContent(edit('congregations/raila.en.mdx', 'Raila meets on Sundays.', body))
    const out = fakeExport(body)
    const failed = await failure(out, root)
    expect(failed).toMatch(
      /^A number that says where money goes is in one place of the built site outside the guarded giving facts:/,
    )
    expect(failed).toContain(
      '/raila/: "512[U+200B]345" (read as 512345) reads as a paybill, till, account or M-Pesa number (beside "Sadaka"): such a number is a guarded giving fact (in "Raila meets on Sundays. Sadaka: 512[U+200B]345."); written in content/congregations/raila.en.mdx:12',
    )
    expect(failed).toContain("write it in content/giving/ for the treasurer's review")
    expect(failed).toContain('ask a maintainer to declare it, with its reason, in lib/giving/declared-numbers.ts')
    // Nothing was written: the guard only reads the export.
    expect(fs.existsSync(path.join(out, '_headers'))).toBe(false)
  })

  it("names the field when the number was typed in a file's fields", async () => {
    const root = makeContent(
      edit('congregations/raila.en.mdx', 'description: Raila congregation.', 'description: Sadaka 512 345.'),
    )
    const lines = await givingGuard(fakeExport('Sadaka 512 345.'), root, 'test')
    expect(lines).toEqual([
      expect.stringMatching(
        /^\/raila\/: "512 345" .*; written in content\/congregations\/raila\.en\.mdx:6 \(description\)$/,
      ),
    ])
  })

  it('reads the calendar files, the search index and the page addresses too', async () => {
    const root = makeContent()
    const out = fakeExport('Raila meets on Sundays.', {
      calendar: 'Harambee: till 55 55 555',
      excerpt: 'Raila meets on Sundays. Offerings: \u0665\u0665\u0665\u0665\u0665\u0665.',
    })
    fs.mkdirSync(path.join(out, 'paybill-555-777'))
    fs.writeFileSync(
      path.join(out, 'paybill-555-777', 'index.html'),
      '<!DOCTYPE html><html><head><title>Give</title></head><body></body></html>',
    )
    const lines = await givingGuard(out, root, 'test')
    expect(lines).toEqual([
      expect.stringMatching(/^\/paybill-555-777\/ \(the page's address\): "555-777" reads as a paybill/),
      expect.stringMatching(/^\/raila\/raila-services\.ics \(the calendar's SUMMARY\): "55 55 555" reads as a paybill/),
      expect.stringMatching(
        /^\/raila\/ \(the search index's excerpt\): "٥٥٥٥٥٥" \(read as 555555\) reads as a paybill/,
      ),
    ])
  })

  it('passes an export whose giving numbers are the guarded facts, and the host config then configures it', async () => {
    const out = fakeExport('Raila meets on Sundays. Founded in 1994, opened 2023-09-27; read John 3:16-18.')
    const root = makeContent()
    expect(await checkGiving(out, root, 'test')).toEqual({ ok: true, pages: 2 })
    await configureHost(out, root)
    expect(fs.readFileSync(path.join(out, 'raila', 'index.html'), 'utf8')).toContain(
      '<meta http-equiv="Content-Security-Policy"',
    )
    expect(fs.existsSync(path.join(out, '_headers'))).toBe(true)
  })

  it("gives the rule the giving files' values and placeholders, and the congregations' phones", async () => {
    const facts = guardedFacts(await loadContent('en', makeContent()), 'test')
    expect(facts).toMatchObject({
      values: ['247247', '247247'],
      placeholders: expect.arrayContaining(["Raila's account number"]),
      paypalClientId: 'test',
    })
  })

  it('says when there is no export to read', async () => {
    const missing = path.join(os.tmpdir(), 'no-such-export')
    expect(await checkGiving(missing, makeContent(), 'test')).toEqual({
      ok: false,
      problems: [`${missing} is missing: run next build first`],
    })
  })

  it('is a step of the real build of its own, after the search and offline steps and before the host config', () => {
    const build = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).scripts.build as string
    expect(build).toMatch(
      /next build && .*tsx scripts\/build\/search-index\.ts && (?:tsx scripts\/build\/share-images\.ts && )?tsx scripts\/build\/offline\.ts && tsx scripts\/build\/giving-guard\.ts && tsx scripts\/build\/host-config\.ts/,
    )
  })
})
