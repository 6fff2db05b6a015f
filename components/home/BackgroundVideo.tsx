'use client'

/**
 * The home page's looping background video. The static HTML has the video element with its poster
 * but no source, so nothing is downloaded before the page's own content has loaded; the source is
 * added afterwards, and never when the visitor prefers reduced motion or has Save-Data on.
 */
import { useEffect, useRef, useState } from 'react'
import type { Messages } from '@/lib/i18n/messages'

type Connection = { saveData?: boolean }

export function shouldPlayVideo(reducedMotion: boolean, connection: Connection | undefined): boolean {
  return !reducedMotion && !connection?.saveData
}

export function BackgroundVideo({ src, poster, text }: { src: string; poster: string; text: Messages['backgroundVideo'] }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [source, setSource] = useState<string | undefined>(undefined)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const connection = (navigator as Navigator & { connection?: Connection }).connection
    if (!shouldPlayVideo(reduced, connection)) return
    const start = () => setSource(src)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [src])

  useEffect(() => {
    const video = ref.current
    if (!video || !source) return
    video.muted = true
    video.play().catch(() => setPaused(true))
  }, [source])

  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) {
      video.play().catch(() => undefined)
      setPaused(false)
    } else {
      video.pause()
      setPaused(true)
    }
  }

  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 h-full w-full object-cover"
        poster={poster}
        src={source}
        autoPlay
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      />
      {source ? (
        <button
          type="button"
          onClick={toggle}
          className="absolute bottom-3 right-3 z-10 rounded-full bg-black/60 px-3 py-1 text-sm text-white"
        >
          {paused ? text.play : text.pause}
        </button>
      ) : null}
    </>
  )
}
