/**
 * Where the bench acts on each widget (docs/performance.md, "The first action on each widget"), found in the
 * export's HTML, never named: the first English page, in the order given, with the widget's `<island-root>`,
 * preferring the page of the kind the widget is for (a congregation's page for the hero carousel and the copy
 * buttons, a standard page for the message form), and what the bench types or taps there (two letters of a
 * congregation the church finder lists, the paybill's copy button). Pure, so that the choice is unit-tested.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { matchesText } from '../../lib/congregation/finder'
import { attr, childrenOf, isElement } from '../../lib/html-tree'

/** The widgets whose first action is measured, in the order the table lists them. */
export const WIDGETS = [
  'church-finder',
  'message-form',
  'support-slider',
  'donation-widget',
  'site-search',
  'hero-carousel',
  'copy-button',
] as const
export type WidgetName = (typeof WIDGETS)[number]

/** One `<island-root>` of a page, as its HTML names it. */
export type IslandInPage = {
  name: string
  /** Its place among the page's islands of the same name (0 for the first). */
  index: number
  /**
   * No React: a DOM island (`data-enhance`) or one that is only its early script (neither), rather than a React one
   * (`data-component`).
   */
  withoutReact: boolean
  /** Its props (`data-props`), parsed; `{}` when it has none or they do not parse. */
  props: Record<string, unknown>
}

/** An exported page: its route, its HTML and its kind of route (home, page, congregation, search). */
export type ExportPage = { route: string; html: string; kind?: string }

/** What the bench does on one widget: where, on which of the page's islands of that name, and what it types. */
export type WidgetTask = {
  widget: WidgetName
  route: string
  index: number
  withoutReact: boolean
  /** Letters typed after the tap (the church finder, the search): the answer is timed from the last of them. */
  typed?: string
  /** The church finder: how many congregations it lists once those letters are typed (its answer). */
  listed?: number
  /** The action, in words, for the table. */
  action: string
  /** Why the widget cannot be acted on (nothing to type): no run, no verdict. */
  problem?: string
}

function* elementsOf(node: T.ParentNode): Generator<T.Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue
    yield child
    yield* elementsOf({ childNodes: childrenOf(child) } as T.ParentNode)
  }
}

/** The page's `<island-root>` elements, in document order. */
export function islandsOf(html: string): IslandInPage[] {
  const seen = new Map<string, number>()
  const islands: IslandInPage[] = []
  for (const element of elementsOf(parse(html))) {
    if (element.tagName !== 'island-root') continue
    const name = attr(element, 'data-island') ?? ''
    const index = seen.get(name) ?? 0
    seen.set(name, index + 1)
    let props: Record<string, unknown> = {}
    try {
      const parsed: unknown = JSON.parse(attr(element, 'data-props') ?? '{}')
      if (parsed && typeof parsed === 'object') props = parsed as Record<string, unknown>
    } catch {
      // props that do not parse: the widget's own code would fail the same way, and the run says so
    }
    const withoutReact = attr(element, 'data-component') === undefined
    islands.push({ name, index, withoutReact, props })
  }
  return islands
}

/**
 * Two letters to type in the church finder: the first two of a congregation it lists, those that leave the fewest
 * congregations shown (and at least one fewer than all: lib/congregation/finder.ts, matchesText), so that the list
 * visibly changes, with how many it shows then; undefined when none does.
 */
export function finderTyping(
  entries: readonly { name?: unknown; place?: unknown }[],
): { letters: string; shown: number } | undefined {
  const listed = entries.flatMap((e) =>
    typeof e.name === 'string' ? [{ name: e.name, place: typeof e.place === 'string' ? e.place : undefined }] : [],
  )
  let best: { letters: string; shown: number } | undefined
  for (const { name } of listed) {
    const letters = name.trim().slice(0, 2)
    if (!/^\p{L}{2}$/u.test(letters)) continue
    const shown = listed.filter((e) => matchesText(e, letters)).length
    if (shown < entries.length && (!best || shown < best.shown)) best = { letters, shown }
  }
  return best
}

/** Whether the copy button copies a paybill number (its props' `label`). */
const isPaybill = (island: IslandInPage) =>
  typeof island.props.label === 'string' && /paybill/i.test(island.props.label)

const slidesOf = (island: IslandInPage) => (Array.isArray(island.props.slides) ? island.props.slides.length : 0)

/** What each widget's page is preferably: its kind of route, and the widgets best found on the same page. */
const PREFER: Record<WidgetName, { kind?: string; with?: WidgetName[]; alone?: boolean }> = {
  'church-finder': {},
  // The contact page: a page of its own kind, with no other widget.
  'message-form': { kind: 'page', alone: true },
  'support-slider': {},
  'donation-widget': {},
  'site-search': { kind: 'search' },
  'hero-carousel': { kind: 'congregation', with: ['copy-button'] },
  'copy-button': { kind: 'congregation', with: ['hero-carousel'] },
}

/** The island of the page the bench acts on, or undefined when none can be acted on. */
function islandToActOn(widget: WidgetName, islands: IslandInPage[]): IslandInPage | undefined {
  const named = islands.filter((i) => i.name === widget)
  if (widget === 'hero-carousel') return named.find((i) => slidesOf(i) >= 2)
  if (widget === 'copy-button') return named.find(isPaybill) ?? named[0]
  return named[0]
}

/**
 * The task for each widget found on the `pages` (English, in the order given): the page chosen by PREFER, then
 * the first. `query` is what is typed in the search (a congregation's name: scripts/bench/search.ts,
 * typicalQueries). A widget on no page has no task.
 */
export function widgetTasks(pages: readonly ExportPage[], query: string): WidgetTask[] {
  const found = pages.map((page) => ({ page, islands: islandsOf(page.html) }))
  const tasks: WidgetTask[] = []
  for (const widget of WIDGETS) {
    const prefer = PREFER[widget]
    const ranked = found
      .map(({ page, islands }, order) => {
        const island = islandToActOn(widget, islands)
        if (!island) return undefined
        const names = new Set(islands.map((i) => i.name))
        const score = [
          prefer.kind === undefined || page.kind === prefer.kind ? 0 : 1,
          (prefer.with ?? []).filter((w) => !islandToActOn(w, islands)).length,
          widget === 'copy-button' && !isPaybill(island) ? 1 : 0,
          prefer.alone ? names.size - 1 : 0,
          order,
        ]
        return { page, island, score }
      })
      .filter((c) => c !== undefined)
      .sort((a, b) => {
        for (let i = 0; i < a.score.length; i++) if (a.score[i] !== b.score[i]) return a.score[i]! - b.score[i]!
        return 0
      })
    const chosen = ranked[0]
    if (!chosen) continue
    const { page, island } = chosen
    const task = { widget, route: page.route, index: island.index, withoutReact: island.withoutReact }
    if (widget === 'church-finder') {
      const entries = Array.isArray(island.props.entries) ? (island.props.entries as { name?: unknown }[]) : []
      const typing = finderTyping(entries)
      const action = `tap the name field, type "${typing?.letters ?? ''}"`
      tasks.push(
        typing
          ? { ...task, typed: typing.letters, listed: typing.shown, action }
          : { ...task, action, problem: 'no two letters narrow its list' },
      )
    } else if (widget === 'site-search') {
      const action = `tap the field, type "${query}"`
      tasks.push(query ? { ...task, typed: query, action } : { ...task, action, problem: 'no query to type' })
    } else tasks.push({ ...task, action: ACTIONS[widget] })
  }
  return tasks
}

const ACTIONS: Record<Exclude<WidgetName, 'church-finder' | 'site-search'>, string> = {
  'message-form': 'tap Send with nothing written',
  'support-slider': 'tap the next-cards arrow',
  'donation-widget': 'choose another amount',
  'hero-carousel': "tap the next slide's dot",
  'copy-button': 'tap Copy on the paybill',
}
