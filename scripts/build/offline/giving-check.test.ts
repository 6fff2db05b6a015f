import { describe, expect, it } from 'vitest'
import type { GuardedFacts } from '../../../lib/giving/page-numbers'
import { servedPagesFindings, type ExportedPage } from './giving-check'

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
    expect(findings).toEqual([
      '/moa/ served from a copy saved 31 days ago: "333333" is still in the page though its giving numbers are hidden',
    ])
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
    ).toEqual(['/sw/offline/: the offline page is missing from the export'])
  })
})
