/**
 * The hero carousel's behaviour (components/congregation/HeroCarousel.tsx renders its HTML): a DOM island,
 * so a congregation's page needs no React to rotate its welcome. The state is lib/carousel/carousel-state.ts;
 * this file only turns the visitor's actions into its actions and shows each new state on the server's elements.
 */
import {
  carouselReducer,
  initialCarousel,
  isRunning,
  SLIDE_INTERVAL_MS,
  type CarouselAction,
  type CarouselState,
} from '@/lib/carousel/carousel-state'
import type { ReactNode } from 'react'
import type { Enhancer } from '@/lib/islands/define'
import type { Messages } from '@/lib/i18n/messages'

/**
 * A slide's title, its text and the lines of the services it names ("Sunday service: Sundays, 10:00 AM"),
 * with its names in the page's language: as a slide ("2 of 4") and on its dot ("Show slide 2 of 4: Welcome").
 */
export type Slide = { title: string; body?: ReactNode; schedule?: string[]; label: string; dot: string }
export type HeroCarouselText = Pick<Messages['carousel'], 'role' | 'slideRole' | 'pause' | 'play'>
/**
 * The island's props. The enhancer reads nothing from them: the slides are in the HTML, and the pause button's two
 * icons and two names, and each dot's fill, are shown by the page's CSS from the state it sets
 * (`data-paused` on the button, `aria-current` on a dot).
 */
export type HeroCarouselProps = { slides: Slide[]; label: string; text: HeroCarouselText }

const all = <E extends Element>(root: Element, selector: string) => [...root.querySelectorAll<E>(selector)]

export const enhanceHeroCarousel: Enhancer<HeroCarouselProps> = (root) => {
  const region = root.querySelector<HTMLElement>('[data-carousel]')
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')
  if (!region || !viewport) throw new Error('the hero carousel has no region or viewport')
  const slides = all<HTMLElement>(root, '[data-carousel-slide]')
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]')
  const dots = all<HTMLButtonElement>(root, '[data-carousel-dot]')

  let state: CarouselState = initialCarousel(slides.length)
  let timer: number | undefined
  let timerFor = ''

  const show = () => {
    const running = isRunning(state)
    if (state.mounted) region.dataset.ready = 'true'
    viewport.setAttribute('aria-live', running ? 'off' : 'polite')
    slides.forEach((slide, i) => (slide.hidden = i !== state.index))
    toggle?.toggleAttribute('data-paused', state.paused)
    dots.forEach((dot, i) => {
      if (i === state.index) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    // The timer starts over whenever the state says so (a dot, play, the pointer leaving), as it did in React.
    const wanted = running ? String(state.timerRun) : ''
    if (wanted === timerFor) return
    window.clearTimeout(timer)
    timerFor = wanted
    if (running) timer = window.setTimeout(() => dispatch({ type: 'tick' }), SLIDE_INTERVAL_MS)
  }
  const dispatch = (action: CarouselAction) => {
    const next = carouselReducer(state, action)
    if (next === state) return
    state = next
    show()
  }

  // Keyboard focus (not a mouse click) entering the carousel pauses it, as the pause button would.
  region.addEventListener('focusin', (event) => {
    if ((event.target as HTMLElement).matches(':focus-visible')) dispatch({ type: 'keyboardFocus' })
  })
  viewport.addEventListener('mouseenter', () => dispatch({ type: 'hover', on: true }))
  viewport.addEventListener('mouseleave', () => dispatch({ type: 'hover', on: false }))
  toggle?.addEventListener('click', () => dispatch({ type: 'togglePause' }))
  dots.forEach((dot, index) => dot.addEventListener('click', () => dispatch({ type: 'goTo', index })))
  dispatch({ type: 'mounted', reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches })
}
