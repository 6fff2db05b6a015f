/**
 * When the loader fetches an island's code: never before the first paint; then an island that is visible
 * or near at once, one that starts with the page at the first idle moment wherever it is, one marked
 * `near` only when the visitor nears it, and one marked `interaction` only when the visitor taps or
 * focuses in it. The browser is played by hand: its frames, tasks, idle moments and what is in view
 * happen when the test says.
 */
import { describe, expect, it, vi } from 'vitest'
import { startIslands, type SpecOf } from './load'
import { playedBrowser } from './testing/played-browser'
import { FAILED_EVENT, START_EVENT, type IslandLoad } from './markup'

/** React's part, which these tests leave out: an island "hydrates" at once. */
const hydration = async () => ({ hydrateIsland: () => {} })

/** The islands these tests know, by the name on their element (a page names each island's code on it). */
type IslandRegistry = Record<string, NonNullable<ReturnType<SpecOf>>>
const by =
  (registry: IslandRegistry): SpecOf =>
  (root) =>
    registry[root.dataset.island ?? '']

type Root = EventTarget & { dataset: Record<string, string>; children: object[]; setAttribute: (name: string) => void }

const island = (name: string, load?: Exclude<IslandLoad, 'now'>, marks: string[] = []): Root =>
  Object.assign(new EventTarget(), {
    dataset: { island: name, ...(load ? { load } : {}) },
    children: [{ of: name }],
    setAttribute: (mark: string) => void marks.push(mark),
    querySelectorAll: () => [],
  })

function setUp(search = '', hydrating: Parameters<typeof startIslands>[3] = hydration) {
  const fetched: string[] = []
  const spec = (name: string) => ({
    code: async () => (fetched.push(name), { Widget: () => null }),
    component: 'Widget',
  })
  const registry = {
    hero: spec('hero'),
    copy: spec('copy'),
    gallery: spec('gallery'),
    form: spec('form'),
    search: { ...spec('search'), startIfParam: 'q' },
  } as unknown as IslandRegistry
  const [hero, copy, gallery, form] = [
    island('hero'),
    island('copy'),
    island('gallery', 'near'),
    island('form', 'interaction'),
  ]
  const b = playedBrowser([hero, copy, gallery, form, island('search', 'interaction')], { search })
  startIslands(by(registry), b.document, b.view, hydrating)
  return { fetched, b, hero: hero!, copy: copy!, gallery: gallery!, form: form! }
}

describe('the islands loader', () => {
  it('fetches no island code before the first paint', () => {
    const { fetched, b, hero } = setUp()
    expect(fetched).toEqual([])
    b.paint()
    b.inView(hero.children[0]!)
    expect(fetched).toEqual(['hero'])
  })

  it('starts an island that starts with the page when it is in view, or else at the first idle moment', () => {
    const { fetched, b, hero } = setUp()
    b.paint()
    b.inView(hero.children[0]!)
    expect(fetched).toEqual(['hero'])
    b.idle()
    // The copy button, out of view, at idle; the hero once only; the gallery and the form not at all.
    expect(fetched).toEqual(['hero', 'copy'])
  })

  it('leaves alone an island that is only its early script: it has no code, and nothing is said', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetched: string[] = []
    const code = async () => (fetched.push('hero'), { Widget: () => null })
    const [early, hero] = [island('copy-button'), island('hero')]
    const b = playedBrowser([early, hero])
    startIslands(by({ hero: { code, component: 'Widget' } }), b.document, b.view, hydration)
    b.paint()
    b.inView(early.children[0]!)
    b.inView(hero.children[0]!)
    b.idle()
    early.dispatchEvent(new Event(START_EVENT))
    expect(fetched).toEqual(['hero'])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('starts an island marked near only when the visitor nears it, once', () => {
    const { fetched, b, gallery } = setUp()
    b.paint()
    b.idle()
    expect(fetched).not.toContain('gallery')
    b.inView(gallery.children[0]!)
    b.inView(gallery.children[0]!)
    expect(fetched.filter((name) => name === 'gallery')).toEqual(['gallery'])
  })

  it.each(['pointerdown', 'focusin', 'keydown', 'input', 'change'])(
    'starts an island marked interaction only at the first %s in it, in view or not, once',
    (interaction) => {
      const { fetched, b, form } = setUp()
      b.paint()
      b.inView(form.children[0]!)
      b.idle()
      expect(fetched).not.toContain('form')
      form.dispatchEvent(new Event(interaction))
      form.dispatchEvent(new Event('pointerdown'))
      form.dispatchEvent(new Event('focusin'))
      expect(fetched.filter((name) => name === 'form')).toEqual(['form'])
    },
  )

  it('hydrates an island the visitor acted on in one go, and one started by the page in slices', async () => {
    const hydrated: [string, boolean | undefined][] = []
    const recording = async () => ({
      hydrateIsland: (root: HTMLElement, _c: unknown, _done?: () => void, options?: { awaited?: boolean }) =>
        void hydrated.push([root.dataset.island ?? '', options?.awaited]),
    })
    const { b, hero, form } = setUp('?q=church', recording)
    b.paint()
    b.inView(hero.children[0]!)
    form.dispatchEvent(new Event('pointerdown'))
    await vi.waitFor(() => expect(hydrated).toHaveLength(3))
    expect(Object.fromEntries(hydrated)).toEqual({ hero: false, search: false, form: true })
  })

  it("starts an island marked interaction after the first paint when the page's address has its parameter, and not without it", () => {
    const asked = setUp('?q=church')
    expect(asked.fetched).toEqual([])
    asked.b.paint()
    expect(asked.fetched).toEqual(['search'])
    const plain = setUp('?page=2')
    plain.b.paint()
    plain.b.idle()
    expect(plain.fetched).not.toContain('search')
  })

  it("starts any island at once when the page's code asks, even before the first paint", () => {
    const { fetched, form, gallery } = setUp()
    form.dispatchEvent(new Event(START_EVENT))
    gallery.dispatchEvent(new Event(START_EVENT))
    expect(fetched).toEqual(['form', 'gallery'])
  })
})

describe('an island whose code cannot load', () => {
  it('is marked failed, keeps its static HTML, and does not stop the others', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const marks: string[] = []
    const broken = island('broken', undefined, marks)
    const told = vi.fn()
    broken.addEventListener(FAILED_EVENT, told)
    const fetched: string[] = []
    const registry = {
      broken: { code: () => Promise.reject(new Error('offline')), component: 'Widget' },
      hero: { code: async () => (fetched.push('hero'), { Widget: () => null }), component: 'Widget' },
    } as unknown as IslandRegistry
    const hero = island('hero')
    const b = playedBrowser([broken, hero])
    startIslands(by(registry), b.document, b.view, hydration)
    b.paint()
    b.idle()
    await vi.waitFor(() => expect(marks).toEqual(['data-failed']))
    // The page's code that waits on it hears it (a held Send opens the other ways to reach us).
    expect(told).toHaveBeenCalledOnce()
    expect(fetched).toEqual(['hero'])
    expect(errors).toHaveBeenCalledWith(
      'The broken island could not start; its static HTML stays',
      new Error('offline'),
    )
    errors.mockRestore()
  })
})

describe('a DOM island', () => {
  const registryWith = (enhance: (root: HTMLElement, props: unknown) => void) =>
    ({ copy: { code: async () => ({ enhanceCopy: enhance }), enhance: 'enhanceCopy' } }) as unknown as IslandRegistry

  it('runs its enhancer on the server HTML with its props, and never fetches React', async () => {
    const hydrationFetched = vi.fn(hydration)
    const root = Object.assign(island('copy'), { innerHTML: '<button>Copy</button>' })
    root.dataset.props = '{"value":"247247"}'
    const enhance = vi.fn()
    const b = playedBrowser([root])
    startIslands(by(registryWith(enhance)), b.document, b.view, hydrationFetched)
    b.paint()
    b.idle()
    await vi.waitFor(() => expect(root.dataset.hydrated).toBe(''))
    expect(enhance).toHaveBeenCalledWith(root, { value: '247247' })
    expect(root.dataset.started).toBe('')
    expect(hydrationFetched).not.toHaveBeenCalled()
  })

  it('that throws gets the HTML the server sent back and is marked failed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const marks: string[] = []
    const root = Object.assign(island('copy', undefined, marks), { innerHTML: '<button>Copy</button>' })
    const b = playedBrowser([root])
    startIslands(
      by(
        registryWith((element) => {
          element.innerHTML = '<button>Half done</button>'
          throw new Error('lost its parts')
        }),
      ),
      b.document,
      b.view,
      hydration,
    )
    b.paint()
    b.idle()
    await vi.waitFor(() => expect(marks).toEqual(['data-failed']))
    expect(root.innerHTML).toBe('<button>Copy</button>')
    expect(root.dataset.hydrated).toBeUndefined()
    expect(errors).toHaveBeenCalledWith(
      'The copy island could not start; its static HTML stays',
      new Error('lost its parts'),
    )
    errors.mockRestore()
  })
})
