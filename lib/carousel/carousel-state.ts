/**
 * The hero carousel (docs/behaviour.md): slides 0..n-1, advancing every 5000 ms and wrapping from the last to
 * the first; a dot sets the slide and restarts the timer. Beyond that (WCAG 2.2.2, see docs/deviations.md): it holds
 * while the pointer is over the slide text; keyboard focus entering it pauses it (as the pause
 * button does) until the visitor presses play; under reduced motion it starts paused.
 */
export const SLIDE_INTERVAL_MS = 5000

export type CarouselState = {
  index: number
  count: number
  /** Bumped whenever the timer must start over (a dot click), even on the same slide. */
  timerRun: number
  /** Paused by the button, by keyboard focus, or by a reduced-motion preference, until the visitor presses play. */
  paused: boolean
  /** The pointer rests on the slide text: held, and running again when it leaves. */
  hovered: boolean
  /** Running in the browser (the timer and controls work); false in the static HTML. */
  mounted: boolean
}

export type CarouselAction =
  | { type: 'tick' }
  | { type: 'goTo'; index: number }
  | { type: 'togglePause' }
  | { type: 'hover'; on: boolean }
  | { type: 'keyboardFocus' }
  | { type: 'mounted'; reducedMotion: boolean }

export function initialCarousel(count: number): CarouselState {
  return { index: 0, count, timerRun: 0, paused: false, hovered: false, mounted: false }
}

/** Whether the timer should be running now. */
export function isRunning(state: CarouselState): boolean {
  return state.mounted && state.count > 1 && !state.paused && !state.hovered
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
    case 'keyboardFocus':
      return state.paused ? state : { ...state, paused: true }
    case 'mounted':
      // Under reduced motion it starts paused; the visitor can still press play.
      return { ...state, mounted: true, paused: state.paused || action.reducedMotion }
  }
}
