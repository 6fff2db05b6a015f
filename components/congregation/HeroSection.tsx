import { scheduleLines } from '@/lib/congregation/services'
import { isPending } from '@/lib/content/pending'
import type { Congregation, CongregationSection } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { island } from '@/components/islands/island'
import { getLocale, messages } from '@/lib/i18n/request'
import { PendingFact, shows } from '@/components/site/Pending'
import { interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { fill } from '@/lib/i18n/messages/fill'
import { HeroCarousel, type Slide } from './HeroCarousel'

const HeroCarouselIsland = island('hero-carousel', HeroCarousel)

const noScriptControls = '<style>[data-carousel-controls]{display:none}</style>'

/** The page's top: the congregation's name and its rotating welcome messages. */
type Slides = Extract<CongregationSection, { kind: 'hero' }>['slides']

export function HeroSection({
  id,
  slides: given,
  congregation,
  writtenIn,
}: {
  id: string
  slides: Slides
  congregation: Congregation
  writtenIn: Locale
}) {
  const t = messages()
  const lang = interfaceLangIn(writtenIn)
  const count = { total: given.length }
  const slides: Slide[] = given.map((s, i) => ({
    title: s.title,
    ...(s.body !== undefined && shows(s.body)
      ? { body: isPending(s.body) ? <PendingFact fact={s.body} writtenIn={writtenIn} /> : s.body }
      : {}),
    ...(s.schedule.length > 0 ? { schedule: scheduleLines(s.schedule, getLocale()) } : {}),
    label: fill(t.carousel.slide, { ...count, n: i + 1 }),
    dot: fill(t.carousel.show, { ...count, n: i + 1, title: s.title }),
  }))
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-16 bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-14 sm:py-20"
    >
      <noscript dangerouslySetInnerHTML={{ __html: noScriptControls }} />
      <div className="mx-auto max-w-5xl">
        <p lang={lang} className="text-center text-sm font-semibold tracking-widest text-accent-400 uppercase">
          {fill(t.microsite.region, { region: congregation.region })}
        </p>
        <h1 id={`${id}-title`} lang={lang} className="mt-2 text-center text-2xl font-bold text-brand-50 sm:text-3xl">
          {fill(t.meta.congregationTitle, { name: congregation.name })}
        </h1>
        <div className="mt-8">
          <HeroCarouselIsland
            slides={slides}
            label={fill(t.microsite.carouselLabel, { name: congregation.name })}
            text={{
              role: t.carousel.role,
              slideRole: t.carousel.slideRole,
              pause: t.carousel.pause,
              play: t.carousel.play,
            }}
          />
        </div>
      </div>
    </section>
  )
}
