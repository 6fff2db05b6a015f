'use client'

/**
 * The slider of support categories on /support (docs/behaviour.md): 3 cards shown and 2 per move, 2 shown
 * below 800 px, 1 shown and 1 per move below 480 px (two cards beside the arrows leave a phone too little
 * room for a category's name), 500 ms, infinite, no dots, with labelled previous/next buttons. It never
 * moves on its own; with reduced motion it moves without animation. slick's CSS is the island's `styles`
 * in components/islands/registry.ts, linked in the head of the page that shows the slider and nowhere else.
 *
 * The static HTML is not slick's: slick renders for one width, and the page is read at any. Until the island
 * runs (it starts at the visitor's first tap, focus or key in it: components/islands/registry.ts), the cards sit
 * in a row whose widths CSS sets for each of the same three widths, and that scrolls sideways by touch, card by
 * card (scroll-snap); slick then takes over without moving them, at the card the row was scrolled to. A tap on
 * an arrow before then is answered at once, without React, by the island's early script, which scrolls the row as
 * slick would move (lib/carousel/row-arrows.ts); one as slick takes over is held and done again by slick's arrow of
 * the same name (lib/islands/replay.ts).
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import Slider from 'react-slick'
import { ROW, ROW_ARROW, ROW_TAKEN, rowCard } from '@/lib/carousel/row-arrows'
import { supportIds } from '@/lib/element-ids'
import type { Messages } from '@/lib/i18n/messages'
import { useMediaQuery, useReducedMotion } from '@/lib/hooks/media'

/** Below these widths the slider shows fewer cards (CSS of the static row: `min-[480px]:`, `min-[800px]:`). */
const TWO_CARDS = '(max-width: 799.98px)'
const ONE_CARD = '(max-width: 479.98px)'

type ArrowProps = { direction: 'previous' | 'next'; label: string; onClick?: () => void; ofRow?: boolean }

/** An arrow: slick's, or (`ofRow`) one of the static row's, which the row's early script answers at once. */
function Arrow({ direction, label, onClick, ofRow }: ArrowProps) {
  const previous = direction === 'previous'
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      {...(ofRow ? { [ROW_ARROW]: direction } : {})}
      className={`absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-2xl leading-none text-white hover:bg-brand-900 ${previous ? '-left-11' : '-right-11'}`}
    >
      <span aria-hidden="true">{previous ? '‹' : '›'}</span>
    </button>
  )
}

/** A card as slick wraps each slide, so the static row lays it out exactly as the slider will. */
const asSlide = (card: ReactNode) =>
  isValidElement(card)
    ? cloneElement(card as ReactElement<{ style?: object; tabIndex?: number }>, {
        style: { width: '100%', display: 'inline-block' },
        tabIndex: -1,
      })
    : card

/** The cards as one group, named by the section's heading: it takes the focus, and the arrow keys move it. */
const group = { role: 'group', 'aria-labelledby': supportIds.categories, tabIndex: 0 } as const

export function SupportSlider({ text, children }: { text: Messages['supportSlider']; children: ReactNode }) {
  const reducedMotion = useReducedMotion()
  // Our own queries rather than slick's `responsive`: slick 0.31 applies a breakpoint only when the
  // width crosses it, not when the page opens below it.
  const narrow = useMediaQuery(TWO_CARDS)
  const one = useMediaQuery(ONE_CARD)
  // The card the row was scrolled to, or that its arrows are moving it to, when React took it over: slick opens
  // there. Read as the row's element is attached, so the next render is slick's, with the media queries above
  // answered by the browser: `data-ready` means the slider has its final layout and its buttons respond (tests wait
  // for it). From then on an arrow's press is slick's (held by the loader until then, lib/carousel/row-arrows.ts).
  const [first, setFirst] = useState<number | null>(null)
  const readRow = useCallback((row: HTMLDivElement | null) => {
    if (!row) return
    row.setAttribute(ROW_TAKEN, '')
    setFirst(rowCard(row))
  }, [])
  const slider = useRef<Slider>(null)
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    if (event.key === 'ArrowLeft') slider.current?.slickPrev()
    else slider.current?.slickNext()
  }

  if (first === null)
    return (
      <div className="relative px-11">
        <div className="relative">
          <Arrow direction="previous" label={text.previous} ofRow />
          <div
            ref={readRow}
            {...group}
            {...{ [ROW]: '' }}
            className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain"
          >
            {Children.map(children, (card) => (
              <div className="w-full shrink-0 snap-start min-[480px]:w-1/2 min-[800px]:w-1/3">
                <div>{asSlide(card)}</div>
              </div>
            ))}
          </div>
          <Arrow direction="next" label={text.next} ofRow />
        </div>
      </div>
    )

  return (
    <div className="relative px-11" data-ready="">
      <div {...group} onKeyDown={keys}>
        <Slider
          ref={slider}
          initialSlide={first}
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
    </div>
  )
}
