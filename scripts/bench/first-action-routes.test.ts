import { describe, expect, it } from 'vitest'
import { finderTyping, islandsOf, widgetTasks, type ExportPage } from './first-action-routes'

const finderLetters = (entries: Parameters<typeof finderTyping>[0]) => finderTyping(entries)?.letters

/**
 * An `<island-root>` as the export writes it: a React island (`data-component`), a DOM island (`data-enhance`) or one
 * that is only its early script (neither).
 */
function island(name: string, props: object = {}, dom: boolean | 'early' = false) {
  const json = JSON.stringify(props).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  const start = dom === 'early' ? '' : dom ? `data-enhance="enhance"` : `data-component="Component"`
  return `<island-root data-island="${name}" ${start} data-props="${json}" class="contents"><button type="button">x</button></island-root>`
}

const page = (route: string, kind: string | undefined, ...islands: string[]): ExportPage => ({
  route,
  kind,
  html: `<!DOCTYPE html><html><body><main>${islands.join('<p>text</p>')}</main></body></html>`,
})

const finder = island('church-finder', {
  entries: [
    { name: 'Highridge', region: 'Nairobi' },
    { name: 'Kibera', region: 'Nairobi' },
    { name: 'Kibokoni', region: 'Lamu' },
  ],
})
const slides = (n: number) => ({ slides: Array.from({ length: n }, (_, i) => ({ title: `Slide ${i + 1}` })) })
const paybill = island('copy-button', { value: '247247', label: 'paybill number' }, 'early')
const account = island('copy-button', { value: '12345', label: 'account number' }, 'early')

/** A small export: every widget where the site has it, and pages that could mislead the choice. */
const site: ExportPage[] = [
  page('/', 'home'),
  page('/aaa/', 'congregation', island('hero-carousel', slides(1), true), island('message-form')),
  page('/bbb/', 'congregation', island('hero-carousel', slides(3), true), account, paybill, island('message-form')),
  page('/ccc/', 'congregation', island('hero-carousel', slides(2), true), island('message-form')),
  page('/church/', 'page', finder),
  page('/contact/', 'page', island('message-form')),
  page('/mabadiliko/', 'page', island('learn-more', {}, true), island('message-form')),
  page('/support/', 'page', island('support-slider', { text: { next: 'Next' } }), island('donation-widget')),
  page('/search/', 'search', island('site-search')),
]

describe('where the bench acts on each widget', () => {
  it('reads each island of a page: its name, its place among its namesakes, React or not, and its props', () => {
    const islands = islandsOf(site[2]!.html)
    expect(islands.map((i) => [i.name, i.index, i.withoutReact])).toEqual([
      ['hero-carousel', 0, true],
      ['copy-button', 0, true],
      ['copy-button', 1, true],
      ['message-form', 0, false],
    ])
    expect(islands[2]!.props).toEqual({ value: '247247', label: 'paybill number' })
  })

  it('finds every widget on the page it is for, never by a name written in the bench', () => {
    const tasks = widgetTasks(site, 'Kibera')
    const at = Object.fromEntries(tasks.map((t) => [t.widget, [t.route, t.index, t.withoutReact]]))
    expect(at).toEqual({
      'church-finder': ['/church/', 0, false],
      // A page of its own kind with no other widget: the contact page, not a congregation's nor the program's.
      'message-form': ['/contact/', 0, false],
      'support-slider': ['/support/', 0, false],
      'donation-widget': ['/support/', 0, false],
      'site-search': ['/search/', 0, false],
      // A congregation with more than one slide and a paybill to copy: the second copy button of /bbb/.
      'hero-carousel': ['/bbb/', 0, true],
      'copy-button': ['/bbb/', 1, true],
    })
    expect(tasks.find((t) => t.widget === 'site-search')!.typed).toBe('Kibera')
    // The first two letters of a congregation the finder lists, that list fewer of them.
    expect(tasks.find((t) => t.widget === 'church-finder')!.typed).toBe('Hi')
    // Its answer: the one congregation those letters match, listed.
    expect(tasks.find((t) => t.widget === 'church-finder')!.listed).toBe(1)
  })

  it('takes the next page when the preferred one goes, and has no task for a widget no page has', () => {
    const without = site.filter((p) => p.route !== '/bbb/' && p.route !== '/contact/' && p.route !== '/support/')
    const tasks = widgetTasks(without, 'Kibera')
    const route = (widget: string) => tasks.find((t) => t.widget === widget)?.route
    expect(route('hero-carousel')).toBe('/ccc/')
    expect(route('copy-button')).toBeUndefined()
    expect(route('message-form')).toBe('/mabadiliko/')
    expect(route('support-slider')).toBeUndefined()
    expect(route('donation-widget')).toBeUndefined()
  })

  it('a congregation page with only one slide offers no next slide', () => {
    expect(widgetTasks([site[1]!], 'x').map((t) => t.widget)).toEqual(['message-form'])
  })

  it('nothing to type is no task to run: the church finder whose names share every letter, a search with no query', () => {
    const same = island('church-finder', { entries: [{ name: 'Kibera' }, { name: 'Kibera Mashariki' }] })
    const [task] = widgetTasks([page('/church/', 'page', same)], '')
    expect(task).toMatchObject({ problem: 'no two letters narrow its list' })
    expect(task!.typed).toBeUndefined()
    expect(widgetTasks([site[8]!], '')[0]).toMatchObject({ problem: 'no query to type' })
  })
})

describe("the church finder's letters", () => {
  it('are the first two letters of a listed name that leave the fewest congregations listed', () => {
    // "Ra" would list Kibera too.
    expect(finderLetters([{ name: 'Kibera' }, { name: 'Kibokoni' }, { name: 'Raila' }, { name: 'Manda' }])).toBe('Ma')
    expect(finderLetters([{ name: 'Kibera' }, { name: 'Kibokoni' }])).toBe(undefined)
  })

  it('compare as the finder does: without accents, in the name or the place where it meets', () => {
    // "Ma" is in Manda's name and in the place Raila meets: it lists two of three.
    expect(
      finderLetters([
        { name: 'Manda', place: 'Lamu' },
        { name: 'Raila', place: 'Mashimoni' },
        { name: 'Mahémas', place: 'Kitale' },
      ]),
    ).toBe('Ra')
    expect(finderLetters([{ name: 'Élim' }, { name: 'Elimu' }, { name: 'Kibera' }])).toBe('Ki')
  })

  it('are two letters, never a number or a sign', () => {
    expect(finderLetters([{ name: '7th Street' }, { name: 'A' }, { name: 'Manda' }, { name: 'Kibera' }])).toBe('Ma')
  })
})
