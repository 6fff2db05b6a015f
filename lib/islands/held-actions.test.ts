import { describe, expect, it } from 'vitest'
import { announcementFor, replayOrder, sameControl, withAction, type HeldAction } from './held-actions'
import { holdsPress } from './held-press'

type E = { id: string }
const [region, search, next, form] = [{ id: 'region' }, { id: 'search' }, { id: 'next' }, { id: 'form' }]
const press = (target: E, name: string): HeldAction<E> => ({ kind: 'press', target, control: { tag: 'button', name } })

describe('what is held before an island runs', () => {
  it('keeps a field once, every press, and a form sent twice once', () => {
    let held: HeldAction<E>[] = []
    held = withAction(held, { kind: 'field', target: search })
    held = withAction(held, press(next, 'Next'))
    held = withAction(held, { kind: 'field', target: search })
    held = withAction(held, press(next, 'Next'))
    held = withAction(held, { kind: 'send', target: form, submitter: null })
    held = withAction(held, { kind: 'send', target: form, submitter: null })
    expect(held.map((a) => `${a.kind}:${a.target.id}`)).toEqual([
      'press:next',
      'field:search',
      'press:next',
      'send:form',
    ])
  })

  it('tells the fields first, then the presses and sends in the order they came', () => {
    const held: HeldAction<E>[] = [
      press(next, 'Near me'),
      { kind: 'field', target: region },
      { kind: 'send', target: form, submitter: null },
      { kind: 'field', target: search },
    ]
    const { fields, then } = replayOrder(held)
    expect(fields).toEqual([region, search])
    expect(then.map((a) => `${a.kind}:${a.target.id}`)).toEqual(['press:next', 'send:form'])
  })
})

describe('which clicks are held', () => {
  const button = { tag: 'button', type: 'button', disabled: false, opensSomething: false }
  it('holds a plain enabled button', () => expect(holdsPress(button)).toBe(true))
  it('lets the browser do what a submit button, a disabled one, one that opens a popover, or a link does', () => {
    expect(holdsPress({ ...button, type: 'submit' })).toBe(false)
    expect(holdsPress({ ...button, disabled: true })).toBe(false)
    expect(holdsPress({ ...button, opensSomething: true })).toBe(false)
    expect(holdsPress({ ...button, tag: 'a' })).toBe(false)
  })
})

describe('where a held press goes once the island runs', () => {
  const was = { target: next, control: { tag: 'button', name: 'Next' } }
  const drawn = { id: 'slick-next' }
  const controls = [
    { element: { id: 'slick-prev' }, control: { tag: 'button', name: 'Previous' } },
    { element: drawn, control: { tag: 'button', name: 'Next' } },
  ]
  it('to the same button when the island kept it', () => expect(sameControl(was, true, controls)).toBe(next))
  it('to the button of the same name the island drew anew', () => expect(sameControl(was, false, controls)).toBe(drawn))
  it('nowhere when the island has no such control', () =>
    expect(sameControl({ ...was, control: { tag: 'button', name: 'Close' } }, false, controls)).toBeUndefined())
})

describe("how the island is told a field's value", () => {
  const text = { tag: 'input', type: 'search', checked: false, value: 'chu', tracked: true }
  it("a typed field: a stand-in past React's memory, the visitor's value back, then input", () => {
    expect(announcementFor(text)).toEqual({
      standIn: { property: 'value', value: '', restore: true },
      events: ['input'],
    })
    expect(announcementFor({ ...text, value: '' })?.standIn?.value).toBe(' ')
  })
  it('a list: change', () => expect(announcementFor({ ...text, tag: 'select' })).toEqual({ events: ['change'] }))
  it('a chosen radio button: unchecked then clicked, so it stays chosen; one not chosen: nothing', () => {
    const radio = { ...text, type: 'radio', checked: true }
    expect(announcementFor(radio)).toEqual({
      standIn: { property: 'checked', value: false, restore: true },
      events: ['click'],
    })
    expect(announcementFor({ ...radio, checked: false })).toBeNull()
  })
  it("a checkbox: the other state, then a click that brings the visitor's back", () =>
    expect(announcementFor({ ...text, type: 'checkbox', checked: true })).toEqual({
      standIn: { property: 'checked', value: false, restore: false },
      events: ['click'],
    }))
  it('a field of a DOM island: input and change, its value untouched', () =>
    expect(announcementFor({ ...text, tracked: false })).toEqual({ events: ['input', 'change'] }))
})
