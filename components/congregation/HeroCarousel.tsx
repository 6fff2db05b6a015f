'use client'

/**
 * The hero banner's rotating welcome messages (docs/behaviour.md): a new slide every 5000 ms, wrapping to the
 * first; a dot shows its slide and restarts the timer. A pause/play button, hold while the pointer
 * rests on the text, pause on keyboard focus and no auto-advance under reduced motion (WCAG 2.2.2).
 * Without JavaScript the first slide shows and the controls are hidden.
 */
import { useEffect, useReducer } from 'react'
import type { FocusEvent, ReactNode } from 'react'
import { carouselReducer, initialCarousel, isRunning, SLIDE_INTERVAL_MS } from '@/lib/carousel/carousel-state'
import type { Messages } from '@/lib/i18n/messages'

/**
 * A slide's title, its text and the lines of the services it names ("Sunday service: Sundays, 10:00 AM"),
 * with its names in the page's language: as a slide ("2 of 4") and on its dot ("Show slide 2 of 4: Welcome").
 */
export type Slide = { title: string; body?: ReactNode; schedule?: string[]; label: string; dot: string }

export function HeroCarousel({ slides, label, text }: { slides: Slide[]; label: string; text: Pick<Messages['carousel'], 'role' | 'slideRole' | 'pause' | 'play'> }) {
  const [state, dispatch] = useReducer(carouselReducer, slides.length, initialCarousel)
  const running = isRunning(state)

  useEffect(() => {
    dispatch({ type: 'mounted', reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches })
  }, [])

  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), SLIDE_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [running, state.timerRun])

  // Keyboard focus (not a mouse click) entering the carousel pauses it, as the pause button would.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).matches(':focus-visible')) dispatch({ type: 'keyboardFocus' })
  }

  return (
    <div
      role="region"
      aria-roledescription={text.role}
      aria-label={label}
      data-ready={state.mounted || undefined}
      onFocus={onFocus}
      className="flex flex-col items-center"
    >
      <div
        aria-live={running ? 'off' : 'polite'}
        className="grid min-h-40 w-full max-w-3xl place-items-center text-center"
        onMouseEnter={() => dispatch({ type: 'hover', on: true })}
        onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription={text.slideRole}
            aria-label={slide.label}
            hidden={i !== state.index}
            className="[grid-area:1/1]"
          >
            <p className="text-3xl font-bold text-white sm:text-5xl">{slide.title}</p>
            {slide.body ? <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50 sm:text-xl">{slide.body}</p> : null}
            {slide.schedule ? (
              <ul className="mx-auto mt-4 max-w-2xl space-y-1 text-lg text-brand-50 sm:text-xl">
                {slide.schedule.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div data-carousel-controls="" className="mt-6 flex items-center gap-2">
          <button
            type="button"
            onClick={() => dispatch({ type: 'togglePause' })}
            className="grid h-11 w-11 place-items-center rounded-full border border-white/70 text-white hover:bg-white/10"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
              {state.paused ? <path d="M6 4l10 6-10 6z" fill="currentColor" /> : <path d="M5 4h3v12H5zM12 4h3v12h-3z" fill="currentColor" />}
            </svg>
            <span className="sr-only">{state.paused ? text.play : text.pause}</span>
          </button>
          <ul className="flex">
            {slides.map((slide, i) => (
              <li key={slide.title}>
                <button
                  type="button"
                  aria-current={i === state.index ? 'true' : undefined}
                  onClick={() => dispatch({ type: 'goTo', index: i })}
                  className="group grid h-11 w-11 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-3 w-3 rounded-full border-2 border-white ${i === state.index ? 'bg-white' : 'bg-transparent group-hover:bg-white/50'}`}
                  />
                  <span className="sr-only">{slide.dot}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
