import { scheduleLines } from '@/lib/congregation/services'
import { isPlaceholder } from '@/lib/content/schemas'
import type { Congregation, CongregationSection } from '@/lib/content/types'
import { island } from '@/lib/islands/island'
import { HeroCarousel } from './HeroCarousel'

const HeroCarouselIsland = island('hero-carousel', HeroCarousel)

const noScriptControls = '<style>[data-carousel-controls]{display:none}</style>'

/** The page's top: the congregation's name and its rotating welcome messages. */
type Slides = Extract<CongregationSection, { kind: 'hero' }>['slides']

export function HeroSection({ id, slides: given, congregation }: { id: string; slides: Slides; congregation: Congregation }) {
  const slides = given.map((s) => ({
    title: s.title,
    ...(s.body && !isPlaceholder(s.body) ? { body: s.body } : {}),
    ...(s.schedule.length > 0 ? { schedule: scheduleLines(s.schedule) } : {}),
  }))
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16 bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-14 sm:py-20">
      <noscript dangerouslySetInnerHTML={{ __html: noScriptControls }} />
      <div className="mx-auto max-w-5xl">
        <p className="text-center text-sm font-semibold uppercase tracking-widest text-accent-400">{congregation.region} region</p>
        <h1 id={`${id}-title`} className="mt-2 text-center text-2xl font-bold text-brand-50 sm:text-3xl">
          {congregation.name} congregation
        </h1>
        <div className="mt-8">
          <HeroCarouselIsland slides={slides} label={`Welcome messages from ${congregation.name}`} />
        </div>
      </div>
    </section>
  )
}
