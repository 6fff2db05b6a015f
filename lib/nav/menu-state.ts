/**
 * The main menu's state: whether the phone menu panel is shown, and which submenu is open.
 * Items are named by their position path ("1", "1.4"); an open item keeps its ancestors open,
 * and opening one item closes its siblings.
 */
export type MenuState = { panelOpen: boolean; openPath: string | null }

export type MenuAction =
  | { type: 'togglePanel' }
  | { type: 'toggle'; id: string }
  | { type: 'open'; id: string }
  | { type: 'close'; id: string }
  | { type: 'closeAll' }

export const initialMenuState: MenuState = { panelOpen: false, openPath: null }

export function parentOf(id: string): string | null {
  const cut = id.lastIndexOf('.')
  return cut === -1 ? null : id.slice(0, cut)
}

export function isOpen(state: MenuState, id: string): boolean {
  return state.openPath === id || (state.openPath?.startsWith(`${id}.`) ?? false)
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'togglePanel':
      return state.panelOpen ? { panelOpen: false, openPath: null } : { ...state, panelOpen: true }
    case 'toggle':
      return isOpen(state, action.id)
        ? { ...state, openPath: parentOf(action.id) }
        : { ...state, openPath: action.id }
    case 'open':
      return state.openPath === action.id ? state : { ...state, openPath: action.id }
    case 'close':
      return isOpen(state, action.id) ? { ...state, openPath: parentOf(action.id) } : state
    case 'closeAll':
      return state.panelOpen || state.openPath ? initialMenuState : state
  }
}
