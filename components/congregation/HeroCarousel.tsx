/**
 * The hero banner's rotating welcome messages (docs/behaviour.md): a new slide every 5000 ms, wrapping to the
 * first; a dot shows its slide and restarts the timer. A pause/play button, hold while the pointer
 * rests on the text, pause on keyboard focus and no auto-advance under reduced motion (WCAG 2.2.2).
 * Without JavaScript the first slide shows and the controls are hidden.
 *
 * This renders its HTML as it first shows; its behaviour is a DOM island without React (./hero-carousel.ts),
 * which finds its parts by their `data-carousel*` attributes.
 */
import type { HeroCarouselProps } from './hero-carousel'

/** The pause button's two icons, one shown at a time by the button's `data-paused` (set by the island). */
const ICON = { pause: 'M5 4h3v12H5zM12 4h3v12h-3z', play: 'M6 4l10 6-10 6z' } as const

export type { Slide } from './hero-carousel'

export function HeroCarousel({ slides, label, text }: HeroCarouselProps) {
  return (
    <div
      data-carousel=""
      role="region"
      aria-roledescription={text.role}
      aria-label={label}
      className="flex flex-col items-center"
    >
      <div
        data-carousel-viewport=""
        aria-live="polite"
        className="grid min-h-40 w-full max-w-3xl place-items-center text-center"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            data-carousel-slide=""
            role="group"
            aria-roledescription={text.slideRole}
            aria-label={slide.label}
            hidden={i !== 0}
            className="[grid-area:1/1]"
          >
            <p className="text-3xl font-bold text-white sm:text-5xl">{slide.title}</p>
            {slide.body ? (
              <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50 sm:text-xl">{slide.body}</p>
            ) : null}
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
            data-carousel-toggle=""
            className="group grid h-11 w-11 place-items-center rounded-full border border-white/70 text-white hover:bg-white/10"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
              <path d={ICON.pause} fill="currentColor" className="group-data-paused:hidden" />
              <path d={ICON.play} fill="currentColor" className="hidden group-data-paused:inline" />
            </svg>
            <span className="sr-only group-data-paused:hidden">{text.pause}</span>
            <span className="sr-only hidden group-data-paused:inline">{text.play}</span>
          </button>
          <ul className="flex">
            {slides.map((slide, i) => (
              <li key={slide.title}>
                <button
                  type="button"
                  data-carousel-dot=""
                  aria-current={i === 0 ? 'true' : undefined}
                  className="group grid h-11 w-11 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    // The current dot is filled; another is filled by half under the pointer.
                    className="block h-3 w-3 rounded-full border-2 border-white bg-transparent group-hover:bg-white/50 group-aria-[current=true]:bg-white"
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
