/**
 * The home page's looping background video, as a DOM island (components/home/BackgroundVideo.tsx renders its
 * HTML): no React comes to the home page for it. The static HTML has the video with its poster but no source,
 * so nothing is downloaded before the page's own content has loaded; the source is added then, with the
 * pause button, and never when the visitor prefers reduced motion or has Save-Data on.
 */
import type { Enhancer } from '@/lib/islands/define'
import type { Messages } from '@/lib/i18n/messages'

export type BackgroundVideoProps = { src: string; poster: string; text: Messages['backgroundVideo'] }

type Connection = { saveData?: boolean }

export function shouldPlayVideo(reducedMotion: boolean, connection: Connection | undefined): boolean {
  return !reducedMotion && !connection?.saveData
}

export const enhanceBackgroundVideo: Enhancer<BackgroundVideoProps> = (root, { src, text }) => {
  const video = root.querySelector('video')
  const button = root.querySelector('button')
  if (!video || !button) throw new Error('the background video has lost its parts')
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  if (!shouldPlayVideo(reduced, (navigator as Navigator & { connection?: Connection }).connection)) return
  const show = (paused: boolean) => (button.textContent = paused ? text.play : text.pause)
  const play = () => video.play().catch(() => show(true))
  button.addEventListener('click', () => {
    if (video.paused) {
      show(false)
      void play()
    } else {
      video.pause()
      show(true)
    }
  })
  const start = () => {
    video.src = src
    video.muted = true
    button.hidden = false
    void play()
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
