import { preload } from 'react-dom'
import type { Home, Site } from '@/lib/content/types'
import { MEDIA_URL_PREFIX, variantFor } from '@/lib/media/variants'
import { withBase } from '@/lib/paths'
import { SocialLinks } from '@/components/site/SocialLinks'
import { island } from '@/lib/islands/island'
import { messages } from '@/lib/i18n/request'
import { BackgroundVideo } from './BackgroundVideo'

const BackgroundVideoIsland = island('background-video', BackgroundVideo)

/** Welcome banner over the looping video (or its poster), with the social links. */
export function HomeHero({ home, site }: { home: Home; site: Site }) {
  const poster = home.video.poster
  // A phone-sized poster: the video box is at most the width of a phone screen at 2x on most visits.
  const posterUrl = variantFor(poster.variants, 960).url
  // The poster is the page's largest paint: fetch it from the head, before the scripts, not when the
  // parser reaches the video element (browsers give a video's poster low priority).
  preload(posterUrl, { as: 'image', fetchPriority: 'high' })
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white" aria-labelledby="home-heading">
      <BackgroundVideoIsland src={withBase(`${MEDIA_URL_PREFIX}/${home.video.src}`)} poster={posterUrl} text={messages().backgroundVideo} />
      <div className="absolute inset-0 bg-brand-900/60" aria-hidden="true" />
      <div className="relative mx-auto flex min-h-[60vh] max-w-7xl flex-col justify-center px-4 py-16">
        <h1 id="home-heading" className="text-4xl font-bold sm:text-5xl">
          {home.heading}
        </h1>
        {home.intro ? <p className="mt-4 max-w-2xl text-lg text-white">{home.intro}</p> : null}
        <SocialLinks socials={site.socials} className="mt-6" />
      </div>
    </section>
  )
}
