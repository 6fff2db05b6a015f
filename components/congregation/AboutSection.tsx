import type { MDXContent } from 'mdx/types'
import { Gallery } from '@/components/media/Gallery'
import { Fact, PendingFact, shows } from '@/components/site/Pending'
import { interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { isPreview } from '@/lib/build-mode'
import { isPending, real } from '@/lib/content/pending'
import type { Congregation, CongregationSection } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/request'
import { Section } from './SectionHeading'
import { fill } from '@/lib/i18n/messages/fill'

/** About Us (frontmatter), Our Church (the file's body) and, where there are photos, the gallery. */
type About = Extract<CongregationSection, { kind: 'about' }>['about']

export function AboutSection({
  id,
  about,
  congregation,
  Body,
  bodyLang,
  bodyReal,
  writtenIn,
}: {
  id: string
  about: About
  congregation: Congregation
  Body: MDXContent
  /** Whether the body has more than placeholders: the public site shows no "Our Church" heading over nothing. */
  bodyReal: boolean
  /** The body's `lang`, where it is not in the language of the rest of the entry. */
  bodyLang?: string
  /** The language of the congregation's content, which may not be the page's. */
  writtenIn: Locale
}) {
  const t = messages().about
  const lang = interfaceLangIn(writtenIn)
  const founded = real(congregation.founded)
  const members = real(about.members)
  return (
    <Section id={id} eyebrow={t.eyebrow} title={fill(t.heading, { name: congregation.name })} writtenIn={writtenIn}>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <div>
          {shows(about.aboutUs) ? (
            <>
              <h3 lang={lang} className="text-2xl font-semibold text-brand-900">
                {t.aboutUs}
              </h3>
              <Fact value={about.aboutUs} className="mt-3 text-lg leading-relaxed" writtenIn={writtenIn} />
            </>
          ) : null}
          {isPending(congregation.founded) ? (
            <PendingFact fact={congregation.founded} as="p" className="mt-4" writtenIn={writtenIn} />
          ) : null}
          {isPending(about.members) ? (
            <PendingFact fact={about.members} as="p" className="mt-4" writtenIn={writtenIn} />
          ) : null}
          {founded || members ? (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
              {founded ? (
                <>
                  <dt lang={lang} className="font-semibold text-brand-900">
                    {t.founded}
                  </dt>
                  <dd>{founded}</dd>
                </>
              ) : null}
              {members ? (
                <>
                  <dt lang={lang} className="font-semibold text-brand-900">
                    {t.members}
                  </dt>
                  <dd>{members}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
        </div>
        {bodyReal || isPreview() ? (
          <div>
            <h3 lang={lang} className="text-2xl font-semibold text-brand-900">
              {t.ourChurch}
            </h3>
            <div className="prose mt-3" lang={bodyLang}>
              <Body />
            </div>
          </div>
        ) : null}
      </div>
      {about.gallery?.length ? (
        <div className="mt-10">
          <h3 lang={lang} className="text-2xl font-semibold text-brand-900">
            {t.photos}
          </h3>
          <div className="mt-4">
            <Gallery images={about.gallery} label={fill(t.galleryLabel, { name: congregation.name })} />
          </div>
        </div>
      ) : null}
    </Section>
  )
}
