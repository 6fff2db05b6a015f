/**
 * Fetching ahead: which connections allow it, which files an island names, and when the loader fetches them (never
 * before the page has painted, been idle and open a moment; only for islands in view or near that have not started;
 * never with Save-Data, on 2G, hidden or left). The browser is played by hand.
 */
import { describe, expect, it } from 'vitest'
import { aheadAddresses, fetchesAhead } from './ahead'
import { startIslands, type SpecOf } from './load'
import { playedBrowser } from './testing/played-browser'

describe('whether to fetch ahead', () => {
  it('does on a connection that says nothing, or a 3G or 4G one', () => {
    expect(fetchesAhead(undefined, false)).toBe(true)
    expect(fetchesAhead({}, false)).toBe(true)
    expect(fetchesAhead({ effectiveType: '3g' }, false)).toBe(true)
    expect(fetchesAhead({ effectiveType: '4g', saveData: false }, false)).toBe(true)
  })
  it('never when the visitor asked to save data, on 2G or slower, or for a hidden page', () => {
    expect(fetchesAhead({ saveData: true, effectiveType: '4g' }, false)).toBe(false)
    expect(fetchesAhead({ effectiveType: '2g' }, false)).toBe(false)
    expect(fetchesAhead({ effectiveType: 'slow-2g' }, false)).toBe(false)
    expect(fetchesAhead({ effectiveType: '4g' }, true)).toBe(false)
  })
})

describe('the files an island names', () => {
  it('are its paths, in order', () => {
    const root = {
      dataset: { ahead: '/ministry/_next/static/islands/finder-A.js /ministry/_next/static/islands/r.js' },
    }
    expect(aheadAddresses(root as unknown as HTMLElement)).toEqual([
      '/ministry/_next/static/islands/finder-A.js',
      '/ministry/_next/static/islands/r.js',
    ])
  })
  it('are none without a list', () => {
    expect(aheadAddresses({ dataset: {} } as unknown as HTMLElement)).toEqual([])
    expect(aheadAddresses({ dataset: { ahead: '' } } as unknown as HTMLElement)).toEqual([])
  })
})

type Root = EventTarget & { dataset: Record<string, string>; children: object[]; querySelectorAll: () => never[] }

/** The loader on a page of these islands, the browser played by hand. */
function browser(roots: Root[], connection?: object, visibilityState: 'visible' | 'hidden' = 'visible') {
  const b = playedBrowser(roots, { connection, visibilityState })
  const started: string[] = []
  const specOf: SpecOf = (root) => ({
    code: async () => (started.push(root.dataset.island!), { Widget: () => null }),
    component: 'Widget',
  })
  return {
    ...b,
    start: () => startIslands(specOf, b.document, b.view, async () => ({ hydrateIsland: () => {} })),
    started,
    /** A frame, the tasks after it (the first paint), an idle moment, and the page open a moment longer. */
    settle: () => (b.paint(), b.idle(), b.tasks()),
    /** The page painted and idle, not yet open a moment longer. */
    idle: () => (b.paint(), b.idle()),
  }
}

const waiting = (name: string): Root =>
  Object.assign(new EventTarget(), {
    dataset: { island: name, load: 'interaction', ahead: `${code(name)} ${code('react')}` },
    children: [{ of: name }],
    querySelectorAll: () => [],
  })
const code = (name: string) => `/_next/static/islands/${name}.js`

describe('fetching ahead', () => {
  it('waits for the first paint, an idle moment and a moment more, then fetches what is in view, each file once', () => {
    const finder = waiting('finder')
    const form = waiting('form')
    const page = browser([finder, form])
    page.start()
    page.idle()
    page.inView(finder.children[0]!)
    expect(page.fetched).toEqual([])
    page.settle()
    expect(page.fetched).toEqual([code('finder'), code('react')])
    page.inView(form.children[0]!)
    expect(page.fetched).toEqual([code('finder'), code('react'), code('form')])
    // Nothing was run: no island started.
    expect(page.started).toEqual([])
  })

  it('skips an island that has already started', async () => {
    const finder = waiting('finder')
    const page = browser([finder])
    page.start()
    finder.dispatchEvent(new Event('pointerdown'))
    page.settle()
    page.inView(finder.children[0]!)
    expect(page.fetched).toEqual([])
  })

  for (const [why, connection, visibility] of [
    ['with Save-Data', { saveData: true, effectiveType: '4g' }, 'visible'],
    ['on 2G', { effectiveType: '2g' }, 'visible'],
    ['for a hidden page', undefined, 'hidden'],
  ] as const)
    it(`fetches nothing ${why}`, () => {
      const finder = waiting('finder')
      const page = browser([finder], connection, visibility)
      page.start()
      page.settle()
      page.inView(finder.children[0]!)
      expect(page.fetched).toEqual([])
    })

  it('fetches nothing for a page left before then', () => {
    const finder = waiting('finder')
    const page = browser([finder])
    page.start()
    page.leave()
    page.settle()
    page.inView(finder.children[0]!)
    expect(page.fetched).toEqual([])
  })
})
