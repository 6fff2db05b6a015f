/**
 * The testimonials carousel's autoplay: it runs while the visitor has not paused it and neither the
 * pointer nor keyboard focus is on the carousel. Under reduced motion it starts paused (the visitor
 * may still press Play).
 */
export type AutoplayState = { playing: boolean; hovered: boolean; focused: boolean }

export type AutoplayEvent =
  | { type: 'toggle' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'reducedMotion'; on: boolean }

export const initialAutoplay = (reducedMotion: boolean): AutoplayState => ({
  playing: !reducedMotion,
  hovered: false,
  focused: false,
})

export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  switch (event.type) {
    case 'toggle':
      return { ...state, playing: !state.playing }
    case 'hover':
      return state.hovered === event.on ? state : { ...state, hovered: event.on }
    case 'focus':
      return state.focused === event.on ? state : { ...state, focused: event.on }
    case 'reducedMotion':
      // Turning reduced motion on stops the carousel; turning it off does not start it by surprise.
      return event.on && state.playing ? { ...state, playing: false } : state
  }
}

/** Whether slides should advance on their own right now. */
export const isRunning = (state: AutoplayState) => state.playing && !state.hovered && !state.focused
