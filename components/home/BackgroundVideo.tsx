/**
 * The home page's looping background video, as it first shows: its poster, no source, and its pause button
 * hidden until the video plays. Its behaviour is a DOM island without React (./background-video.ts).
 */
import type { BackgroundVideoProps } from './background-video'

export function BackgroundVideo({ poster, text }: BackgroundVideoProps) {
  return (
    <>
      <video
        className="absolute inset-0 h-full w-full object-cover"
        poster={poster}
        autoPlay
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      />
      <button
        type="button"
        hidden
        className="absolute right-3 bottom-3 z-10 rounded-full bg-black/60 px-3 py-1 text-sm text-white"
      >
        {text.pause}
      </button>
    </>
  )
}
