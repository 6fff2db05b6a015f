'use client'

/**
 * The slider of support categories on /support (docs/behaviour.md): 3 cards shown and 2 per move, 2 shown
 * below 800 px, 1 shown and 1 per move below 480 px (two cards beside the arrows leave a phone too little
 * room for a category's name), 500 ms, infinite, no dots, with labelled previous/next buttons. It never
 * moves on its own; with reduced motion it moves without animation. slick's CSS is the island's `styles`
 * in components/islands/registry.ts, linked in the head of the page that shows the slider and nowhere else.
 *
 * The static HTML is not slick's: slick renders for one width, and the page is read at any. Until the
 * island has hydrated, the cards sit in a row whose widths CSS sets for each of the same three widths,
 * so slick then takes over without moving them.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import Slider from 'react-slick'
import type { Messages } from '@/lib/i18n/messages'
import { useHydrated, useMediaQuery, useReducedMotion } from '@/lib/hooks/media'

/** Below these widths the slider shows fewer cards (CSS of the static row: `min-[480px]:`, `min-[800px]:`). */
const TWO_CARDS = '(max-width: 799.98px)'
const ONE_CARD = '(max-width: 479.98px)'

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

/** A card as slick wraps each slide, so the static row lays it out exactly as the slider will. */
const asSlide = (card: ReactNode) =>
  isValidElement(card) ? cloneElement(card as ReactElement<{ style?: object; tabIndex?: number }>, { style: { width: '100%', display: 'inline-block' }, tabIndex: -1 }) : card

export function SupportSlider({ text, children }: { text: Messages['supportSlider']; children: ReactNode }) {
  const reducedMotion = useReducedMotion()
  // Our own queries rather than slick's `responsive`: slick 0.31 applies a breakpoint only when the
  // width crosses it, not when the page opens below it.
  const narrow = useMediaQuery(TWO_CARDS)
  const one = useMediaQuery(ONE_CARD)
  // Resolved in the same render as the media queries above, so `data-ready` means the slider has
  // hydrated with its final layout and its buttons respond (tests wait for it before clicking).
  const ready = useHydrated()

  if (!ready)
    return (
      <div className="relative px-11">
        <div className="relative">
          <Arrow direction="previous" label={text.previous} />
          <div className="flex overflow-hidden">
            {Children.map(children, (card) => (
              <div className="w-full shrink-0 min-[480px]:w-1/2 min-[800px]:w-1/3">
                <div>{asSlide(card)}</div>
              </div>
            ))}
          </div>
          <Arrow direction="next" label={text.next} />
        </div>
      </div>
    )

  return (
    <div className="relative px-11" data-ready="">
      <Slider
        slidesToShow={one ? 1 : narrow ? 2 : 3}
        slidesToScroll={one ? 1 : 2}
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
