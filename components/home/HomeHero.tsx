import { preload } from 'react-dom'
import type { Home, Site } from '@/lib/content/types'
import { MEDIA_URL_PREFIX, variantFor } from '@/lib/media/variants'
import { withBase } from '@/lib/paths'
import { SocialLinks } from '@/components/site/SocialLinks'
import { island } from '@/components/islands/island'
import { messages } from '@/lib/i18n/request'
import { PendingFact, shows } from '@/components/site/Pending'
import { BackgroundVideo } from './BackgroundVideo'

const BackgroundVideoIsland = island('background-video', BackgroundVideo)

/** Welcome banner over the looping video (or its poster), with the social links. */
export function HomeHero({ home, site }: { home: Home; site: Site }) {
  const { video } = home
  // While the clip or its still is a stand-in, the public site shows the welcome on the brand's colour alone.
  const withVideo = shows(video.pending) && shows(video.poster.pending)
  // A phone-sized poster: the video box is at most the width of a phone screen at 2x on most visits.
  const posterUrl = variantFor(video.poster.variants, 960).url
  // The poster is the page's largest paint: fetch it from the head, before the scripts, not when the
  // parser reaches the video element (browsers give a video's poster low priority).
  if (withVideo) preload(posterUrl, { as: 'image', fetchPriority: 'high' })
  const backgroundVideo = (
    <BackgroundVideoIsland
      src={withBase(`${MEDIA_URL_PREFIX}/${video.src}`)}
      poster={posterUrl}
      text={messages().backgroundVideo}
    />
  )
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white" aria-labelledby="home-heading">
      {withVideo ? (
        <>
          {(video.pending ?? video.poster.pending) ? (
            // The preview's stand-in clip: marked as such (the note under the welcome says what to supply).
            <PendingFact
              fact={(video.pending ?? video.poster.pending)!}
              as="div"
              className="contents"
              unmarked
              standIn={backgroundVideo}
            />
          ) : (
            backgroundVideo
          )}
          <div className="absolute inset-0 bg-brand-900/60" aria-hidden="true" />
        </>
      ) : null}
      <div className="relative mx-auto flex min-h-[60vh] max-w-7xl flex-col justify-center px-4 py-16">
        <h1 id="home-heading" className="text-4xl font-bold sm:text-5xl">
          {home.heading}
        </h1>
        {home.intro ? <p className="mt-4 max-w-2xl text-lg text-white">{home.intro}</p> : null}
        <SocialLinks socials={site.socials} className="mt-6" />
        {video.pending ? <PendingFact fact={video.pending} as="p" className="relative mt-6 max-w-2xl p-2" /> : null}
        {video.poster.pending ? (
          <PendingFact fact={video.poster.pending} as="p" className="relative mt-2 max-w-2xl p-2" />
        ) : null}
      </div>
    </section>
  )
}
