import { describe, expect, it } from 'vitest'
import { fillOfflinePage } from './offline-page'

// The marks as the offline page renders them (components/routes/OfflineRoute.tsx).
const exported =
  '<main><h1>You are offline</h1><section aria-labelledby="offline-saved"><h2 id="offline-saved">Pages saved on this phone</h2>' +
  '<ul data-offline-list="pages" class="mt-4"></ul><p data-offline-empty="pages" class="mt-4">No page is saved yet.</p></section>' +
  '<section aria-labelledby="offline-giving"><h2 id="offline-giving">Give by M-Pesa</h2>' +
  '<ul data-offline-list="giving" data-paybill-label="paybill" data-account-label="akaunti" class="mt-4"></ul><p data-offline-empty="giving">No paybill yet.</p></section></main>'

describe('the offline page as the service worker serves it', () => {
  it('lists the saved pages, and drops the note that none is saved', () => {
    const html = fillOfflinePage(exported, [{ path: '/sw/raila/', title: 'Kanisa la Raila' }, { path: '/sw/', title: 'A <b> & "c"' }], [], '/ministry')
    expect(html).toContain('<ul data-offline-list="pages" class="mt-4"><li><a href="/ministry/sw/raila/">Kanisa la Raila</a></li><li><a href="/ministry/sw/">A &lt;b&gt; &amp; &quot;c&quot;</a></li></ul>')
    expect(html).not.toContain('No page is saved yet')
    expect(html).toContain('No paybill yet.')
  })

  it("shows the saved congregations' paybills in the page's words, as guarded giving facts", () => {
    const html = fillOfflinePage(exported, [{ path: '/sw/raila/', title: 'Kanisa la Raila' }], [{ path: '/sw/raila/', title: 'Kanisa la Raila', paybill: '247247', account: '0070' }, { path: '/sw/moa/', title: 'Moa', paybill: '111222' }], '')
    expect(html).not.toContain('No paybill yet.')
    expect(html).toContain(
      '<li><a href="/sw/raila/">Kanisa la Raila</a>: paybill <strong data-giving="paybill">247247</strong>, akaunti <strong data-giving="account">0070</strong></li><li><a href="/sw/moa/">Moa</a>: paybill <strong data-giving="paybill">111222</strong></li></ul>',
    )
  })

  it('stays as exported when nothing is saved', () => {
    expect(fillOfflinePage(exported, [], [], '')).toBe(exported)
  })
})
