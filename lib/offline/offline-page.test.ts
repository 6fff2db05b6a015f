import { describe, expect, it } from 'vitest'
import { fillOfflinePage, servedOfflinePage, type OfflinePageOptions } from './offline-page'

// The marks as the offline page renders them (components/routes/OfflineRoute.tsx), with the site footer's paybill.
const exported =
  '<main><h1>You are offline</h1><section aria-labelledby="offline-saved"><h2 id="offline-saved">Pages saved on this phone</h2>' +
  '<ul data-offline-list="pages" class="mt-4"></ul><p data-offline-empty="pages" class="mt-4">No page is saved yet.</p></section>' +
  '<section aria-labelledby="offline-giving"><h2 id="offline-giving">Give by M-Pesa</h2>' +
  '<ul data-offline-list="giving" data-paybill-label="paybill" data-account-label="akaunti" class="mt-4"></ul><p data-offline-empty="giving">No paybill yet.</p></section></main>' +
  '<footer><p data-giving-group="" class="mt-2">Toa kwa M-Pesa, paybill <strong data-giving="paybill">111111</strong></p></footer>'

const DAY = 24 * 60 * 60 * 1000
const march3 = Date.parse('2031-03-03T07:00:00Z')
const offline = (more: Partial<OfflinePageOptions> = {}): OfflinePageOptions => ({
  basePath: '',
  locale: 'sw',
  now: march3 + DAY,
  online: false,
  ...more,
})

describe('the offline page as the service worker serves it', () => {
  it('lists the saved pages, and drops the note that none is saved', () => {
    const html = fillOfflinePage(
      exported,
      [
        { path: '/sw/raila/', title: 'Kanisa la Raila' },
        { path: '/sw/', title: 'A <b> & "c"' },
      ],
      [],
      offline({ basePath: '/ministry' }),
    )
    expect(html).toContain(
      '<ul data-offline-list="pages" class="mt-4"><li><a href="/ministry/sw/raila/">Kanisa la Raila</a></li><li><a href="/ministry/sw/">A &lt;b&gt; &amp; &quot;c&quot;</a></li></ul>',
    )
    expect(html).not.toContain('No page is saved yet')
    expect(html).toContain('No paybill yet.')
  })

  it("offline, shows the saved congregations' paybills in the page's words, as guarded giving facts, each with the day its page was saved", () => {
    const giving = [
      { path: '/sw/raila/', title: 'Kanisa la Raila', paybill: '247247', account: '0070', savedAt: march3 },
      { path: '/sw/moa/', title: 'Moa', paybill: '111222', savedAt: march3 - 2 * DAY },
    ]
    const html = fillOfflinePage(exported, [{ path: '/sw/raila/', title: 'Kanisa la Raila' }], giving, offline())
    expect(html).not.toContain('No paybill yet.')
    expect(html).toContain(
      '<li><a href="/sw/raila/">Kanisa la Raila</a>: paybill <strong data-giving="paybill">247247</strong>, akaunti <strong data-giving="account">0070</strong> (imehifadhiwa tarehe 3 Machi 2031)</li>' +
        '<li><a href="/sw/moa/">Moa</a>: paybill <strong data-giving="paybill">111222</strong> (imehifadhiwa tarehe 1 Machi 2031)</li></ul>',
    )
  })

  it('offline, hides the paybill of a page saved more than thirty days ago, with its day', () => {
    const giving = [{ path: '/raila/', title: 'Raila', paybill: '247247', account: '0070', savedAt: march3 }]
    const html = fillOfflinePage(exported, [], giving, offline({ locale: 'en', now: march3 + 31 * DAY }))
    expect(html).toContain(
      '<li><a href="/raila/">Raila</a>: paybill (ask the church office) (saved on 3 March 2031)</li>',
    )
    expect(html).not.toMatch(/247247|0070/)
  })

  it('with a connection, lists no paybill: its giving list says where to find them today', () => {
    const giving = [{ path: '/sw/raila/', title: 'Kanisa la Raila', paybill: '247247', savedAt: march3 }]
    const html = fillOfflinePage(
      exported,
      [{ path: '/sw/raila/', title: 'Kanisa la Raila' }],
      giving,
      offline({ online: true }),
    )
    expect(html).not.toContain('247247')
    expect(html).toContain(
      '<p data-offline-empty="giving">Una mtandao: ukurasa wa kila kanisa unaonyesha paybill yake ya sasa.</p>',
    )
    expect(html).toContain('<a href="/sw/raila/">Kanisa la Raila</a>')
  })

  it('stays as exported when nothing is saved, offline', () => {
    expect(fillOfflinePage(exported, [], [], offline())).toBe(exported)
  })
})

describe('the offline page served from saved pages', () => {
  const raila = (savedAt?: number) => ({
    path: '/sw/raila/',
    savedAt,
    html: '<title>Kanisa la Raila | Huduma</title><section id="give"><span data-giving="paybill">247247</span></section>',
  })

  it("offline, says its own footer's paybill is as old as the worker's copy of the page, and lists the saved paybills", () => {
    const html = servedOfflinePage(
      exported,
      [raila(march3), { path: '/sw/', html: '<title>Nyumbani | Huduma</title>' }],
      { ...offline(), pageSavedAt: march3 - DAY },
    )
    expect(html).toContain('<strong>Imehifadhiwa kwenye simu hii tarehe 2 Machi 2031.</strong>')
    expect(html).toContain('paybill <strong data-giving="paybill">111111</strong>')
    expect(html).toContain('<li><a href="/sw/raila/">Kanisa la Raila</a></li><li><a href="/sw/">Nyumbani</a></li>')
    expect(html).toContain(
      '<a href="/sw/raila/">Kanisa la Raila</a>: paybill <strong data-giving="paybill">247247</strong> (imehifadhiwa tarehe 3 Machi 2031)',
    )
  })

  it('offline, hides its own paybill when its copy is too old or of an unknown day, and lists no paybill of a page saved without a day', () => {
    const old = servedOfflinePage(exported, [raila(march3)], { ...offline(), pageSavedAt: march3 - 40 * DAY })
    expect(old).not.toContain('111111')
    expect(old).toContain('247247')
    const unknown = servedOfflinePage(exported, [raila(undefined)], offline())
    expect(unknown).not.toMatch(/111111|247247/)
    expect(unknown).toContain('<a href="/sw/raila/">Kanisa la Raila</a>')
  })

  it('with a connection, is the page as the network gave it, with the saved pages and no saved paybill', () => {
    const html = servedOfflinePage(exported, [raila(march3)], offline({ online: true }))
    expect(html).not.toContain('247247')
    expect(html).not.toContain('data-saved-notice')
    expect(html).toContain('paybill <strong data-giving="paybill">111111</strong>')
  })
})
