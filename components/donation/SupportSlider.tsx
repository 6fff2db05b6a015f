'use client'

/**
 * The slider of support categories on /support (docs/behaviour.md): 3 cards shown and 2 per move, 2 shown
 * below 800 px, 500 ms, infinite, no dots, with labelled previous/next buttons. It never moves on
 * its own; with reduced motion it moves without animation. slick's CSS is imported by the island's
 * entry (components/islands/support-slider.ts), so only the page that shows the slider loads it.
 */
import type { ReactNode } from 'react'
import Slider from 'react-slick'
import type { Messages } from '@/lib/i18n/messages'
import { useHydrated, useMediaQuery, useReducedMotion } from '@/lib/hooks/media'

type ArrowProps = { direction: 'previous' | 'next'; label: string; onClick?: () => void }

function Arrow({ direction, label, onClick }: ArrowProps) {
  const previous = direction === 'previous'
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-2xl leading-none text-white hover:bg-brand-900 ${previous ? '-left-11' : '-right-11'}`}
    >
      <span aria-hidden="true">{previous ? '‹' : '›'}</span>
    </button>
  )
}

export function SupportSlider({ text, children }: { text: Messages['supportSlider']; children: ReactNode }) {
  const reducedMotion = useReducedMotion()
  // Our own query rather than slick's `responsive`: slick 0.31 applies a breakpoint only when the
  // width crosses it, not when the page opens below it.
  const narrow = useMediaQuery('(max-width: 799.98px)')
  // Resolved in the same render as the media queries above, so `data-ready` means the slider has
  // hydrated with its final layout and its buttons respond (tests wait for it before clicking).
  const ready = useHydrated()

  return (
    <div className="relative px-11" data-ready={ready ? '' : undefined}>
      <Slider
        slidesToShow={narrow ? 2 : 3}
        slidesToScroll={2}
        speed={reducedMotion ? 0 : 500}
        infinite
        // A click during a move is taken, not dropped: a quick visitor is never ignored.
        waitForAnimate={false}
        dots={false}
        arrows
        prevArrow={<Arrow direction="previous" label={text.previous} />}
        nextArrow={<Arrow direction="next" label={text.next} />}
      >
        {children}
      </Slider>
    </div>
  )
}
