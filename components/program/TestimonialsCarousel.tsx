'use client'

/**
 * The testimonials carousel (docs/behaviour.md): swiper with the coverflow effect, looping, autoplay every
 * 3000 ms, clickable bullets and previous/next buttons. Autoplay pauses on hover and focus, has a
 * pause control, and starts off under reduced motion. Swiper's code and CSS are imported here only, so
 * they are fetched only when the testimonials island loads this carousel (docs/islands.md). The slides
 * arrive server-rendered, so every quote is in the static HTML.
 */
import { useEffect, useReducer, useRef, type FocusEvent, type ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay, EffectCoverflow, Keyboard, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/effect-coverflow'
import 'swiper/css/pagination'
import { useReducedMotion } from '@/lib/hooks/media'
import { autoplayReducer, initialAutoplay, isRunning } from '@/lib/carousel/autoplay-state'
import type { Messages } from '@/lib/i18n/messages'

export function TestimonialsCarousel({ slides, text }: { slides: ReactNode[]; text: Messages['testimonials'] }) {
  const reducedMotion = useReducedMotion()
  const [state, dispatch] = useReducer(autoplayReducer, false, initialAutoplay)
  const swiperRef = useRef<SwiperInstance | null>(null)
  const running = isRunning(state)

  useEffect(() => dispatch({ type: 'reducedMotion', on: reducedMotion }), [reducedMotion])

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay
    if (!autoplay) return
    if (running && !autoplay.running) autoplay.start()
    if (!running && autoplay.running) autoplay.stop()
  }, [running])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focus', on: false })
  }

  return (
    <div
      role="region"
      aria-roledescription={text.role}
      aria-label={text.label}
      onMouseEnter={() => dispatch({ type: 'hover', on: true })}
      onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      onFocus={() => dispatch({ type: 'focus', on: true })}
      onBlur={onBlur}
    >
      <Swiper
        modules={[A11y, Autoplay, EffectCoverflow, Keyboard, Navigation, Pagination]}
        effect="coverflow"
        coverflowEffect={{ rotate: 10, stretch: 50, depth: 200, modifier: 1, slideShadows: true }}
        loop
        speed={reducedMotion ? 0 : 600}
        autoplay={{ delay: 3000, disableOnInteraction: false }}
        slidesPerView={1}
        spaceBetween={20}
        breakpoints={{
          640: { slidesPerView: 1, spaceBetween: 20 },
          768: { slidesPerView: 2, spaceBetween: 30 },
          1024: { slidesPerView: 3, spaceBetween: 150 },
        }}
        navigation={{ prevEl: '#testimonials-prev', nextEl: '#testimonials-next' }}
        pagination={{ el: '#testimonials-pagination', clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: text.previous,
          nextSlideMessage: text.next,
          paginationBulletMessage: text.bullet,
          slideLabelMessage: text.slide,
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper
        }}
        className="!pb-2"
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={i} className="!h-auto">
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <button
          id="testimonials-prev"
          type="button"
          aria-label={text.previous}
          className="rounded-full border-2 border-brand-700 p-2 text-brand-900 hover:bg-brand-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
        <div
          id="testimonials-pagination"
          className="flex !w-auto items-center [--swiper-pagination-bullet-horizontal-gap:8px] [--swiper-pagination-bullet-inactive-color:theme(colors.brand.900)] [--swiper-pagination-bullet-inactive-opacity:0.45] [--swiper-pagination-bullet-size:12px] [--swiper-pagination-color:theme(colors.brand.700)]"
        />
        <button
          id="testimonials-next"
          type="button"
          aria-label={text.next}
          className="rounded-full border-2 border-brand-700 p-2 text-brand-900 hover:bg-brand-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'toggle' })}
          className="rounded border-2 border-brand-700 px-3 py-1.5 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {state.playing ? text.pause : text.play}
        </button>
      </div>
    </div>
  )
}
