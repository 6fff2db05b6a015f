'use client'

/**
 * A masonry grid of photos (react-responsive-masonry, 20 px gutter) and a keyboard-accessible
 * lightbox: a photo opens on click, tap or Enter; arrow keys move; Escape closes and focus returns
 * to the photo. One copy of the grid per column count is rendered and CSS shows the one for the
 * current width, so the static HTML has the right columns before hydration and nothing jumps after.
 */
import { useReducer } from 'react'
import type { MouseEvent } from 'react'
import Masonry from 'react-responsive-masonry'
import type { Messages } from '@/lib/i18n/messages'
import { useModalDialog } from '@/lib/hooks/use-modal-dialog'
import { lightboxReducer } from '@/lib/media/lightbox-state'
import { columnLayouts, DEFAULT_BREAKPOINTS } from '@/lib/media/masonry-columns'
import { PENDING_OUTLINE, pendingMark } from '@/components/site/pending-mark'

/** One photo, with where it stands in the gallery in the page's words ("(photo 2 of 5)"), written by the server. */
/**
 * `pending`: in the editors' preview, what a generated stand-in waits for (its mark, `data-pending`) and
 * the words that say so when it is pointed at ("To supply: ...").
 */
export type GalleryImage = {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
  position: string
  pending?: { what: string; note: string }
}

export const GALLERY_GUTTER = '20px'

export function MasonryGallery({
  id,
  images,
  label,
  text,
  columnsCountBreakPoints = DEFAULT_BREAKPOINTS,
}: {
  /** Unique on the page; names the grid's column rules (the server's, so hydration matches). */
  id: string
  images: GalleryImage[]
  label: string
  /** The viewer's words, in the page's language. */
  text: Omit<Messages['gallery'], 'position'>
  columnsCountBreakPoints?: Record<number, number>
}) {
  const layouts = columnLayouts(columnsCountBreakPoints)
  const [state, dispatch] = useReducer(lightboxReducer, { open: null, count: images.length })
  const { dialogProps, openedBy, close } = useModalDialog(state.open !== null, () => dispatch({ type: 'close' }))

  const css = [
    `[data-gallery="${id}"] > [data-columns] { display: none; }`,
    ...layouts.map(
      (l) => `@media ${l.media} { [data-gallery="${id}"] > [data-columns="${l.columns}"] { display: block; } }`,
    ),
  ].join('\n')

  const open = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    openedBy(event.currentTarget)
    dispatch({ type: 'open', index })
  }

  const items = images.map((image, i) => (
    <button
      key={image.src}
      type="button"
      aria-haspopup="dialog"
      onClick={open(i)}
      {...(image.pending ? pendingMark(image.pending.what, image.pending.note) : {})}
      className={`block w-full overflow-hidden rounded bg-brand-50 ${image.pending ? PENDING_OUTLINE : ''}`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- variants are made at build time */}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes="(min-width: 901px) 33vw, (min-width: 751px) 50vw, 100vw"
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        className="h-auto w-full"
      />
    </button>
  ))

  const shownIndex = state.open
  const current = shownIndex === null ? undefined : images[shownIndex]

  return (
    <div role="region" aria-label={label}>
      <style>{css}</style>
      <div data-gallery={id}>
        {layouts.map((l) => (
          <div key={l.columns} data-columns={l.columns}>
            <Masonry columnsCount={l.columns} gutter={GALLERY_GUTTER} sequential>
              {items}
            </Masonry>
          </div>
        ))}
      </div>
      <dialog
        {...dialogProps}
        aria-label={text.viewer}
        onKeyDown={(event) => {
          // Tab is kept inside by the dialog's own listener (lib/dialog/modal-dialog.ts).
          if (event.key === 'ArrowRight') dispatch({ type: 'next' })
          else if (event.key === 'ArrowLeft') dispatch({ type: 'previous' })
        }}
        className="m-auto max-h-[95vh] max-w-[95vw] bg-transparent p-0 backdrop:bg-black/85"
      >
        {current && shownIndex !== null ? (
          <div className="flex flex-col items-center gap-3 p-2">
            <div className="flex w-full justify-end">
              <button type="button" onClick={close} className="rounded bg-white px-4 py-2 font-semibold text-brand-900">
                {text.close}
              </button>
            </div>
            <figure className="flex flex-col items-center">
              {/* eslint-disable-next-line @next/next/no-img-element -- variants are made at build time */}
              <img
                src={current.src}
                srcSet={current.srcSet}
                sizes="95vw"
                width={current.width}
                height={current.height}
                alt={current.alt}
                className="h-auto max-h-[75vh] w-auto max-w-full"
              />
              <figcaption className="mt-2 text-center text-white">
                {current.alt} <span className="text-brand-100">{current.position}</span>
              </figcaption>
            </figure>
            {images.length > 1 ? (
              <div className="flex gap-3">
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'previous' })}
                  className="rounded bg-white px-4 py-2 font-semibold text-brand-900"
                >
                  {text.previous}
                </button>
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'next' })}
                  className="rounded bg-white px-4 py-2 font-semibold text-brand-900"
                >
                  {text.next}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
