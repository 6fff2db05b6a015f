import { describe, expect, it } from 'vitest'
import { initialMenuState, isOpen, menuReducer, type MenuAction, type MenuState } from './menu-state'

const run = (...actions: MenuAction[]): MenuState => actions.reduce(menuReducer, initialMenuState)

describe('main menu state', () => {
  it('starts with everything closed', () => {
    expect(initialMenuState).toEqual({ panelOpen: false, openPath: null })
  })

  it('toggles the phone menu panel, closing submenus when it hides', () => {
    expect(run({ type: 'togglePanel' }).panelOpen).toBe(true)
    expect(run({ type: 'togglePanel' }, { type: 'toggle', id: '2' }, { type: 'togglePanel' })).toEqual(initialMenuState)
  })

  it('opens a nested item with its ancestors, and one sibling at a time', () => {
    const nested = run({ type: 'toggle', id: '2' }, { type: 'toggle', id: '2.1' })
    expect(isOpen(nested, '2')).toBe(true)
    expect(isOpen(nested, '2.1')).toBe(true)
    expect(isOpen(nested, '2.0')).toBe(false)
    const sibling = menuReducer(nested, { type: 'toggle', id: '2.3' })
    expect(isOpen(sibling, '2.1')).toBe(false)
    expect(isOpen(sibling, '2.3')).toBe(true)
    expect(isOpen(menuReducer(nested, { type: 'toggle', id: '1' }), '2')).toBe(false)
  })

  it('closing an item keeps its parent open', () => {
    const state = run({ type: 'open', id: '1' }, { type: 'open', id: '1.4' }, { type: 'close', id: '1.4' })
    expect(state.openPath).toBe('1')
  })

  it('toggling an open parent closes it and its children', () => {
    expect(run({ type: 'toggle', id: '1' }, { type: 'toggle', id: '1.4' }, { type: 'toggle', id: '1' }).openPath).toBeNull()
  })

  it('ignores closing an item that is not open', () => {
    const state = run({ type: 'open', id: '1' })
    expect(menuReducer(state, { type: 'close', id: '3' })).toBe(state)
  })

  it('closes everything at once (outside click, Escape)', () => {
    expect(run({ type: 'togglePanel' }, { type: 'open', id: '2.1' }, { type: 'closeAll' })).toEqual(initialMenuState)
  })
})
