/**
 * The giving guard's half for addresses over a small export: each way a built page, a calendar file or the search
 * index could send a visitor to pay where the treasurer has not reviewed, with the line the build prints.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content/load'
import { edit, makeContent } from '../../lib/content/testing/fixture'
import { checkGiving } from './giving-guard'
import { paymentGuard, paymentGuardMessage, whereAddressWritten } from './payment-guard'

const REVIEWED = 'https://www.mchanga.africa/fundraiser/100'
const html = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`

/** An export with `files` (path -> text) and a content folder whose ministry giving file lists REVIEWED. */
function exportWith(files: Record<string, string | Buffer>, changes: Record<string, string> = {}) {
  const root = makeContent({
    ...edit('giving.en.mdx', 'paybill: 247247', `paybill: 247247\npaymentLinks:\n  - ${REVIEWED}`),
    ...changes,
  })
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-guard-'))
  for (const [name, text] of Object.entries({ 'index.html': html('<main><p>Karibu</p></main>'), ...files })) {
    fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true })
    fs.writeFileSync(path.join(out, name), text)
  }
  return { root, out }
}

async function linesOf(files: Record<string, string | Buffer>, changes: Record<string, string> = {}) {
  const { root, out } = exportWith(files, changes)
  const contentFiles = [
    {
      file: 'content/pages/who-we-are.en.mdx',
      text: fs.readFileSync(path.join(root, 'pages/who-we-are.en.mdx'), 'utf8'),
    },
  ]
  return paymentGuard(out, await loadContent('en', root), contentFiles)
}

describe('the giving guard on addresses that send money', () => {
  it('passes an export whose only payment address is the reviewed one, inside its mark', async () => {
    const { root, out } = exportWith({
      'support/index.html': html(
        `<main><a data-giving="paymentLink" href="${REVIEWED}">Give through M-Changa</a></main>`,
      ),
    })
    expect(await checkGiving(out, root, 'test')).toMatchObject({ ok: true })
  })

  it('stops on a page that links to a payment page outside the mark, and says where and what to do', async () => {
    const { root, out } = exportWith({
      'who-we-are/index.html': html('<main><p><a href="https://paypal.me/pastor">Send your tithe</a></p></main>'),
    })
    const result = await checkGiving(out, root, 'test')
    expect(result.ok).toBe(false)
    const payments = !result.ok ? (result.payments ?? []) : []
    expect(payments).toEqual([
      `/who-we-are/ (a link): "https://paypal.me/pastor" is on PayPal (donate buttons, checkouts and PayPal.Me pages receive money), shown outside the giving files' mark (in "Send your tithe Send your tithe"); written in no content file but the giving files: the code shows it without its data-giving mark`,
    ])
    expect(paymentGuardMessage(payments)).toMatch(/write the address under "paymentLinks" in content\/giving\.en\.mdx/)
  })

  it('names the content file and line an address was typed in', () => {
    const files = [{ file: 'content/pages/a.en.mdx', text: '---\ntitle: A\n---\nGive at paypal.me/pastor\n' }]
    expect(whereAddressWritten('https://paypal.me/pastor', files)).toEqual(['content/pages/a.en.mdx:4'])
  })

  it('reads the calendar files, the search index and the manifests', async () => {
    const lines = await linesOf({
      'raila/services.ics':
        'BEGIN:VCALENDAR\r\nDESCRIPTION:Sadaka: https://www.gofundme.com/f/r\r\n oof\r\nEND:VCALENDAR\r\n',
      'pagefind/fragment/en_1.pf_fragment': gzipSync(
        Buffer.from('pagefind_dcd{"content":"Toa kupitia paypal.me/kanisa"}'),
      ),
      'manifest.webmanifest': '{"name":"Give at donorbox.org/roof"}',
    })
    expect(lines.map((l) => l.split(': "')[0])).toEqual([
      '/raila/services.ics (a calendar file)',
      "/pagefind/fragment/en_1.pf_fragment (the search index's fragment)",
      "/manifest.webmanifest (the app's manifest)",
    ])
    expect(lines[0]).toContain('"https://www.gofundme.com/f/roof"')
  })

  it('stops on a reviewed destination shown outside its mark, and on an unreviewed one inside it', async () => {
    const lines = await linesOf({
      'a/index.html': html(`<main><p>Our roof: <a href="${REVIEWED}">here</a></p></main>`),
      'b/index.html': html(
        '<main><a data-giving="paymentLink" href="https://www.mchanga.africa/fundraiser/999">x</a></main>',
      ),
    })
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('is not one of the destinations the treasurer reviewed')
  })

  it("reads a reviewed link's words like any text: a number in them is no guarded fact", async () => {
    const { root, out } = exportWith({
      'support/index.html': html(`<main><a data-giving="paymentLink" href="${REVIEWED}">Paybill 595 707</a></main>`),
    })
    const result = await checkGiving(out, root, 'test')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problems.join('\n')).toContain('"595 707"')
  })
})
