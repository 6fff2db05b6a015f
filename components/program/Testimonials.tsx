'use client'

/**
 * The testimonials, first as a plain row of cards (in the static HTML, readable and scrollable
 * without JavaScript), turned into the swiper carousel when the visitor scrolls near it. Swiper's
 * code and CSS (about 45 KB) are fetched only then: a visitor who never reaches the testimonials
 * never downloads or runs them, and they take no main-thread time while the page loads. The cards
 * stay in place until the carousel is ready, so nothing collapses or jumps meanwhile.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import type { Messages } from '@/lib/i18n/messages'

/** `text` holds the carousel's words in the page's language (`label` names the region). */
type Props = { slides: ReactNode[]; text: Messages['testimonials'] }

/** How far below the viewport the carousel starts loading: about a screen ahead of the visitor. */
const LOAD_AHEAD = '600px 0px'

export function Testimonials(props: Props) {
  const { slides, text } = props
  const ref = useRef<HTMLDivElement>(null)
  const [Carousel, setCarousel] = useState<ComponentType<Props> | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        import('./TestimonialsCarousel').then((m) => setCarousel(() => m.TestimonialsCarousel))
      },
      { rootMargin: LOAD_AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  if (Carousel) return <Carousel {...props} />
  return (
    // Focusable, so the row can be scrolled from the keyboard before the carousel arrives.
    <div
      ref={ref}
      role="region"
      aria-label={text.label}
      tabIndex={0}
      className="flex snap-x gap-5 overflow-x-auto pb-4"
    >
      {slides.map((slide, i) => (
        <div key={i} className="w-[85%] shrink-0 snap-start md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-0.875rem)]">
          {slide}
        </div>
      ))}
    </div>
  )
}
