/** The gallery lightbox: closed, or showing one image; arrows move with wrap-around. */
export type LightboxState = { open: number | null; count: number }

export type LightboxAction =
  { type: 'open'; index: number } | { type: 'next' } | { type: 'previous' } | { type: 'close' }

export function lightboxReducer(state: LightboxState, action: LightboxAction): LightboxState {
  switch (action.type) {
    case 'open':
      return action.index >= 0 && action.index < state.count ? { ...state, open: action.index } : state
    case 'next':
      return state.open === null ? state : { ...state, open: (state.open + 1) % state.count }
    case 'previous':
      return state.open === null ? state : { ...state, open: (state.open - 1 + state.count) % state.count }
    case 'close':
      return state.open === null ? state : { ...state, open: null }
  }
}
