import { describe, expect, it } from 'vitest'
import type { GuardedFacts } from '../../../lib/giving/page-numbers'
import { servedPagesFindings, servedPagesMessage, type ExportedPage } from './giving-check'

const facts: GuardedFacts = { values: ['247247', 'RAILA-07', '111111', '333333'], paypalClientId: 'test' }
const now = Date.parse('2031-03-14T09:00:00Z')

// The pages as the build writes them: the offline page's marks (components/routes/OfflineRoute.tsx), the footer's and
// the giving section's groups.
const footer =
  '<footer><p data-giving-group="">Give by M-Pesa paybill <strong data-giving="paybill">111111</strong></p></footer>'
const offlinePage = (locale: 'en' | 'sw') =>
  `<html lang="${locale}"><head><title>You are offline | The Ministry</title></head><body><main><h1>You are offline</h1>` +
  '<section><h2>Saved</h2><ul data-offline-list="pages"></ul><p data-offline-empty="pages">None yet.</p></section>' +
  '<section><h2>Give by M-Pesa</h2><ul data-offline-list="giving" data-paybill-label="paybill" data-account-label="account"></ul><p data-offline-empty="giving">Listed here.</p></section>' +
  `</main>${footer}</body></html>`
const congregation = (path: string, more = '') => ({
  path,
  html:
    '<html><head><title>Raila congregation | The Ministry</title></head><body><main>' +
    '<section id="give"><h2>Offerings</h2><div data-giving-group=""><dl><dd><span data-giving="paybill">247247</span>' +
    '<island-root data-island="copy-button" data-props="{&quot;value&quot;:&quot;247247&quot;}"><button>Copy</button></island-root></dd>' +
    '<dd><span data-giving="account">RAILA-07</span></dd></dl><ol><li data-giving="paybill">Enter business number 247247.</li></ol></div></section>' +
    `${more}</main></body></html>`,
})
const site = (...more: ExportedPage[]): ExportedPage[] => [
  { path: '/offline/', html: offlinePage('en') },
  { path: '/sw/offline/', html: offlinePage('sw') },
  {
    path: '/',
    html: `<html><head><title>Home | The Ministry</title></head><body><main><h1>Welcome</h1></main>${footer}</body></html>`,
  },
  congregation('/raila/'),
  congregation('/sw/raila/'),
  ...more,
]

describe('the giving guard on the pages as the service worker serves them', () => {
  it('finds nothing in saved copies and offline pages filled from pages that show only guarded facts', () => {
    expect(servedPagesFindings(site(), facts, { basePath: '', now })).toEqual([])
  })

  it('finds a guarded number a copy past the age limit still holds where the visitor does not read it (an island that is not a copy button)', () => {
    const leaking = congregation(
      '/moa/',
      '<island-root data-island="donation-widget" data-props="{&quot;paybill&quot;:&quot;333333&quot;}"></island-root>',
    )
    const findings = servedPagesFindings(site(leaking), facts, { basePath: '', now })
    expect(findings.map((f) => f.line)).toEqual([
      '/moa/ served from a copy saved 31 days ago: "333333" is still in the page though its giving numbers are hidden',
    ])
    expect(servedPagesMessage(findings)).toMatch(
      /\nNo number above is written in a content file: the cause is the worker's writing \(lib\/offline\/saved-copy\.ts, lib\/offline\/offline-page\.ts\)\.$/,
    )
  })

  it('leaves to the giving guard what a page as exported already shows, and says when an offline page is missing', () => {
    const typed = {
      path: '/history/',
      html:
        '<html><head><title>History</title></head><body><main><p>Our old paybill was 555555.</p></main>' +
        footer +
        '</body></html>',
    }
    expect(servedPagesFindings(site(typed), facts, { basePath: '', now })).toEqual([])
    expect(
      servedPagesFindings(
        site().filter((p) => p.path !== '/sw/offline/'),
        facts,
        { basePath: '', now },
      ),
    ).toEqual([{ line: '/sw/offline/: the offline page is missing from the export', written: [] }])
  })

  it("names the content file, line and field of a number the worker shows elsewhere (a saved page's title), and does not blame the worker", () => {
    const about = {
      path: '/about/',
      html: `<html><head><title>About 555555 | The Ministry</title></head><body><main><h1>About 555555</h1></main>${footer}</body></html>`,
    }
    const files = [
      { file: 'content/pages/about.en.mdx', text: '---\nslug: about\ntitle: About 555555\n---\nWelcome.\n' },
      { file: 'content/pages/history.en.mdx', text: '---\ntitle: History\n---\nFounded in 1992.\n' },
    ]
    const findings = servedPagesFindings(site(about), facts, { basePath: '', now, files })
    expect(findings.length).toBeGreaterThan(0)
    for (const finding of findings) {
      expect(finding.line).toMatch(
        /^\/offline\/ filled from every page.*: "555555" .*; written in content\/pages\/about\.en\.mdx:3 \(title\)$/,
      )
      expect(finding.written).toEqual(['content/pages/about.en.mdx:3 (title)'])
    }
    const message = servedPagesMessage(findings)
    expect(message).toContain(
      'A number "written in" a content file is the content\'s to correct, in the file, line and field named',
    )
    expect(message).toContain("write it in content/giving/ for the treasurer's review")
    expect(message).not.toMatch(/worker's writing/)
    // Typed in no content file: the worker's writing.
    const untyped = servedPagesFindings(site(about), facts, { basePath: '', now, files: files.slice(1) })
    expect(untyped.every((f) => f.written.length === 0)).toBe(true)
    expect(servedPagesMessage(untyped)).toMatch(
      /No number above is written in a content file: the cause is the worker's writing/,
    )
    expect(servedPagesMessage([...findings, ...untyped])).toMatch(
      /\nA number written in no content file: the cause is the worker's writing \(lib\/offline\/saved-copy\.ts, lib\/offline\/offline-page\.ts\)\.$/,
    )
  })
})
