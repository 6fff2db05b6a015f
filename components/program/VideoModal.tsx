'use client'

/**
 * "Watch Video" opens the program video in a modal player. The <video> exists only while the player
 * is open, so nothing is downloaded before a visitor asks for it and closing stops and unloads it.
 */
import type { Messages } from '@/lib/i18n/messages'
import { rich } from '@/lib/i18n/messages/rich'
import { useDialogButton } from '@/lib/hooks/use-modal-dialog'

/** `poster` is left out while the still is a generated stand-in (on the public site). */
type Props = { title: string; src: string; captions: string; poster?: string; note?: string; text: Messages['video'] }

export function VideoModal({ title, src, captions, poster, note, text }: Props) {
  const { open, buttonProps, dialogProps, close: hide } = useDialogButton()
  return (
    <>
      <button
        {...buttonProps}
        data-needs-js=""
        className="flex items-center gap-2 rounded border-2 border-brand-700 px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
          <path d="M6 4l10 6-10 6z" fill="currentColor" />
        </svg>
        {text.watch}
      </button>
      <dialog
        {...dialogProps}
        aria-labelledby="program-video-title"
        className="m-auto w-[min(94vw,960px)] max-w-none rounded-lg bg-brand-900 p-0 text-white backdrop:bg-black/80"
      >
        <div className="p-3 sm:p-4">
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id="program-video-title" className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={hide}
              className="rounded border border-white/60 px-3 py-1 font-semibold hover:bg-white/10"
            >
              {text.close}
            </button>
          </div>
          {open ? (
            <video
              controls
              autoPlay
              playsInline
              preload="metadata"
              poster={poster}
              width={640}
              height={360}
              className="aspect-video h-auto w-full bg-black"
            >
              <source src={src} type={src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
              <track kind="captions" src={captions} srcLang="en" label={text.captions} default />
              {rich(text.unsupported, { download: <a href={src}>{text.download}</a> })}
            </video>
          ) : null}
          {note ? <p className="mt-3 text-sm text-brand-100">{note}</p> : null}
        </div>
      </dialog>
    </>
  )
}
