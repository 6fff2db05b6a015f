/**
 * The part of the first-action measure that runs in the page (scripts/bench/first-action.ts passes `inPage` to
 * Playwright's `page.evaluate`, written out as its source: it must use nothing from outside its own body, not even a
 * constant of this module). For each widget it finds what to act on, and, once armed, notes in the page's own clock:
 *  - the action: the `timeStamp` of the first pointerdown, keydown or focusin after arming (a capture listener on
 *    window, so before any of the page's own);
 *  - acknowledged: the first mutation in the widget's `<island-root>` after it (its subtree's elements, attributes
 *    and text), but the root's own attributes and the loader's marks `data-started`, `data-hydrated`, `data-code`;
 *  - answered: the first moment, checked on each mutation and each animation frame, when the widget's answer is in
 *    its DOM. What each widget's answer is:
 *      church-finder    the congregations its letters match listed (`listed`: links in the list's items, not the region
 *                       links), or, with no count given, fewer than before
 *      message-form     a message of the form's own shown or changed (role="alert", `data-status`, a live region,
 *                       a field's `aria-errormessage`), a field marked `aria-invalid="true"`, or the browser's own
 *                       check: the focus moved to a field of the form that is not valid (reportValidity)
 *      support-slider   another card current: slick's `.slick-current` (`data-index`), or the static row on its way
 *                       to another card (its `data-card`, noted as its arrow's move starts) or scrolled to one
 *      donation-widget  the amount tapped is checked and the widget has it as its choice: React's props of the
 *                       radio button say `checked`; or, where the radio button is the form's (React's props carry
 *                       no `checked`, seen once React runs: the widget reads its choice from the form), the moment
 *                       it was checked; a widget without React: its root is `data-hydrated`
 *      site-search      the first results listed: links in an `<ol>` of the widget
 *      hero-carousel    the slide of the dot tapped is the one shown (`data-carousel-slide` not `hidden`)
 *      copy-button      its words (`data-copy-words`) or its status say "copied", in its props' words
 */
import type { WidgetName } from './first-action-routes'

/**
 * The widget acted on; `typed`, the letters typed after the tap: its answer is to all of them, and counts only once
 * the last is typed (a widget cannot answer a letter before it is typed).
 */
export type PageTask = { widget: WidgetName; index: number; typed?: string; listed?: number }

/** What the page noted, in its clock (ms since `timeOrigin`, as `performance.now()`). */
export type PageState = {
  timeOrigin: number
  action?: number
  actionType?: string
  /** The last letter's key pressed after the action, where letters are typed (`typed`). */
  lastKey?: number
  acknowledged?: number
  acknowledgedBy?: string
  answered?: number
  answer?: string
  /** The widget answered otherwise than asked (the copy failed). */
  failed?: string
  connection: string
}

export type PageRequest = { op: 'prepare' | 'arm' | 'state'; task: PageTask }
export type PageReply = { error?: string; x?: number; y?: number; state?: PageState }

export function inPage({ op, task }: PageRequest): PageReply {
  const holder = window as unknown as { __firstAction?: PageState }
  if (op === 'state') return { state: holder.__firstAction }
  const root = document.querySelectorAll<HTMLElement>(`island-root[data-island="${task.widget}"]`)[task.index]
  if (!root) return { error: `no <island-root data-island="${task.widget}"> number ${task.index + 1} on the page` }
  let props: Record<string, unknown> = {}
  try {
    props = JSON.parse(root.dataset.props ?? '{}')
  } catch {
    // the widget's own code fails the same way
  }
  const text = (props.text ?? {}) as Record<string, unknown>
  const shown = (element: Element) => element.getClientRects().length > 0
  const words = (element: Element | null | undefined) =>
    element && shown(element) ? ((element as HTMLElement).innerText ?? '').trim() : ''
  const nameOf = (element: Element) => element.getAttribute('name') ?? element.id ?? element.tagName.toLowerCase()

  // What to act on, and the answer's test, for each widget; `before` is read as the widget is armed.
  let target: Element | null | undefined
  let answer: () => string | undefined = () => undefined
  // When the answer was in the page, where that is before it can be told (the donation widget's form): else now.
  let answeredAt: number | undefined
  let failed: () => string | undefined = () => undefined
  if (task.widget === 'church-finder') {
    target = root.querySelector('input[type="search"], input[type="text"]')
    const listed = () =>
      [...root.querySelectorAll('li a[href]')].filter((a) => !a.getAttribute('href')!.startsWith('#') && shown(a))
        .length
    const before = listed()
    answer = () => {
      const now = listed()
      return (task.listed === undefined ? now < before : now === task.listed)
        ? `${now} of ${before} congregations listed`
        : undefined
    }
  } else if (task.widget === 'message-form') {
    const form = root.querySelector('form')
    target = root.querySelector('button[data-send]') ?? form?.querySelector('button[type="submit"]')
    const regions = () => {
      if (!form) return []
      const described = [...form.querySelectorAll('[aria-errormessage]')].flatMap((field) =>
        (field.getAttribute('aria-errormessage') ?? '').split(/\s+/).flatMap((id) => {
          const found = id ? document.getElementById(id) : null
          return found ? [found] : []
        }),
      )
      return [...form.querySelectorAll('[role="alert"], [data-status], [aria-live]'), ...described]
    }
    const said = () => regions().map(words)
    const before = said()
    answer = () => {
      if (!form) return undefined
      const now = said()
      const changed = now.find((t, i) => t && t !== before[i])
      if (changed) return `the form says "${changed.slice(0, 80)}"`
      const marked = form.querySelector('[aria-invalid="true"]')
      if (marked) return `the field "${nameOf(marked)}" is marked invalid`
      const active = document.activeElement
      if (
        active &&
        form.contains(active) &&
        (active instanceof HTMLInputElement ||
          active instanceof HTMLTextAreaElement ||
          active instanceof HTMLSelectElement) &&
        !active.validity.valid
      )
        return `the browser's check: the focus on the field "${nameOf(active)}", its message shown`
      return undefined
    }
  } else if (task.widget === 'support-slider') {
    const next = typeof text.next === 'string' ? text.next : undefined
    const arrows = [...root.querySelectorAll('button[aria-label]')]
    target = arrows.find((b) => b.getAttribute('aria-label') === next) ?? arrows.at(-1)
    const current = () => {
      const slick = root.querySelector('.slick-current[data-index]')
      if (slick) return Number(slick.getAttribute('data-index'))
      const row = root.querySelector<HTMLElement>('[role="group"]')
      // The card the static row's arrows are moving it to (lib/carousel/row-arrows.ts), noted as the move starts, as
      // slick makes a card current as its move starts.
      const moving = row?.getAttribute('data-card')
      if (moving) return Number(moving)
      const width = row?.firstElementChild?.getBoundingClientRect().width
      return row && width ? Math.round(row.scrollLeft / width) : 0
    }
    const before = current()
    answer = () => {
      const now = current()
      return now !== before ? `card ${now + 1} current (was ${before + 1})` : undefined
    }
  } else if (task.widget === 'donation-widget') {
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"][name="donation-amount"]')]
    const chosen = radios.find((r) => !r.checked && r.value !== 'other')
    target = chosen
    let checkedAt: number | undefined
    answer = () => {
      if (!chosen?.checked) return undefined
      checkedAt ??= performance.now()
      const key = Object.keys(chosen).find((k) => k.startsWith('__reactProps$'))
      const reactProps = key ? (chosen as unknown as Record<string, { checked?: unknown }>)[key] : undefined
      if (reactProps && !('checked' in reactProps)) {
        answeredAt = checkedAt
        return `${chosen.value} checked: the form holds the widget's choice`
      }
      if (reactProps) return reactProps.checked === true ? `the widget has ${chosen.value} as its choice` : undefined
      return root.hasAttribute('data-hydrated') ? `${chosen.value} checked, the widget running` : undefined
    }
  } else if (task.widget === 'site-search') {
    target = root.querySelector('input[type="search"], input[type="text"]')
    answer = () => {
      const results = root.querySelectorAll('ol li a[href]').length
      return results > 0 ? `${results} results listed` : undefined
    }
  } else if (task.widget === 'hero-carousel') {
    const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')]
    const dots = [...root.querySelectorAll('[data-carousel-dot]')]
    const showing = () => slides.findIndex((s) => !s.hidden)
    const next = (showing() + 1) % Math.max(slides.length, 1)
    target = slides.length >= 2 ? dots[next] : undefined
    answer = () =>
      slides[next] && !slides[next].hidden && slides.filter((s) => !s.hidden).length === 1
        ? `slide ${next + 1} of ${slides.length} shown`
        : undefined
  } else if (task.widget === 'copy-button') {
    target = root.querySelector('button')
    const label = root.querySelector('[data-copy-words]')
    const status = root.querySelector('[role="status"]')
    answer = () =>
      (text.copied && label?.textContent === text.copied) ||
      (text.copiedStatus && status?.textContent === text.copiedStatus)
        ? `it says "${label?.textContent}"`
        : undefined
    failed = () => (text.failed && label?.textContent === text.failed ? `it says "${text.failed}"` : undefined)
  }
  if (!target) return { error: `nothing to act on in ${task.widget}` }
  if (op === 'prepare') {
    target.scrollIntoView({ block: 'center', behavior: 'instant' })
    return {}
  }

  // Armed: the first action from now on, and what the widget does after it.
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection
  const state: PageState = {
    timeOrigin: performance.timeOrigin,
    connection: connection
      ? `effectiveType ${connection.effectiveType}, saveData ${connection.saveData}`
      : 'no navigator.connection',
  }
  holder.__firstAction = state
  // Keys pressed since the action: the answer to letters typed counts from the last of them.
  let keys = 0
  const typing = () => task.typed !== undefined && keys < task.typed.length
  const check = () => {
    if (state.action === undefined || state.answered !== undefined || state.failed !== undefined || typing()) return
    const found = answer()
    const now = performance.now()
    if (found !== undefined) {
      state.answered = Math.min(answeredAt ?? now, now)
      state.answer = found
      // The answer is a change too: acknowledged by then at the latest.
      if (state.acknowledged === undefined || state.acknowledged > state.answered) {
        state.acknowledged = state.answered
        state.acknowledgedBy = 'the answer'
      }
    } else state.failed = root.hasAttribute('data-failed') ? 'its island could not start (data-failed)' : failed()
  }
  const act = (event: Event) => {
    if (state.action === undefined) {
      state.action = event.timeStamp
      state.actionType = event.type
    } else if (event.type === 'keydown' && typing()) {
      keys += 1
      if (!typing()) state.lastKey = event.timeStamp
    }
  }
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    window.addEventListener(type, act, { capture: true, passive: true })
  const ignored = new Set(['data-started', 'data-hydrated', 'data-code'])
  const observer = new MutationObserver((mutations) => {
    if (state.action === undefined) return
    const now = performance.now()
    if (state.acknowledged === undefined) {
      const first = mutations.find(
        (m) =>
          !(m.type === 'attributes' && (m.target === root || ignored.has(m.attributeName ?? ''))) &&
          now >= state.action!,
      )
      if (first) {
        state.acknowledged = now
        const on = first.target instanceof Element ? first.target : first.target.parentElement
        state.acknowledgedBy = `${first.type}${first.attributeName ? ` ${first.attributeName}` : ''} on <${on?.tagName.toLowerCase() ?? '?'}>`
      }
    }
    check()
  })
  observer.observe(root, { subtree: true, attributes: true, childList: true, characterData: true })
  // Checked for two minutes at most (the bench waits less).
  const until = performance.now() + 120_000
  const frame = () => {
    check()
    if (state.answered === undefined && state.failed === undefined && performance.now() < until)
      requestAnimationFrame(frame)
    else observer.disconnect()
  }
  requestAnimationFrame(frame)
  const box = target.getBoundingClientRect()
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
}
