/**
 * The first action is heard at once: the control acted on is marked and the page's live region speaks, and both go
 * once the island runs. Played with plain objects for the elements.
 */
import { describe, expect, it } from 'vitest'
import { acknowledge } from './acknowledge'
import { ACTING, ISLAND_STATUS } from './markup'

function page() {
  const marks = new Set<string>()
  const button = {
    matches: () => false,
    closest: () => button,
    setAttribute: (name: string) => void marks.add(name),
    removeAttribute: (name: string) => void marks.delete(name),
  }
  const inside = new Set<object>([button])
  const root = {
    contains: (element: object) => inside.has(element),
    querySelectorAll: () => [...inside].filter(() => marks.has(ACTING)),
  } as unknown as Element
  const status = { textContent: '', getAttribute: (name: string) => (name === ISLAND_STATUS ? 'Inapakia…' : null) }
  const document = { querySelector: () => status } as unknown as Document
  return { marks, button, root, status, document, inside }
}

describe('hearing the first action', () => {
  it("marks the control and says, in the page's words, that it is on its way; undone once", () => {
    const { marks, button, root, status, document } = page()
    const done = acknowledge(root, button as unknown as EventTarget, document)
    expect([...marks]).toEqual([ACTING])
    expect(status.textContent).toBe('Inapakia…')
    done()
    expect([...marks]).toEqual([])
    expect(status.textContent).toBe('')
    status.textContent = 'Something else said since'
    done()
    expect(status.textContent).toBe('Something else said since')
  })

  it('marks no control outside the island, and still speaks', () => {
    const { marks, button, root, status, document, inside } = page()
    inside.clear()
    acknowledge(root, button as unknown as EventTarget, document)
    expect([...marks]).toEqual([])
    expect(status.textContent).toBe('Inapakia…')
  })

  it('takes the mark off a copy of the control too: an island that failed puts its first HTML back, mark and all', () => {
    const { button, status, document } = page()
    const copy = new Set<string>([ACTING])
    const restored = { removeAttribute: (name: string) => void copy.delete(name) }
    const root = { contains: () => false, querySelectorAll: () => [restored] } as unknown as Element
    acknowledge(root, button as unknown as EventTarget, document)()
    expect([...copy]).toEqual([])
    expect(status.textContent).toBe('')
  })

  it("marks the control a label names when the label's words are tapped", () => {
    const { marks, button, root, document } = page()
    const words = {
      matches: () => false,
      closest: (selector: string) => (selector === 'label' ? { control: button } : null),
    }
    acknowledge(root, words as unknown as EventTarget, document)
    expect([...marks]).toEqual([ACTING])
  })
})
