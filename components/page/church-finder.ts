/**
 * The church finder's behaviour (components/page/ChurchFinder.tsx writes its HTML): a DOM island, so the locations
 * list needs no React and the visitor's first letter or region is answered in the same frame as the code runs. It
 * keeps the server's elements and only shows, hides and orders them as lib/congregation/finder.ts says; the
 * nearest-first list is made of copies of the server's entries.
 */
import {
  canSortByDistance,
  distanceText,
  finderReducer,
  finderView,
  initialFinder,
  locateErrorOf,
  statusText,
  type FinderAction,
  type FinderState,
} from '@/lib/congregation/finder'
import type { Enhancer } from '@/lib/islands/define'
import { FINDER_ID } from '@/lib/element-ids'
import type { ChurchFinderProps } from './ChurchFinder'

/** A position up to five minutes old will do, and a phone gets 15 s to find one. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 300_000, timeout: 15_000 }

/** Puts these elements in `parent`, in this order, touching nothing when they already are (no style or layout work). */
function place(parent: Element, children: Element[]) {
  if (parent.children.length === children.length && children.every((child, i) => parent.children[i] === child)) return
  parent.replaceChildren(...children)
}

export const enhanceChurchFinder: Enhancer<ChurchFinderProps> = (root, { entries, regions, text }) => {
  const part = <T extends Element>(selector: string): T => {
    const found = root.querySelector<T>(selector)
    if (!found) throw new Error(`the church finder has lost its ${selector}`)
    return found
  }
  const form = part<HTMLFormElement>('form')
  const region = part<HTMLSelectElement>('select')
  const name = part<HTMLInputElement>('input[type="search"]')
  const error = part<HTMLElement>('[data-finder-error]')
  const status = part<HTMLElement>('[data-finder-status]')
  const list = part<HTMLElement>('[data-finder-list]')
  const navList = part<HTMLElement>('nav ul')
  const groups = part<HTMLElement>('[data-finder-groups]')
  const locateRow = root.querySelector<HTMLElement>('[data-finder-locate]')
  const nearMe = root.querySelector<HTMLButtonElement>('[data-finder-near]')
  const byRegion = root.querySelector<HTMLButtonElement>('[data-finder-by-region]')
  // The nearest-first list, made the first time it has something to show: the server's page has no empty section.
  let nearest: HTMLElement | undefined
  const nearestList = () => {
    if (!nearest) {
      nearest = document.createElement('section')
      nearest.className = 'mt-6'
      nearest.setAttribute('aria-labelledby', `${FINDER_ID}-nearest`)
      const heading = document.createElement('h2')
      heading.id = `${FINDER_ID}-nearest`
      heading.className = 'text-2xl font-bold text-brand-900'
      heading.textContent = text.nearestHeading
      const ordered = document.createElement('ol')
      ordered.className = 'mt-3 divide-y divide-brand-100 rounded border border-brand-100'
      nearest.append(heading, ordered)
      list.after(nearest)
    }
    return nearest
  }
  // The server's elements, kept while they are out of the page.
  const navItems = new Map(
    [...navList.querySelectorAll<HTMLElement>('li[data-region]')].map((li) => [li.dataset.region!, li]),
  )
  const sections = new Map(
    [...groups.querySelectorAll<HTMLElement>('section[data-region]')].map((s) => [s.dataset.region!, s]),
  )
  const items = new Map(
    [...groups.querySelectorAll<HTMLElement>('li[data-entry]')].map((li) => [li.dataset.entry!, li]),
  )

  /** A congregation in the nearest-first list: its entry, with its distance and its region. */
  const placedItem = (href: string, km: number | undefined, entryRegion: string, place: string | undefined) => {
    const item = items.get(href)!.cloneNode(true) as HTMLElement
    if (km !== undefined) {
      const distance = document.createElement('span')
      distance.className = 'font-semibold text-brand-900'
      distance.textContent = distanceText(km)
      item.firstElementChild?.append(distance)
    }
    let where = item.querySelector<HTMLElement>('[data-entry-place]')
    if (!where) {
      where = document.createElement('p')
      where.dataset.entryPlace = ''
      where.className = 'text-sm text-slate-700'
      item.append(where)
    }
    where.textContent = [place, entryRegion].filter(Boolean).join(' · ')
    return item
  }

  let state: FinderState = { ...initialFinder, region: region.value, text: name.value }
  const render = () => {
    const view = finderView(entries, regions, state)
    const said = statusText(view, text)
    if (status.textContent !== said) status.textContent = said
    error.textContent = state.error ? text.errors[state.error] : ''
    error.hidden = !state.error
    const shown = view.kind === 'regions' ? view.groups : []
    list.hidden = shown.length === 0
    place(
      navList,
      shown.map((g) => navItems.get(g.region)!),
    )
    place(
      groups,
      shown.map((g) => {
        const section = sections.get(g.region)!
        place(
          section.querySelector('ul')!,
          g.entries.map((e) => items.get(e.href)!),
        )
        return section
      }),
    )
    const placed = view.kind === 'nearest' ? view.placed : []
    if (placed.length || nearest) {
      const section = nearestList()
      section.hidden = placed.length === 0
      section
        .querySelector('ol')!
        .replaceChildren(...placed.map(({ entry, km }) => placedItem(entry.href, km, entry.region, entry.place)))
    }
    if (locateRow) locateRow.hidden = !(canSortByDistance(entries) && state.canLocate)
    if (nearMe) {
      nearMe.textContent = state.locating ? text.locating : text.nearMe
      if (state.locating) nearMe.setAttribute('aria-disabled', 'true')
      else nearMe.removeAttribute('aria-disabled')
    }
    if (byRegion) byRegion.hidden = view.kind !== 'nearest'
  }
  const update = (action: FinderAction) => {
    state = finderReducer(state, action)
    render()
  }

  form.addEventListener('submit', (event) => event.preventDefault())
  region.addEventListener('change', () => update({ type: 'region', region: region.value }))
  name.addEventListener('input', () => update({ type: 'text', text: name.value }))
  nearMe?.addEventListener('click', () => {
    if (state.locating) return
    update({ type: 'locate' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => update({ type: 'located', origin: { latitude: coords.latitude, longitude: coords.longitude } }),
      (failure) => update({ type: 'failed', error: locateErrorOf(failure.code) }),
      POSITION_OPTIONS,
    )
  })
  byRegion?.addEventListener('click', () => {
    update({ type: 'byRegion' })
    // This button goes away with the sorted list: focus moves to "Near me" beside it instead of being lost.
    nearMe?.focus()
  })
  // Geolocation needs a secure page (https, or localhost); elsewhere the browser refuses it.
  update({ type: 'mounted', canLocate: 'geolocation' in navigator && window.isSecureContext })
}
