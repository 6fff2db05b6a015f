/**
 * The hero carousel (SPEC §4): slides 0..n-1, advancing every 5000 ms and wrapping from the last to
 * the first; a dot sets the slide and restarts the timer. Beyond the spec (WCAG 2.2.2) it pauses
 * while hovered or focused, by the pause button, and does not auto-advance under reduced motion.
 */
export const SLIDE_INTERVAL_MS = 5000

export type CarouselState = {
  index: number
  count: number
  /** Bumped whenever the timer must start over (a dot click), even on the same slide. */
  timerRun: number
  /** Paused by the visitor's button (or by a reduced-motion preference, until they press play). */
  paused: boolean
  hovered: boolean
  focused: boolean
}

export type CarouselAction =
  | { type: 'tick' }
  | { type: 'goTo'; index: number }
  | { type: 'togglePause' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'reducedMotion' }

export function initialCarousel(count: number): CarouselState {
  return { index: 0, count, timerRun: 0, paused: false, hovered: false, focused: false }
}

/** Whether the timer should be running now. */
export function isRunning(state: CarouselState): boolean {
  return state.count > 1 && !state.paused && !state.hovered && !state.focused
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'tick':
      if (!isRunning(state)) return state
      return { ...state, index: (state.index + 1) % state.count, timerRun: state.timerRun + 1 }
    case 'goTo': {
      const index = Math.min(Math.max(0, Math.trunc(action.index)), state.count - 1)
      return { ...state, index, timerRun: state.timerRun + 1 }
    }
    case 'togglePause':
      return { ...state, paused: !state.paused, timerRun: state.timerRun + 1 }
    case 'hover':
      return state.hovered === action.on ? state : { ...state, hovered: action.on, timerRun: state.timerRun + 1 }
    case 'focus':
      return state.focused === action.on ? state : { ...state, focused: action.on, timerRun: state.timerRun + 1 }
    case 'reducedMotion':
      return state.paused ? state : { ...state, paused: true }
  }
}
